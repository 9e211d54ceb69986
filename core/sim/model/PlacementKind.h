// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The names of a lane's store placement, atomicity mode and clock source, apart from
// StorePlacement so that the scenario model can use them without the simulated server's types.
// Plain enums; any thread.
#include "core/sim/EnumTable.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace ratelab {

enum class PlacementKind : std::uint8_t {
    LocalMemory,     // each instance enforces the full limit on its own: N per instance
    SharedRedis,     // one primary in primaryRegion for everyone
    PerRegionRedis,  // one Redis per region, each enforcing the full limit: N per region
    PerRegionSynced, // per-region Redis + async push/pull to a central store, with headroom
    ReplicaReads,    // reads from a replica lagging replicaLagUs, writes to the primary
    RedisCluster,    // clusterShards primaries; a key lives on the shard owning its slot
    SqlDatabase,     // an upsert per request: slower, fine for daily quotas
    Memcached,       // INCR with a TTL: fixed window only, no scripts
};

enum class AtomicityMode : std::uint8_t { LuaScript, MultiExec, GetThenSet };
enum class ClockSource : std::uint8_t { Instance, StoreTime };
// When a write sets the key's TTL: on every write, or only when it creates the key (the seeds'
// "INCR, then EXPIRE if the result is 1"; with per-window keys, once per window).
enum class TtlIdiom : std::uint8_t { Refresh, SetOnCreate };

// PlacementKind's ids ("local-memory", ...) and descriptions, in the order forms offer them.
std::span<const EnumEntry<PlacementKind>> placementKindNames();
std::string_view placementName(PlacementKind value);
std::optional<PlacementKind> placementFromName(std::string_view id);
// AtomicityMode's ids ("lua", ...) and descriptions, in the order forms offer them.
std::span<const EnumEntry<AtomicityMode>> atomicityModeNames();
std::string_view atomicityName(AtomicityMode value);
std::optional<AtomicityMode> atomicityFromName(std::string_view id);
// ClockSource's ids ("instance", ...) and descriptions, in the order forms offer them.
std::span<const EnumEntry<ClockSource>> clockSourceNames();
// TtlIdiom's ids ("refresh", "set-on-create") and descriptions.
std::span<const EnumEntry<TtlIdiom>> ttlIdiomNames();

} // namespace ratelab
