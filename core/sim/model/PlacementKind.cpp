#include "core/sim/model/PlacementKind.h"

#include <array>
#include <utility>

namespace ratelab {
namespace {

constexpr std::array<std::pair<PlacementKind, std::string_view>, 8> kPlacements{{
    {PlacementKind::LocalMemory, "local-memory"},
    {PlacementKind::SharedRedis, "shared-redis"},
    {PlacementKind::PerRegionRedis, "per-region-redis"},
    {PlacementKind::PerRegionSynced, "per-region-synced"},
    {PlacementKind::ReplicaReads, "replica-reads"},
    {PlacementKind::RedisCluster, "redis-cluster"},
    {PlacementKind::SqlDatabase, "sql"},
    {PlacementKind::Memcached, "memcached"},
}};

constexpr std::array<std::pair<AtomicityMode, std::string_view>, 3> kAtomicity{{
    {AtomicityMode::LuaScript, "lua"},
    {AtomicityMode::MultiExec, "multi-exec"},
    {AtomicityMode::GetThenSet, "get-then-set"},
}};

} // namespace

std::string_view placementName(PlacementKind kind)
{
    for (const auto& [k, name] : kPlacements)
        if (k == kind)
            return name;
    return "shared-redis";
}

std::optional<PlacementKind> placementFromName(std::string_view name)
{
    for (const auto& [k, n] : kPlacements)
        if (n == name)
            return k;
    return std::nullopt;
}

std::string_view atomicityName(AtomicityMode mode)
{
    for (const auto& [m, name] : kAtomicity)
        if (m == mode)
            return name;
    return "lua";
}

std::optional<AtomicityMode> atomicityFromName(std::string_view name)
{
    for (const auto& [m, n] : kAtomicity)
        if (n == name)
            return m;
    return std::nullopt;
}

} // namespace ratelab
