// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one check of a scenario: every rule a scenario must keep to run, each named by its
// scenario-file field path ("lanes[0].store.headroom_percent: must be at most 99 (got 100)").
// The loader reports all problems at load time; runScenario, the live runner and the GUI call
// validateScenario before anything is built, and the engine's parts then assert (or trust) the
// rules instead of checking them again. Pure functions; any thread.
#include "core/sim/model/Scenario.h"
#include "core/sim/model/ScenarioLimits.h"

#include <string>
#include <vector>

namespace ratelab {

struct ScenarioProblem {
    std::string field; // "lanes[2].limit"
    std::string what;  // "must be at least 1 (got 0)"
};

// Every problem, at most one per lane, client, store and fault (a unit stops at its first).
[[nodiscard]] std::vector<ScenarioProblem> scenarioProblems(const Scenario& scenario);

// Throws std::invalid_argument("<field path>: <what is wrong>") for the first problem.
void validateScenario(const Scenario& scenario);

} // namespace ratelab
