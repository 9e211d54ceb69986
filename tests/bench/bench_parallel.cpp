// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The same 1-hour, 1,000 requests/s, 7-lane scenario as scenario.1h_1000rps_7lanes with its lanes
// on every core (runScenarioParallel), and a 100-point sweep of the 3-lane variant at --jobs 1
// and 2. Wall time: the point of threads is that the run finishes sooner.
#include "tests/bench/Bench.h"
#include "tests/bench/BenchScenarios.h"

#include "core/io/run/ParallelRun.h"
#include "core/io/scenario/ScenarioWriter.h"
#include "core/io/sweep/SweepPlan.h"
#include "core/io/sweep/SweepRunner.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <string>

namespace {

using namespace ratelab;

void parallelRun(bench::Reporter& r, int jobs, const std::string& name)
{
    const Scenario scenario = bench::hourAt1000rps(7);
    RunResult result;
    const double seconds = bench::secondsOf([&] { result = runScenarioParallel(scenario, jobs); });
    std::int64_t decisions = 0;
    for (const LaneSummary& s : result.summaries)
        decisions += s.requests;
    bench::keep(decisions);
    r.figure(name + ".seconds", seconds, "s");
    r.figure(name + ".decisions_per_sec", static_cast<double>(decisions) / seconds, "decisions/s");
}

// 10 limits x 10 windows over the 3-lane hour: 100 runs of 10.8 million decisions each.
void sweep100(bench::Reporter& r, int jobs)
{
    const Scenario base = bench::hourAt1000rps(3);
    const QJsonObject json = QJsonDocument::fromJson(ScenarioWriter::toJson(base)).object();
    QList<SweepAxis> axes;
    for (const char* text : {"lanes.*.limit=50:500:50", "lanes.*.window_ms=5000:50000:5000"}) {
        QString error;
        axes.append(*SweepAxis::parse(QString::fromLatin1(text), 1000, &error));
    }
    QStringList problems;
    const auto plan = SweepPlan::build(json, QStringLiteral("bench"), axes, {}, &problems);
    if (!plan) {
        std::fprintf(stderr, "%s\n", qPrintable(problems.join(QLatin1Char('\n'))));
        return;
    }
    SweepResults results;
    const double seconds = bench::secondsOf([&] { results = SweepRunner::run(*plan, jobs); });
    bench::keep(results.runs.size());
    r.figure("sweep.100pts_1h_1000rps_3lanes.jobs_" + std::to_string(jobs) + ".seconds", seconds,
             "s");
}

} // namespace

RATELAB_BENCH("parallel.1h_1000rps_7lanes", [](bench::Reporter& r) {
    parallelRun(r, ratelab::defaultJobs(), "parallel.1h_1000rps_7lanes.jobs_all");
});
RATELAB_BENCH("sweep.100pts.jobs_1", [](bench::Reporter& r) { sweep100(r, 1); });
RATELAB_BENCH("sweep.100pts.jobs_2", [](bench::Reporter& r) { sweep100(r, 2); });
