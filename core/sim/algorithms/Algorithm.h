// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One rate-limiting algorithm as a pure state transition: given a key's state and the limiter's
// clock, decide a request and update the state. Stores own the states and choose when and how
// atomically the transition runs; the algorithm never knows where its state lives.
// Instances are immutable after construction and may be shared between threads.
#include "core/sim/algorithms/AlgorithmKind.h"
#include "core/sim/algorithms/Decision.h"
#include "core/sim/algorithms/KeyState.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace ratelab {

struct DecideInput {
    std::int64_t nowMs = 0; // the limiter's clock
    std::int64_t cost = 1;
    std::int64_t holdMs = 0; // concurrency limit: how long the request keeps its slot
    // The response will speak the structured dialect: the store fills
    // Decision::effectiveWindowSeconds too (decideForResponse). Off for every other lane, whose
    // hot path then pays one branch.
    bool effectiveWindow = false;
};

class Algorithm {
public:
    explicit Algorithm(const LimitParams& params)
        : m_params(params)
    {
    }
    virtual ~Algorithm() = default;

    [[nodiscard]] virtual AlgorithmKind kind() const = 0;
    virtual Decision decide(KeyState& state, const DecideInput& in) const = 0;

    // What decide() would answer, leaving the state untouched (decides on a copy, log included).
    [[nodiscard]] Decision peek(const KeyState& state, const DecideInput& in) const
    {
        KeyState copy = state;
        return decide(copy, in);
    }

    // decide(), and when in.effectiveWindow asks for it the decision's effective window, from the
    // state the decision leaves: what a store runs for a request whose response a client reads.
    Decision decideForResponse(KeyState& state, const DecideInput& in) const
    {
        Decision d = decide(state, in);
        if (in.effectiveWindow) [[unlikely]]
            d.effectiveWindowSeconds = delaySeconds(effectiveWindowMs(state, in, d.remaining));
        return d;
    }

    // The effective window of the RateLimit draft after its PR #164 (the structured dialect's
    // `t`), in ms from in.nowMs: how long a client that was just told it has `remaining` units
    // can use no more than those. On a copy of `after` (the key's state the decision left) the
    // remaining units are spent at in.nowMs (spendAtOnce); then the wait until one more request
    // of cost 1 is admitted is the window (admissionWaitMs). 0 when it is admitted at once: the
    // limiter takes more than `remaining` now, so no window holds the client to it (Guava grants
    // the request that finds no stored permit and charges the next one; a concurrency limit's
    // requests that hold no slot). docs/algorithms.md "Header dialects" has it per algorithm.
    [[nodiscard]] std::int64_t effectiveWindowMs(const KeyState& after, const DecideInput& in,
                                                 std::int64_t remaining) const;

    // What the charts plot for a key at a time, without changing it: the counter, the tokens,
    // the log size, the queue length... in request units. levelLimit() is the line to draw.
    [[nodiscard]] virtual double level(const KeyState& state, std::int64_t nowMs) const = 0;
    [[nodiscard]] virtual double levelLimit() const
    {
        return static_cast<double>(m_params.capacity());
    }

    // Bytes this key's state occupies in the engine (struct plus heap).
    [[nodiscard]] virtual std::size_t stateBytes(const KeyState& state) const;

    [[nodiscard]] const LimitParams& params() const { return m_params; }

protected:
    // Spends `units` at in.nowMs as one request of that cost. An algorithm that takes no other
    // cost than 1 overrides it to spend them as that many requests (NginxLimitReq).
    virtual void spendAtOnce(KeyState& state, const DecideInput& in, std::int64_t units) const;
    // How long from in.nowMs until a request of in.cost is admitted when nothing is sent before:
    // 0 if now, else the retry_after of deciding it on `scratch` (which it may change). An
    // algorithm whose refusals delay later admissions overrides it (SlidingLog's log_rejected).
    virtual std::int64_t admissionWaitMs(KeyState& scratch, const DecideInput& in) const;

    LimitParams m_params;
};

} // namespace ratelab
