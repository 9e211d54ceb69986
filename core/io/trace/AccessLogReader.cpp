// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/trace/AccessLogReader.h"

#include "core/io/csv/CsvTokenizer.h"
#include "core/io/trace/LogTime.h"

#include "core/sim/traffic/RequestPath.h"

#include <utility>

namespace ratelab {

namespace {

QString utf8(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

bool blank(std::string_view line)
{
    for (const char c : line)
        if (c != ' ' && c != '\t')
            return false;
    return true;
}

} // namespace

AccessLogReader::AccessLogReader(QString path, AccessLogOptions options)
    : m_path(std::move(path))
    , m_options(std::move(options))
    , m_file(m_path)
    , m_clf(m_options.format == LogFormat::Combined)
    , m_order(m_options.reorderWindowMs)
    , m_categories(m_options.categories)
{
}

std::int64_t AccessLogReader::bytesRead() const
{
    return m_opened ? m_file.pos() : 0;
}

void AccessLogReader::fail(std::int64_t line, const QString& why)
{
    m_error = line > 0 ? QStringLiteral("%1:%2: %3").arg(m_path).arg(line).arg(why)
                       : QStringLiteral("%1: %2").arg(m_path, why);
    m_end = true;
}

bool AccessLogReader::open()
{
    if (m_options.reorderWindowMs < 0) {
        fail(0, QStringLiteral("the re-order window must not be negative, got %1 ms")
                    .arg(m_options.reorderWindowMs));
        return false;
    }
    if (m_options.format != LogFormat::Csv) {
        if (m_options.identity != "ip" && m_options.identity != "user") {
            fail(0, QStringLiteral("identity: expected ip or user for an access log, got \"%1\"")
                        .arg(QString::fromStdString(m_options.identity)));
            return false;
        }
        m_useUser = m_options.identity == "user";
    }
    if (!m_file.open(QIODevice::ReadOnly)) {
        fail(0, QStringLiteral("cannot open the log: %1").arg(m_file.errorString()));
        return false;
    }
    m_opened = true;
    m_totalBytes = m_file.size();
    if (m_totalBytes == 0) {
        fail(0, QStringLiteral("the log is empty"));
        return false;
    }
    m_buffer.resize(static_cast<std::size_t>(kMaxLineBytes) + 2);
    if (m_options.format != LogFormat::Csv)
        return true;

    std::string_view header;
    do {
        const LineRead read = readLine(header);
        if (read == LineRead::End) {
            fail(0, QStringLiteral("the log is empty"));
            return false;
        }
        if (read == LineRead::TooLong) {
            fail(m_line,
                 QStringLiteral("the header line is longer than %1 bytes").arg(kMaxLineBytes));
            return false;
        }
    } while (blank(header));
    if (header.starts_with("\xEF\xBB\xBF"))
        header.remove_prefix(3);
    CsvTokenizer tokenizer(header);
    if (!tokenizer.next()) {
        fail(m_line, QString::fromStdString(tokenizer.error()));
        return false;
    }
    std::string why;
    if (!mapCsvLogColumns(tokenizer.fields(), m_options, m_columns, why)) {
        fail(m_line, QString::fromStdString(why));
        return false;
    }
    return true;
}

AccessLogReader::LineRead AccessLogReader::readLine(std::string_view& line)
{
    if (m_file.atEnd())
        return LineRead::End;
    const qint64 n = m_file.readLine(m_buffer.data(), static_cast<qint64>(m_buffer.size()));
    if (n <= 0)
        return LineRead::End;
    ++m_line;
    std::size_t size = static_cast<std::size_t>(n);
    if (m_buffer[size - 1] != '\n' && size + 1 == m_buffer.size() && !m_file.atEnd()) {
        // Skip the rest of the line, still in bounded memory.
        qint64 more = n;
        while (more > 0 && m_buffer[static_cast<std::size_t>(more) - 1] != '\n' && !m_file.atEnd())
            more = m_file.readLine(m_buffer.data(), static_cast<qint64>(m_buffer.size()));
        return LineRead::TooLong;
    }
    while (size > 0 && (m_buffer[size - 1] == '\n' || m_buffer[size - 1] == '\r'))
        --size;
    line = std::string_view(m_buffer.data(), size);
    return LineRead::Line;
}

void AccessLogReader::malformed(LogLineFault fault, const std::string& why)
{
    const std::string_view name = logLineFaultName(fault);
    const QString text = QStringLiteral("%1 (%2)").arg(utf8(why), utf8(name));
    if (!m_options.lenient) {
        fail(m_line, text);
        return;
    }
    const std::string key(name);
    if (++m_skipped.byReason[key] == 1)
        m_skipped.firstByReason[key] =
            QStringLiteral("%1:%2: %3").arg(m_path).arg(m_line).arg(text).toStdString();
}

bool AccessLogReader::recordFromLine(std::string_view line, LogRecord& record, std::string& why,
                                     std::optional<LogLineFault>& fault)
{
    std::string_view identity;
    std::string_view method;
    std::string_view target;
    if (m_options.format == LogFormat::Csv) {
        CsvTokenizer tokenizer(line);
        if (!tokenizer.next()) {
            why = tokenizer.error();
            fault = LogLineFault::CsvSyntax;
            return false;
        }
        CsvLogRow row;
        fault = readCsvLogRow(tokenizer.fields(), m_columns, row, why);
        if (fault)
            return false;
        if (row.identity.empty()) {
            why = "the identity column is empty";
            fault = LogLineFault::EmptyIdentity;
            return false;
        }
        record.timeMs = row.timeMs;
        record.status = row.status;
        record.identity.assign(row.identity);
        record.method.assign(row.method);
        record.path = normalisedPath(row.path);
    } else {
        ClfLine clf;
        fault = m_clf.parse(line, clf, why);
        if (fault)
            return false;
        identity = m_useUser ? clf.user : clf.host;
        if (identity.empty() || identity == "-") {
            why = m_useUser ? "no authenticated user (the user field is \"-\") to count the "
                              "request against"
                            : "no host (the host field is \"-\") to count the request against";
            fault = LogLineFault::EmptyIdentity;
            return false;
        }
        method = clf.method;
        target = clf.target;
        record.timeMs = clf.timeMs;
        record.status = clf.status;
        record.identity.assign(identity);
        record.method.assign(method);
        record.path = normalisedPath(target);
    }
    record.category = m_categories.category(record.path, record.method);
    record.line = m_line;
    return true;
}

void AccessLogReader::readMore()
{
    std::string why;
    while (!m_end) {
        std::string_view line;
        const LineRead read = readLine(line);
        if (read == LineRead::End) {
            m_end = true;
            return;
        }
        if (read == LineRead::TooLong) {
            malformed(LogLineFault::LineTooLong,
                      "the line is longer than " + std::to_string(kMaxLineBytes) + " bytes");
            continue;
        }
        if (blank(line))
            continue;
        LogRecord record;
        std::optional<LogLineFault> fault;
        if (!recordFromLine(line, record, why, fault)) {
            malformed(*fault, why);
            continue;
        }
        const std::int64_t timeMs = record.timeMs;
        if (!m_order.push(std::move(record))) {
            fail(m_line,
                 QStringLiteral("%1 is %2 ms before %3 on line %4; lines may be out of order by "
                                "at most the re-order window of %5 ms")
                     .arg(QString::fromStdString(formatIsoTimeUtc(timeMs)))
                     .arg(m_order.latestMs() - timeMs)
                     .arg(QString::fromStdString(formatIsoTimeUtc(m_order.latestMs())))
                     .arg(m_order.latestLine())
                     .arg(m_order.windowMs()));
            return;
        }
        return;
    }
}

std::optional<LogRecord> AccessLogReader::next()
{
    if (!m_opened)
        return std::nullopt;
    while (true) {
        if (!m_error.isEmpty())
            return std::nullopt;
        if (auto record = m_order.popReady())
            return record;
        if (m_end)
            return m_order.popAny();
        readMore();
    }
}

} // namespace ratelab
