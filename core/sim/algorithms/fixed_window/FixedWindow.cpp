// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/algorithms/fixed_window/FixedWindow.h"

#include "core/sim/algorithms/fixed_window/WindowCount.h"

#include "core/sim/SimTime.h"

#include <algorithm>

namespace ratelab {

FixedWindow::FixedWindow(const LimitParams& params)
    : Algorithm(params)
{
}

Decision FixedWindow::decide(KeyState& state, const DecideInput& in) const
{
    const std::int64_t n = m_params.limit;
    const std::int64_t w = m_params.windowMs;
    const std::int64_t t = in.nowMs;
    const std::int64_t idx = floorDiv(t, w);
    windowcount::enter(state, idx);
    Decision d;
    d.limit = n;
    d.resetMs = (idx + 1) * w;
    // Compared as cost <= N - count so that a huge cost cannot overflow the sum.
    if (in.cost <= n - state.b) {
        state.b += in.cost;
        d.allowed = true;
    } else {
        d.retryAfterMs = d.resetMs - t;
    }
    d.remaining = std::max<std::int64_t>(0, n - state.b);
    return d;
}

double FixedWindow::level(const KeyState& state, std::int64_t nowMs) const
{
    return windowcount::level(state, nowMs, m_params.windowMs);
}

} // namespace ratelab
