// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/redis/LfuCounter.h"

namespace ratelab {

std::uint8_t LfuCounter::logIncrement(std::uint8_t counter, int logFactor, Random& rng)
{
    if (counter == 255)
        return 255;
    const double r = rng.uniform01();
    const double base = counter > kInitial ? static_cast<double>(counter - kInitial) : 0.0;
    const double p = 1.0 / (base * logFactor + 1.0);
    return r < p ? static_cast<std::uint8_t>(counter + 1) : counter;
}

std::uint8_t LfuCounter::decayed(std::uint8_t counter, std::int64_t elapsedMinutes,
                                 int decayMinutes)
{
    if (decayMinutes <= 0 || elapsedMinutes <= 0)
        return counter;
    const std::int64_t periods = elapsedMinutes / decayMinutes;
    return periods >= counter ? 0 : static_cast<std::uint8_t>(counter - periods);
}

} // namespace ratelab
