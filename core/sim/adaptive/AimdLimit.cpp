// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/adaptive/AimdLimit.h"

#include "core/sim/JavaArithmetic.h"

#include <algorithm>

namespace ratelab {

AimdLimit::AimdLimit(const AimdParams& params)
    : m_params(params)
    , m_limit(params.initialLimit)
{
}

int AimdLimit::onSample(std::int64_t rttUs, int inflight, bool dropped)
{
    int current = m_limit;
    if (dropped || rttUs > m_params.timeoutUs)
        current = java::toInt(current * m_params.backoffRatio);
    else if (static_cast<std::int64_t>(inflight) * 2 >= current)
        current = current + 1;
    // The reference's order: min(max, max(min, x)), so max wins when min > max.
    m_limit = std::min(m_params.maxLimit, std::max(m_params.minLimit, current));
    return m_limit;
}

} // namespace ratelab
