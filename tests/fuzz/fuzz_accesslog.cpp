// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the access-log importer on any bytes, then the calibration of what it read.
// The first byte picks the reading (format = b % 3: common, combined, csv; lenient when
// (b / 3) % 2; identity user when (b / 6) % 2, else ip), the rest is the file. The reader must
// end with records in time order, each with an identity and a category, or with an error naming
// the file and line; lenient skip counts must add up. What it read is calibrated (few points per
// pass): UBSan turns any overflow in the rates, percentiles or replay into a finding.
#include "core/io/calibrate/Calibration.h"
#include "core/io/trace/AccessLogReader.h"

#include <QFile>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

[[noreturn]] void finding(const char* what, const QString& detail = {})
{
    std::fprintf(stderr, "%s %s\n", what, qPrintable(detail));
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace ratelab;
    if (size < 1 || size > 64 * 1024)
        return 0;
    static QTemporaryDir dir;
    static const QString path = dir.filePath(QStringLiteral("fuzz.log"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            finding("cannot write", path);
        file.write(reinterpret_cast<const char*>(data) + 1, static_cast<qint64>(size - 1));
    }
    AccessLogOptions options;
    const unsigned selector = data[0];
    options.format = static_cast<LogFormat>(selector % 3);
    options.lenient = (selector / 3) % 2 == 1;
    options.identity = (selector / 6) % 2 == 1 ? "user" : "ip";
    options.reorderWindowMs = 1000;

    AccessLogReader reader(path, options);
    std::vector<LogRecord> records;
    if (reader.open()) {
        while (auto record = reader.next()) {
            if (record->identity.empty() || record->category.empty())
                finding("a record without identity or category at line",
                        QString::number(record->line));
            if (!records.empty() && record->timeMs < records.back().timeMs)
                finding("records out of time order at line", QString::number(record->line));
            records.push_back(std::move(*record));
        }
    }
    if (!reader.error().isEmpty() && !reader.error().startsWith(path + QLatin1Char(':')))
        finding("an error that does not name the file:", reader.error());
    const SkippedLines& skipped = reader.skipped();
    if (!options.lenient && skipped.total() != 0)
        finding("strict mode skipped lines");
    for (const auto& [reason, count] : skipped.byReason)
        if (count <= 0 || !skipped.firstByReason.count(reason))
            finding("a skip count without its first line:", QString::fromStdString(reason));
    if (!reader.error().isEmpty() || records.empty())
        return 0;

    CalibrationSettings settings;
    settings.pointsPerPass = 4;
    settings.legitimate = LegitimateIdentities::allButTop(1);
    const RecordSource source = [&records](const RecordSink& sink, std::string*) {
        for (const LogRecord& r : records)
            if (!sink(r))
                return false;
        return true;
    };
    CalibrationResult result;
    std::string error;
    if (Calibration::run(source, settings, &result, &error))
        for (const CategoryCalibration& c : result.categories)
            if (c.safeLane
                && result.lanes[*c.safeLane].counts.falsePositiveRate()
                       > settings.targetFalsePositiveRate)
                finding("a smallest safe limit above the target");
    return 0;
}
