// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The traffic side alone: the 1-hour, 1,000 requests/s scenario's 3.6 million arrivals generated
// and dispatched with no lane selected, the cost every lane subset and sweep point pays again.
#include "tests/bench/Bench.h"
#include "tests/bench/BenchScenarios.h"

#include "core/sim/engine/Simulation.h"

namespace {

using namespace ratelab;

RATELAB_BENCH("traffic.1h_1000rps_0lanes", [](bench::Reporter& r) {
    const Scenario scenario = bench::hourAt1000rps(1);
    RunEnvironment environment;
    environment.lanes = {99}; // no such lane: only the traffic runs
    RunResult result;
    const double cpuStart = bench::threadCpuSeconds();
    const double seconds = bench::secondsOf([&] { result = runScenario(scenario, environment); });
    const double cpuSeconds = bench::threadCpuSeconds() - cpuStart;
    bench::keep(result.sharedEvents);
    r.figure("traffic.1h_1000rps_0lanes.seconds", seconds, "s");
    r.figure("traffic.1h_1000rps_0lanes.cpu_seconds", cpuSeconds, "s");
    r.figure("traffic.1h_1000rps_0lanes.arrivals", static_cast<double>(result.sharedEvents),
             "arrivals");
    r.figure("traffic.1h_1000rps_0lanes.ns_per_arrival",
             seconds * 1e9 / static_cast<double>(std::max<std::int64_t>(1, result.sharedEvents)),
             "ns");
});

} // namespace
