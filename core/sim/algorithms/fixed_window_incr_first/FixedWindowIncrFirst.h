// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The seeds' fixed window written INCR first: count = INCRBY(key, cost), then allow iff
// count <= N. A rejected request has already been counted, so a client that keeps calling while
// limited stays limited for the whole window, and raising N mid-window frees only what the
// rejected calls have not used up. Windows aligned to time 0 as in FixedWindow.
// Immutable after construction; decide() may run on any thread.
//
// KeyState use: a = window index of the stored count, b = cost units counted in that window,
// rejected ones included. c and log are unused.
#include "core/sim/algorithms/Algorithm.h"

namespace ratelab {

class FixedWindowIncrFirst final : public Algorithm {
public:
    explicit FixedWindowIncrFirst(const LimitParams& params);

    [[nodiscard]] AlgorithmKind kind() const override
    {
        return AlgorithmKind::FixedWindowIncrFirst;
    }
    Decision decide(KeyState& state, const DecideInput& in) const override;
    [[nodiscard]] double level(const KeyState& state, std::int64_t nowMs) const override;
    [[nodiscard]] double levelLimit() const override { return static_cast<double>(m_params.limit); }
};

} // namespace ratelab
