// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/algorithms/gcra/Gcra.h"

#include "core/sim/algorithms/IntMath.h"
#include "core/sim/algorithms/TatMeter.h"

namespace ratelab {

Gcra::Gcra(const LimitParams& params)
    : Algorithm(params)
    , m_tolerance(toInt64(mul128(params.capacity(), params.windowMs)))
{
}

Decision Gcra::decide(KeyState& state, const DecideInput& in) const
{
    const std::int64_t n = m_params.limit;
    const std::int64_t w = m_params.windowMs;
    const std::int64_t t = in.nowMs;
    tatmeter::initIfAbsent(state, t);
    Int128 ahead = tatmeter::aheadAt(state, t, n);
    const Int128 next = ahead + mul128(in.cost, w); // tat' - now

    Decision d;
    d.limit = n;
    d.allowed = next <= m_tolerance;
    if (d.allowed) {
        tatmeter::store(state, t, next);
        ahead = next;
    } else {
        d.retryAfterMs = toInt64(ceilDivPos(next - m_tolerance, n));
    }
    // A clock that stepped back can leave the TAT more than the tolerance ahead: clamp at 0.
    d.remaining = ahead >= m_tolerance ? 0 : toInt64(floorDivPos(m_tolerance - ahead, w));
    d.resetMs = toInt64(t + ceilDivPos(ahead, n));
    return d;
}

double Gcra::level(const KeyState& state, std::int64_t nowMs) const
{
    const Int128 ahead = state.present ? tatmeter::aheadAt(state, nowMs, m_params.limit) : 0;
    return static_cast<double>(m_tolerance - ahead) / static_cast<double>(m_params.windowMs);
}

} // namespace ratelab
