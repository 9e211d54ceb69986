// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Generated access logs for the import, calibration and trace-file benchmarks: LogGenerator's
// Combined lines (seed 1, 1000 users, as many hours as the count needs, cut at `lines`), made
// once per process and count into a temporary folder that lives until the process ends.
// Peak memory of the process (getrusage), for the figures that must stay bounded.
#include "core/io/trace/GeneratedLogFiles.h"

#include <QTemporaryDir>

#include <sys/resource.h>

#include <cstdio>
#include <cstdlib>
#include <map>

namespace ratelab::bench {

inline const QString& generatedLog(std::int64_t lines)
{
    static QTemporaryDir dir;
    static std::map<std::int64_t, QString> made;
    if (const auto it = made.find(lines); it != made.end())
        return it->second;
    const QString file = dir.filePath(QStringLiteral("bench-%1.log").arg(lines));
    LogGeneratorOptions options;
    options.seed = 1;
    options.users = 1000;
    options.hours = static_cast<int>(lines / 40'000 + 24); // about 15 lines a second; cut below
    options.maxLines = lines;
    QString error;
    std::int64_t written = 0;
    if (!writeGeneratedLog(options, file, QString(), &written, &error) || written != lines) {
        std::fprintf(stderr, "cannot generate %lld lines (%lld written): %s\n",
                     static_cast<long long>(lines), static_cast<long long>(written),
                     qPrintable(error));
        std::exit(1);
    }
    return made.emplace(lines, file).first->second;
}

// The most memory this process has held so far, in MB (ru_maxrss is in KiB on Linux): run a
// memory benchmark alone for its own figure.
inline double peakRssMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

} // namespace ratelab::bench
