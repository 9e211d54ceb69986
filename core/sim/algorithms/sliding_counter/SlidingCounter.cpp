// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/algorithms/sliding_counter/SlidingCounter.h"

#include "core/sim/SimTime.h"
#include "core/sim/algorithms/IntMath.h"

#include <algorithm>

namespace ratelab {
namespace {

// floor(count * (W - elapsed) / W), exact for any count and W.
std::int64_t weighted(std::int64_t count, std::int64_t remainingMs, std::int64_t w)
{
    if (count == 0 || remainingMs == w)
        return count;
    return static_cast<std::int64_t>(floorDivPos(mul128(count, remainingMs), w));
}

// The smallest elapsed e in [0, W] with floor(count * (W - e) / W) <= allowance; W if none is
// below W. From floor(x) <= m <=> x < m + 1: W - e < (m + 1) W / count.
std::int64_t firstElapsedWithin(std::int64_t count, std::int64_t allowance, std::int64_t w)
{
    if (count <= allowance)
        return 0;
    const Int128 bound = ceilDivPos(mul128(allowance + 1, w), count);
    return std::max<std::int64_t>(0, toInt64(w + 1 - bound));
}

} // namespace

SlidingCounter::SlidingCounter(const LimitParams& params)
    : Algorithm(params)
{
}

Decision SlidingCounter::decide(KeyState& state, const DecideInput& in) const
{
    const std::int64_t n = m_params.limit;
    const std::int64_t w = m_params.windowMs;
    const std::int64_t t = in.nowMs;
    const std::int64_t idx = floorDiv(t, w);
    if (!state.present) {
        state.present = true;
        state.a = idx;
        state.b = 0;
        state.c = 0;
    } else if (idx == state.a + 1) {
        state.c = state.b;
        state.b = 0;
        state.a = idx;
    } else if (idx > state.a + 1) {
        state.b = 0;
        state.c = 0;
        state.a = idx;
    }
    const std::int64_t windowStart = state.a * w;
    const std::int64_t elapsed = idx < state.a ? 0 : t - windowStart;
    const std::int64_t est = weighted(state.c, w - elapsed, w) + state.b;

    Decision d;
    d.limit = n;
    d.allowed = in.cost <= n - est;
    if (d.allowed)
        state.b += in.cost;
    d.remaining = std::max<std::int64_t>(0, n - est - (d.allowed ? in.cost : 0));
    d.resetMs = state.b > 0 ? windowStart + 2 * w : state.c > 0 ? windowStart + w : t;
    if (!d.allowed)
        d.retryAfterMs = (in.cost <= n ? firstAdmitAfter(state, t, in.cost) : d.resetMs) - t;
    return d;
}

std::int64_t SlidingCounter::firstAdmitAfter(const KeyState& state, std::int64_t t,
                                             std::int64_t cost) const
{
    const std::int64_t w = m_params.windowMs;
    const std::int64_t allowance = m_params.limit - cost; // est must not exceed this
    const std::int64_t start = state.a * w;
    // Before the stored window (a clock that stepped back) the estimate is the full b + c.
    if (t + 1 < start && state.b + state.c <= allowance)
        return t + 1;
    // In window a the previous count decays: est = floor(c (W - e) / W) + b.
    if (state.b <= allowance) {
        const std::int64_t e = firstElapsedWithin(state.c, allowance - state.b, w);
        const std::int64_t at = std::max(t + 1, start + e);
        if (at < start + w)
            return at;
    }
    // In window a + 1 the current count becomes the previous one: est = floor(b (W - e) / W).
    const std::int64_t e = firstElapsedWithin(state.b, allowance, w);
    const std::int64_t at = std::max(t + 1, start + w + e);
    if (at < start + 2 * w)
        return at;
    return std::max(t + 1, start + 2 * w);
}

std::int64_t SlidingCounter::estimateAt(const KeyState& state, std::int64_t nowMs) const
{
    if (!state.present)
        return 0;
    const std::int64_t w = m_params.windowMs;
    const std::int64_t idx = floorDiv(nowMs, w);
    if (idx < state.a)
        return state.b + state.c;
    if (idx == state.a)
        return weighted(state.c, w - (nowMs - state.a * w), w) + state.b;
    if (idx == state.a + 1)
        return weighted(state.b, w - (nowMs - idx * w), w);
    return 0;
}

double SlidingCounter::level(const KeyState& state, std::int64_t nowMs) const
{
    return static_cast<double>(estimateAt(state, nowMs));
}

} // namespace ratelab
