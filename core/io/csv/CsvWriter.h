// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Builds CSV text in memory, one row at a time, with RFC 4180 quoting and deterministic
// number formatting. The caller owns the text and decides where it goes (AtomicFiles, stdout).
#include "core/sim/SimTime.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ratelab {

class CsvWriter {
public:
    explicit CsvWriter(std::size_t reserveBytes = 0);

    void header(const std::vector<std::string_view>& columns);

    CsvWriter& text(std::string_view value); // quoted when it holds , " CR or LF
    CsvWriter& integer(std::int64_t value);
    CsvWriter& number(double value);
    CsvWriter& millis(SimTime micros); // exact decimal milliseconds
    CsvWriter& flag(bool value);       // 1 or 0
    void endRow();

    [[nodiscard]] const std::string& data() const { return m_data; }
    [[nodiscard]] std::string take() { return std::move(m_data); }
    // Drops the rows written so far (handed on), keeping the memory for the next ones.
    void clear() { m_data.clear(); }

    static bool needsQuoting(std::string_view value);
    static void appendField(std::string& out, std::string_view value);

private:
    void separator();

    std::string m_data;
    bool m_rowStarted = false;
};

} // namespace ratelab
