// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/redis/EvictionPool.h"

#include <utility>

namespace ratelab {

void EvictionPool::offer(std::uint64_t score, const std::string& key)
{
    int k = 0;
    while (k < kSize && m_pool[k].used && m_pool[k].score < score)
        ++k;
    if (k == 0 && m_pool[kSize - 1].used)
        return; // worse than every candidate and no room
    if (k < kSize && !m_pool[k].used) {
        // Free slot at the insertion point.
    } else if (!m_pool[kSize - 1].used) {
        // Room at the right end: shift [k, end) right by one.
        for (int i = kSize - 1; i > k; --i)
            m_pool[i] = std::move(m_pool[i - 1]);
    } else {
        // Full: drop the weakest (index 0) and shift [1, k) left, inserting at k - 1.
        --k;
        for (int i = 0; i < k; ++i)
            m_pool[i] = std::move(m_pool[i + 1]);
    }
    m_pool[k].score = score;
    m_pool[k].key = key;
    m_pool[k].used = true;
}

std::optional<std::string> EvictionPool::popBest()
{
    for (int k = kSize - 1; k >= 0; --k) {
        if (!m_pool[k].used)
            continue;
        std::string key = std::move(m_pool[k].key);
        m_pool[k].used = false;
        m_pool[k].key.clear();
        return key;
    }
    return std::nullopt;
}

void EvictionPool::clear()
{
    for (Candidate& c : m_pool) {
        c.used = false;
        c.key.clear();
    }
}

int EvictionPool::size() const
{
    int n = 0;
    for (const Candidate& c : m_pool)
        n += c.used ? 1 : 0;
    return n;
}

} // namespace ratelab
