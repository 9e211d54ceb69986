// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/world/Topology.h"

#include <algorithm>

namespace ratelab {

int Topology::instanceCount() const
{
    int n = 0;
    for (const RegionSpec& r : regions)
        n += r.instances;
    return n;
}

int Topology::globalInstance(int region, int local) const
{
    int base = 0;
    for (int i = 0; i < region; ++i)
        base += regions[static_cast<std::size_t>(i)].instances;
    return base + local;
}

int Topology::regionOfInstance(int globalIndex) const
{
    for (std::size_t i = 0; i < regions.size(); ++i) {
        if (globalIndex < regions[i].instances)
            return static_cast<int>(i);
        globalIndex -= regions[i].instances;
    }
    return -1;
}

int Topology::regionIndex(const std::string& name) const
{
    for (std::size_t i = 0; i < regions.size(); ++i)
        if (regions[i].name == name)
            return static_cast<int>(i);
    return -1;
}

int Topology::regionOfClient(const std::string& client) const
{
    for (const ClientPlacement& p : placements)
        if (p.client == client)
            return std::max(0, regionIndex(p.region));
    return 0;
}

const LatencyModel& Topology::crossRegionLink(int from, int to) const
{
    const auto f = static_cast<std::size_t>(from);
    const auto t = static_cast<std::size_t>(to);
    if (f < crossRegion.size() && t < crossRegion[f].size())
        return crossRegion[f][t];
    return defaultCrossRegion;
}

SimTime Topology::drawStoreDelay(int fromRegion, int storeRegion, Random& rng) const
{
    SimTime d = regions[static_cast<std::size_t>(fromRegion)].instanceToStore.draw(rng);
    if (fromRegion != storeRegion)
        d += crossRegionLink(fromRegion, storeRegion).draw(rng);
    return d;
}

std::string Topology::validate() const
{
    if (regions.empty())
        return "topology.regions: at least one region is needed";
    for (std::size_t i = 0; i < regions.size(); ++i) {
        const std::string path = "topology.regions[" + std::to_string(i) + "]";
        if (regions[i].name.empty())
            return path + ".name: must not be empty";
        if (regionIndex(regions[i].name) != static_cast<int>(i))
            return path + ".name: \"" + regions[i].name + "\" is used twice";
        if (regions[i].instances < 1)
            return path + ".instances: must be at least 1";
        if (regions[i].virtualNodes < 1)
            return path + ".virtualNodes: must be at least 1";
    }
    if (!crossRegion.empty()) {
        if (crossRegion.size() != regions.size())
            return "topology.crossRegion: needs one row per region";
        for (std::size_t i = 0; i < crossRegion.size(); ++i)
            if (crossRegion[i].size() != regions.size())
                return "topology.crossRegion[" + std::to_string(i)
                       + "]: needs one entry per region";
    }
    for (std::size_t i = 0; i < placements.size(); ++i)
        if (regionIndex(placements[i].region) < 0)
            return "topology.placements[" + std::to_string(i) + "].region: unknown region \""
                   + placements[i].region + "\"";
    return {};
}

} // namespace ratelab
