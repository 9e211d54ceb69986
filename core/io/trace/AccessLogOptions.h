// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How to read an access log or CSV trace into LogRecords (AccessLogReader): its format, whom a
// request counts against, how forgiving to be, and the user's endpoint categories. Plain values;
// SkippedLines is what a lenient import reports about the lines it could not read.
#include "core/sim/model/Scenario.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace ratelab {

struct AccessLogOptions {
    LogFormat format = LogFormat::Combined;
    // Common/Combined: "ip" (the host field) or "user" (the authenticated user). CSV: the header's
    // column holding the identity, unless csvColumns maps "identity" itself.
    std::string identity = "ip";
    // CSV: role (time, identity, method, path, status) -> header column. A role not listed uses
    // the column named like the role; time, identity and path must exist, method and status are
    // read when present (and must exist when listed here).
    std::map<std::string, std::string> csvColumns;
    bool lenient = false; // false: stop at the first malformed line
    // Lines up to this much earlier than the latest line so far are put back in order; a line
    // earlier than that is an error in either mode.
    std::int64_t reorderWindowMs = 2000;
    std::vector<EndpointCategory> categories; // tried before the built-in ones (may be empty)
};

struct SkippedLines {
    std::map<std::string, std::int64_t> byReason;     // "bad-time" -> lines skipped for it
    std::map<std::string, std::string> firstByReason; // "FILE:LINE: why" of the first such line
    [[nodiscard]] std::int64_t total() const
    {
        std::int64_t sum = 0;
        for (const auto& [reason, count] : byReason)
            sum += count;
        return sum;
    }
};

} // namespace ratelab
