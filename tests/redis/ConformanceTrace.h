// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Seeded request traces for comparing the Lua twins with the engine: hot and cold keys, bursts
// inside one millisecond, costs above 1 and above the burst, idle gaps of many windows and,
// optionally, a clock that steps back. The same seed always gives the same trace.
#include "core/sim/Random.h"
#include "core/sim/algorithms/AlgorithmKind.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace ratelab::test {

struct TraceRequest {
    std::int64_t t = 0;
    int key = 0;
    std::int64_t cost = 1;
    std::int64_t holdMs = 0; // concurrency only
};

struct TraceShape {
    std::uint64_t seed = 1;
    int count = 4000;
    int keys = 40;
    std::int64_t startMs = 0;
    bool stepBack = false; // 3% of the requests come from a clock set back by up to 2 W
};

inline std::vector<TraceRequest> makeTrace(const LimitParams& params, const TraceShape& shape)
{
    Random rng(shape.seed);
    const std::int64_t w = params.windowMs;
    const std::int64_t cap = params.capacity();
    // Busy periods send about 8 N requests per window, most of them to two hot keys.
    const std::int64_t busyStep = std::max<std::int64_t>(1, w / (4 * params.limit));
    std::vector<TraceRequest> trace;
    trace.reserve(std::size_t(shape.count));
    std::int64_t t = shape.startMs;
    for (int i = 0; i < shape.count; ++i) {
        const double step = rng.uniform01();
        if (step < 0.30) {
            // another request in the same millisecond
        } else if (step < 0.96) {
            t += rng.uniformInt(1, busyStep);
        } else if (step < 0.99) {
            t += rng.uniformInt(1, w);
        } else {
            t += rng.uniformInt(3 * w, 40 * w); // idle for many windows
        }
        TraceRequest r;
        r.t = t;
        if (shape.stepBack && rng.bernoulli(0.03))
            r.t = t - rng.uniformInt(1, 2 * w);
        const double kind = rng.uniform01();
        r.key = kind < 0.6 ? int(rng.uniformBelow(2))
                           : int(rng.uniformBelow(std::uint64_t(shape.keys)));
        const double c = rng.uniform01();
        r.cost = c < 0.70   ? 1
                 : c < 0.90 ? rng.uniformInt(2, std::max<std::int64_t>(2, cap / 3))
                 : c < 0.96 ? rng.uniformInt(1, cap)
                            : cap + rng.uniformInt(1, 3); // more than the burst: never admitted
        r.holdMs = rng.bernoulli(0.05) ? 0 : rng.uniformInt(1, w / 2);
        trace.push_back(r);
    }
    return trace;
}

} // namespace ratelab::test
