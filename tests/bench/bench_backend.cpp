// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The backend's budget: one hour of 1,000 requests/s through one adaptive lane (Gradient2) in
// front of a saturating backend (20 workers of 50 ms log-normal service, 400 requests/s, with a
// waiting line that sheds after 200 ms and clients that give up after 1 s) must compute in under
// 2 s on one core. Also the engine's one-lane figure without a backend, to compare.
#include "tests/bench/Bench.h"
#include "tests/bench/BenchScenarios.h"

#include "core/sim/engine/Simulation.h"

namespace {

using namespace ratelab;

Scenario saturatedHour()
{
    Scenario s = bench::hourAt1000rps(1);
    s.name = "bench-1h-1000rps-backend-gradient2";
    LaneSpec& lane = s.lanes.front();
    lane.name = "gradient2";
    lane.algorithm = AlgorithmKind::Gradient2;
    lane.params.limit = 40;
    lane.keyTemplate = "svc";
    lane.adaptive["min-limit"] = 5;
    s.backend.workers = 20;
    s.backend.service.kind = ServiceTimeKind::LogNormal;
    s.backend.service.meanMs = 50;
    s.backend.service.p99Ms = 250;
    s.backend.queueLimit = 200;
    s.backend.queueTimeoutMs = 200;
    s.backend.timeoutMs = 1000;
    return s;
}

void runAndReport(bench::Reporter& r, const std::string& name, const Scenario& scenario)
{
    RunResult result;
    const double cpuStart = bench::threadCpuSeconds();
    const double seconds = bench::secondsOf([&] { result = runScenario(scenario); });
    const double cpuSeconds = bench::threadCpuSeconds() - cpuStart;
    const LaneSummary& lane = result.summaries.front();
    bench::keep(lane.goodput);
    r.figure(name + ".seconds", seconds, "s");
    r.figure(name + ".cpu_seconds", cpuSeconds, "s");
    r.figure(name + ".requests", static_cast<double>(lane.requests), "requests");
    r.figure(name + ".goodput", static_cast<double>(lane.goodput), "requests");
    r.figure(name + ".events", static_cast<double>(result.events), "events");
}

RATELAB_BENCH("scenario.1h_1000rps_backend_adaptive", [](bench::Reporter& r) {
    runAndReport(r, "scenario.1h_1000rps_backend_adaptive", saturatedHour());
});

RATELAB_BENCH("scenario.1h_1000rps_1lane", [](bench::Reporter& r) {
    runAndReport(r, "scenario.1h_1000rps_1lane", bench::hourAt1000rps(1));
});

} // namespace
