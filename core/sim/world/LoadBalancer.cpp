// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/world/LoadBalancer.h"

#include <algorithm>

namespace ratelab {

LoadBalancer::LoadBalancer(BalancerKind kind, int instances, Random rng, int virtualNodes)
    : m_kind(kind)
    , m_rng(rng)
    , m_ring(virtualNodes)
    , m_up(static_cast<std::size_t>(std::max(0, instances)), true)
{
    for (int i = 0; i < instances; ++i) {
        m_live.push_back(i);
        if (m_kind == BalancerKind::ConsistentHash)
            m_ring.add(i);
    }
}

int LoadBalancer::route(std::string_view clientKey)
{
    if (m_live.empty())
        return -1;
    switch (m_kind) {
    case BalancerKind::RoundRobin: {
        const int chosen = m_live[m_next % m_live.size()];
        m_next = (m_next + 1) % m_live.size();
        return chosen;
    }
    case BalancerKind::Random:
        return m_live[m_rng.uniformBelow(m_live.size())];
    case BalancerKind::ConsistentHash:
        return m_ring.lookup(clientKey);
    }
    return -1;
}

void LoadBalancer::setInstanceUp(int instance, bool up)
{
    if (instance < 0 || instance >= instanceCount()
        || m_up[static_cast<std::size_t>(instance)] == up)
        return;
    m_up[static_cast<std::size_t>(instance)] = up;
    if (up) {
        m_live.insert(std::upper_bound(m_live.begin(), m_live.end(), instance), instance);
        if (m_kind == BalancerKind::ConsistentHash)
            m_ring.add(instance);
    } else {
        std::erase(m_live, instance);
        if (m_kind == BalancerKind::ConsistentHash)
            m_ring.remove(instance);
    }
    if (!m_live.empty())
        m_next %= m_live.size();
}

} // namespace ratelab
