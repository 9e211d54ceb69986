// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/redis/ScriptOomRule.h"

namespace ratelab {
namespace {

// The oldest live entry of a sliding log or a concurrency limit, nullptr when there is none
// (then the twin's keys are gone: it deletes both when the last entry leaves).
const LogEntry* oldestLive(const KeyState& state)
{
    if (!state.present || state.liveLogSize() == 0)
        return nullptr;
    return &state.log[static_cast<std::size_t>(state.a)];
}

} // namespace

ScriptFirstWrite twinFirstWrite(const Algorithm& algorithm, const KeyState& before,
                                const KeyState& after, const Decision& decision,
                                const DecideInput& in, TtlMode ttlMode)
{
    using enum ScriptFirstWrite;
    switch (algorithm.kind()) {
    case AlgorithmKind::FixedWindow:
    case AlgorithmKind::FixedWindowIncrFirst:
    case AlgorithmKind::TokenBucket:
        return DenyOom; // HSET on every call
    case AlgorithmKind::Gcra:
    case AlgorithmKind::LeakyBucket:
        // HSET for a new key or an admitted request; a rejected one on a stored key writes nothing.
        return !before.present || decision.allowed ? DenyOom : None;
    case AlgorithmKind::SlidingCounter:
        if (ttlMode == TtlMode::RefreshOnWrite)
            return DenyOom; // HSET first
        // Set on create: a new key, or one whose windows both rolled out, starts with DEL prev;
        // a roll by one window with SET prev, anything else with HSET.
        if (!before.present || after.a > before.a + 1)
            return MayGrow;
        return DenyOom;
    case AlgorithmKind::SlidingLog: {
        // No sum key (a new or emptied log): ZREMRANGEBYSCORE first, unconditionally. Entries
        // that left the window: ZREMRANGEBYSCORE first. Else ZADD (admitted or logged) or SET.
        const LogEntry* oldest = oldestLive(before);
        if (!oldest || oldest->timeMs <= in.nowMs - algorithm.params().windowMs)
            return MayGrow;
        return DenyOom;
    }
    case AlgorithmKind::Concurrency: {
        // Ended leases: ZREMRANGEBYSCORE first; no leases: DEL costs; else ZADD for an admitted
        // request that takes a lease, or PEXPIRE.
        const LogEntry* oldest = oldestLive(before);
        if (!oldest || oldest->timeMs <= in.nowMs)
            return MayGrow;
        return decision.allowed && in.holdMs > 0 ? DenyOom : MayGrow;
    }
    case AlgorithmKind::Nginx: // in-process only: no twin
    case AlgorithmKind::GuavaBursty:
    case AlgorithmKind::GuavaWarmup:
    case AlgorithmKind::Aimd: // adaptive: in process too
    case AlgorithmKind::Vegas:
    case AlgorithmKind::Gradient2:
    case AlgorithmKind::EnvoyGradient:
        return DenyOom;
    }
    return DenyOom;
}

} // namespace ratelab
