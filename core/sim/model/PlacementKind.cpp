// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/model/PlacementKind.h"

#include "core/sim/EnumTable.h"

namespace ratelab {
namespace {

constexpr std::array<EnumEntry<PlacementKind>, 8> kPlacements{{
    {PlacementKind::LocalMemory, "local-memory",
     "Each instance counts in its own memory: N instances admit N times the limit."},
    {PlacementKind::SharedRedis, "shared-redis",
     "One Redis primary for everyone, in the primary region."},
    {PlacementKind::PerRegionRedis, "per-region-redis",
     "One Redis per region, each enforcing the full limit: regions x N globally."},
    {PlacementKind::PerRegionSynced, "per-region-synced",
     "Per-region counts synced every interval, with a headroom buffer (fixed window)."},
    {PlacementKind::ReplicaReads, "replica-reads",
     "Reads from a replica lagging behind, writes to the primary (GET-then-SET)."},
    {PlacementKind::RedisCluster, "redis-cluster",
     "Keys spread over shards by hash slot; a multi-key script needs a {hash tag}."},
    {PlacementKind::SqlDatabase, "sql",
     "An upsert per request in a SQL database: correct, but every decision is slower."},
    {PlacementKind::Memcached, "memcached", "INCR with a TTL: fixed window only, no scripts."},
}};
static_assert(eachValueOnce(kPlacements), "one row per value");

constexpr std::array<EnumEntry<AtomicityMode>, 3> kAtomicity{{
    {AtomicityMode::LuaScript, "lua",
     "One script runs the whole decision atomically in the store."},
    {AtomicityMode::MultiExec, "multi-exec",
     "WATCH, read, decide, MULTI/EXEC: a conflicting writer aborts and the instance retries."},
    {AtomicityMode::GetThenSet, "get-then-set",
     "Read, decide, write one round trip later: concurrent requests read the same count."},
}};
static_assert(eachValueOnce(kAtomicity), "one row per value");

constexpr std::array<EnumEntry<ClockSource>, 2> kClocks{{
    {ClockSource::Instance, "instance",
     "The limiter reads the clock of the instance it runs on (offset, drift, steps)."},
    {ClockSource::StoreTime, "store",
     "The script reads the store's TIME: one clock for every instance."},
}};
static_assert(eachValueOnce(kClocks), "one row per value");

constexpr std::array<EnumEntry<TtlIdiom>, 2> kTtlIdioms{{
    {TtlIdiom::Refresh, "refresh", "Every write sets the key's TTL again (PEXPIRE on each call)."},
    {TtlIdiom::SetOnCreate, "set-on-create",
     "Only the write that creates a key sets its TTL: INCR, then EXPIRE if the result is 1."},
}};
static_assert(eachValueOnce(kTtlIdioms), "one row per value");

} // namespace

std::span<const EnumEntry<PlacementKind>> placementKindNames()
{
    return kPlacements;
}

std::string_view placementName(PlacementKind value)
{
    return enumId(kPlacements, value);
}

std::optional<PlacementKind> placementFromName(std::string_view id)
{
    return enumFromId(kPlacements, id);
}

std::span<const EnumEntry<AtomicityMode>> atomicityModeNames()
{
    return kAtomicity;
}

std::string_view atomicityName(AtomicityMode value)
{
    return enumId(kAtomicity, value);
}

std::optional<AtomicityMode> atomicityFromName(std::string_view id)
{
    return enumFromId(kAtomicity, id);
}

std::span<const EnumEntry<ClockSource>> clockSourceNames()
{
    return kClocks;
}

std::span<const EnumEntry<TtlIdiom>> ttlIdiomNames()
{
    return kTtlIdioms;
}

} // namespace ratelab
