// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The clock a limiter reads: maps true time to the limiter's integer milliseconds. Today it is
// the true clock floored to ms; instance clocks with offset, drift and NTP steps will extend
// this type (and the store's clock, for Redis TIME) without touching the lanes' callers.
// A plain value, owned by whoever decides; single-threaded.
#include "core/sim/SimTime.h"

namespace ratelab {

class LimiterClock {
public:
    [[nodiscard]] Millis read(SimTime trueTime) const { return toMillisFloor(trueTime); }
    // Whether read() is true time floored to ms, so a reading can stand for it (the lane's hot
    // path measures windows on true time and need not compute it twice).
    static constexpr bool kReadsTrueTime = true;
};

} // namespace ratelab
