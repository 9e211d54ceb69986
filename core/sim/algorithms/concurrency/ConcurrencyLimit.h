// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Concurrency limit: at most N cost units in flight; an admitted request holds its slot for its
// service time (DecideInput::holdMs), then the lease is released. W and B are ignored.
// Immutable after construction; decide() may run on any thread.
//
// KeyState use: log = leases (release time, cost) sorted by release time; a = head offset
// (log[0, a) are released leases not yet erased, erased in one call once they are half the log);
// b = cost units in flight in log[a, end). c is unused.
//
// The adaptive kinds (aimd, vegas, ...) are built as this class at their starting limit, under
// their own kind: their lanes decide in engine/LaneService, which the limit follows.
#include "core/sim/algorithms/Algorithm.h"

namespace ratelab {

class ConcurrencyLimit final : public Algorithm {
public:
    explicit ConcurrencyLimit(const LimitParams& params,
                              AlgorithmKind kind = AlgorithmKind::Concurrency);

    [[nodiscard]] AlgorithmKind kind() const override { return m_kind; }
    Decision decide(KeyState& state, const DecideInput& in) const override;
    [[nodiscard]] double level(const KeyState& state, std::int64_t nowMs) const override;
    [[nodiscard]] double levelLimit() const override { return static_cast<double>(m_params.limit); }

private:
    AlgorithmKind m_kind;
};

} // namespace ratelab
