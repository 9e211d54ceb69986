// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/http/ResponseRenderer.h"

#include "core/sim/SimTime.h"
#include "core/sim/http/RateLimitHeaders.h"
#include "core/sim/http/SoftLimit.h"

#include <string>

namespace ratelab {
namespace {

// A JSON string's contents: a one-rule lane's rule carries the lane's name, which may hold
// anything.
std::string jsonEscaped(const std::string& text)
{
    std::string out;
    for (const char ch : text) {
        if (ch == '"' || ch == '\\')
            out += '\\';
        if (static_cast<unsigned char>(ch) < 0x20)
            out += ' ';
        else
            out += ch;
    }
    return out;
}

} // namespace

HttpResponse renderResponse(const Decision& decision, const LimitParams& params, std::int64_t nowMs,
                            std::int64_t epochSeconds, const ResponseOptions& options)
{
    const std::string limit = std::to_string(decision.limit);
    const std::string resetsAt = std::to_string(epochSeconds + ceilDiv(decision.resetMs, 1000));
    const std::string windowSeconds = std::to_string(ceilDiv(params.windowMs, 1000));
    const bool rejected = !decision.allowed && !options.dryRun;

    HttpResponse r;
    if (rejected) {
        r.status = options.rejectStatus;
        r.reason = r.status == 503 ? "Service Unavailable" : "Too Many Requests";
    }
    const std::string name = !options.speaker.empty() ? options.speaker
                             : !options.rule.empty()  ? options.rule
                                                      : std::string("default");
    const RuleQuota own{name,
                        decision.limit,
                        params.windowMs,
                        decision.remaining,
                        decision.resetMs,
                        decision.effectiveWindowSeconds};
    r.headers = rateLimitHeaders(options.dialect,
                                 options.quotas.empty() ? std::span<const RuleQuota>(&own, 1)
                                                        : options.quotas,
                                 nowMs, epochSeconds);
    if (rejected) {
        const std::int64_t seconds = ceilDiv(decision.retryAfterMs, 1000);
        const std::string s = std::to_string(seconds);
        r.headers.push_back({"Retry-After", s});
        r.headers.push_back({"Content-Type", "application/json"});
        r.body =
            R"({"error":{"code":"RATE_LIMIT_EXCEEDED","message":"Too many requests. Retry after )"
            + s + (seconds == 1 ? " second." : " seconds.") + R"(","retry_after":)" + s
            + R"(,"limit":)" + limit + R"(,"window":")" + windowSeconds + R"(s","resets_at":)"
            + resetsAt
            + (options.rule.empty() ? "" : R"(,"rule":")" + jsonEscaped(options.rule) + "\"")
            + "}}";
    } else if (softLimitReached(decision, options.softLimitFraction)) {
        r.headers.push_back(
            {"X-RateLimit-Warning",
             std::to_string(decision.limit - decision.remaining) + " of " + limit + " used"});
    }
    if (options.dryRun && !decision.allowed)
        r.headers.push_back({"X-RateLimit-Dry-Run", "would-reject"});
    return r;
}

} // namespace ratelab
