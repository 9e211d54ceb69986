// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a header-adapting client reads back from a response, in the dialect its lane speaks: how
// much quota is left and how long until it resets. The inverse of rateLimitHeaders().
#include "core/sim/http/HeaderDialect.h"
#include "core/sim/http/HttpResponse.h"

#include <cstdint>
#include <optional>

namespace ratelab {

struct RateLimitReading {
    std::optional<std::int64_t> limit;     // the stated limit of the rule that speaks
    std::optional<std::int64_t> remaining; // the tightest rule's when there are several
    // Delta-seconds until that rule resets; in the structured dialect its `t`, the effective
    // window within which no more than `remaining` may be used.
    std::optional<std::int64_t> resetSeconds;
    std::optional<std::int64_t> retryAfterSeconds;

    bool operator==(const RateLimitReading&) const = default;
};

// epochNowSeconds converts X-RateLimit-Reset (a Unix second) into a delta; the other dialects
// already send one.
RateLimitReading parseRateLimitHeaders(const HttpResponse& response, HeaderDialect dialect,
                                       std::int64_t epochNowSeconds);

} // namespace ratelab
