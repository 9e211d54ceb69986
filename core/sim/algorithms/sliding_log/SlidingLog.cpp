// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/algorithms/sliding_log/SlidingLog.h"

#include "core/sim/algorithms/LogCompaction.h"

#include <algorithm>

namespace ratelab {

SlidingLog::SlidingLog(const LimitParams& params)
    : Algorithm(params)
{
}

Decision SlidingLog::decide(KeyState& state, const DecideInput& in) const
{
    return decideLogging(state, in, m_params.logRejected);
}

std::int64_t SlidingLog::admissionWaitMs(KeyState& scratch, const DecideInput& in) const
{
    // A client that waits sends nothing in between: no refusal of its own is logged to wait for.
    const Decision d = decideLogging(scratch, in, false);
    return d.allowed ? 0 : d.retryAfterMs;
}

Decision SlidingLog::decideLogging(KeyState& state, const DecideInput& in, bool logRefusal) const
{
    const std::int64_t n = m_params.limit;
    const std::int64_t w = m_params.windowMs;
    const std::int64_t t = in.nowMs;
    if (!state.present) {
        state.present = true;
        state.log.clear();
        state.a = 0;
        state.b = 0;
    }
    // The oldest and the newest entry are needed in turn; asking for both lines first lets two
    // cache misses overlap when many keys are in play.
    if (!state.log.empty()) {
        __builtin_prefetch(state.log.data() + state.a);
        __builtin_prefetch(&state.log.back());
    }
    // An entry at s counts while t - s < W.
    logcompaction::dropUpTo(state, t - w);

    Decision d;
    d.limit = n;
    d.allowed = in.cost <= n - state.b;
    if (d.allowed || logRefusal)
        logcompaction::insertSorted(state, {t, in.cost});

    const bool empty = static_cast<std::size_t>(state.a) == state.log.size();
    d.resetMs = empty ? t : state.log.back().timeMs + w;
    d.remaining = std::max<std::int64_t>(0, n - state.b);
    if (!d.allowed) {
        const LogEntry* freeing =
            in.cost <= n ? logcompaction::firstFreeing(state, in.cost, n) : nullptr;
        d.retryAfterMs = freeing ? freeing->timeMs + w - t : d.resetMs - t;
    }
    return d;
}

double SlidingLog::level(const KeyState& state, std::int64_t nowMs) const
{
    if (!state.present)
        return 0.0;
    // The live sum (state.b) less the entries that left the window since the last decision: the
    // log is sorted, so they are its oldest. Right after a decision, where the lane asks for
    // every request of its tracked key, that is none: summing the whole log there made a busy
    // key's run quadratic in the requests per window.
    std::int64_t sum = state.b;
    for (const LogEntry& e : entries(state)) {
        if (e.timeMs > nowMs - m_params.windowMs)
            break;
        sum -= e.cost;
    }
    return static_cast<double>(sum);
}

std::span<const LogEntry> SlidingLog::entries(const KeyState& state)
{
    const auto head =
        std::min(static_cast<std::size_t>(std::max<std::int64_t>(0, state.a)), state.log.size());
    return std::span<const LogEntry>(state.log).subspan(head);
}

} // namespace ratelab
