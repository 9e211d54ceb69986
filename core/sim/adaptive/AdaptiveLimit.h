// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One adaptive concurrency limit: fed one completed request at a time (its round-trip time, the
// requests in flight when it started, whether it was dropped or timed out), it answers the limit
// after that sample. Each implementation follows one reference exactly (docs/algorithms.md).
// Owned by whoever replays or simulates it; single-threaded, like everything in core/sim.
#include <cstdint>

namespace ratelab {

class AdaptiveLimit {
public:
    virtual ~AdaptiveLimit() = default;

    // Moves the limit's clock to nowUs (never backwards) and fires the timers due by then. Only
    // limits that run timers (Envoy's) use it; the sample-driven ones ignore time.
    virtual void advanceTo(std::int64_t nowUs) { static_cast<void>(nowUs); }

    // A request that completed now: its round trip (> 0), the in-flight count at its start (as
    // Netflix's AbstractLimiter passes it) and whether it was dropped. Returns limit().
    virtual int onSample(std::int64_t rttUs, int inflight, bool dropped) = 0;

    [[nodiscard]] virtual int limit() const = 0;
};

} // namespace ratelab
