// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/LogFileSource.h"

#include "core/io/trace/AccessLogReader.h"

#include <utility>

namespace ratelab {

namespace {

constexpr std::int64_t kProgressEvery = 16384;

} // namespace

LogFileSource::LogFileSource(QString path, AccessLogOptions options)
    : m_path(std::move(path))
    , m_options(std::move(options))
{
}

RecordSource LogFileSource::source()
{
    return [this](const RecordSink& sink, std::string* error) { return pass(sink, error); };
}

bool LogFileSource::pass(const RecordSink& sink, std::string* error)
{
    const int pass = ++m_passes;
    m_readFailed = false;
    AccessLogReader reader(m_path, m_options);
    const auto fail = [&](const QString& why) {
        m_readFailed = true;
        if (error)
            *error = why.toStdString();
        return false;
    };
    if (!reader.open())
        return fail(reader.error());
    const auto progress = [&] {
        if (!m_progress || m_progress(pass, reader.bytesRead(), reader.totalBytes()))
            return true;
        m_cancelled = true;
        if (error)
            *error = "cancelled";
        return false;
    };
    std::int64_t records = 0;
    while (std::optional<LogRecord> record = reader.next()) {
        if (++records % kProgressEvery == 0 && !progress())
            return false;
        if (!sink(*record))
            return false;
    }
    if (!reader.error().isEmpty())
        return fail(reader.error());
    if (pass == 1) {
        m_skipped = reader.skipped();
        m_lines = reader.linesRead();
    }
    return progress();
}

} // namespace ratelab
