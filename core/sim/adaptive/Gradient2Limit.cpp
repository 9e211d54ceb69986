// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/adaptive/Gradient2Limit.h"

#include "core/sim/JavaArithmetic.h"

#include <algorithm>

namespace ratelab {

namespace {
constexpr int kWarmupWindow = 10; // fixed in the reference's constructor, not a parameter
}

Gradient2Limit::Gradient2Limit(const Gradient2Params& params)
    : m_params(params)
    , m_estimated(params.initialLimit)
    , m_longRtt(params.longWindow, kWarmupWindow)
    , m_limit(params.initialLimit)
{
}

int Gradient2Limit::onSample(std::int64_t rttUs, int inflight, bool dropped)
{
    static_cast<void>(dropped); // Gradient2 reads latency only
    // Nanoseconds, as the library is fed: the averages round the same way only in one unit.
    m_limit = update(rttUs * 1000, inflight);
    return m_limit;
}

int Gradient2Limit::update(std::int64_t rttNs, int inflight)
{
    const double estimated = m_estimated;
    const double queueSize = m_params.queueSize;
    const double shortRtt = static_cast<double>(rttNs);
    // The gradient below uses this value even when the measurement is decayed right after.
    const double longRtt = m_longRtt.add(static_cast<double>(rttNs));
    if (longRtt / shortRtt > 2)
        m_longRtt.scale(0.95);

    if (inflight < estimated / 2)
        return java::toInt(estimated);

    const double gradient =
        std::max(0.5, std::min(1.0, m_params.rttTolerance * longRtt / shortRtt));
    double newLimit = estimated * gradient + queueSize;
    newLimit = estimated * (1 - m_params.smoothing) + newLimit * m_params.smoothing;
    newLimit = std::max(static_cast<double>(m_params.minLimit),
                        std::min(static_cast<double>(m_params.maxLimit), newLimit));
    m_estimated = newLimit;
    return java::toInt(newLimit);
}

} // namespace ratelab
