// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Calibration on generated Combined logs: the import and rate analysis of 1,000,000 lines (the
// issue's target: under 3 s), the whole calibration (analysis and replay passes) of 1,000,000 and
// 10,000,000 lines, and the peak memory of the latter (target: under 500 MB, so run it alone:
// `ratelab-bench calibrate.full_10m`). Wall seconds, since the passes read a file; thread CPU
// seconds beside them, as the machine is shared.
#include "tests/bench/Bench.h"
#include "tests/bench/BenchLogs.h"

#include "core/io/calibrate/Calibration.h"
#include "core/io/calibrate/LogFileSource.h"

#include <chrono>

namespace {

using namespace ratelab;

void fail(const std::string& what)
{
    std::fprintf(stderr, "%s\n", what.c_str());
    std::exit(1);
}

void benchAnalyse(bench::Reporter& r, std::int64_t lines, const std::string& name)
{
    const QString& path = bench::generatedLog(lines);
    LogFileSource source(path, AccessLogOptions{});
    RateAnalysis analysis;
    const double cpu = bench::threadCpuSeconds();
    std::string error;
    const double wall = bench::secondsOf([&] {
        if (!source.pass([&](const LogRecord& record) { return analysis.add(record); }, &error))
            fail(error + analysis.error());
        analysis.finish();
    });
    const double cpuSeconds = bench::threadCpuSeconds() - cpu;
    if (analysis.records() != lines)
        fail("analysed " + std::to_string(analysis.records()) + " records");
    r.figure(name + ".seconds", wall, "s");
    r.figure(name + ".cpu_seconds", cpuSeconds, "s");
    r.figure(name + ".lines_per_s", static_cast<double>(lines) / wall, "lines/s");
    r.figure(name + ".identities", static_cast<double>(analysis.identities().size()), "");
    r.figure(name + ".peak_rss_mb", bench::peakRssMb(), "MB");
}

void benchCalibrate(bench::Reporter& r, std::int64_t lines, const std::string& name)
{
    const QString& path = bench::generatedLog(lines);
    LogFileSource source(path, AccessLogOptions{});
    CalibrationSettings settings;
    settings.legitimate = LegitimateIdentities::allButTop(5);
    CalibrationResult result;
    std::string error;
    const double cpu = bench::threadCpuSeconds();
    const double wall = bench::secondsOf([&] {
        if (!Calibration::run(source.source(), settings, &result, &error))
            fail(error);
    });
    r.figure(name + ".seconds", wall, "s");
    r.figure(name + ".cpu_seconds", bench::threadCpuSeconds() - cpu, "s");
    r.figure(name + ".passes", static_cast<double>(source.passes()), "");
    r.figure(name + ".peak_rss_mb", bench::peakRssMb(), "MB");
}

} // namespace

RATELAB_BENCH("calibrate.analyse_1m_combined",
              [](bench::Reporter& r) { benchAnalyse(r, 1'000'000, "calibrate.analyse_1m"); });
RATELAB_BENCH("calibrate.full_1m_combined",
              [](bench::Reporter& r) { benchCalibrate(r, 1'000'000, "calibrate.full_1m"); });
RATELAB_BENCH("calibrate.analyse_10m_combined",
              [](bench::Reporter& r) { benchAnalyse(r, 10'000'000, "calibrate.analyse_10m"); });
RATELAB_BENCH("calibrate.full_10m_combined",
              [](bench::Reporter& r) { benchCalibrate(r, 10'000'000, "calibrate.full_10m"); });
