// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs one scenario with its lanes spread over several threads: each thread runs the scenario
// with a subset of the lanes against the identical traffic (RunEnvironment::lanes) and
// mergeLaneRuns() puts the parts together, so the result is byte-identical whatever `jobs` is.
// One part draws the traffic and the others play its arrival tape (ArrivalTapeChannel) when
// their lanes schedule nothing of their own; otherwise they draw it too.
// core/sim stays single-threaded; the threads live here. Call from one thread; the observer is
// only called on that thread.
#include "core/sim/engine/Simulation.h"
#include "core/sim/kernel/SimObserver.h"
#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

namespace ratelab {

class RequestLogSpool;

// The number of cores (at least 1): the default of every --jobs.
int defaultJobs();

// jobs <= 1 (or a single lane) runs in this thread. Throws what runScenario throws; a
// trace-file client's unreadable or malformed file as std::invalid_argument naming its field.
// With a spool (made for the scenario's lanes) the request log is streamed to it and the result
// reads it from there (RunResult::storedRequests) instead of holding it.
RunResult runScenarioParallel(const Scenario& scenario, int jobs, SimObserver* observer = nullptr,
                              RequestLogSpool* spool = nullptr);

// runScenario on this thread, its trace files read (TraceFileFeeds) as runScenarioParallel reads
// them: for callers that spread whole runs over threads themselves (sweeps). The environment's
// feeds are set here.
RunResult runScenarioReadingFiles(const Scenario& scenario, SimObserver* observer = nullptr,
                                  RunEnvironment environment = {});

} // namespace ratelab
