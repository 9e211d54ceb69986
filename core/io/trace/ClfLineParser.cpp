// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/trace/ClfLineParser.h"

#include "core/io/trace/LogTime.h"
#include "core/io/trace/ShownText.h"

#include <cstring>

namespace ratelab {

namespace {

// Reads the blank-separated token at `pos` and moves `pos` past it and the blanks after it.
std::string_view token(std::string_view line, std::size_t& pos)
{
    const std::size_t begin = pos;
    while (pos < line.size() && line[pos] != ' ' && line[pos] != '\t')
        ++pos;
    const std::string_view word = line.substr(begin, pos - begin);
    while (pos < line.size() && (line[pos] == ' ' || line[pos] == '\t'))
        ++pos;
    return word;
}

void skipBlanks(std::string_view line, std::size_t& pos)
{
    while (pos < line.size() && (line[pos] == ' ' || line[pos] == '\t'))
        ++pos;
}

// `pos` at an opening quote: the raw (still escaped) contents, `pos` past the closing quote and
// the blanks after it, and whether a backslash occurred. False when there is no closing quote.
bool quoted(std::string_view line, std::size_t& pos, std::string_view& contents, bool& escaped)
{
    const std::size_t begin = pos + 1;
    std::size_t p = begin;
    escaped = false;
    while (true) {
        const void* hit = std::memchr(line.data() + p, '"', line.size() - p);
        if (!hit)
            return false;
        const std::size_t quote =
            static_cast<std::size_t>(static_cast<const char*>(hit) - line.data());
        // The quote is escaped when an odd number of backslashes precede it.
        std::size_t backslashes = 0;
        while (quote - backslashes > begin && line[quote - backslashes - 1] == '\\')
            ++backslashes;
        if (backslashes > 0)
            escaped = true;
        if (backslashes % 2 == 0) {
            if (!escaped)
                escaped = std::memchr(line.data() + begin, '\\', quote - begin) != nullptr;
            contents = line.substr(begin, quote - begin);
            pos = quote + 1;
            skipBlanks(line, pos);
            return true;
        }
        p = quote + 1;
    }
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// Apache's \" and \\ and nginx's \xHH; any other backslash stays as written.
void unescape(std::string_view text, std::string& out)
{
    out.clear();
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 1 < text.size()) {
            const char next = text[i + 1];
            if (next == '"' || next == '\\') {
                out += next;
                ++i;
                continue;
            }
            if (next == 'x' && i + 3 < text.size() && hexValue(text[i + 2]) >= 0
                && hexValue(text[i + 3]) >= 0) {
                out += static_cast<char>(hexValue(text[i + 2]) * 16 + hexValue(text[i + 3]));
                i += 3;
                continue;
            }
        }
        out += text[i];
    }
}

bool isMethodChar(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '-' || c == '_';
}

} // namespace

