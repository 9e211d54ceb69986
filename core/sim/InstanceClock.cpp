// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/InstanceClock.h"

#include <algorithm>

namespace ratelab {

InstanceClock::InstanceClock(SimTime offsetUs, std::int64_t driftPpm, std::vector<ClockStep> steps)
    : m_offsetUs(offsetUs)
    , m_driftPpm(driftPpm)
{
    for (const ClockStep& s : steps)
        addStep(s);
}

void InstanceClock::addStep(ClockStep step)
{
    const auto pos = std::upper_bound(m_steps.begin(), m_steps.end(), step.atTrue,
                                      [](SimTime t, const ClockStep& s) { return t < s.atTrue; });
    m_steps.insert(pos, step);
}

SimTime InstanceClock::localMicros(SimTime trueTime) const
{
    // floor(t * ppm / 1e6) without overflow: t = q * 1e6 + r with 0 <= r < 1e6, and q * ppm is
    // already whole, so only r * ppm needs the floor.
    const std::int64_t q = floorDiv(trueTime, 1'000'000);
    const std::int64_t r = trueTime - q * 1'000'000;
    const std::int64_t driftUs = q * m_driftPpm + floorDiv(r * m_driftPpm, 1'000'000);
    SimTime local = trueTime + m_offsetUs + driftUs;
    for (const ClockStep& s : m_steps) {
        if (s.atTrue > trueTime)
            break;
        local += s.deltaUs;
    }
    return local;
}

} // namespace ratelab
