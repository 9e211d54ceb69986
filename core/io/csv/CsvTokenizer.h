// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Splits CSV text into records without copying: fields are views into the text (or into the
// tokenizer's scratch space for quoted fields holding ""). Tolerates CRLF and skips blank lines.
// Views stay valid until the next call to next(). Used by CsvReader and the trace reader.
#include <string>
#include <string_view>
#include <vector>

namespace ratelab {

class CsvTokenizer {
public:
    explicit CsvTokenizer(std::string_view text);

    // Reads the next non-blank record. False at the end of the text or on a syntax error
    // (then error() says what is wrong and line() where).
    bool next();

    [[nodiscard]] const std::vector<std::string_view>& fields() const { return m_fields; }
    [[nodiscard]] int line() const { return m_line; } // 1-based line the record starts on
    [[nodiscard]] const std::string& error() const { return m_error; }

private:
    struct Range {
        std::size_t begin = 0;
        std::size_t end = 0;
        int scratch = -1; // index into m_scratch when the field had to be unescaped
    };

    bool readQuoted(Range& range);
    bool bareCarriageReturn(std::size_t pos); // sets the error when pos holds a CR not before LF
    void skipBlankLines();

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_nextLine = 1;
    int m_line = 0;
    std::vector<Range> m_ranges;
    std::vector<std::string> m_scratch;
    std::vector<std::string_view> m_fields;
    std::string m_error;
};

} // namespace ratelab
