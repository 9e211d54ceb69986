// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Exact integer helpers for the limiters: 128-bit products and floor/ceil divisions that take the
// 64-bit path whenever the value fits, because a 128-bit division is a library call.
#include <cstdint>
#include <limits>

namespace ratelab {

__extension__ typedef __int128 Int128;

inline constexpr std::int64_t kInt64Max = std::numeric_limits<std::int64_t>::max();

inline constexpr Int128 mul128(std::int64_t a, std::int64_t b)
{
    return static_cast<Int128>(a) * b;
}

inline constexpr bool fitsInt64(Int128 x)
{
    return x >= std::numeric_limits<std::int64_t>::min() && x <= kInt64Max;
}

// floor(x / d) for d > 0, x of any sign.
inline constexpr Int128 floorDivPos(Int128 x, std::int64_t d)
{
    if (fitsInt64(x)) {
        const auto v = static_cast<std::int64_t>(x);
        const std::int64_t q = v / d;
        return (v % d != 0 && v < 0) ? q - 1 : q;
    }
    const Int128 q = x / d;
    return (x % d != 0 && x < 0) ? q - 1 : q;
}

// ceil(x / d) for d > 0, x of any sign.
inline constexpr Int128 ceilDivPos(Int128 x, std::int64_t d)
{
    if (fitsInt64(x)) {
        const auto v = static_cast<std::int64_t>(x);
        const std::int64_t q = v / d;
        return (v % d != 0 && v > 0) ? q + 1 : q;
    }
    const Int128 q = x / d;
    return (x % d != 0 && x > 0) ? q + 1 : q;
}

inline constexpr std::int64_t toInt64(Int128 v)
{
    // Callers only narrow values bounded by the limit parameters; saturate rather than wrap if a
    // caller ever breaks that, so a bad input shows up as a huge number and not a negative one.
    if (v > kInt64Max)
        return kInt64Max;
    if (v < std::numeric_limits<std::int64_t>::min())
        return std::numeric_limits<std::int64_t>::min();
    return static_cast<std::int64_t>(v);
}

} // namespace ratelab
