#pragma once
// The public CSV files of a run (docs/cli.md): summary.csv, timeseries.csv and requests.csv.
// Column names and order are a contract users script against; new columns go at the end.
#include "core/sim/model/RunResult.h"

#include <QString>

#include <string>

namespace ratelab {

class RunCsv {
public:
    static std::string summary(const RunResult& result);
    static std::string timeseries(const RunResult& result);
    static std::string requests(const RunResult& result);

    // Writes the three files into dir (created if missing), all or nothing.
    static bool writeAll(const RunResult& result, const QString& dir, QString* error);
};

} // namespace ratelab
