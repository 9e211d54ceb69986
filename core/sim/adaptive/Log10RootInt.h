// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Netflix's Log10RootIntFunction.create(0), on which Vegas's alpha, beta and threshold scale:
// max(1, (int) log10(t)) below 1000 (1 for 0), (int) log10(t) above; computed from the digit count,
// which is what truncating an exact log10 gives. The reference throws for negative t; callers never
// pass one (limits stay >= 1). Pure function, any thread.
#include <cstdint>

namespace ratelab {

inline int log10RootInt(int t)
{
    int digits = 0;
    for (std::int64_t v = t; v >= 10; v /= 10)
        ++digits;
    return digits < 1 ? 1 : digits;
}

} // namespace ratelab
