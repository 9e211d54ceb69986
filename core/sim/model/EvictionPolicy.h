// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Redis's maxmemory-policy values that RateLab simulates, and their names as redis.conf spells
// them.
#include "core/sim/EnumTable.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace ratelab {

enum class EvictionPolicy : std::uint8_t {
    NoEviction, // writes fail with OOM once maxmemory is reached
    AllKeysLru,
    AllKeysLfu,
    AllKeysRandom,
    VolatileLru, // volatile-*: only keys with a TTL are candidates
    VolatileLfu,
    VolatileRandom,
    VolatileTtl, // the key closest to expiring first
};

constexpr bool evictsVolatileOnly(EvictionPolicy p)
{
    return p == EvictionPolicy::VolatileLru || p == EvictionPolicy::VolatileLfu
           || p == EvictionPolicy::VolatileRandom || p == EvictionPolicy::VolatileTtl;
}

constexpr bool usesLfu(EvictionPolicy p)
{
    return p == EvictionPolicy::AllKeysLfu || p == EvictionPolicy::VolatileLfu;
}

constexpr bool usesLruOrLfu(EvictionPolicy p)
{
    return usesLfu(p) || p == EvictionPolicy::AllKeysLru || p == EvictionPolicy::VolatileLru;
}

// EvictionPolicy's ids ("noeviction", ...) and descriptions, in the order forms offer them.
std::span<const EnumEntry<EvictionPolicy>> evictionPolicyNames();
std::string_view evictionPolicyName(EvictionPolicy value);
std::optional<EvictionPolicy> evictionPolicyFromName(std::string_view id);

} // namespace ratelab
