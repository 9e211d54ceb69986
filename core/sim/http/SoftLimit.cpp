// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/http/SoftLimit.h"

#include "core/sim/algorithms/IntMath.h"

#include <algorithm>
#include <cmath>

namespace ratelab {

std::int64_t softLimitThreshold(double fraction, std::int64_t limit)
{
    constexpr std::int64_t kMillion = 1'000'000;
    if (!(fraction > 0.0))
        return 0;
    const auto ppm = static_cast<std::int64_t>(std::llround(std::min(fraction, 1.0) * kMillion));
    const Int128 threshold = ceilDivPos(mul128(ppm, limit), kMillion);
    return std::max<std::int64_t>(1, toInt64(threshold));
}

bool softLimitReached(const Decision& decision, double fraction)
{
    const std::int64_t threshold = softLimitThreshold(fraction, decision.limit);
    return threshold > 0 && decision.limit - decision.remaining >= threshold;
}

} // namespace ratelab
