// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The fixed window and sliding counter of docs/algorithms.md written out in a few lines, so the
// store tests need no algorithm library: the stores only ever see a transition over KeyState.
#include "core/sim/SimTime.h"
#include "core/sim/algorithms/Decision.h"
#include "core/sim/algorithms/KeyState.h"

namespace ratelab::test {

inline Decision fixedWindow(KeyState& s, std::int64_t nowMs, std::int64_t limit,
                            std::int64_t windowMs)
{
    const std::int64_t idx = floorDiv(nowMs, windowMs);
    if (!s.present || s.a != idx) {
        s = KeyState{};
        s.present = true;
        s.a = idx;
    }
    Decision d;
    d.limit = limit;
    d.allowed = s.b + 1 <= limit;
    if (d.allowed)
        s.b += 1;
    d.remaining = limit - s.b;
    return d;
}

inline Decision slidingCounter(KeyState& s, std::int64_t nowMs, std::int64_t limit,
                               std::int64_t windowMs)
{
    const std::int64_t idx = floorDiv(nowMs, windowMs);
    if (!s.present) {
        s = KeyState{};
        s.present = true;
        s.a = idx;
    } else if (idx == s.a + 1) {
        s.c = s.b;
        s.b = 0;
        s.a = idx;
    } else if (idx > s.a + 1) {
        s.b = 0;
        s.c = 0;
        s.a = idx;
    }
    const std::int64_t elapsed = idx < s.a ? 0 : nowMs - s.a * windowMs;
    const std::int64_t est = floorDiv(s.c * (windowMs - elapsed), windowMs) + s.b;
    Decision d;
    d.limit = limit;
    d.allowed = est + 1 <= limit;
    if (d.allowed)
        s.b += 1;
    return d;
}

} // namespace ratelab::test
