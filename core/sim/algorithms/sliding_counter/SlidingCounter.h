// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Sliding window counter: the previous fixed window's count, weighted by how much of it still
// overlaps the sliding window, plus the current window's count:
// est = floor(prev * (W - elapsed) / W) + curr. Immutable after construction; decide() may run
// on any thread.
//
// KeyState use: a = index of the current window, b = cost units admitted in it (curr),
// c = cost units admitted in window a - 1 (prev). log is unused. A clock that steps back
// (floor(t / W) < a) keeps the stored windows and counts as elapsed 0.
#include "core/sim/algorithms/Algorithm.h"

namespace ratelab {

class SlidingCounter final : public Algorithm {
public:
    explicit SlidingCounter(const LimitParams& params);

    [[nodiscard]] AlgorithmKind kind() const override { return AlgorithmKind::SlidingCounter; }
    Decision decide(KeyState& state, const DecideInput& in) const override;
    [[nodiscard]] double level(const KeyState& state, std::int64_t nowMs) const override;
    [[nodiscard]] double levelLimit() const override { return static_cast<double>(m_params.limit); }

    // The estimate a request at nowMs would see, without rolling or changing the state.
    [[nodiscard]] std::int64_t estimateAt(const KeyState& state, std::int64_t nowMs) const;

private:
    // The earliest time after t at which a request of this cost is admitted, with no other
    // traffic, from the rolled state (a, b, c); cost must be <= N.
    [[nodiscard]] std::int64_t firstAdmitAfter(const KeyState& state, std::int64_t t,
                                               std::int64_t cost) const;
};

} // namespace ratelab
