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
    LimitParams m_params;
};

} // namespace ratelab
