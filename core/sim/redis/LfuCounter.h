// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Redis's LFU access counter: 8 bits that grow logarithmically (a hit increments with probability
// 1 / ((counter - 5) * lfu-log-factor + 1)) and decay by one per lfu-decay-time minutes idle. New
// keys start at 5 so they are not evicted at once. Pure functions over the caller's Random.
#include "core/sim/Random.h"

#include <cstdint>

namespace ratelab {

struct LfuCounter {
    static constexpr std::uint8_t kInitial = 5; // LFU_INIT_VAL

    static std::uint8_t logIncrement(std::uint8_t counter, int logFactor, Random& rng);
    // The counter after `elapsedMinutes` without access (LFUDecrAndReturn).
    static std::uint8_t decayed(std::uint8_t counter, std::int64_t elapsedMinutes,
                                int decayMinutes);
};

} // namespace ratelab
