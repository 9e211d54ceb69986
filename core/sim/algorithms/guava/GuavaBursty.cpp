// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/algorithms/guava/GuavaBursty.h"

namespace ratelab {

double GuavaBursty::maxBurstSeconds(const LimitParams& params)
{
    return params.burst > 0 ? static_cast<double>(params.burst) / permitsPerSecond(params) : 1.0;
}

GuavaBursty::GuavaBursty(const LimitParams& params)
    : GuavaSmooth(params)
{
    m_maxPermits = maxBurstSeconds(params) * permitsPerSecond(params);
}

} // namespace ratelab
