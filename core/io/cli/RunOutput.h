#pragma once
// What `run` and `live` do once a run has finished: write its three CSV files into the output
// folder (all or nothing), print the summary table and name the files. Main thread.
#include "core/io/cli/CliIo.h"

#include "core/sim/model/RunResult.h"

#include <QString>

namespace ratelab {

// command: "run" or "live", for the message. kExitOk, or kExitRunFailed with the reason on err.
ExitCode writeRunOutput(const CliIo& io, const QString& command, const RunResult& result,
                        const QString& dir);

} // namespace ratelab
