// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/algorithms/leaky_bucket/LeakyBucket.h"

#include "core/sim/algorithms/IntMath.h"
#include "core/sim/algorithms/TatMeter.h"

namespace ratelab {

LeakyBucket::LeakyBucket(const LimitParams& params)
    : Algorithm(params)
    , m_capacityUnits(toInt64(mul128(params.capacity(), params.windowMs)))
{
}

Decision LeakyBucket::decide(KeyState& state, const DecideInput& in) const
{
    const std::int64_t n = m_params.limit;
    const std::int64_t w = m_params.windowMs;
    const std::int64_t t = in.nowMs;
    tatmeter::initIfAbsent(state, t);
    Int128 queued = tatmeter::aheadAt(state, t, n); // start - now
    const Int128 next = queued + mul128(in.cost, w);

    Decision d;
    d.limit = n;
    d.allowed = next <= m_capacityUnits;
    if (d.allowed) {
        d.delayMs = toInt64(ceilDivPos(queued, n));
        tatmeter::store(state, t, next);
        queued = next;
    } else {
        d.retryAfterMs = toInt64(ceilDivPos(next - m_capacityUnits, n));
    }
    d.remaining = queued >= m_capacityUnits ? 0 : toInt64(floorDivPos(m_capacityUnits - queued, w));
    d.resetMs = toInt64(t + ceilDivPos(queued, n));
    return d;
}

double LeakyBucket::level(const KeyState& state, std::int64_t nowMs) const
{
    const Int128 queued = state.present ? tatmeter::aheadAt(state, nowMs, m_params.limit) : 0;
    return static_cast<double>(queued) / static_cast<double>(m_params.windowMs);
}

} // namespace ratelab
