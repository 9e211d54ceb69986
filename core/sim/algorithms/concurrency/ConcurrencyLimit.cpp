// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/algorithms/concurrency/ConcurrencyLimit.h"

#include "core/sim/algorithms/LogCompaction.h"

#include <algorithm>

namespace ratelab {

ConcurrencyLimit::ConcurrencyLimit(const LimitParams& params, AlgorithmKind kind)
    : Algorithm(params)
    , m_kind(kind)
{
}

Decision ConcurrencyLimit::decide(KeyState& state, const DecideInput& in) const
{
    const std::int64_t n = m_params.limit;
    const std::int64_t t = in.nowMs;
    if (!state.present) {
        state.present = true;
        state.log.clear();
        state.a = 0;
        state.b = 0;
    }
    // A lease released at exactly t frees its slot for a request at t.
    logcompaction::dropUpTo(state, t);

    Decision d;
    d.limit = n;
    d.allowed = in.cost <= n - state.b;
    // A request with no service time holds no slot past t, so it leaves no lease behind.
    if (d.allowed && in.holdMs > 0)
        logcompaction::insertSorted(state, {t + in.holdMs, in.cost});

    const bool empty = static_cast<std::size_t>(state.a) == state.log.size();
    d.resetMs = empty ? t : std::max(t, state.log.back().timeMs);
    d.remaining = std::max<std::int64_t>(0, n - state.b);
    if (!d.allowed) {
        const LogEntry* freeing =
            in.cost <= n ? logcompaction::firstFreeing(state, in.cost, n) : nullptr;
        d.retryAfterMs = freeing ? freeing->timeMs - t : d.resetMs - t;
    }
    return d;
}

double ConcurrencyLimit::level(const KeyState& state, std::int64_t nowMs) const
{
    if (!state.present)
        return 0.0;
    // The held sum (state.b) less the leases released since the last decision, the oldest
    // first (the log is sorted by release): none right after a decision (SlidingLog::level).
    std::int64_t inflight = state.b;
    for (auto i = static_cast<std::size_t>(state.a); i < state.log.size(); ++i) {
        if (state.log[i].timeMs > nowMs)
            break;
        inflight -= state.log[i].cost;
    }
    return static_cast<double>(inflight);
}

} // namespace ratelab
