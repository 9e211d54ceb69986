// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/world/WorldContext.h"

#include "core/sim/model/FaultInjection.h"
#include "core/sim/model/Scenario.h"
#include "core/sim/model/ScenarioLimits.h"
#include "core/sim/traffic/ClientTable.h"

#include <cassert>
#include <cmath>

namespace ratelab {
namespace {

SimTime microsOf(double ms)
{
    return static_cast<SimTime>(std::llround(ms * 1000.0));
}

} // namespace

WorldContext WorldContext::build(const Scenario& scenario, const ClientTable& clients)
{
    const WorldSpec& w = scenario.world;
    WorldContext c;
    // validateScenario has checked the world (its one home); here its rules are asserted.
    const std::vector<std::string> names = worldRegionNames(w);
    for (std::size_t r = 0; r < w.instancesPerRegion.size(); ++r) {
        assert(w.instancesPerRegion[r] >= 1 && w.instancesPerRegion[r] <= kMaxInstancesPerRegion);
        RegionSpec region;
        region.name = names[r];
        region.instances = static_cast<int>(w.instancesPerRegion[r]);
        region.balancer = w.balancer;
        region.instanceToStore = LatencyModel::constant(microsOf(w.storeLatencyMs));
        c.topology.regions.push_back(region);
    }
    assert(w.crossRegionMaxMs >= w.crossRegionMinMs);
    c.topology.defaultCrossRegion =
        w.crossRegionMinMs == w.crossRegionMaxMs
            ? LatencyModel::constant(microsOf(w.crossRegionMinMs))
            : LatencyModel::uniform(microsOf(w.crossRegionMinMs), microsOf(w.crossRegionMaxMs));

    c.regionOfClient.reserve(clients.size());
    for (const Client& client : clients.clients())
        c.regionOfClient.push_back(std::max(0, c.topology.regionIndex(client.spec->region)));

    const int instances = c.topology.instanceCount();
    assert(w.clockOffsetsMs.size() <= static_cast<std::size_t>(instances)
           && w.clockDriftPpm.size() <= static_cast<std::size_t>(instances));
    for (int i = 0; i < instances; ++i) {
        const auto k = static_cast<std::size_t>(i);
        c.regionOfInstance.push_back(c.topology.regionOfInstance(i));
        c.clocks.emplace_back(k < w.clockOffsetsMs.size() ? fromMillis(w.clockOffsetsMs[k]) : 0,
                              k < w.clockDriftPpm.size() ? w.clockDriftPpm[k] : 0);
    }
    if (w.clockStep.deltaMs != 0) {
        assert(w.clockStep.instance >= 0 && w.clockStep.instance < instances);
        c.clocks[static_cast<std::size_t>(w.clockStep.instance)].addStep(
            {fromMillis(w.clockStep.atMs), fromMillis(w.clockStep.deltaMs)});
    }
    return c;
}

} // namespace ratelab
