// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Streams an access log (Common or Combined Log Format) or a CSV trace as LogRecords in time
// order, one line at a time, so a log of any length is read in bounded memory (one line buffer,
// the re-order window's records and the category cache). Strict mode stops at the first
// malformed line with "FILE:LINE: why (reason)"; lenient mode skips such lines and counts them by
// reason (LogLineFault.h). A line earlier than the re-order window allows is an error in both.
// Owns its file; one thread at a time.
#include "core/io/trace/AccessLogOptions.h"
#include "core/io/trace/CategoryCache.h"
#include "core/io/trace/ClfLineParser.h"
#include "core/io/trace/CsvLogColumns.h"
#include "core/io/trace/LogRecord.h"
#include "core/io/trace/LogReorderBuffer.h"

#include <QFile>
#include <QString>

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace ratelab {

class AccessLogReader {
public:
    AccessLogReader(QString path, AccessLogOptions options);

    // False: error() says why (a missing or empty file, a bad option, a CSV header without a
    // mapped column).
    bool open();
    // The next record in time order; nothing at the end or on an error (then error() is set).
    std::optional<LogRecord> next();

    [[nodiscard]] QString error() const { return m_error; } // "FILE:LINE: why"
    [[nodiscard]] const SkippedLines& skipped() const { return m_skipped; }
    [[nodiscard]] std::int64_t bytesRead() const;
    [[nodiscard]] std::int64_t totalBytes() const { return m_totalBytes; }
    [[nodiscard]] std::int64_t linesRead() const { return m_line; }

    // Longer lines are malformed (line-too-long): the buffer never grows past it.
    static constexpr std::int64_t kMaxLineBytes = 64 * 1024;

private:
    enum class LineRead { Line, TooLong, End };
    LineRead readLine(std::string_view& line);
    // Reads lines until one gives a record (pushed into the re-order buffer), the end or an error.
    void readMore();
    bool recordFromLine(std::string_view line, LogRecord& record, std::string& why,
                        std::optional<LogLineFault>& fault);
    void fail(std::int64_t line, const QString& why);
    void malformed(LogLineFault fault, const std::string& why);

    QString m_path;
    AccessLogOptions m_options;
    QFile m_file;
    std::vector<char> m_buffer;
    ClfLineParser m_clf;
    CsvLogColumns m_columns;
    LogReorderBuffer m_order;
    CategoryCache m_categories;
    bool m_useUser = false;
    bool m_opened = false;
    bool m_end = false;
    std::int64_t m_line = 0;
    std::int64_t m_totalBytes = 0;
    QString m_error;
    SkippedLines m_skipped;
};

} // namespace ratelab
