// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Leaky bucket as a queue with delay: at most B requests wait, drained at one request every
// T = W / N ms; a full queue rejects, an admitted request is delayed until its turn
// (Decision::delayMs). Kept as the time the queue will be empty, exactly like GCRA's TAT, so it
// admits what the token bucket admits but shapes the output instead of passing the burst.
// Immutable after construction; decide() may run on any thread.
//
// KeyState use (see TatMeter.h): a = time in ms the empty-queue time was last written,
// b = (empty-queue time) - a * N in 1/N ms units. c and log are unused. A reject leaves the
// state untouched.
#include "core/sim/algorithms/Algorithm.h"

namespace ratelab {

class LeakyBucket final : public Algorithm {
public:
    explicit LeakyBucket(const LimitParams& params);

    [[nodiscard]] AlgorithmKind kind() const override { return AlgorithmKind::LeakyBucket; }
    Decision decide(KeyState& state, const DecideInput& in) const override;
    // Queue length in requests.
    [[nodiscard]] double level(const KeyState& state, std::int64_t nowMs) const override;

private:
    std::int64_t m_capacityUnits; // B * W units of 1/N ms
};

} // namespace ratelab
