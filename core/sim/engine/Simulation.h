#pragma once
// Runs a scenario to completion in virtual time and returns what happened. Deterministic:
// the same scenario and seed give the same RunResult, bit for bit. One object per run;
// not shared between threads.
#include "RunResult.h"
#include "Scenario.h"
#include "SimObserver.h"

namespace ratelab {

// Throws std::invalid_argument with a field path if the scenario cannot run.
RunResult runScenario(const Scenario& scenario, SimObserver* observer = nullptr);

} // namespace ratelab
