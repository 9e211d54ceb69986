// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Which column of a CSV trace holds each part of a request (AccessLogOptions::csvColumns), found
// once from the header, and one row read through that mapping. A missing column is named with
// the header's own columns, so a typo in a mapping is obvious. Plain functions over views.
#include "core/io/trace/AccessLogOptions.h"
#include "core/io/trace/LogLineFault.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ratelab {

struct CsvLogColumns {
    std::size_t time = 0;
    std::size_t identity = 0;
    std::size_t path = 0;
    std::optional<std::size_t> method;
    std::optional<std::size_t> status;
    std::size_t needed = 0; // a row needs at least this many fields
};

struct CsvLogRow {
    std::int64_t timeMs = 0;
    std::string_view identity;
    std::string_view method; // empty when the trace has no method column
    std::string_view path;   // as written
    int status = 0;          // 0 when the trace has no status column or the cell is empty
};

// False with `why` ("no column \"ts\" for the time role; the header has: a, b") on a bad mapping.
bool mapCsvLogColumns(const std::vector<std::string_view>& header, const AccessLogOptions& options,
                      CsvLogColumns& columns, std::string& why);

std::optional<LogLineFault> readCsvLogRow(const std::vector<std::string_view>& fields,
                                          const CsvLogColumns& columns, CsvLogRow& row,
                                          std::string& why);

} // namespace ratelab
