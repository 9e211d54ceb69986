// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Virtual time: an int64 count of microseconds of true simulated time. Limiters read a clock
// derived from it in whole milliseconds. Never a double, so every run is exact and repeatable.
#include <cstdint>

namespace ratelab {

using SimTime = std::int64_t; // microseconds of true time
using Millis = std::int64_t;  // a limiter's clock reading, in milliseconds

inline constexpr SimTime kMicrosPerMilli = 1000;
inline constexpr SimTime kMicrosPerSecond = 1000 * kMicrosPerMilli;

constexpr SimTime fromMillis(std::int64_t ms)
{
    return ms * kMicrosPerMilli;
}
constexpr SimTime fromSeconds(std::int64_t s)
{
    return s * kMicrosPerSecond;
}

// Floor division so that negative times (a clock stepped back before 0) still land in the
// millisecond that contains them.
constexpr Millis toMillisFloor(SimTime t)
{
    const SimTime q = t / kMicrosPerMilli;
    return (t % kMicrosPerMilli < 0) ? q - 1 : q;
}

constexpr std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    const std::int64_t q = a / b;
    return ((a % b != 0) && ((a < 0) != (b < 0))) ? q - 1 : q;
}

constexpr std::int64_t ceilDiv(std::int64_t a, std::int64_t b)
{
    return -floorDiv(-a, b);
}

} // namespace ratelab
