// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// GCRA (generic cell rate algorithm): one theoretical arrival time per key. A request is admitted
// if, after adding cost * T (T = W / N ms), the TAT runs at most B * T ahead of now. Computed in
// units of 1/N ms, so T is W units and the tolerance B * W units, all exact. It admits exactly
// what TokenBucket admits under a clock that does not step back. Immutable after construction;
// decide() may run on any thread.
//
// KeyState use (see TatMeter.h): a = time in ms the TAT was last written, b = TAT - a * N in
// 1/N ms units. c and log are unused. A reject leaves the state untouched.
#include "core/sim/algorithms/Algorithm.h"

namespace ratelab {

class Gcra final : public Algorithm {
public:
    explicit Gcra(const LimitParams& params);

    [[nodiscard]] AlgorithmKind kind() const override { return AlgorithmKind::Gcra; }
    Decision decide(KeyState& state, const DecideInput& in) const override;
    [[nodiscard]] double level(const KeyState& state, std::int64_t nowMs) const override;

private:
    std::int64_t m_tolerance; // B * W units of 1/N ms
};

} // namespace ratelab
