#pragma once
// Reads a folder written by `ratelab-cli run` or `ratelab-cli live` (summary.csv, timeseries.csv
// and, if present, requests.csv) back into a RunResult, so the app can draw a run made elsewhere
// beside the current one. Columns are found by name: files with extra columns at the end, from
// newer versions, still read. What the CSV files do not carry (the scenario's name, the seed, the
// distributed-world totals) stays empty. Any thread.
#include "core/sim/model/RunResult.h"

#include <QString>

#include <optional>

namespace ratelab {

class RunCsvReader {
public:
    // Errors read "FILE:LINE: column 'x': what is wrong" (the first problem only).
    static std::optional<RunResult> readDir(const QString& dir, QString* error);
};

} // namespace ratelab
