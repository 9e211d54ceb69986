// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a lane keeps its limiter state and how it talks to it: the list of placements
// (local memory per instance, one shared Redis, per-region Redis with or without async sync,
// replica reads, Redis Cluster, SQL, memcached), the atomicity mode and whose clock the limiter
// reads. A plain value from the scenario; the engine maps each request to a store with storeFor().
#include "core/sim/SimTime.h"
#include "core/sim/algorithms/AlgorithmKind.h"
#include "core/sim/model/PlacementKind.h"
#include "core/sim/redis/SimRedis.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace ratelab {

struct StorePlacement {
    PlacementKind kind = PlacementKind::SharedRedis;
    int primaryRegion = 0; // SharedRedis, ReplicaReads, the central store of PerRegionSynced
    AtomicityMode atomicity = AtomicityMode::LuaScript;
    ClockSource clock = ClockSource::Instance;
    SimTime ttlUs = 0; // 0: twice the window (the seeds' rule 9)
    TtlMode ttlMode = TtlMode::RefreshOnWrite;
    SimTime syncIntervalUs = 5 * kMicrosPerSecond; // PerRegionSynced
    int headroomPercent = 15;                      // PerRegionSynced
    SimTime replicaLagUs = 200 * kMicrosPerMilli;  // ReplicaReads
    int clusterShards = 3;                         // RedisCluster
    SimTime sqlUpsertUs = 2 * kMicrosPerMilli;     // SqlDatabase service time per request
    int maxExecRetries = 5;                        // MultiExec: then the failure policy decides

    // Stores of this placement in a topology: per instance, per region, shards, or one.
    [[nodiscard]] int storeCount(int regions, int instances) const;
    // The store serving a request from (region, global instance) for a key.
    [[nodiscard]] int storeFor(int region, int instance, std::string_view key) const;
    // The region a store sits in, to draw the network delay to it.
    [[nodiscard]] int regionOfStore(int store, int regions) const;
    [[nodiscard]] SimTime ttlFor(std::int64_t windowMs) const;
    // The server behind this placement: SQL runs on a SimRedis whose every command costs an
    // upsert, memcached on one that evicts LRU when full (its slabs do) and keeps no replica.
    [[nodiscard]] SimRedisConfig serverConfig(SimRedisConfig base) const;
};

} // namespace ratelab
