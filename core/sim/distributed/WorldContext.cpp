#include "WorldContext.h"

#include "engine/ClientTable.h"
#include "engine/Scenario.h"

#include <cmath>
#include <stdexcept>

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
    for (std::size_t r = 0; r < w.regions.size(); ++r) {
        const RegionWorldSpec& spec = w.regions[r];
        const std::string path = "world.regions[" + std::to_string(r) + "]";
        if (spec.instances < 1 || spec.instances > 1000)
            throw std::invalid_argument(path + ".instances: must be 1 to 1000");
        if (spec.storeLatencyMs < 0)
            throw std::invalid_argument(path + ".store_latency_ms: must not be negative");
        RegionSpec region;
        region.name = spec.name.empty() ? "region-" + std::to_string(r) : spec.name;
        region.instances = spec.instances;
        region.balancer = spec.balancer;
        region.instanceToStore = LatencyModel::constant(microsOf(spec.storeLatencyMs));
        c.topology.regions.push_back(region);
    }
    if (w.crossRegionMinMs < 0 || w.crossRegionMaxMs < w.crossRegionMinMs)
        throw std::invalid_argument("world.cross_region_ms: need 0 <= min <= max");
    c.topology.defaultCrossRegion = w.crossRegionMinMs == w.crossRegionMaxMs
        ? LatencyModel::constant(microsOf(w.crossRegionMinMs))
        : LatencyModel::uniform(microsOf(w.crossRegionMinMs), microsOf(w.crossRegionMaxMs));

    for (std::size_t i = 0; i < w.clientRegions.size(); ++i) {
        const ClientRegionSpec& p = w.clientRegions[i];
        if (c.topology.regionIndex(p.region) < 0)
            throw std::invalid_argument("world.client_regions[" + std::to_string(i) + "].region: no region named \""
                                        + p.region + "\"");
        c.topology.placements.push_back({p.client, p.region});
    }
    c.regionOfClient.reserve(clients.size());
    for (const Client& client : clients.clients())
        c.regionOfClient.push_back(c.topology.regionOfClient(client.spec->name));

    const int instances = c.topology.instanceCount();
    c.clocks.resize(static_cast<std::size_t>(instances));
    for (int i = 0; i < instances; ++i)
        c.regionOfInstance.push_back(c.topology.regionOfInstance(i));
    for (std::size_t i = 0; i < w.clocks.size(); ++i) {
        const InstanceClockSpec& spec = w.clocks[i];
        if (spec.instance < 0 || spec.instance >= instances)
            throw std::invalid_argument("world.clocks[" + std::to_string(i) + "].instance: must be 0 to "
                                        + std::to_string(instances - 1));
        InstanceClock clock(fromMillis(spec.offsetMs), spec.driftPpm);
        for (const ClockStepSpec& step : spec.steps)
            clock.addStep({fromMillis(step.atMs), fromMillis(step.deltaMs)});
        c.clocks[static_cast<std::size_t>(spec.instance)] = clock;
    }
    return c;
}

} // namespace ratelab
