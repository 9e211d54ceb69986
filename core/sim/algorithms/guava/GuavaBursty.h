// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Guava's SmoothBursty (RateLimiter.create(permitsPerSecond)): permits stored while idle up to
// maxPermits = maxBurstSeconds x permitsPerSecond (one second by default; --burst B stores B),
// spent at no wait; a new limiter starts with none stored. Immutable after construction;
// decide() may run on any thread. KeyState use: see GuavaSmooth.h.
#include "core/sim/algorithms/guava/GuavaSmooth.h"

namespace ratelab {

class GuavaBursty final : public GuavaSmooth {
public:
    explicit GuavaBursty(const LimitParams& params);

    // B / permitsPerSecond for --burst B, else 1.0: the argument Guava's constructor is given.
    static double maxBurstSeconds(const LimitParams& params);

    [[nodiscard]] AlgorithmKind kind() const override { return AlgorithmKind::GuavaBursty; }

private:
    [[nodiscard]] double initialStoredPermits() const override { return 0.0; }
    [[nodiscard]] std::int64_t storedPermitsToWaitTime(double, double) const override { return 0; }
    [[nodiscard]] double coolDownIntervalMicros() const override { return m_stableIntervalMicros; }
};

} // namespace ratelab
