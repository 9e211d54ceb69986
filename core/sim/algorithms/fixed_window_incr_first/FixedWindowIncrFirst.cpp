// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/algorithms/fixed_window_incr_first/FixedWindowIncrFirst.h"

#include "core/sim/algorithms/fixed_window/WindowCount.h"

#include "core/sim/SimTime.h"
#include "core/sim/algorithms/IntMath.h"

#include <algorithm>

namespace ratelab {

FixedWindowIncrFirst::FixedWindowIncrFirst(const LimitParams& params)
    : Algorithm(params)
{
}

Decision FixedWindowIncrFirst::decide(KeyState& state, const DecideInput& in) const
{
    const std::int64_t n = m_params.limit;
    const std::int64_t w = m_params.windowMs;
    const std::int64_t t = in.nowMs;
    const std::int64_t idx = floorDiv(t, w);
    windowcount::enter(state, idx);
    // INCRBY first; saturating so that a flood of huge costs cannot wrap the counter.
    state.b = toInt64(Int128{state.b} + in.cost);
    Decision d;
    d.limit = n;
    d.resetMs = (idx + 1) * w;
    d.allowed = state.b <= n;
    if (!d.allowed)
        d.retryAfterMs = d.resetMs - t;
    d.remaining = std::max<std::int64_t>(0, n - state.b);
    return d;
}

double FixedWindowIncrFirst::level(const KeyState& state, std::int64_t nowMs) const
{
    return windowcount::level(state, nowMs, m_params.windowMs);
}

} // namespace ratelab
