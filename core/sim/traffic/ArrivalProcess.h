// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One client's first attempts in true time, generated lazily in increasing order from the
// client's own random stream. Retries are not arrivals: lanes schedule those themselves.
// Owned by the traffic source; single-threaded.
#include "core/sim/Random.h"
#include "core/sim/SimTime.h"
#include "core/sim/model/Scenario.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace ratelab {

// What "0 = the first lane's ..." in an ArrivalSpec falls back to.
struct ArrivalDefaults {
    std::int64_t limit = 1;
    std::int64_t windowMs = 1000;
};

// The first lane's limit and window (the defaults of a scenario with no lanes).
ArrivalDefaults arrivalDefaults(const Scenario& scenario);

class ArrivalProcess {
public:
    static constexpr SimTime kNever = std::numeric_limits<SimTime>::max();

    // Arrivals are kept to [startMs, endMs) and before `runEnd`.
    ArrivalProcess(const ArrivalSpec& spec, const ArrivalDefaults& defaults, SimTime runEnd,
                   Random rng);

    // The next arrival time, non-decreasing from call to call; kNever once there is none.
    SimTime next()
    {
        // Poisson, the common kind, without the dispatch; m_done stays false until the end.
        if (m_poisson && !m_done)
            return kept(poisson());
        return nextOther();
    }

private:
    // std::floor for the times the draws give, capped below the largest SimTime. A non-negative
    // double converts by truncation, which is its floor: no library call in the common case.
    static SimTime floorNonNegative(double us)
    {
        return us >= 0.0 && us <= 9.0e18 ? static_cast<SimTime>(us) : floorTime(us);
    }
    static SimTime floorTime(double us);
    SimTime poisson()
    {
        m_u += m_rng.exponential(m_meanGapUs);
        return m_from + floorNonNegative(m_u);
    }
    SimTime kept(SimTime t)
    {
        if (t < m_until)
            return t;
        m_done = true;
        return kNever;
    }
    SimTime nextOther();
    SimTime candidate();

    const ArrivalSpec* m_spec;
    Random m_rng;
    SimTime m_from;
    SimTime m_until;
    std::int64_t m_k = 0;              // index of the next arrival (deterministic kinds)
    double m_u = 0.0;                  // accumulated (on-)time in µs (random kinds)
    double m_meanGapUs = 0.0;          // Poisson/OnOff: 1/rate; Diurnal: 1/peak of the rate
    std::int64_t m_rateMilli = 0;      // Constant: requests per 1000 s
    std::int64_t m_count = 0;          // Burst / BoundaryAttacker
    SimTime m_window = 0;              // BoundaryAttacker
    SimTime m_spread = 0;              // BoundaryAttacker
    SimTime m_repeat = 0;              // Burst / BoundaryAttacker (attacker: rounded up to windows)
    SimTime m_firstBoundary = 0;       // BoundaryAttacker
    std::vector<std::int64_t> m_trace; // sorted copy of timesMs
    bool m_done = false;
    bool m_poisson = false;
};

} // namespace ratelab
