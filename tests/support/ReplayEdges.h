// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the trace-replay sanity checks (tst_tracebounds, fuzz_trace) need to know about each
// algorithm, in one place: the parameters it can run with at an edge, the rows it can take (nginx
// counts requests, Guava refuses cost 0) and how high its `remaining` may go (a Guava limiter
// stores up to maxPermits, an nginx node up to its burst, the others their capacity). Header
// only, so the fuzz targets can use it without the test support library. Any thread.
#include "core/io/trace/Trace.h"
#include "core/sim/algorithms/Algorithm.h"
#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>

namespace ratelab::testing {

// The edge parameters as this algorithm takes them, or nothing when it cannot run with them.
inline std::optional<LimitParams> paramsFor(const AlgorithmInfo& info, LimitParams params)
{
    if (!info.usesBurst)
        params.burst = 0;
    if (info.usesWarmup && params.warmupMs == 0)
        params.warmupMs = params.windowMs;
    if (!limitParamsProblem(params).empty()
        || !algorithmParamsProblem(info.kind, params).field.empty())
        return std::nullopt;
    return params;
}

// The trace without the rows this algorithm refuses by their cost (replay refuses them by line),
// and for Guava without the rows whose wait passes 2^62 microseconds: there Guava's own long
// arithmetic wraps, as Java's does, and RateLab reproduces that rather than a sane answer.
inline Trace rowsFor(const AlgorithmInfo& info, const LimitParams& params, const Trace& trace)
{
    const double intervalMicros =
        static_cast<double>(params.windowMs) * 1000.0 / static_cast<double>(params.limit);
    Trace kept = trace;
    kept.rows.erase(std::remove_if(kept.rows.begin(), kept.rows.end(),
                                   [&](const TraceRow& row) {
                                       if (!costProblem(info.kind, row.cost).empty())
                                           return true;
                                       return info.usesTimeout
                                              && static_cast<double>(row.cost) * intervalMicros
                                                     >= 4.6e18;
                                   }),
                    kept.rows.end());
    return kept;
}

// The largest `remaining` the algorithm may report.
inline std::int64_t remainingBound(const Algorithm& algorithm)
{
    const double level = std::floor(algorithm.levelLimit());
    const auto capacity = algorithm.params().capacity();
    return level >= 9.2e18 ? INT64_MAX
                           : std::max<std::int64_t>(capacity, static_cast<std::int64_t>(level));
}

} // namespace ratelab::testing
