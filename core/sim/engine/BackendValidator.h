// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The checks of a scenario's backend (its workers, service times, waiting line, reserved share,
// dependency and capacity changes) and of the adaptive lanes in front of it. Part of
// scenarioProblems(); pure functions, any thread.
#include "core/sim/engine/ScenarioValidator.h"

#include <string>
#include <string_view>
#include <vector>

namespace ratelab::validation {

// Appends at most one problem for the backend and one per capacity change.
void validateBackend(const Scenario& scenario, std::vector<ScenarioProblem>& problems);

// An adaptive lane's parameters (lanes[i].adaptive.*, its limit as the starting limit), and no
// adaptive parameters or rules where they do not apply. `p` is the lane's path ("lanes[1]").
// Throws validation::Refusal at the first problem.
void validateAdaptiveLane(const std::string& p, const LaneSpec& lane);

// The scenario file's name of an adaptive option: "min-limit" is adaptive.min_limit.
std::string adaptiveFieldName(std::string_view option);

} // namespace ratelab::validation
