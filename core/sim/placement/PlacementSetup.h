// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a lane's store spec becomes in the simulated world: the placement its store follows and
// the faults its servers suffer. Pure functions of a spec validateScenario has already checked
// (they assert, never re-validate). Any thread.
#include "core/sim/algorithms/AlgorithmKind.h"
#include "core/sim/model/WorldSpec.h"
#include "core/sim/placement/StorePlacement.h"
#include "core/sim/redis/RedisFault.h"
#include "core/sim/world/Topology.h"

#include <cstdint>
#include <vector>

namespace ratelab {

StorePlacement placementOf(const LaneStoreSpec& spec, const Topology& topology,
                           std::int64_t windowMs, AlgorithmKind algorithm);

// The TTL the store gives the keys of a limiter with this window: ttl_factor windows.
SimTime keyTtlUs(const LaneStoreSpec& spec, std::int64_t windowMs);

// The server each of the spec's faults hits, in the order of spec.faults: -1 for every server.
std::vector<int> faultServers(const LaneStoreSpec& spec, const Topology& topology);

// The spec's faults as server `server` of the lane applies them (those aimed at it and those
// without a target); a failover is the replica taking over during a short outage (Down),
// promoted at its start.
std::vector<RedisFault> serverFaults(const LaneStoreSpec& spec, const Topology& topology,
                                     int server);

} // namespace ratelab
