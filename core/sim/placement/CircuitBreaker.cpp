// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/placement/CircuitBreaker.h"

namespace ratelab {

CircuitBreaker::CircuitBreaker(CircuitBreakerConfig config)
    : m_config(config)
{
}

bool CircuitBreaker::allowRequest(SimTime t)
{
    switch (m_state) {
    case BreakerState::Closed:
        return true;
    case BreakerState::Open:
        if (t < m_openedAt + m_config.coolDownUs)
            return false;
        m_state = BreakerState::HalfOpen;
        m_probeInFlight = true;
        return true;
    case BreakerState::HalfOpen:
        if (m_probeInFlight)
            return false;
        m_probeInFlight = true;
        return true;
    }
    return false;
}

void CircuitBreaker::recordSuccess(SimTime)
{
    // A late reply to a request sent before the breaker opened changes nothing.
    if (m_state == BreakerState::Open)
        return;
    m_state = BreakerState::Closed;
    m_consecutiveFailures = 0;
    m_probeInFlight = false;
}

void CircuitBreaker::recordFailure(SimTime t)
{
    switch (m_state) {
    case BreakerState::Closed:
        if (++m_consecutiveFailures >= m_config.failureThreshold)
            open(t);
        return;
    case BreakerState::HalfOpen:
        open(t);
        return;
    case BreakerState::Open:
        return;
    }
}

void CircuitBreaker::open(SimTime t)
{
    m_state = BreakerState::Open;
    m_openedAt = t;
    m_probeInFlight = false;
    ++m_timesOpened;
}

} // namespace ratelab
