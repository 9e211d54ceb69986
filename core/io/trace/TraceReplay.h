// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Replays a trace through one algorithm directly, without the engine: every key keeps its own
// state and the row's time is the limiter clock. What `ratelab-cli replay` runs. Pure functions.
#include "core/io/trace/Trace.h"

#include "core/sim/algorithms/Algorithm.h"

#include <string>
#include <vector>

namespace ratelab {

class TraceReplay {
public:
    // One decision per row, in row order.
    static std::vector<Decision> run(const Trace& trace, const Algorithm& algorithm);

    // time_ms,key,cost,allowed,remaining,retry_after_ms,reset_ms,delay_ms (docs/cli.md).
    static std::string toCsv(const Trace& trace, const std::vector<Decision>& decisions);

    // run() and toCsv() in one pass, without holding every decision: what the CLI uses.
    static std::string replayToCsv(const Trace& trace, const Algorithm& algorithm);

private:
    static std::vector<std::string> quotedKeys(const Trace& trace);
    static void appendRow(std::string& out, const std::string& keyField, const TraceRow& row,
                          const Decision& d);
};

} // namespace ratelab
