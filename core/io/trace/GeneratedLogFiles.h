// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Writes LogGenerator's log and, when asked, its truth table (identity,kind,abusive) to files.
// The log is streamed in chunks through QSaveFile, so a log of any size never sits in memory,
// and neither file appears until both are complete. Main thread (the CLI).
#include "core/io/trace/LogGenerator.h"

#include <QString>

#include <cstdint>

namespace ratelab {

// False with "PATH: reason" in `error`. `lines` (optional) gets the number of lines written.
bool writeGeneratedLog(const LogGeneratorOptions& options, const QString& logPath,
                       const QString& truthPath, std::int64_t* lines, QString* error);

} // namespace ratelab
