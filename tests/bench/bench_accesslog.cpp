// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Import speed of access logs: 1,000,000 Combined Log Format lines (LogGenerator, seed 1, made
// once per process into a temporary file) read through AccessLogReader, counted in lines per
// second of this thread's CPU time (the machine is shared). The figure of the calibration issue.
#include "tests/bench/Bench.h"

#include "core/io/trace/AccessLogReader.h"
#include "core/io/trace/GeneratedLogFiles.h"

#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>

namespace {

using namespace ratelab;

constexpr std::int64_t kLines = 1'000'000;

const QString& generatedLog()
{
    static QTemporaryDir dir;
    static const QString path = [] {
        const QString file = dir.filePath(QStringLiteral("bench.log"));
        LogGeneratorOptions options;
        options.seed = 1;
        options.hours = 48; // enough for a million lines; cut there
        options.maxLines = kLines;
        QString error;
        std::int64_t lines = 0;
        if (!writeGeneratedLog(options, file, QString(), &lines, &error) || lines != kLines) {
            std::fprintf(stderr, "cannot generate the log: %s\n", qPrintable(error));
            std::exit(1);
        }
        return file;
    }();
    return path;
}

void benchCombined(bench::Reporter& r)
{
    const QString& path = generatedLog();
    AccessLogReader reader(path, AccessLogOptions{});
    const double start = bench::threadCpuSeconds();
    if (!reader.open()) {
        std::fprintf(stderr, "%s\n", qPrintable(reader.error()));
        std::exit(1);
    }
    std::int64_t records = 0;
    std::int64_t checksum = 0;
    while (auto record = reader.next()) {
        ++records;
        checksum += static_cast<std::int64_t>(record->category.size());
    }
    const double seconds = bench::threadCpuSeconds() - start;
    bench::keep(checksum);
    if (!reader.error().isEmpty() || records != kLines) {
        std::fprintf(stderr, "read %lld records: %s\n", static_cast<long long>(records),
                     qPrintable(reader.error()));
        std::exit(1);
    }
    r.figure("trace.access_log_1m_combined.lines_per_s", static_cast<double>(records) / seconds,
             "lines/s");
    r.figure("trace.access_log_1m_combined.mb_per_s",
             static_cast<double>(reader.totalBytes()) / seconds / 1e6, "MB/s");
}

} // namespace

RATELAB_BENCH("trace.access_log_1m_combined", benchCombined);
