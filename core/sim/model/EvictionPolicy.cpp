// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/model/EvictionPolicy.h"

#include "core/sim/EnumTable.h"

namespace ratelab {
namespace {

constexpr std::array<EnumEntry<EvictionPolicy>, 8> kEvictions{{
    {EvictionPolicy::NoEviction, "noeviction", "Over maxmemory, writes fail with OOM."},
    {EvictionPolicy::AllKeysLru, "allkeys-lru",
     "Evict the least recently used of a sample of all keys."},
    {EvictionPolicy::AllKeysLfu, "allkeys-lfu",
     "Evict the least frequently used of a sample of all keys."},
    {EvictionPolicy::AllKeysRandom, "allkeys-random", "Evict a random key."},
    {EvictionPolicy::VolatileLru, "volatile-lru",
     "Evict the least recently used key that has a TTL."},
    {EvictionPolicy::VolatileLfu, "volatile-lfu",
     "Evict the least frequently used key that has a TTL."},
    {EvictionPolicy::VolatileRandom, "volatile-random", "Evict a random key that has a TTL."},
    {EvictionPolicy::VolatileTtl, "volatile-ttl", "Evict the key closest to expiring."},
}};
static_assert(eachValueOnce(kEvictions), "one row per value");

} // namespace

std::span<const EnumEntry<EvictionPolicy>> evictionPolicyNames()
{
    return kEvictions;
}

std::string_view evictionPolicyName(EvictionPolicy value)
{
    return enumId(kEvictions, value);
}

std::optional<EvictionPolicy> evictionPolicyFromName(std::string_view id)
{
    return enumFromId(kEvictions, id);
}

} // namespace ratelab
