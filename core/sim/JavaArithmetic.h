// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Java's arithmetic where the reference limiters rely on it (Guava's RateLimiter, Netflix's
// concurrency limits): the (long) and (int) casts of a double (truncation toward zero, NaN to 0,
// saturating, JLS 5.1.3), Guava's LongMath.saturatedAdd, and Java's plain long + and -, which
// wrap (in C++ they would be undefined). Reproducing these bit for bit is what makes RateLab's
// decisions equal the references' at ties. Pure functions; any thread.
#include <cmath>
#include <cstdint>
#include <limits>

namespace ratelab::java {

inline std::int64_t toLong(double x)
{
    constexpr double kTwo63 = 9223372036854775808.0;
    if (std::isnan(x))
        return 0;
    if (x >= kTwo63)
        return std::numeric_limits<std::int64_t>::max();
    if (x <= -kTwo63)
        return std::numeric_limits<std::int64_t>::min();
    return static_cast<std::int64_t>(x);
}

inline int toInt(double x)
{
    if (std::isnan(x))
        return 0;
    if (x >= static_cast<double>(std::numeric_limits<int>::max()))
        return std::numeric_limits<int>::max();
    if (x <= static_cast<double>(std::numeric_limits<int>::min()))
        return std::numeric_limits<int>::min();
    return static_cast<int>(x);
}

inline std::int64_t saturatedAdd(std::int64_t a, std::int64_t b)
{
    std::int64_t sum = 0;
    if (__builtin_add_overflow(a, b, &sum))
        return b > 0 ? std::numeric_limits<std::int64_t>::max()
                     : std::numeric_limits<std::int64_t>::min();
    return sum;
}

// Java's long a + b and a - b: two's complement, wrapping.
inline std::int64_t add(std::int64_t a, std::int64_t b)
{
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) + static_cast<std::uint64_t>(b));
}

inline std::int64_t sub(std::int64_t a, std::int64_t b)
{
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) - static_cast<std::uint64_t>(b));
}

} // namespace ratelab::java
