// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What `run` and `live` do once a run has finished: write its three CSV files into the output
// folder (all or nothing), print the summary table and name the files. Main thread.
#include "core/io/cli/CliIo.h"

#include "core/sim/model/RunResult.h"

#include <QString>

#include <optional>

namespace ratelab {

// Before the work of every command that writes into --out DIR (run, live, sweep, calibrate,
// claims), so a long run is not wasted: `dir` must be non-empty and a folder that exists or can
// be created, and a file can be created in it. Otherwise the reason goes to err and the result
// is the exit code to end with (kExitBadInput for an empty name, kExitRunFailed else).
std::optional<ExitCode> outputDirProblem(const CliIo& io, const QString& command,
                                         const QString& dir);

// command: "run" or "live", for the message. kExitOk, or kExitRunFailed with the reason on err.
// `interrupted` (may be null) is polled while the request log is written: a Ctrl-C then stops
// the writing, renames nothing and says so.
ExitCode writeRunOutput(const CliIo& io, const QString& command, const RunResult& result,
                        const QString& dir, bool (*interrupted)() = nullptr);

} // namespace ratelab
