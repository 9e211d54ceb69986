// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/adaptive/VegasLimit.h"

#include "core/sim/JavaArithmetic.h"
#include "core/sim/adaptive/Log10RootInt.h"

#include <algorithm>
#include <cmath>

namespace ratelab {

VegasLimit::VegasLimit(const VegasParams& params, Random random)
    : m_params(params)
    , m_random(random)
    , m_estimated(params.initialLimit)
    , m_limit(params.initialLimit)
{
    resetProbeJitter();
}

void VegasLimit::resetProbeJitter()
{
    m_probeJitter = m_params.probeJitter ? *m_params.probeJitter : 0.5 + 0.5 * m_random.uniform01();
}

int VegasLimit::onSample(std::int64_t rttUs, int inflight, bool dropped)
{
    // The library is fed nanoseconds; the same unit keeps every double the same.
    m_limit = update(rttUs * 1000, inflight, dropped);
    return m_limit;
}

int VegasLimit::update(std::int64_t rttNs, int inflight, bool dropped)
{
    ++m_probeCount;
    // Evaluated left to right as in shouldProbe(): (jitter x multiplier) x limit <= count.
    if (m_probeJitter * m_params.probeMultiplier * m_estimated <= m_probeCount) {
        resetProbeJitter();
        m_probeCount = 0;
        m_rttNoLoadNs = rttNs;
        return java::toInt(m_estimated);
    }
    if (m_rttNoLoadNs == 0 || rttNs < m_rttNoLoadNs) {
        m_rttNoLoadNs = rttNs;
        return java::toInt(m_estimated);
    }
    return updateEstimate(rttNs, inflight, dropped);
}

int VegasLimit::updateEstimate(std::int64_t rttNs, int inflight, bool dropped)
{
    const double estimated = m_estimated;
    const int queueSize = java::toInt(std::ceil(
        estimated * (1 - static_cast<double>(m_rttNoLoadNs) / static_cast<double>(rttNs))));
    const int l = log10RootInt(java::toInt(estimated));
    const auto decrease = [&] { return estimated - l; };

    double newLimit = 0.0;
    if (dropped) {
        newLimit = decrease();
    } else if (static_cast<std::int64_t>(inflight) * 2 < estimated) {
        return java::toInt(estimated); // app-limited: no upward drift
    } else {
        const int alpha = m_params.alpha ? *m_params.alpha : 3 * l;
        const int beta = m_params.beta ? *m_params.beta : 6 * l;
        const int threshold = m_params.threshold ? *m_params.threshold : l;
        if (queueSize <= threshold)
            newLimit = estimated + beta;
        else if (queueSize < alpha)
            newLimit = estimated + l;
        else if (queueSize > beta)
            newLimit = decrease();
        else
            return java::toInt(estimated);
    }
    newLimit = std::max(1.0, std::min(static_cast<double>(m_params.maxLimit), newLimit));
    newLimit = (1 - m_params.smoothing) * estimated + m_params.smoothing * newLimit;
    m_estimated = newLimit;
    return java::toInt(newLimit);
}

} // namespace ratelab
