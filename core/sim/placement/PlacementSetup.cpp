// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/placement/PlacementSetup.h"

#include "core/sim/model/FaultInjection.h"
#include "core/sim/model/ScenarioLimits.h"

#include <algorithm>
#include <cassert>

namespace ratelab {

StorePlacement placementOf(const LaneStoreSpec& spec, const Topology& topology,
                           std::int64_t windowMs, AlgorithmKind algorithm)
{
    StorePlacement p;
    p.kind = spec.placement;
    p.atomicity =
        spec.placement == PlacementKind::ReplicaReads ? AtomicityMode::GetThenSet : spec.atomicity;
    p.clock = spec.clock;
    if (!spec.primaryRegion.empty())
        p.primaryRegion = topology.regionIndex(spec.primaryRegion);
    assert(p.primaryRegion >= 0 && spec.ttlFactor > 0 && spec.timeoutMs > 0);
    p.ttlUs = keyTtlUs(spec, windowMs);
    p.ttlMode =
        spec.ttlIdiom == TtlIdiom::SetOnCreate ? TtlMode::SetOnCreate : TtlMode::RefreshOnWrite;
    p.replicaLagUs = fromMillis(spec.replicaLagMs);
    p.clusterShards = spec.clusterShards;
    p.maxExecRetries = spec.execRetries;
    p.syncIntervalUs = fromMillis(spec.syncIntervalMs);
    p.headroomPercent = spec.headroomPercent;
    assert(spec.placement != PlacementKind::PerRegionSynced
           || (algorithm == AlgorithmKind::FixedWindow && spec.syncIntervalMs > 0
               && spec.headroomPercent >= 0 && spec.headroomPercent <= kMaxHeadroomPercent));
    assert(
        spec.placement != PlacementKind::Memcached
        || (algorithm == AlgorithmKind::FixedWindow && spec.atomicity != AtomicityMode::MultiExec));
    (void)algorithm;
    return p;
}

SimTime keyTtlUs(const LaneStoreSpec& spec, std::int64_t windowMs)
{
    return std::max<SimTime>(
        1, static_cast<SimTime>(spec.ttlFactor * static_cast<double>(fromMillis(windowMs))));
}

std::vector<int> faultServers(const LaneStoreSpec& spec, const Topology& topology)
{
    std::vector<std::string> regions;
    for (const RegionSpec& r : topology.regions)
        regions.push_back(r.name);
    const std::vector<std::string> targets = faultTargets(spec, regions);
    std::vector<int> servers;
    for (const StoreFaultSpec& f : spec.faults)
        servers.push_back(faultTargetIndex(targets, f));
    return servers;
}

std::vector<RedisFault> serverFaults(const LaneStoreSpec& spec, const Topology& topology,
                                     int server)
{
    std::vector<RedisFault> faults;
    const std::vector<int> targets = faultServers(spec, topology);
    for (std::size_t i = 0; i < spec.faults.size(); ++i) {
        const StoreFaultSpec& f = spec.faults[i];
        if (targets[i] >= 0 && targets[i] != server)
            continue;
        RedisFault fault;
        fault.kind = f.kind == StoreFaultKind::Slow        ? RedisFaultKind::Slow
                     : f.kind == StoreFaultKind::Partition ? RedisFaultKind::Partition
                                                           : RedisFaultKind::Down;
        fault.from = fromMillis(f.startMs);
        fault.to = fromMillis(f.startMs + f.durationMs);
        fault.slowPercent = f.slowPercent;
        fault.losesData = f.losesData;
        if (f.kind == StoreFaultKind::Partition)
            fault.region = topology.regionIndex(f.region);
        faults.push_back(fault);
    }
    return faults;
}

} // namespace ratelab
