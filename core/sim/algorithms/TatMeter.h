// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The theoretical-arrival-time meter shared by GCRA and the leaky bucket. The TAT is in units of
// 1/N ms (so one request of cost 1 moves it by W units). It is stored rebased on the time it
// was last written, so that no product of an absolute time and N can overflow:
// KeyState a = that time in ms, b = TAT - a * N. A new key has TAT = now.
#include "core/sim/algorithms/IntMath.h"
#include "core/sim/algorithms/KeyState.h"

#include <cstdint>

namespace ratelab::tatmeter {

inline void initIfAbsent(KeyState& state, std::int64_t t)
{
    if (!state.present) {
        state.present = true;
        state.a = t;
        state.b = 0;
    }
}

// max(TAT, now) - now at time t, in 1/N ms units: how far the schedule runs ahead of t.
inline Int128 aheadAt(const KeyState& state, std::int64_t t, std::int64_t n)
{
    const Int128 ahead = state.b - mul128(t - state.a, n);
    return ahead > 0 ? ahead : 0;
}

// Sets TAT = t * N + ahead.
inline void store(KeyState& state, std::int64_t t, Int128 ahead)
{
    state.a = t;
    state.b = static_cast<std::int64_t>(ahead);
}

} // namespace ratelab::tatmeter
