// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A fault of the simulated Redis over a span of true time: the server down (connections refused),
// slow (every service time multiplied), or unreachable from one region (a network partition).
// Plain values; a scenario lists them, the engine can also add one on demand.
#include "core/sim/SimTime.h"

#include <cstdint>
#include <limits>

namespace ratelab {

enum class RedisFaultKind : std::uint8_t { Down, Slow, Partition };

struct RedisFault {
    RedisFaultKind kind = RedisFaultKind::Down;
    SimTime from = 0;
    SimTime to = std::numeric_limits<SimTime>::max(); // exclusive
    int slowPercent = 100;                            // Slow: service time * slowPercent / 100
    int region = -1;        // Partition: the region that cannot reach the server
    bool losesData = false; // Down: a restart without persistence comes back empty

    [[nodiscard]] bool covers(SimTime t) const { return t >= from && t < to; }
};

} // namespace ratelab
