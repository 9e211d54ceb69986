// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Scheduled store faults of a lane, checked and kept in order: what the scenario loader's
// consistency check, the engine's store and the GUI's fault injection all use, so a fault is
// refused with the same message wherever it comes from. Pure functions; any thread.
#include "core/sim/model/Scenario.h"

#include <string>
#include <vector>

namespace ratelab {

// The world's region names in order ("us, eu, ap"; an empty or missing name is "region-<i>").
[[nodiscard]] std::vector<std::string> worldRegionNames(const WorldSpec& world);

// The names a fault's `store` may take on a lane with this store spec, in the engine's order of
// its servers (index i is server i): the region names for per-region-redis, "shard-0", ... for
// redis-cluster; empty for placements with one server (only "", every store, applies there).
[[nodiscard]] std::vector<std::string> faultTargets(const LaneStoreSpec& store,
                                                    const std::vector<std::string>& regionNames);

// The server index a fault hits on such a lane: -1 for every server (an empty `store`).
[[nodiscard]] int faultTargetIndex(const std::vector<std::string>& targets,
                                   const StoreFaultSpec& fault);

// "" when the fault can run on a lane with this store in a world of these regions, else
// "<field>: <what is wrong>" with the field relative to the fault ("region: no region named
// \"mars\"; the regions are us, eu").
[[nodiscard]] std::string storeFaultProblem(const std::vector<std::string>& regionNames,
                                            const LaneStoreSpec& store,
                                            const StoreFaultSpec& fault);

// "" when a lane with this placement has a store that can fail, else why not ("a local-memory
// lane has no shared store to fail").
[[nodiscard]] std::string placementFaultProblem(PlacementKind placement);

// Orders faults by start time, keeping the given order among equal starts.
void sortStoreFaults(std::vector<StoreFaultSpec>& faults);

// Adds a fault to lane `lane` of the scenario, keeping the lane's faults sorted by start. Throws
// std::invalid_argument("lanes[1].store.faults: ...") when the lane does not exist or the fault
// cannot run; the scenario is unchanged then.
void addStoreFault(Scenario& scenario, int lane, StoreFaultSpec fault);

} // namespace ratelab
