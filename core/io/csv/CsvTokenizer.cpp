// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/csv/CsvTokenizer.h"

namespace ratelab {

CsvTokenizer::CsvTokenizer(std::string_view text)
    : m_text(text)
{
    // A UTF-8 byte order mark (spreadsheets write one) is not part of the first field.
    if (m_text.substr(0, 3) == "\xEF\xBB\xBF")
        m_pos = 3;
}

void CsvTokenizer::skipBlankLines()
{
    while (m_pos < m_text.size()) {
        std::size_t p = m_pos;
        while (p < m_text.size() && (m_text[p] == ' ' || m_text[p] == '\t' || m_text[p] == '\r'))
            ++p;
        if (p < m_text.size() && m_text[p] != '\n')
            return;
        m_pos = p < m_text.size() ? p + 1 : p;
        ++m_nextLine;
    }
}

bool CsvTokenizer::bareCarriageReturn(std::size_t pos)
{
    // Outside quotes a CR must end the text or precede LF. Files with CR alone as the line end
    // (classic Mac) would otherwise read as one long line with a baffling field count.
    if (pos >= m_text.size() || m_text[pos] != '\r' || pos + 1 >= m_text.size()
        || m_text[pos + 1] == '\n')
        return false;
    m_error = "a line ends with a carriage return (CR) alone; save the file with LF or CRLF "
              "line endings";
    return true;
}

bool CsvTokenizer::readQuoted(Range& range)
{
    // m_pos is just after the opening quote.
    const std::size_t begin = m_pos;
    std::string* unescaped = nullptr;
    std::size_t copiedUpTo = begin;
    while (true) {
        const std::size_t quote = m_text.find('"', m_pos);
        if (quote == std::string_view::npos) {
            m_error = "unterminated quoted field";
            return false;
        }
        for (std::size_t i = m_pos; i < quote; ++i)
            if (m_text[i] == '\n')
                ++m_nextLine;
        if (quote + 1 < m_text.size() && m_text[quote + 1] == '"') {
            if (!unescaped) {
                range.scratch = static_cast<int>(m_scratch.size());
                unescaped = &m_scratch.emplace_back();
            }
            unescaped->append(m_text.substr(copiedUpTo, quote + 1 - copiedUpTo));
            m_pos = quote + 2;
            copiedUpTo = m_pos;
            continue;
        }
        if (unescaped)
            unescaped->append(m_text.substr(copiedUpTo, quote - copiedUpTo));
        range.begin = begin;
        range.end = quote;
        m_pos = quote + 1;
        const char after = m_pos < m_text.size() ? m_text[m_pos] : '\n';
        if (after != ',' && after != '\n' && after != '\r') {
            m_error =
                "unexpected character after a closing quote (a quote inside a quoted field is written \"\")";
            return false;
        }
        return true;
    }
}

bool CsvTokenizer::next()
{
    m_ranges.clear();
    m_scratch.clear();
    m_fields.clear();
    skipBlankLines();
    if (m_pos >= m_text.size())
        return false;
    m_line = m_nextLine;
    while (true) {
        Range range;
        if (m_pos < m_text.size() && m_text[m_pos] == '"') {
            ++m_pos;
            if (!readQuoted(range))
                return false;
        } else {
            range.begin = m_pos;
            while (m_pos < m_text.size() && m_text[m_pos] != ',' && m_text[m_pos] != '\n') {
                if (bareCarriageReturn(m_pos))
                    return false;
                ++m_pos;
            }
            range.end = m_pos;
            if ((m_pos >= m_text.size() || m_text[m_pos] == '\n') && range.end > range.begin
                && m_text[range.end - 1] == '\r')
                --range.end; // CRLF
        }
        m_ranges.push_back(range);
        if (m_pos < m_text.size() && m_text[m_pos] == ',') {
            ++m_pos;
            continue;
        }
        if (bareCarriageReturn(m_pos))
            return false;
        if (m_pos < m_text.size() && m_text[m_pos] == '\r')
            ++m_pos;
        if (m_pos < m_text.size() && m_text[m_pos] == '\n') {
            ++m_pos;
            ++m_nextLine;
        }
        break;
    }
    m_fields.reserve(m_ranges.size());
    for (const Range& range : m_ranges) {
        if (range.scratch >= 0)
            m_fields.emplace_back(m_scratch[static_cast<std::size_t>(range.scratch)]);
        else
            m_fields.push_back(m_text.substr(range.begin, range.end - range.begin));
    }
    return true;
}

} // namespace ratelab
