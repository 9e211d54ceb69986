// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A circuit breaker in front of a store: after K consecutive failures it opens and requests stop
// going to the store; after a cool-down one probe is let through (half-open); its success closes
// the breaker, its failure opens it again. Owned by the engine, one per instance and store;
// single-threaded; time is passed in.
#include "core/sim/SimTime.h"

#include <cstdint>

namespace ratelab {

struct CircuitBreakerConfig {
    int failureThreshold = 5; // K consecutive failures open it
    SimTime coolDownUs = 5 * kMicrosPerSecond;
};

enum class BreakerState : std::uint8_t { Closed, Open, HalfOpen };

class CircuitBreaker {
public:
    explicit CircuitBreaker(CircuitBreakerConfig config = {});

    // May a request go to the store at t? Moves Open -> HalfOpen once the cool-down has passed
    // and then admits exactly one probe until its outcome is recorded.
    bool allowRequest(SimTime t);
    void recordSuccess(SimTime t);
    void recordFailure(SimTime t);

    [[nodiscard]] BreakerState state() const { return m_state; }
    [[nodiscard]] int timesOpened() const { return m_timesOpened; }
    [[nodiscard]] SimTime openedAt() const { return m_openedAt; }

private:
    void open(SimTime t);

    CircuitBreakerConfig m_config;
    BreakerState m_state = BreakerState::Closed;
    int m_consecutiveFailures = 0;
    int m_timesOpened = 0;
    SimTime m_openedAt = 0;
    bool m_probeInFlight = false;
};

} // namespace ratelab
