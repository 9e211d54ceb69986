// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The distributed world of a scenario as plain values: regions of instances behind load
// balancers, where clients sit, link latencies, per-instance clocks (WorldSpec), and per lane
// where its state lives and what happens when that store fails (LaneStoreSpec). An empty
// WorldSpec::regions means no world at all: lanes decide in process exactly as before, so
// scenarios without a "world" keep their results byte for byte. Read by the engine only.
#include "core/sim/EnumTable.h"
#include "core/sim/model/BalancerKind.h"
#include "core/sim/model/EvictionPolicy.h"
#include "core/sim/model/FailurePolicy.h"
#include "core/sim/model/PlacementKind.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace ratelab {

// One NTP step of one instance's clock (delta 0: none).
struct ClockStepSpec {
    int instance = 0;         // global index, region by region
    std::int64_t atMs = 0;    // true time of the step
    std::int64_t deltaMs = 0; // negative: the clock jumps back
};

// Flat on purpose: it mirrors the scenario file's "world" group field by field.
struct WorldSpec {
    std::vector<std::int64_t> instancesPerRegion;     // empty: no distributed world
    std::string regionNames;                          // "us, eu, ap"; missing names are region-<i>
    BalancerKind balancer = BalancerKind::RoundRobin; // every region's load balancer
    double storeLatencyMs = 0.5;                      // one way, instance to a store in its region
    double crossRegionMinMs = 40.0;                   // uniform one-way delay between regions
    double crossRegionMaxMs = 150.0;
    std::vector<std::int64_t> clockOffsetsMs; // by global instance; missing: 0
    std::vector<std::int64_t> clockDriftPpm;  // by global instance; missing: 0
    ClockStepSpec clockStep;

    [[nodiscard]] bool enabled() const { return !instancesPerRegion.empty(); }
};

enum class StoreFaultKind : std::uint8_t { None, Down, Slow, Partition, Failover };

// StoreFaultKind's ids ("none", ...) and descriptions, in the order forms offer them.
std::span<const EnumEntry<StoreFaultKind>> storeFaultKindNames();

// One scheduled failure of a lane's stores. A lane may list several; they may overlap or follow
// each other (a down span, then a slow one, then a failover). `store` names the one store it hits
// (faultTargets lists the names a lane offers); empty, every store of the lane, as before targets.
struct StoreFaultSpec {
    StoreFaultKind kind = StoreFaultKind::None; // None only as a form's "no fault"; never in a list
    std::int64_t startMs = 0;
    std::int64_t durationMs = 30'000;
    int slowPercent = 1000; // Slow: service time x percent / 100
    std::string region;     // Partition: the region cut off
    bool losesData = false; // Down: comes back empty
    std::string store;      // "": every store of the lane; else one of faultTargets()
};

// A cache sharing the lane's first store (0 writes per second: none).
struct CacheLoadSpec {
    std::int64_t writesPerSecond = 0;
    std::int64_t valueBytes = 1024;
    std::int64_t distinctKeys = 0;
};

struct LaneStoreSpec {
    PlacementKind placement = PlacementKind::SharedRedis;
    std::string primaryRegion; // empty: the first region
    AtomicityMode atomicity = AtomicityMode::LuaScript;
    ClockSource clock = ClockSource::Instance;
    double ttlFactor = 2.0; // TTL = factor x window (the seeds' rule 9)
    TtlIdiom ttlIdiom = TtlIdiom::Refresh;
    std::int64_t maxMemoryBytes = 0; // 0: unlimited; else includes the empty server's baseline
    EvictionPolicy eviction = EvictionPolicy::NoEviction;
    int maxMemorySamples = 5;
    CacheLoadSpec cache;
    FailurePolicy failure = FailurePolicy::FailOpen;
    int breakerFailures = 0; // 0: no circuit breaker
    std::int64_t breakerCoolDownMs = 5000;
    std::int64_t timeoutMs = 1000;   // the client gives up on the store after this
    int execRetries = 5;             // multi-exec: aborted EXECs before the failure policy decides
    std::int64_t replicaLagMs = 200; // replica-reads
    int clusterShards = 3;           // redis-cluster
    bool hashTags = true;            // redis-cluster: a multi-key script's keys share a {hash tag}
    std::int64_t syncIntervalMs = 5000; // per-region-synced
    int headroomPercent = 15;           // per-region-synced
    std::vector<StoreFaultSpec>
        faults; // on their target store (all without one), sorted by start (addStoreFault)
};

} // namespace ratelab
