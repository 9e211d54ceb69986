// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The run-wide facts of a scenario's distributed world, built once from the scenario: the
// topology, each client's region and each instance's clock. Lanes' stores read it; nothing in
// it changes during a run (balancers, which do change, belong to each lane's store so that every
// lane sees the same routing). Owned by the run; single-threaded.
#include "core/sim/InstanceClock.h"
#include "core/sim/world/Topology.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ratelab {

struct Scenario;
class ClientTable;

struct WorldContext {
    Topology topology;
    std::vector<std::int32_t> regionOfClient;   // by client index
    std::vector<InstanceClock> clocks;          // by global instance index
    std::vector<std::int32_t> regionOfInstance; // by global instance index

    // The scenario must have passed validateScenario (the world's one check); asserted here.
    static WorldContext build(const Scenario& scenario, const ClientTable& clients);
};

} // namespace ratelab
