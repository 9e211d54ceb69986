// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every first attempt of a scenario as a list, in the exact order the simulator hands them to its
// lanes (time, then the engine's scheduling order), so a player outside the engine (live mode
// against a real Redis) replays the same base traffic for the same seed. Built from the engine's
// own ClientTable and ArrivalProcess with the TrafficSource's stream splits; retries are not
// arrivals. Pure function; any thread.
#include "core/sim/SimTime.h"
#include "core/sim/model/Scenario.h"

#include <cstdint>
#include <vector>

namespace ratelab {

struct Arrival {
    SimTime time = 0;        // true virtual time, µs
    std::int32_t client = 0; // index into ClientTable(scenario)
};

// Throws std::invalid_argument with a field path if the scenario cannot run (as runScenario).
std::vector<Arrival> scheduleArrivals(const Scenario& scenario);

} // namespace ratelab
