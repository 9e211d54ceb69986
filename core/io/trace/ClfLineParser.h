// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One line of Common Log Format (`host ident authuser [date] "request" status bytes`), the
// default of Apache's `common` and the start of its `combined`, or of Combined Log Format (the
// same plus `"referer" "user-agent"`, also nginx's default `combined`). Quoted fields may hold
// `\"` and `\\` (Apache) or `\xHH` (nginx) escapes; '-' stands for an absent user or size.
// Fields after the ones the format needs are ignored (nginx configurations often append some).
// Works on views into the line, without regular expressions or allocation on the common path,
// so a reader can parse millions of lines a second. Not thread-safe (reuses its scratch text).
#include "core/io/trace/LogLineFault.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ratelab {

struct ClfLine {
    std::string_view host;   // remote host or IP, as written
    std::string_view ident;  // RFC 1413 identity, almost always '-'
    std::string_view user;   // the authenticated user, '-' when none
    std::int64_t timeMs = 0; // UTC
    std::string_view method; // "GET"
    std::string_view target; // "/a/b?c=1", unescaped; an absolute URI's path only
    int status = 0;
    std::int64_t bytes = -1; // -1 for '-'
};

class ClfLineParser {
public:
    explicit ClfLineParser(bool combined)
        : m_combined(combined)
    {
    }

    // `line` without its line end. Nothing on success (views in `out` stay valid until the
    // next call); otherwise the fault, with `why` set to a sentence for a message.
    std::optional<LogLineFault> parse(std::string_view line, ClfLine& out, std::string& why);

private:
    bool m_combined;
    std::string m_scratch; // the request line, when it had to be unescaped
};

} // namespace ratelab
