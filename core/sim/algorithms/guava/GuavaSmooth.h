// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What Guava's SmoothRateLimiter does for both of its limiters, per key: stored permits that
// accumulate while idle (resync), reserveEarliestAvailable's "pay later" (a request is granted
// at once and its cost pushes nextFreeTicketMicros, so it delays the *next* one) and
// tryAcquire(cost, timeout)'s canAcquire. Subclasses supply what SmoothBursty and SmoothWarmingUp
// differ in. Everything is computed in doubles and Java longs exactly as Guava 31 does.
// Immutable after construction; decide() may run on any thread.
//
// KeyState use: present = the key's limiter exists (created at the key's first request, as a
// per-key cache of limiters would create it), a = storedPermits (the double's bits),
// b = nextFreeTicketMicros on the limiter's clock (ms x 1000). c and log are unused. A refused
// tryAcquire changes nothing.
#include "core/sim/algorithms/Algorithm.h"

namespace ratelab {

class GuavaSmooth : public Algorithm {
public:
    // permitsPerSecond = N x 1000.0 / W, Guava's argument to create().
    static double permitsPerSecond(const LimitParams& params);

    Decision decide(KeyState& state, const DecideInput& in) const final;
    // Stored permits at nowMs.
    [[nodiscard]] double level(const KeyState& state, std::int64_t nowMs) const final;
    [[nodiscard]] double levelLimit() const final { return m_maxPermits; }

    [[nodiscard]] double maxPermits() const { return m_maxPermits; }
    [[nodiscard]] double stableIntervalMicros() const { return m_stableIntervalMicros; }

protected:
    explicit GuavaSmooth(const LimitParams& params);

    // Set by the subclass constructor (its doSetRate).
    double m_maxPermits = 0.0;

    [[nodiscard]] virtual double initialStoredPermits() const = 0;
    [[nodiscard]] virtual std::int64_t storedPermitsToWaitTime(double storedPermits,
                                                               double permitsToTake) const = 0;
    [[nodiscard]] virtual double coolDownIntervalMicros() const = 0;

    double m_stableIntervalMicros; // 1e6 / permitsPerSecond

private:
    double storedAt(const KeyState& state, std::int64_t nowMicros) const; // resync, as a value

    std::int64_t m_timeoutMicros; // tryAcquire's timeout
};

} // namespace ratelab
