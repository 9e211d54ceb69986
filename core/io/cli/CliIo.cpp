// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/CliIo.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace ratelab {

namespace {

// Names from files (lanes, keys, clients, paths) reach the terminal through print and error; a
// control character in one could move the cursor, clear the screen or retitle the window, so
// each is shown escaped (\x1b). Line breaks and tabs are the messages' own layout.
QString terminalSafe(const QString& text)
{
    auto unsafe = [](char16_t c) {
        return (c < 0x20 && c != u'\n' && c != u'\t') || (c >= 0x7f && c < 0xa0)
               || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
    };
    if (std::none_of(text.begin(), text.end(), [&](QChar c) { return unsafe(c.unicode()); }))
        return text;
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text) {
        if (!unsafe(c.unicode()))
            out += c;
        else if (c.unicode() < 0x100)
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    }
    return out;
}

} // namespace

void CliIo::print(const QString& text) const
{
    const QByteArray bytes = terminalSafe(text).toUtf8();
    write(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

void CliIo::printLine(const QString& text) const
{
    print(text + QLatin1Char('\n'));
}

void CliIo::error(const QString& text) const
{
    const QByteArray bytes = (terminalSafe(text) + QLatin1Char('\n')).toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), err);
    std::fflush(err);
}

void CliIo::write(std::string_view bytes) const
{
    if (m_outFailed || bytes.empty())
        return; // once a write failed, later bytes would only leave a gap in the output
    errno = 0;
    if (std::fwrite(bytes.data(), 1, bytes.size(), out) != bytes.size())
        noteFailure();
}

void CliIo::noteFailure() const
{
    if (!m_outFailed) {
        m_outFailed = true;
        m_outErrno = errno;
    }
}

bool CliIo::finishOutput(QString* reason) const
{
    errno = 0;
    if (!m_outFailed && (std::fflush(out) != 0 || std::ferror(out)))
        noteFailure();
    if (!m_outFailed)
        return true;
    if (reason)
        *reason = m_outErrno != 0 ? QString::fromLocal8Bit(std::strerror(m_outErrno))
                                  : QStringLiteral("a write failed");
    return false;
}

} // namespace ratelab
