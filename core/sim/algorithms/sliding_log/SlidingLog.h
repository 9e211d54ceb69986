// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Sliding window log: the (time, cost) of every admitted request; a request is admitted if the
// costs logged in the last W ms plus its own stay within N. With LimitParams::logRejected every
// request is logged, rejected or not (the seed script's ZADD-before-count), so a client that
// keeps hammering stays locked out. Immutable after construction; decide() may run on any thread.
//
// KeyState use: log = entries sorted by time (a clock that steps back inserts in order);
// a = head offset: log[0, a) are entries already expired and not yet erased (they are erased in
// one call once they make up half the log, so expiry costs O(1) amortised); b = sum of the costs
// in log[a, end). c is unused. Viewers read the live part through entries().
#include "core/sim/algorithms/Algorithm.h"

#include <span>

namespace ratelab {

class SlidingLog final : public Algorithm {
public:
    explicit SlidingLog(const LimitParams& params);

    [[nodiscard]] AlgorithmKind kind() const override { return AlgorithmKind::SlidingLog; }
    Decision decide(KeyState& state, const DecideInput& in) const override;
    [[nodiscard]] double level(const KeyState& state, std::int64_t nowMs) const override;
    [[nodiscard]] double levelLimit() const override { return static_cast<double>(m_params.limit); }

    // The entries not yet known to be expired, oldest first.
    [[nodiscard]] static std::span<const LogEntry> entries(const KeyState& state);

private:
    std::int64_t admissionWaitMs(KeyState& scratch, const DecideInput& in) const override;
    // decide(), logging a rejected request only if logRefusal.
    Decision decideLogging(KeyState& state, const DecideInput& in, bool logRefusal) const;
};

} // namespace ratelab
