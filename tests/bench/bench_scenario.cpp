// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's throughput budget: one hour of 1,000 requests/s against seven lanes (one per
// algorithm) is 25 million decisions and must compute in under 2 s on one core.
#include "tests/bench/Bench.h"
#include "tests/bench/BenchScenarios.h"

#include "core/sim/engine/Simulation.h"

#include <ctime>
#include <string>

namespace {

using namespace ratelab;

RATELAB_BENCH("scenario.1h_1000rps_7lanes", [](bench::Reporter& r) {
    const Scenario scenario = bench::hourAt1000rps(7);
    RunResult result;
    // CPU time as well: on a shared machine wall time also counts other people's builds.
    const std::clock_t cpuStart = std::clock();
    const double seconds = bench::secondsOf([&] { result = runScenario(scenario); });
    const double cpuSeconds = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    std::int64_t decisions = 0;
    for (const LaneSummary& s : result.summaries)
        decisions += s.requests;
    bench::keep(decisions);
    r.figure("scenario.1h_1000rps_7lanes.seconds", seconds, "s");
    r.figure("scenario.1h_1000rps_7lanes.cpu_seconds", cpuSeconds, "s");
    r.figure("scenario.events_per_sec", static_cast<double>(result.events) / seconds, "events/s");
    r.figure("scenario.decisions_per_sec", static_cast<double>(decisions) / seconds, "decisions/s");
    r.figure("scenario.decisions", static_cast<double>(decisions), "decisions");
});

} // namespace
