// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The checks of long-lived connections: each client's `websocket` group and each lane's, and
// where connections cannot run yet (their upgrades are decided at once, in process: no world,
// no backend, no adaptive lane; a client reconnects instead of retrying and has no limiter of
// its own). Part of scenarioProblems(); pure functions, any thread.
#include "core/sim/engine/ScenarioValidator.h"

#include <vector>

namespace ratelab::validation {

// Appends at most one problem per client and per lane.
void validateConnections(const Scenario& scenario, std::vector<ScenarioProblem>& problems);

} // namespace ratelab::validation
