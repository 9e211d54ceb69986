// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One client's own limiter in front of a third-party API, in one lane (what it hears back
// depends on that lane's decisions): a token bucket, a FIFO queue of the requests that wait for
// a token, and what the upstream's headers last said (docs/scenario-format.md "Client-side
// limiter"). Integer arithmetic in micro-tokens and true-time microseconds. Single-threaded.
#include "core/sim/SimTime.h"
#include "core/sim/http/RateLimitReading.h"
#include "core/sim/model/Scenario.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <optional>

namespace ratelab {

class ClientPacer {
public:
    struct Release {
        std::int32_t attempt = 0;
        SimTime waited = 0; // how long it sat in the client's queue
    };

    // The bucket starts full at time 0, as a limiter created with the client would.
    ClientPacer(const ClientLimiterSpec& spec, std::int64_t cost);

    void enqueue(SimTime now, std::int32_t attempt);
    // The head of the queue when it may be sent at `now` (its tokens taken); requests that
    // waited longer than max_wait_ms are dropped on the way.
    std::optional<Release> release(SimTime now);
    // When release() may next give something, given what is known at `now`: the head's tokens,
    // a pause the upstream asked for, or the head's deadline; nullopt when nothing waits.
    [[nodiscard]] std::optional<SimTime> nextWake(SimTime now) const;

    // What the response to one of its requests said (sync "headers"; "none" ignores it). The
    // requests still in flight are not in its Remaining yet: they are taken off it as well.
    void hear(SimTime now, const RateLimitReading& reading, bool refused);
    // A request sent that will never be answered.
    void lost() { m_inFlight = std::max<std::int64_t>(0, m_inFlight - 1); }

    [[nodiscard]] std::int64_t dropped() const { return m_dropped; }
    [[nodiscard]] std::int64_t held() const { return m_held; }
    [[nodiscard]] SimTime maxWait() const { return m_maxWait; }
    // Tokens at `now`, in micro-tokens (for tests and charts).
    [[nodiscard]] std::int64_t microTokens(SimTime now) const;

private:
    struct Queued {
        SimTime since = 0;
        std::int32_t attempt = 0;
    };
    void refill(SimTime now);
    [[nodiscard]] SimTime deadline(const Queued& q) const;

    ClientLimiterSpec m_spec;
    std::int64_t m_need = 0;     // one request's cost in micro-tokens
    std::int64_t m_capacity = 0; // micro-tokens
    std::int64_t m_tokens = 0;
    SimTime m_last = 0;
    SimTime m_pausedUntil = 0;
    std::deque<Queued> m_queue;
    std::int64_t m_inFlight = 0; // sent, not yet heard, in cost units
    std::int64_t m_dropped = 0;
    std::int64_t m_held = 0; // requests that had to wait at all
    SimTime m_maxWait = 0;
};

} // namespace ratelab
