// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/traffic/RetryPolicy.h"

#include <algorithm>

namespace ratelab {

std::int64_t backoffCapMs(const RetrySpec& spec, int attempt)
{
    const std::int64_t base = std::max<std::int64_t>(spec.baseMs, 0);
    const std::int64_t cap = std::max<std::int64_t>(spec.capMs, 0);
    if (base == 0)
        return 0;
    if (attempt >= 62 || base > (cap >> attempt))
        return cap;
    return std::min(cap, base << attempt);
}

namespace {

// The header carries whole seconds (RFC 9110 delay-seconds, rounded up so the wait is enough):
// every client told "500 ms" comes back 1 s later, in the same millisecond. "Retry-After: 0"
// means at once, which the model takes as 1 ms like Immediate.
SimTime headerWait(const Decision& decision)
{
    if (const std::int64_t s = ceilDiv(std::max<std::int64_t>(decision.retryAfterMs, 0), 1000);
        s > 0)
        return s * kMicrosPerSecond;
    return fromMillis(1);
}

} // namespace

SimTime retryDelay(const RetrySpec& spec, int attempt, const Decision& decision, Random& jitter)
{
    if (spec.kind == RetryKind::None || attempt >= spec.maxAttempts)
        return kNoRetry;
    switch (spec.kind) {
    case RetryKind::None:
        return kNoRetry;
    case RetryKind::Immediate:
        return fromMillis(1);
    case RetryKind::HonourRetryAfter:
        return headerWait(decision);
    case RetryKind::RetryAfterJitter:
        // Jitter on top of the header: the herd told the same second spreads over base_ms.
        return headerWait(decision)
               + jitter.uniformInt(0, fromMillis(std::max<std::int64_t>(spec.baseMs, 0)));
    case RetryKind::RetryAfterExact:
        return fromMillis(std::max<std::int64_t>(decision.retryAfterMs, 1));
    case RetryKind::ExponentialBackoff:
        return fromMillis(backoffCapMs(spec, attempt));
    case RetryKind::ExponentialJitter:
        // Full jitter, drawn in microseconds so that clients spread finer than a millisecond.
        return jitter.uniformInt(0, fromMillis(backoffCapMs(spec, attempt)));
    }
    return kNoRetry;
}

} // namespace ratelab