std::optional<LogLineFault> ClfLineParser::parse(std::string_view line, ClfLine& out,
                                                 std::string& why)
{
    std::size_t pos = 0;
    skipBlanks(line, pos);
    auto tooFew = [&](const char* missing) {
        why = std::string("the line ends before the ") + missing;
        return LogLineFault::TooFewFields;
    };

    out.host = token(line, pos);
    if (pos >= line.size())
        return tooFew("ident field");
    out.ident = token(line, pos);
    if (pos >= line.size())
        return tooFew("user field");
    out.user = token(line, pos);
    if (pos >= line.size())
        return tooFew("[date] field");

    if (line[pos] != '[') {
        why = "expected the [date] as the fourth field, got " + shownText(token(line, pos));
        return LogLineFault::BadTime;
    }
    const std::size_t close = line.find(']', pos);
    if (close == std::string_view::npos) {
        why = "the [date] has no closing bracket";
        return LogLineFault::BadTime;
    }
    if (!parseClfTime(line.substr(pos + 1, close - pos - 1), out.timeMs, why))
        return LogLineFault::BadTime;
    pos = close + 1;
    skipBlanks(line, pos);

    if (pos >= line.size())
        return tooFew("\"request\" field");
    if (line[pos] != '"') {
        why = "expected the quoted \"request\" line after the date, got "
              + shownText(line.substr(pos, line.find(' ', pos) - pos));
        return LogLineFault::NoRequestLine;
    }
    std::string_view request;
    bool escaped = false;
    if (!quoted(line, pos, request, escaped)) {
        why = "the request line has no closing quote";
        return LogLineFault::UnterminatedQuote;
    }
    if (request.empty() || request == "-") {
        why = "the request line is " + shownText(request)
              + " (the client sent no request, as nginx logs for a closed connection)";
        return LogLineFault::NoRequestLine;
    }
    if (escaped) {
        unescape(request, m_scratch);
        request = m_scratch;
    }
    // METHOD TARGET [HTTP/x.y]
    const std::size_t space = request.find(' ');
    out.method = request.substr(0, space);
    bool methodOk = !out.method.empty() && out.method.size() <= 24;
    for (const char c : out.method)
        methodOk = methodOk && isMethodChar(c);
    std::string_view target =
        space == std::string_view::npos ? std::string_view() : request.substr(space + 1);
    if (const std::size_t last = target.rfind(' ');
        last != std::string_view::npos && target.substr(last + 1).starts_with("HTTP/"))
        target = target.substr(0, last);
    for (const std::string_view scheme : {"http://", "https://"})
        if (target.starts_with(scheme)) {
            const std::size_t slash = target.find('/', scheme.size());
            target = slash == std::string_view::npos ? std::string_view("/") : target.substr(slash);
        }
    const bool targetOk =
        (target.starts_with('/') || target == "*") && target.find(' ') == std::string_view::npos;
    if (!methodOk || !targetOk) {
        why = "expected the request line as METHOD /path [HTTP/x.y], got " + shownText(request);
        return LogLineFault::BadRequest;
    }
    out.target = target;

    if (pos >= line.size())
        return tooFew("status field");
    const std::string_view status = token(line, pos);
    if (status.size() != 3 || status[0] < '1' || status[0] > '5' || status[1] < '0'
        || status[1] > '9' || status[2] < '0' || status[2] > '9') {
        why = "expected a three-digit status 100..599, got " + shownText(status);
        return LogLineFault::BadStatus;
    }
    out.status = (status[0] - '0') * 100 + (status[1] - '0') * 10 + (status[2] - '0');

    if (pos >= line.size())
        return tooFew("bytes field");
    const std::string_view bytes = token(line, pos);
    if (bytes == "-") {
        out.bytes = -1;
    } else {
        std::int64_t value = 0;
        // At most 18 digits, so the value never overflows; stop at the first that is not one.
        bool ok = bytes.size() <= 18;
        for (std::size_t i = 0; ok && i < bytes.size(); ++i) {
            ok = bytes[i] >= '0' && bytes[i] <= '9';
            if (ok)
                value = value * 10 + (bytes[i] - '0');
        }
        if (!ok) {
            why =
                "expected the size in bytes (a non-negative integer or -), got " + shownText(bytes);
            return LogLineFault::BadBytes;
        }
        out.bytes = value;
    }

    if (!m_combined)
        return std::nullopt;
    for (const char* field : {"\"referer\" field", "\"user-agent\" field"}) {
        if (pos >= line.size())
            return tooFew(field);
        if (line[pos] != '"') {
            why = std::string("expected the quoted ") + field + ", got "
                  + shownText(line.substr(pos, line.find(' ', pos) - pos));
            return LogLineFault::NotQuoted;
        }
        std::string_view contents;
        if (!quoted(line, pos, contents, escaped)) {
            why = std::string("the ") + field + " has no closing quote";
            return LogLineFault::UnterminatedQuote;
        }
    }
    return std::nullopt;
}

} // namespace ratelab
