// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The scaled wall clock of a live run: virtual time = (wall time since the start) x speed. One per
// run, kept by its RealTimeScheduler; a value that never changes, so any thread may read it.
#include "core/sim/SimTime.h"

#include <chrono>
#include <cmath>

namespace ratelab {

class LiveClock {
public:
    using Wall = std::chrono::steady_clock;

    LiveClock(Wall::time_point start, double speed)
        : m_start(start)
        , m_speed(speed)
    {
    }

    // The virtual µs reached now (negative before the start).
    [[nodiscard]] SimTime now() const { return toVirtual(Wall::now()); }

    [[nodiscard]] SimTime toVirtual(Wall::time_point wall) const
    {
        const auto us =
            std::chrono::duration_cast<std::chrono::microseconds>(wall - m_start).count();
        return static_cast<SimTime>(std::floor(static_cast<double>(us) * m_speed));
    }

    // The wall instant at which virtual time `t` is due (rounded up: never early).
    [[nodiscard]] Wall::time_point wallAt(SimTime t) const
    {
        const auto us = static_cast<std::int64_t>(std::ceil(static_cast<double>(t) / m_speed));
        return m_start + std::chrono::microseconds(us);
    }

    [[nodiscard]] double speed() const { return m_speed; }

private:
    Wall::time_point m_start;
    double m_speed;
};

} // namespace ratelab
