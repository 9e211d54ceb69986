// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A trace-file scenario over generated Combined logs of 1,000,000 and 10,000,000 lines: the
// first reading (checks every line, numbers the members) and the run (two lanes, the file read
// again a batch at a time), in wall and thread CPU seconds, and the process's peak memory, which
// must not grow with the file (run one alone for its own figure:
// `ratelab-bench scenario.trace_file_10m`).
#include "tests/bench/Bench.h"
#include "tests/bench/BenchLogs.h"

#include "core/io/run/ParallelRun.h"
#include "core/io/trace/TraceFileFeeds.h"

#include "core/sim/engine/Simulation.h"

namespace {

using namespace ratelab;

Scenario traceScenario(const QString& path, std::int64_t lines)
{
    Scenario s;
    s.name = "trace-file bench";
    s.durationMs = (lines / 40'000 + 24) * 3'600'000;
    s.bucketMs = 60'000;
    s.requestLogLimit = 0;
    ClientSpec log;
    log.name = "log";
    log.arrival.kind = ArrivalKind::TraceFile;
    log.arrival.traceFile = path.toStdString();
    s.clients.push_back(log);
    LaneSpec perCategory;
    perCategory.name = "tb";
    perCategory.algorithm = AlgorithmKind::TokenBucket;
    perCategory.params.limit = 60;
    perCategory.params.windowMs = 60'000;
    perCategory.params.burst = 10;
    perCategory.keyTemplate = "{ip}:{category}";
    LaneSpec perAddress;
    perAddress.name = "fw";
    perAddress.algorithm = AlgorithmKind::FixedWindow;
    perAddress.params.limit = 100;
    perAddress.params.windowMs = 60'000;
    perAddress.keyTemplate = "{ip}";
    s.lanes = {perCategory, perAddress};
    return s;
}

void benchTraceFile(bench::Reporter& r, std::int64_t lines, const std::string& name)
{
    const Scenario s = traceScenario(bench::generatedLog(lines), lines);
    std::unique_ptr<TraceFileFeeds> feeds;
    const double cpuStart = bench::threadCpuSeconds();
    const double first = bench::secondsOf([&] { feeds = std::make_unique<TraceFileFeeds>(s); });
    const double firstCpu = bench::threadCpuSeconds() - cpuStart;
    RunResult result;
    const double run = bench::secondsOf([&] {
        RunEnvironment environment;
        environment.feeds = feeds.get();
        result = runScenario(s, environment);
    });
    const double runCpu = bench::threadCpuSeconds() - cpuStart - firstCpu;
    if (result.sharedEvents != lines) {
        std::fprintf(stderr, "replayed %lld of %lld lines\n",
                     static_cast<long long>(result.sharedEvents), static_cast<long long>(lines));
        std::exit(1);
    }
    r.figure(name + ".first_reading_seconds", first, "s");
    r.figure(name + ".first_reading_cpu_seconds", firstCpu, "s");
    r.figure(name + ".run_seconds", run, "s");
    r.figure(name + ".run_cpu_seconds", runCpu, "s");
    r.figure(name + ".arrivals_per_s", static_cast<double>(lines) / run, "arrivals/s");
    r.figure(name + ".members", static_cast<double>(feeds->members(0).size()), "");
    r.figure(name + ".peak_rss_mb", bench::peakRssMb(), "MB");
}

} // namespace

RATELAB_BENCH("scenario.trace_file_1m",
              [](bench::Reporter& r) { benchTraceFile(r, 1'000'000, "scenario.trace_file_1m"); });
RATELAB_BENCH("scenario.trace_file_10m",
              [](bench::Reporter& r) { benchTraceFile(r, 10'000'000, "scenario.trace_file_10m"); });
