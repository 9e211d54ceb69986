// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/model/FaultInjection.h"

#include "core/sim/model/ScenarioLimits.h"

#include <algorithm>
#include <stdexcept>

namespace ratelab {
namespace {

std::string trimmed(const std::string& s)
{
    const auto b = s.find_first_not_of(' ');
    const auto e = s.find_last_not_of(' ');
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

} // namespace

std::vector<std::string> worldRegionNames(const WorldSpec& world)
{
    std::vector<std::string> given;
    for (std::size_t from = 0; from <= world.regionNames.size() && !world.regionNames.empty();) {
        const auto comma = std::min(world.regionNames.find(',', from), world.regionNames.size());
        given.push_back(trimmed(world.regionNames.substr(from, comma - from)));
        from = comma + 1;
    }
    std::vector<std::string> names;
    for (std::size_t r = 0; r < world.instancesPerRegion.size(); ++r)
        names.push_back(r < given.size() && !given[r].empty() ? given[r]
                                                              : "region-" + std::to_string(r));
    return names;
}

std::vector<std::string> faultTargets(const LaneStoreSpec& store,
                                      const std::vector<std::string>& regionNames)
{
    if (store.placement == PlacementKind::PerRegionRedis)
        return regionNames;
    std::vector<std::string> shards;
    if (store.placement == PlacementKind::RedisCluster)
        for (int s = 0; s < store.clusterShards; ++s)
            shards.push_back("shard-" + std::to_string(s));
    return shards;
}

int faultTargetIndex(const std::vector<std::string>& targets, const StoreFaultSpec& fault)
{
    const auto it = std::find(targets.begin(), targets.end(), fault.store);
    return fault.store.empty() || it == targets.end() ? -1 : static_cast<int>(it - targets.begin());
}

std::string storeFaultProblem(const std::vector<std::string>& names, const LaneStoreSpec& store,
                              const StoreFaultSpec& fault)
{
    if (fault.kind == StoreFaultKind::None)
        return "kind: a listed fault needs a kind (down, slow, partition or failover)";
    if (fault.startMs < 0 || fault.startMs > kMaxDurationMs)
        return "start_ms: must be 0 to " + std::to_string(kMaxDurationMs);
    if (fault.durationMs < 0 || fault.durationMs > kMaxDurationMs)
        return "duration_ms: must be 0 to " + std::to_string(kMaxDurationMs);
    if (fault.kind == StoreFaultKind::Slow
        && (fault.slowPercent < 1 || fault.slowPercent > 1'000'000))
        return "slow_percent: must be 1 to 1000000";
    if (fault.kind == StoreFaultKind::Partition) {
        if (std::find(names.begin(), names.end(), fault.region) == names.end()) {
            std::string list;
            for (const std::string& n : names)
                list += (list.empty() ? "" : ", ") + n;
            return "region: no region named \"" + fault.region + "\""
                   + (list.empty() ? std::string("; the scenario has no world")
                                   : "; the regions are " + list);
        }
    }
    if (!fault.store.empty()) {
        const std::vector<std::string> targets = faultTargets(store, names);
        if (std::find(targets.begin(), targets.end(), fault.store) == targets.end()) {
            std::string list;
            for (const std::string& n : targets)
                list += (list.empty() ? "" : ", ") + n;
            return "store: no store named \"" + fault.store + "\""
                   + (list.empty() ? "; a " + std::string(placementName(store.placement))
                                         + " lane has one store (leave store empty)"
                                   : "; the stores are " + list);
        }
    }
    return {};
}

std::string placementFaultProblem(PlacementKind placement)
{
    if (placement == PlacementKind::LocalMemory || placement == PlacementKind::PerRegionSynced)
        return "a " + std::string(placementName(placement)) + " lane has no shared store to fail";
    return {};
}

void sortStoreFaults(std::vector<StoreFaultSpec>& faults)
{
    std::stable_sort(
        faults.begin(), faults.end(),
        [](const StoreFaultSpec& a, const StoreFaultSpec& b) { return a.startMs < b.startMs; });
}

void addStoreFault(Scenario& scenario, int lane, StoreFaultSpec fault)
{
    if (lane < 0 || static_cast<std::size_t>(lane) >= scenario.lanes.size())
        throw std::invalid_argument("lanes[" + std::to_string(lane)
                                    + "]: no such lane (the scenario has "
                                    + std::to_string(scenario.lanes.size()) + ")");
    const std::string path = "lanes[" + std::to_string(lane) + "].store.faults";
    if (const std::string problem =
            placementFaultProblem(scenario.lanes[static_cast<std::size_t>(lane)].store.placement);
        !problem.empty())
        throw std::invalid_argument(path + ": " + problem);
    if (const std::string problem =
            storeFaultProblem(worldRegionNames(scenario.world),
                              scenario.lanes[static_cast<std::size_t>(lane)].store, fault);
        !problem.empty())
        throw std::invalid_argument(path + "." + problem);
    std::vector<StoreFaultSpec>& faults =
        scenario.lanes[static_cast<std::size_t>(lane)].store.faults;
    faults.push_back(std::move(fault));
    sortStoreFaults(faults);
}

} // namespace ratelab
