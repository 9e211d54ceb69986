#pragma once
// Reads a replay trace: CSV with a header line "time_ms,key" or "time_ms,key,cost" (further
// columns are ignored, so replay output reads back). Times are non-negative integers that never
// decrease; cost is a non-negative integer, default 1; CRLF, quoted keys and blank lines are fine.
// The whole file is validated; the first problem is reported as "FILE:LINE: what is wrong".
#include "core/io/trace/Trace.h"

#include <QString>

#include <optional>
#include <string_view>

namespace ratelab {

class TraceReader {
public:
    static std::optional<Trace> parse(std::string_view text, const QString& source, QString* error);
    static std::optional<Trace> readFile(const QString& path, QString* error);
};

} // namespace ratelab
