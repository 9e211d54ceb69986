// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/algorithms/guava/GuavaWarmup.h"

#include "core/sim/JavaArithmetic.h"
#include "core/sim/SimTime.h"

#include <algorithm>

namespace ratelab {

GuavaWarmup::GuavaWarmup(const LimitParams& params)
    : GuavaSmooth(params)
    , m_warmupMicros(params.warmupMs * kMicrosPerMilli)
{
    // SmoothWarmingUp.doSetRate, operation for operation (the order decides the last bit).
    const double warmup = static_cast<double>(m_warmupMicros);
    const double coldIntervalMicros = m_stableIntervalMicros * kColdFactor;
    m_thresholdPermits = 0.5 * warmup / m_stableIntervalMicros;
    m_maxPermits =
        m_thresholdPermits + 2.0 * warmup / (m_stableIntervalMicros + coldIntervalMicros);
    m_slope = (coldIntervalMicros - m_stableIntervalMicros) / (m_maxPermits - m_thresholdPermits);
}

double GuavaWarmup::permitsToTime(double permits) const
{
    return m_stableIntervalMicros + permits * m_slope;
}

std::int64_t GuavaWarmup::storedPermitsToWaitTime(double storedPermits, double permitsToTake) const
{
    const double availablePermitsAboveThreshold = storedPermits - m_thresholdPermits;
    std::int64_t micros = 0;
    if (availablePermitsAboveThreshold > 0.0) {
        const double permitsAboveThresholdToTake =
            std::min(availablePermitsAboveThreshold, permitsToTake);
        const double length =
            permitsToTime(availablePermitsAboveThreshold)
            + permitsToTime(availablePermitsAboveThreshold - permitsAboveThresholdToTake);
        micros = java::toLong(permitsAboveThresholdToTake * length / 2.0);
        permitsToTake -= permitsAboveThresholdToTake;
    }
    micros = java::add(micros, java::toLong(m_stableIntervalMicros * permitsToTake));
    return micros;
}

double GuavaWarmup::coolDownIntervalMicros() const
{
    return static_cast<double>(m_warmupMicros) / m_maxPermits;
}

} // namespace ratelab
