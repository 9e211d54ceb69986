// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Token bucket: B tokens, refilled at N per W ms, a request spends its cost in tokens. Tokens are
// kept scaled by W (each elapsed ms adds N, a request needs cost * W, capacity is B * W), so
// every decision is exact. Immutable after construction; decide() may run on any thread.
//
// KeyState use: a = tokens * W, b = the last refill time in ms (never moves back: a clock that
// steps back does not refill twice). c and log are unused. The state is written on rejects too.
#include "core/sim/algorithms/Algorithm.h"

namespace ratelab {

class TokenBucket final : public Algorithm {
public:
    explicit TokenBucket(const LimitParams& params);

    [[nodiscard]] AlgorithmKind kind() const override { return AlgorithmKind::TokenBucket; }
    Decision decide(KeyState& state, const DecideInput& in) const override;
    [[nodiscard]] double level(const KeyState& state, std::int64_t nowMs) const override;

private:
    std::int64_t m_capacityScaled; // B * W
};

} // namespace ratelab
