// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/algorithms/guava/GuavaSmooth.h"

#include "core/sim/JavaArithmetic.h"
#include "core/sim/SimTime.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace ratelab {

double GuavaSmooth::permitsPerSecond(const LimitParams& params)
{
    return static_cast<double>(params.limit) * 1000.0 / static_cast<double>(params.windowMs);
}

GuavaSmooth::GuavaSmooth(const LimitParams& params)
    : Algorithm(params)
    , m_stableIntervalMicros(1000000.0 / permitsPerSecond(params)) // SECONDS.toMicros(1L) / qps
    , m_timeoutMicros(std::max<std::int64_t>(0, params.timeoutMs * kMicrosPerMilli))
{
}

double GuavaSmooth::storedAt(const KeyState& state, std::int64_t nowMicros) const
{
    const double stored = std::bit_cast<double>(state.a);
    if (nowMicros <= state.b)
        return stored;
    const double newPermits =
        static_cast<double>(java::sub(nowMicros, state.b)) / coolDownIntervalMicros();
    return std::min(m_maxPermits, stored + newPermits);
}

Decision GuavaSmooth::decide(KeyState& state, const DecideInput& in) const
{
    const std::int64_t now = in.nowMs * kMicrosPerMilli;
    if (!state.present) {
        // setRate at creation: resync, then doSetRate's starting permits (0 for SmoothBursty,
        // maxPermits for SmoothWarmingUp). Guava's stopwatch starts at the limiter's creation.
        state.present = true;
        state.a = std::bit_cast<std::int64_t>(initialStoredPermits());
        state.b = now;
    }
    Decision d;
    d.limit = m_params.limit;
    // canAcquire: queryEarliestAvailable(now) - timeoutMicros <= now.
    if (java::sub(state.b, m_timeoutMicros) > now) {
        d.retryAfterMs =
            ceilDiv(java::sub(java::sub(state.b, m_timeoutMicros), now), kMicrosPerMilli);
        d.resetMs = ceilDiv(state.b, kMicrosPerMilli);
        return d;
    }
    // reserveEarliestAvailable(permits, now), after resync(now).
    double stored = storedAt(state, now);
    std::int64_t nextFree = std::max(state.b, now);
    const std::int64_t momentAvailable = nextFree;
    const double required = static_cast<double>(in.cost);
    const double storedToSpend = std::min(required, stored);
    const double freshPermits = required - storedToSpend;
    const std::int64_t waitMicros = java::add(storedPermitsToWaitTime(stored, storedToSpend),
                                              java::toLong(freshPermits * m_stableIntervalMicros));
    nextFree = java::saturatedAdd(nextFree, waitMicros);
    stored -= storedToSpend;
    state.a = std::bit_cast<std::int64_t>(stored);
    state.b = nextFree;

    d.allowed = true;
    d.delayMs =
        ceilDiv(std::max<std::int64_t>(java::sub(momentAvailable, now), 0), kMicrosPerMilli);
    d.remaining =
        java::sub(nextFree, m_timeoutMicros) <= now ? java::toLong(std::floor(stored)) : 0;
    d.resetMs = ceilDiv(nextFree, kMicrosPerMilli);
    return d;
}

double GuavaSmooth::level(const KeyState& state, std::int64_t nowMs) const
{
    if (!state.present)
        return initialStoredPermits();
    return storedAt(state, nowMs * kMicrosPerMilli);
}

} // namespace ratelab
