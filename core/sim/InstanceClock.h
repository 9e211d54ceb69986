// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One instance's local clock as a pure function of true time: a fixed offset, a drift in parts per
// million and scheduled steps (an NTP correction jumping forward or back). The engine owns one per
// instance and asks it what a limiter on that instance reads. A value type; single-threaded use.
#include "core/sim/SimTime.h"

#include <cstdint>
#include <vector>

namespace ratelab {

struct ClockStep {
    SimTime atTrue = 0;  // true time at which the step takes effect (inclusive)
    SimTime deltaUs = 0; // positive jumps forward, negative steps back
};

class InstanceClock {
public:
    InstanceClock() = default;
    InstanceClock(SimTime offsetUs, std::int64_t driftPpm, std::vector<ClockStep> steps = {});

    // Steps are kept ordered by time; steps at the same time apply in the order added.
    void addStep(ClockStep step);

    // local = t + offset + floor(t * ppm / 1e6) + (sum of steps with atTrue <= t)
    [[nodiscard]] SimTime localMicros(SimTime trueTime) const;
    // What a limiter on this instance reads, in whole milliseconds (floor, also below zero).
    [[nodiscard]] Millis nowMs(SimTime trueTime) const
    {
        return toMillisFloor(localMicros(trueTime));
    }

    [[nodiscard]] SimTime offsetUs() const { return m_offsetUs; }
    [[nodiscard]] std::int64_t driftPpm() const { return m_driftPpm; }
    [[nodiscard]] const std::vector<ClockStep>& steps() const { return m_steps; }

private:
    SimTime m_offsetUs = 0;
    std::int64_t m_driftPpm = 0;
    std::vector<ClockStep> m_steps;
};

} // namespace ratelab
