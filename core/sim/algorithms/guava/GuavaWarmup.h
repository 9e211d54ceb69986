// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Guava's SmoothWarmingUp (RateLimiter.create(permitsPerSecond, warmupPeriod), coldFactor 3):
// stored permits above thresholdPermits = 0.5 x warmup / stableInterval cost the trapezoid under
// stableInterval + permits x slope, up to coldInterval = 3 x stableInterval at maxPermits =
// threshold + 2 x warmup / (stable + cold); a new limiter starts cold, with maxPermits stored, as
// Guava's doSetRate does. Immutable after construction; decide() may run on any thread.
// KeyState use: see GuavaSmooth.h.
#include "core/sim/algorithms/guava/GuavaSmooth.h"

namespace ratelab {

class GuavaWarmup final : public GuavaSmooth {
public:
    static constexpr double kColdFactor = 3.0;

    explicit GuavaWarmup(const LimitParams& params);

    [[nodiscard]] AlgorithmKind kind() const override { return AlgorithmKind::GuavaWarmup; }
    [[nodiscard]] double thresholdPermits() const { return m_thresholdPermits; }

private:
    [[nodiscard]] double initialStoredPermits() const override { return m_maxPermits; }
    [[nodiscard]] std::int64_t storedPermitsToWaitTime(double storedPermits,
                                                       double permitsToTake) const override;
    [[nodiscard]] double coolDownIntervalMicros() const override;
    [[nodiscard]] double permitsToTime(double permits) const;

    std::int64_t m_warmupMicros;
    double m_thresholdPermits;
    double m_slope;
};

} // namespace ratelab
