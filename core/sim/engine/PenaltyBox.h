// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lane's progressive penalties: each key's recent refusals and the end of its block. The
// limiter's own refusals are strikes; the `strikes`-th within `within` ms blocks the key for
// `block` ms, and while it is blocked its requests are refused without asking the limiter, so
// they change no limiter state and are no strikes. A block clears the key's strikes: once it ends
// the key starts afresh. Times are the lane's limiter clock. Owned by its lane; single-threaded.
#include "core/sim/SimTime.h"
#include "core/sim/model/Scenario.h"

#include <cstdint>
#include <deque>
#include <optional>
#include <unordered_map>

namespace ratelab {

class PenaltyBox {
public:
    explicit PenaltyBox(const PenaltySpec& spec)
        : m_spec(spec)
    {
    }

    // When the key's block ends, if it is blocked at `now`.
    [[nodiscard]] std::optional<Millis> blockedUntil(std::int32_t key, Millis now) const;
    // Counts a refusal of the limiter at `now`; true when it starts a block.
    bool strike(std::int32_t key, Millis now);

private:
    struct KeyPenalty {
        std::deque<Millis> strikes; // the newest at the back, at most spec.strikes of them
        Millis blockedUntil = 0;
        bool blocked = false;
    };
    PenaltySpec m_spec;
    // Only keys that were ever refused: most keys of a large run never are.
    std::unordered_map<std::int32_t, KeyPenalty> m_keys;
};

} // namespace ratelab
