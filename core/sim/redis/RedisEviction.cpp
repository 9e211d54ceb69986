// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// RedisKeyspace's maxmemory side: performEvictions and activeExpireCycle, kept apart from the
// key bookkeeping so each file reads on its own.
#include "core/sim/redis/LfuCounter.h"
#include "core/sim/redis/RedisKeyspace.h"

namespace ratelab {
namespace {

constexpr SimTime kMicrosPerMinute = 60 * kMicrosPerSecond;
constexpr int kActiveExpireKeysPerLoop = 20;  // ACTIVE_EXPIRE_CYCLE_KEYS_PER_LOOP
constexpr int kActiveExpireStalePercent = 10; // active-expire-effort 1
constexpr int kActiveExpireMaxLoops = 16;     // stands in for the 25% CPU time limit

} // namespace

std::uint64_t RedisKeyspace::evictionScore(const RedisEntry& e, SimTime now) const
{
    switch (m_config.policy) {
    case EvictionPolicy::AllKeysLfu:
    case EvictionPolicy::VolatileLfu: {
        const std::int64_t minutes = floorDiv(now, kMicrosPerMinute);
        return 255 - LfuCounter::decayed(e.lfu, minutes - e.lfuMinutes, m_config.lfuDecayMinutes);
    }
    case EvictionPolicy::VolatileTtl:
        return std::numeric_limits<std::uint64_t>::max() - static_cast<std::uint64_t>(e.expireAt);
    case EvictionPolicy::NoEviction:
    case EvictionPolicy::AllKeysLru:
    case EvictionPolicy::AllKeysRandom:
    case EvictionPolicy::VolatileLru:
    case EvictionPolicy::VolatileRandom: {
        // estimateObjectIdleTime: the LRU clock has a resolution of one second.
        const std::int64_t idleS = floorDiv(now, kMicrosPerSecond) - e.lastAccessS;
        return static_cast<std::uint64_t>(std::max<std::int64_t>(0, idleS)) * 1000;
    }
    }
    return 0;
}

bool RedisKeyspace::evictOne(SimTime now)
{
    const bool volatileOnly = evictsVolatileOnly(m_config.policy);
    const auto candidates = [&] { return volatileOnly ? m_volatile.size() : m_slots.size(); };
    const auto pick = [&](std::uint64_t i) {
        return volatileOnly ? m_volatile[i] : static_cast<std::uint32_t>(i);
    };
    if (candidates() == 0)
        return false;
    const auto evict = [&](std::uint32_t index) {
        recordDelete(*m_slots[index].key);
        removeSlot(index);
        ++m_stats.evictions;
        return true;
    };
    if (m_config.policy == EvictionPolicy::AllKeysRandom
        || m_config.policy == EvictionPolicy::VolatileRandom)
        return evict(pick(m_rng.uniformBelow(candidates())));

    for (;;) {
        for (int s = 0; s < m_config.maxMemorySamples; ++s) {
            const std::uint32_t index = pick(m_rng.uniformBelow(candidates()));
            m_pool.offer(evictionScore(m_slots[index].entry, now), *m_slots[index].key);
        }
        while (const auto key = m_pool.popBest()) {
            const auto it = m_index.find(*key);
            if (it == m_index.end())
                continue; // a ghost: deleted since it was pooled
            if (volatileOnly
                && m_slots[it->second].entry.volatilePos
                       == std::numeric_limits<std::uint32_t>::max())
                continue;
            return evict(it->second);
        }
    }
}

bool RedisKeyspace::freeMemory(SimTime now)
{
    if (m_config.maxMemoryBytes <= 0)
        return true;
    while (m_used > m_config.maxMemoryBytes) {
        if (m_config.policy == EvictionPolicy::NoEviction || !evictOne(now))
            return false;
    }
    return true;
}

void RedisKeyspace::activeExpireCycle(SimTime now)
{
    if (!m_config.activeExpire)
        return;
    for (int loop = 0; loop < kActiveExpireMaxLoops && !m_volatile.empty(); ++loop) {
        const int sampled =
            static_cast<int>(std::min<std::size_t>(kActiveExpireKeysPerLoop, m_volatile.size()));
        int expired = 0;
        for (int i = 0; i < sampled && !m_volatile.empty(); ++i) {
            const std::uint32_t index = m_volatile[m_rng.uniformBelow(m_volatile.size())];
            if (!expireIfDue(index, now, true))
                ++expired;
        }
        if (expired * 100 <= sampled * kActiveExpireStalePercent)
            break;
    }
}

} // namespace ratelab
