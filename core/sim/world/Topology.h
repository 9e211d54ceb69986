// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where things run: regions with their instances and load balancer, where each client sits, and
// the latency of every link (instance to its region's store, region to region, one way). A plain
// value built from the scenario; the engine reads it to create instances, balancers and delays.
#include "core/sim/world/LatencyModel.h"
#include "core/sim/world/LoadBalancer.h"

#include <string>
#include <vector>

namespace ratelab {

struct RegionSpec {
    std::string name;
    int instances = 1;
    BalancerKind balancer = BalancerKind::RoundRobin;
    int virtualNodes = 100;                                     // consistent hash only
    LatencyModel instanceToStore = LatencyModel::constant(500); // to a store in this region
    LatencyModel clientToInstance = LatencyModel::constant(0);
};

struct ClientPlacement {
    std::string client; // ClientSpec::name
    std::string region; // RegionSpec::name
};

struct Topology {
    std::vector<RegionSpec> regions;
    // One-way delay between regions, [from][to]; the diagonal is unused. Empty means every
    // cross-region link uses defaultCrossRegion.
    std::vector<std::vector<LatencyModel>> crossRegion;
    LatencyModel defaultCrossRegion =
        LatencyModel::uniform(40'000, 150'000); // the seeds' 40-150 ms
    std::vector<ClientPlacement> placements;    // clients not listed sit in region 0

    [[nodiscard]] int instanceCount() const;
    // Instances are numbered region by region: region 0's first, then region 1's...
    [[nodiscard]] int globalInstance(int region, int local) const;
    [[nodiscard]] int regionOfInstance(int globalIndex) const;
    [[nodiscard]] int regionIndex(const std::string& name) const; // -1 if unknown
    [[nodiscard]] int regionOfClient(const std::string& client) const;

    [[nodiscard]] const LatencyModel& crossRegionLink(int from, int to) const;
    // One-way delay from an instance in `fromRegion` to a store in `storeRegion`: the local hop,
    // plus the cross-region hop when they differ (two independent draws).
    [[nodiscard]] SimTime drawStoreDelay(int fromRegion, int storeRegion, Random& rng) const;

    // Empty when valid, else "topology.regions[1].instances: must be at least 1" and the like.
    [[nodiscard]] std::string validate() const;
};

} // namespace ratelab
