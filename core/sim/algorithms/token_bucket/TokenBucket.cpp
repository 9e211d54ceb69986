// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/algorithms/token_bucket/TokenBucket.h"

#include "core/sim/algorithms/IntMath.h"

#include <algorithm>

namespace ratelab {
namespace {

// Scaled tokens at time t, refilled from the stored level. The gap is clamped first to the time
// that fills the bucket, so neither t - last (any two int64 times) nor the gap times N can leave
// int64; the result is the same as the exact refill.
std::int64_t refilled(std::int64_t tokens, std::int64_t last, std::int64_t t, std::int64_t n,
                      std::int64_t capacityScaled)
{
    if (t <= last)
        return tokens;
    const std::int64_t missing = capacityScaled - tokens;
    if (missing <= 0)
        return capacityScaled;
    const auto fillMs = static_cast<std::int64_t>(ceilDivPos(missing, n));
    std::int64_t elapsed = 0;
    if (__builtin_sub_overflow(t, last, &elapsed) || elapsed >= fillMs)
        return capacityScaled;
    // elapsed < fillMs, so elapsed * n < missing + n: inside int64.
    return tokens + elapsed * n;
}

} // namespace

TokenBucket::TokenBucket(const LimitParams& params)
    : Algorithm(params)
    , m_capacityScaled(toInt64(mul128(params.capacity(), params.windowMs)))
{
}

Decision TokenBucket::decide(KeyState& state, const DecideInput& in) const
{
    const std::int64_t n = m_params.limit;
    const std::int64_t w = m_params.windowMs;
    const std::int64_t t = in.nowMs;
    if (!state.present) {
        state.present = true;
        state.a = m_capacityScaled;
        state.b = t;
    }
    state.a = refilled(state.a, state.b, t, n, m_capacityScaled);
    state.b = std::max(state.b, t);

    const Int128 need = mul128(in.cost, w);
    Decision d;
    d.limit = n;
    d.allowed = need <= state.a;
    if (d.allowed)
        state.a -= static_cast<std::int64_t>(need);
    else
        // Counted from the refill time, which is t unless the clock stepped back.
        d.retryAfterMs = toInt64(state.b - t + ceilDivPos(need - state.a, n));
    d.remaining = state.a / w;
    d.resetMs = toInt64(state.b + ceilDivPos(m_capacityScaled - state.a, n));
    return d;
}

double TokenBucket::level(const KeyState& state, std::int64_t nowMs) const
{
    if (!state.present)
        return static_cast<double>(m_params.capacity());
    const std::int64_t tokens = refilled(state.a, state.b, nowMs, m_params.limit, m_capacityScaled);
    return static_cast<double>(tokens) / static_cast<double>(m_params.windowMs);
}

} // namespace ratelab
