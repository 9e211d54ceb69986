// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/http/RateLimitHeaders.h"

#include "core/sim/SimTime.h"

#include <algorithm>
#include <string>

namespace ratelab {
namespace {

std::string str(std::int64_t value)
{
    return std::to_string(value);
}

// Delay-seconds cannot be negative; the default dialect keeps today's unclamped bytes instead.
std::int64_t secondsUntilReset(const RuleQuota& q, std::int64_t nowMs)
{
    return std::max<std::int64_t>(0, ceilDiv(q.resetMs - nowMs, 1000));
}

// The structured dialect's `t`: the effective window when the decision carries it; otherwise,
// as far as can be known, the time until the quota resets.
std::int64_t effectiveWindowSeconds(const RuleQuota& q, std::int64_t nowMs)
{
    return q.effectiveWindowSeconds >= 0 ? q.effectiveWindowSeconds : secondsUntilReset(q, nowMs);
}

// RFC 9651 sf-string: quote and backslash escaped, anything outside printable ASCII a space.
std::string sfString(const std::string& text)
{
    std::string out = "\"";
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (ch == '"' || ch == '\\')
            out += '\\';
        out += c < 0x20 || c > 0x7e ? ' ' : ch;
    }
    return out + "\"";
}

std::vector<HttpHeader> structured(std::span<const RuleQuota> quotas, std::int64_t nowMs)
{
    std::string policy;
    std::string state;
    for (const RuleQuota& q : quotas) {
        const std::string sep = policy.empty() ? "" : ", ";
        const std::string name = sfString(q.name);
        policy += sep + name + ";q=" + str(q.limit) + ";w=" + str(ceilDiv(q.windowMs, 1000));
        state +=
            sep + name + ";r=" + str(q.remaining) + ";t=" + str(effectiveWindowSeconds(q, nowMs));
    }
    return {{"RateLimit-Policy", policy}, {"RateLimit", state}};
}

} // namespace

std::vector<HttpHeader> rateLimitHeaders(HeaderDialect dialect, std::span<const RuleQuota> quotas,
                                         std::int64_t nowMs, std::int64_t epochSeconds)
{
    const RuleQuota& q = quotas.front();
    const std::string limit = str(q.limit);
    const std::string remaining = str(q.remaining);
    const std::string policy = limit + ";w=" + str(ceilDiv(q.windowMs, 1000));
    switch (dialect) {
    case HeaderDialect::XRateLimit:
        return {
            {"X-RateLimit-Limit", limit},
            {"X-RateLimit-Remaining", remaining},
            {"X-RateLimit-Reset", str(epochSeconds + ceilDiv(q.resetMs, 1000))},
            {"RateLimit-Policy", policy},
            {"RateLimit", "limit=" + limit + ", remaining=" + remaining
                              + ", reset=" + str(ceilDiv(q.resetMs - nowMs, 1000))},
        };
    case HeaderDialect::Draft06:
        return {
            {"RateLimit-Limit", limit},
            {"RateLimit-Remaining", remaining},
            {"RateLimit-Reset", str(secondsUntilReset(q, nowMs))},
            {"RateLimit-Policy", policy},
        };
    case HeaderDialect::Draft07:
        return {
            {"RateLimit-Policy", policy},
            {"RateLimit", "limit=" + limit + ", remaining=" + remaining
                              + ", reset=" + str(secondsUntilReset(q, nowMs))},
        };
    case HeaderDialect::Structured:
        return structured(quotas, nowMs);
    }
    return {};
}

} // namespace ratelab
