// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/http/RateLimitReading.h"

#include "core/sim/TextParse.h"

#include <string>
#include <string_view>
#include <vector>

namespace ratelab {
namespace {

std::optional<std::int64_t> integer(std::string_view text)
{
    return wholeNumber<std::int64_t>(trimmedBlanks(text));
}

std::optional<std::int64_t> headerInteger(const HttpResponse& response, std::string_view name)
{
    const std::string* value = response.header(name);
    return value ? integer(*value) : std::nullopt;
}

// Splits on the separator outside sf-strings (a quoted name may hold a comma).
std::vector<std::string_view> split(std::string_view text, char separator)
{
    std::vector<std::string_view> parts;
    bool quoted = false;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (quoted && text[i] == '\\')
            ++i;
        else if (text[i] == '"')
            quoted = !quoted;
        else if (!quoted && text[i] == separator) {
            parts.push_back(trimmedBlanks(text.substr(start, i - start)));
            start = i + 1;
        }
    }
    parts.push_back(trimmedBlanks(text.substr(start)));
    return parts;
}

// The value of key in "k=v<sep>k=v" (draft-07's list members, a structured item's parameters).
std::optional<std::int64_t> member(const std::vector<std::string_view>& parts, std::string_view key)
{
    for (const std::string_view part : parts) {
        const std::size_t eq = part.find('=');
        if (eq != std::string_view::npos && trimmedBlanks(part.substr(0, eq)) == key)
            return integer(part.substr(eq + 1));
    }
    return std::nullopt;
}

// The quota q of the RateLimit-Policy item named `name` (its sf-string, quotes included).
std::optional<std::int64_t> policyQuota(const HttpResponse& response, std::string_view name)
{
    const std::string* policy = response.header("RateLimit-Policy");
    if (!policy)
        return std::nullopt;
    for (const std::string_view item : split(*policy, ',')) {
        const std::vector<std::string_view> params = split(item, ';');
        if (params.front() == name)
            return member(params, "q");
    }
    return std::nullopt;
}

// The item with the least remaining speaks: it is the rule that refuses first. Its limit is the
// quota of the policy item of the same name.
void readStructured(const HttpResponse& response, const std::string& value,
                    RateLimitReading& reading)
{
    for (const std::string_view item : split(value, ',')) {
        const std::vector<std::string_view> params = split(item, ';');
        const auto r = member(params, "r");
        if (!r || (reading.remaining && *reading.remaining <= *r))
            continue;
        reading.remaining = r;
        reading.resetSeconds = member(params, "t");
        reading.limit = policyQuota(response, params.front());
    }
}

} // namespace

RateLimitReading parseRateLimitHeaders(const HttpResponse& response, HeaderDialect dialect,
                                       std::int64_t epochNowSeconds)
{
    RateLimitReading reading;
    reading.retryAfterSeconds = headerInteger(response, "Retry-After");
    switch (dialect) {
    case HeaderDialect::XRateLimit:
        reading.limit = headerInteger(response, "X-RateLimit-Limit");
        reading.remaining = headerInteger(response, "X-RateLimit-Remaining");
        if (const auto at = headerInteger(response, "X-RateLimit-Reset"))
            reading.resetSeconds = *at - epochNowSeconds;
        break;
    case HeaderDialect::Draft06:
        reading.limit = headerInteger(response, "RateLimit-Limit");
        reading.remaining = headerInteger(response, "RateLimit-Remaining");
        reading.resetSeconds = headerInteger(response, "RateLimit-Reset");
        break;
    case HeaderDialect::Draft07:
        if (const std::string* value = response.header("RateLimit")) {
            const auto parts = split(*value, ',');
            reading.limit = member(parts, "limit");
            reading.remaining = member(parts, "remaining");
            reading.resetSeconds = member(parts, "reset");
        }
        break;
    case HeaderDialect::Structured:
        if (const std::string* value = response.header("RateLimit"))
            readStructured(response, *value, reading);
        break;
    }
    return reading;
}

} // namespace ratelab
