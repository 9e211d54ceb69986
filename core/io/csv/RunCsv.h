// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The public CSV files of a run (docs/cli.md): summary.csv, timeseries.csv, requests.csv and
// rules.csv.
// Column names and order are a contract users script against; new columns go at the end.
#include "core/io/csv/AtomicFiles.h"
#include "core/io/csv/RunManifest.h"

#include "core/sim/model/RunMetrics.h"
#include "core/sim/model/RunResult.h"

#include <QString>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace ratelab {

class CsvWriter;

class RunCsv {
public:
    static std::string summary(const RunResult& result);
    // summary.csv's column names, and one lane's row without its line end: the sweep's rows
    // carry the same columns after its varied values.
    static std::vector<std::string_view> summaryColumns();
    static void summaryFields(CsvWriter& csv, const RunResult& result, const LaneSummary& lane);
    // One MetricValue in the files' number format.
    static void field(CsvWriter& csv, const MetricValue& value);
    static std::string timeseries(const RunResult& result);
    static std::string requests(const RunResult& result);
    // requests.csv written page by page (a streamed log may be longer than memory): its bytes
    // are requests(result)'s. `digest` (may be null) receives its size and hash once written;
    // `stop` (may be empty) is polled between pages and ends the file with reason "interrupted".
    static AtomicFiles::Producer requestsProducer(const RunResult& result,
                                                  RunManifest::Digest* digest = nullptr,
                                                  std::function<bool()> stop = {});
    // One row per rule of each lane's policy (a one-rule lane's rule is named after the lane).
    static std::string rules(const RunResult& result);

    // Writes the four files into dir (created if missing), all or nothing, then manifest.json
    // (RunManifest) naming them; no other file in dir is touched. `stop` (may be empty) is
    // polled while requests.csv is written: when it answers true nothing is renamed, and the
    // error ends in "interrupted".
    static bool writeAll(const RunResult& result, const QString& dir, QString* error,
                         const std::function<bool()>& stop = {});
};

} // namespace ratelab
