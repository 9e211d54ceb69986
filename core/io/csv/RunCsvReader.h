// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reads a folder written by `ratelab-cli run` or `ratelab-cli live` (summary.csv, timeseries.csv
// and, if present, requests.csv and rules.csv) back into a RunResult, so the app can draw a run
// made elsewhere beside the current one. Columns are found by name: files with extra columns at the
// end, from newer versions, still read. What the CSV files do not carry (the scenario's name, the
// seed, the distributed-world totals) stays empty. What a file can make it allocate is bounded by
// the file's own size (a bucket needs its row). Any thread.
#include "core/sim/model/RunResult.h"

#include <QString>

#include <optional>

namespace ratelab {

class RunCsvReader {
public:
    // Errors read "FILE:LINE: column 'x': what is wrong" (the first problem only).
    // When the folder has a manifest.json (RunManifest), every run file must match it.
    static std::optional<RunResult> readDir(const QString& dir, QString* error);
    // The same from the files' contents (no manifest check); `dir` only names them in errors.
    // requests may be null (no requests.csv), rules too (each lane is then its one rule).
    static std::optional<RunResult> fromTexts(const QByteArray& summary,
                                              const QByteArray& timeseries,
                                              const QByteArray* requests, const QString& dir,
                                              QString* error, const QByteArray* rules = nullptr);
};

} // namespace ratelab
