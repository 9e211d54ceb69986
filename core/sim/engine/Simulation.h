#pragma once
// Runs a scenario to completion in virtual time and returns what happened. Deterministic:
// the same scenario and seed give the same RunResult, bit for bit. One object per run;
// not shared between threads.
#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"
#include "core/sim/kernel/SimObserver.h"

// How a run is put together (engine/*): an Engine (event queue + handler table + bucket ticks)
// drives a TrafficSource (every client's first attempts, shared by all lanes) and one Lane per
// LaneSpec (algorithm, key per client, a KeyStore, a LimiterClock, lane-local retries and
// LaneMetrics). New parts of the simulated world plug in as EventHandlers with their own
// EventKinds, stores as KeyStore implementations (answering Pending and replying with a
// StoreReply event), and instance clocks behind LimiterClock.

namespace ratelab {

// Throws std::invalid_argument with a field path if the scenario cannot run.
RunResult runScenario(const Scenario& scenario, SimObserver* observer = nullptr);

} // namespace ratelab
