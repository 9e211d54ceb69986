// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The benchmarks' shared scenario: one hour of 100 Poisson users at 10 requests/s each
// (1,000 requests/s) against `lanes` lanes, one per algorithm in registry order, N = 100 per
// 10 s so every lane decides both ways.
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/model/Scenario.h"

#include <algorithm>
#include <string>

namespace ratelab::bench {

inline Scenario hourAt1000rps(std::size_t lanes)
{
    Scenario s;
    s.name = "bench-1h-1000rps-" + std::to_string(lanes) + "lanes";
    s.seed = 42;
    s.durationMs = 3'600'000;
    s.bucketMs = 1000;
    ClientSpec users;
    users.name = "user-{i}";
    users.count = 100;
    users.identity.user = "u{i}";
    users.identity.ip = "10.0.{i}.1";
    users.arrival.kind = ArrivalKind::Poisson;
    users.arrival.ratePerSec = 10.0;
    s.clients.push_back(users);
    for (const AlgorithmInfo& info : allAlgorithms()) {
        if (s.lanes.size() == lanes)
            break;
        if (info.inProcessOnly || info.kind == AlgorithmKind::FixedWindowIncrFirst)
            continue; // the figures stay the seven lanes they have always measured
        LaneSpec lane;
        lane.name = std::string(info.id);
        lane.algorithm = info.kind;
        lane.params.limit = 100;
        lane.params.windowMs = 10'000;
        lane.keyTemplate = "rl:{endpoint}:{user}";
        s.lanes.push_back(lane);
    }
    return s;
}

} // namespace ratelab::bench
