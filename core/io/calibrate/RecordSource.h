// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How calibration reads a log: a source runs one whole pass over it, in time order, handing each
// record to the sink; calibration calls it once per pass (the analysis, then each replay pass), so
// the log is re-read rather than held. The CLI's source re-opens the file each time; tests replay
// a vector. A sink returns false to stop the pass; a source returns false when the pass did not
// reach the end (the sink stopped it, or the source failed and says why in *error).
#include "core/io/trace/LogRecord.h"

#include <functional>
#include <string>

namespace ratelab {

using RecordSink = std::function<bool(const LogRecord&)>;
using RecordSource = std::function<bool(const RecordSink& sink, std::string* error)>;

} // namespace ratelab
