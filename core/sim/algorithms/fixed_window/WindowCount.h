// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The count of an aligned fixed window in a KeyState (a = window index, b = count), shared by
// FixedWindow and FixedWindowIncrFirst, which differ only in when they charge. Pure functions;
// any thread.
#include "core/sim/SimTime.h"
#include "core/sim/algorithms/KeyState.h"

#include <cstdint>

namespace ratelab::windowcount {

// Starts the key's count at 0 when time has moved to another window (or back to an earlier one).
inline void enter(KeyState& state, std::int64_t windowIndex)
{
    if (!state.present || state.a != windowIndex) {
        state.present = true;
        state.a = windowIndex;
        state.b = 0;
    }
}

// The count of the window that holds nowMs: 0 when the stored count is another window's.
inline double level(const KeyState& state, std::int64_t nowMs, std::int64_t windowMs)
{
    if (!state.present || state.a != floorDiv(nowMs, windowMs))
        return 0.0;
    return static_cast<double>(state.b);
}

} // namespace ratelab::windowcount
