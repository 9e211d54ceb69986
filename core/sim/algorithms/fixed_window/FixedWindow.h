// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Fixed window counter: one count per window aligned to time 0 (idx = floor(t / W)), reset when
// the window changes. Immutable after construction; decide() may run on any thread.
//
// KeyState use: a = window index of the stored count, b = cost units admitted in that window.
// c and log are unused. A clock that steps back into an earlier window starts it at 0, as a
// fresh per-window key would.
#include "core/sim/algorithms/Algorithm.h"

namespace ratelab {

class FixedWindow final : public Algorithm {
public:
    explicit FixedWindow(const LimitParams& params);

    [[nodiscard]] AlgorithmKind kind() const override { return AlgorithmKind::FixedWindow; }
    Decision decide(KeyState& state, const DecideInput& in) const override;
    [[nodiscard]] double level(const KeyState& state, std::int64_t nowMs) const override;
    [[nodiscard]] double levelLimit() const override { return static_cast<double>(m_params.limit); }
};

} // namespace ratelab
