// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reads a replay trace: CSV with a header line "time_ms,key" or "time_ms,key,cost" (further
// columns are ignored, so replay output reads back). Times are non-negative integers that never
// decrease; cost is a non-negative integer, default 1; CRLF, quoted keys and blank lines are fine.
// The whole file is validated; the first problem is reported as "FILE:LINE: what is wrong".
// costCheck, when given, answers a sentence for a cost the caller's limiter cannot take.
#include "core/io/trace/Trace.h"

#include <QString>

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace ratelab {

class TraceReader {
public:
    using CostCheck = std::function<std::string(std::int64_t cost)>;

    static std::optional<Trace> parse(std::string_view text, const QString& source, QString* error,
                                      const CostCheck& costCheck = {});
    static std::optional<Trace> readFile(const QString& path, QString* error,
                                         const CostCheck& costCheck = {});
};

} // namespace ratelab
