#include "core/sim/model/EvictionPolicy.h"

#include <array>
#include <utility>

namespace ratelab {
namespace {

constexpr std::array<std::pair<EvictionPolicy, std::string_view>, 8> kNames{{
    {EvictionPolicy::NoEviction, "noeviction"},
    {EvictionPolicy::AllKeysLru, "allkeys-lru"},
    {EvictionPolicy::AllKeysLfu, "allkeys-lfu"},
    {EvictionPolicy::AllKeysRandom, "allkeys-random"},
    {EvictionPolicy::VolatileLru, "volatile-lru"},
    {EvictionPolicy::VolatileLfu, "volatile-lfu"},
    {EvictionPolicy::VolatileRandom, "volatile-random"},
    {EvictionPolicy::VolatileTtl, "volatile-ttl"},
}};

} // namespace

std::string_view evictionPolicyName(EvictionPolicy p)
{
    for (const auto& [policy, name] : kNames)
        if (policy == p)
            return name;
    return "noeviction";
}

std::optional<EvictionPolicy> evictionPolicyFromName(std::string_view name)
{
    for (const auto& [policy, n] : kNames)
        if (n == name)
            return policy;
    return std::nullopt;
}

} // namespace ratelab
