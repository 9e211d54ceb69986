// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/csv/CsvWriter.h"

#include "core/io/csv/NumberFormat.h"

namespace ratelab {

CsvWriter::CsvWriter(std::size_t reserveBytes)
{
    m_data.reserve(reserveBytes);
}

void CsvWriter::header(const std::vector<std::string_view>& columns)
{
    for (std::string_view column : columns)
        text(column);
    endRow();
}

bool CsvWriter::needsQuoting(std::string_view value)
{
    return value.find_first_of(",\"\r\n") != std::string_view::npos;
}

void CsvWriter::appendField(std::string& out, std::string_view value)
{
    if (!needsQuoting(value)) {
        out += value;
        return;
    }
    out += '"';
    for (char c : value) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
}

void CsvWriter::separator()
{
    if (m_rowStarted)
        m_data += ',';
    m_rowStarted = true;
}

CsvWriter& CsvWriter::text(std::string_view value)
{
    separator();
    appendField(m_data, value);
    return *this;
}

CsvWriter& CsvWriter::integer(std::int64_t value)
{
    separator();
    appendInteger(m_data, value);
    return *this;
}

CsvWriter& CsvWriter::number(double value)
{
    separator();
    appendDouble(m_data, value);
    return *this;
}

CsvWriter& CsvWriter::millis(SimTime micros)
{
    separator();
    appendMicrosAsMillis(m_data, micros);
    return *this;
}

CsvWriter& CsvWriter::flag(bool value)
{
    separator();
    m_data += value ? '1' : '0';
    return *this;
}

void CsvWriter::endRow()
{
    m_data += '\n';
    m_rowStarted = false;
}

} // namespace ratelab
