#include "core/sim/world/WorldContext.h"

#include "core/sim/traffic/ClientTable.h"
#include "core/sim/model/Scenario.h"

#include <cmath>
#include <stdexcept>

namespace ratelab {
namespace {

SimTime microsOf(double ms)
{
    return static_cast<SimTime>(std::llround(ms * 1000.0));
}

std::string trimmed(const std::string& s)
{
    const auto b = s.find_first_not_of(' ');
    const auto e = s.find_last_not_of(' ');
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

} // namespace

WorldContext WorldContext::build(const Scenario& scenario, const ClientTable& clients)
{
    const WorldSpec& w = scenario.world;
    WorldContext c;
    std::vector<std::string> names;
    for (std::size_t from = 0; from <= w.regionNames.size() && !w.regionNames.empty();) {
        const auto comma = std::min(w.regionNames.find(',', from), w.regionNames.size());
        names.push_back(trimmed(w.regionNames.substr(from, comma - from)));
        from = comma + 1;
    }
    if (names.size() > w.instancesPerRegion.size())
        throw std::invalid_argument("world.region_names: " + std::to_string(names.size()) + " names for "
                                    + std::to_string(w.instancesPerRegion.size()) + " regions");
    for (std::size_t r = 0; r < w.instancesPerRegion.size(); ++r) {
        if (w.instancesPerRegion[r] < 1 || w.instancesPerRegion[r] > 1000)
            throw std::invalid_argument("world.instances_per_region[" + std::to_string(r) + "]: must be 1 to 1000");
        RegionSpec region;
        region.name = r < names.size() && !names[r].empty() ? names[r] : "region-" + std::to_string(r);
        region.instances = static_cast<int>(w.instancesPerRegion[r]);
        region.balancer = w.balancer;
        region.instanceToStore = LatencyModel::constant(microsOf(w.storeLatencyMs));
        c.topology.regions.push_back(region);
    }
    if (w.crossRegionMaxMs < w.crossRegionMinMs)
        throw std::invalid_argument("world.cross_region_max_ms: must not be below cross_region_min_ms");
    c.topology.defaultCrossRegion = w.crossRegionMinMs == w.crossRegionMaxMs
        ? LatencyModel::constant(microsOf(w.crossRegionMinMs))
        : LatencyModel::uniform(microsOf(w.crossRegionMinMs), microsOf(w.crossRegionMaxMs));

    for (std::size_t g = 0; g < scenario.clients.size(); ++g) {
        const std::string& region = scenario.clients[g].region;
        if (!region.empty() && c.topology.regionIndex(region) < 0)
            throw std::invalid_argument("clients[" + std::to_string(g) + "].region: no region named \"" + region + "\"");
    }
    c.regionOfClient.reserve(clients.size());
    for (const Client& client : clients.clients())
        c.regionOfClient.push_back(std::max(0, c.topology.regionIndex(client.spec->region)));

    const int instances = c.topology.instanceCount();
    if (w.clockOffsetsMs.size() > static_cast<std::size_t>(instances))
        throw std::invalid_argument("world.clock_offsets_ms: more entries than the " + std::to_string(instances) + " instances");
    if (w.clockDriftPpm.size() > static_cast<std::size_t>(instances))
        throw std::invalid_argument("world.clock_drift_ppm: more entries than the " + std::to_string(instances) + " instances");
    for (int i = 0; i < instances; ++i) {
        const auto k = static_cast<std::size_t>(i);
        c.regionOfInstance.push_back(c.topology.regionOfInstance(i));
        c.clocks.emplace_back(k < w.clockOffsetsMs.size() ? fromMillis(w.clockOffsetsMs[k]) : 0,
                              k < w.clockDriftPpm.size() ? w.clockDriftPpm[k] : 0);
    }
    if (w.clockStep.deltaMs != 0) {
        if (w.clockStep.instance < 0 || w.clockStep.instance >= instances)
            throw std::invalid_argument("world.clock_step.instance: must be 0 to " + std::to_string(instances - 1));
        c.clocks[static_cast<std::size_t>(w.clockStep.instance)].addStep(
            {fromMillis(w.clockStep.atMs), fromMillis(w.clockStep.deltaMs)});
    }
    return c;
}

} // namespace ratelab
