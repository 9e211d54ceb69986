// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/world/HashRing.h"

#include "core/sim/world/StableHash.h"

#include <algorithm>
#include <string>

namespace ratelab {

HashRing::HashRing(int virtualNodes)
    : m_virtualNodes(std::max(1, virtualNodes))
{
}

void HashRing::add(int member)
{
    if (contains(member))
        return;
    for (int i = 0; i < m_virtualNodes; ++i) {
        const std::string label = "instance-" + std::to_string(member) + "#" + std::to_string(i);
        m_points.emplace_back(stableHash(label), member);
    }
    std::sort(m_points.begin(), m_points.end());
}

void HashRing::remove(int member)
{
    std::erase_if(m_points, [member](const auto& p) { return p.second == member; });
}

bool HashRing::contains(int member) const
{
    return std::any_of(m_points.begin(), m_points.end(),
                       [member](const auto& p) { return p.second == member; });
}

int HashRing::lookup(std::string_view key) const
{
    if (m_points.empty())
        return -1;
    const std::uint64_t h = stableHash(key);
    auto it = std::lower_bound(m_points.begin(), m_points.end(), h,
                               [](const auto& p, std::uint64_t v) { return p.first < v; });
    if (it == m_points.end())
        it = m_points.begin();
    return it->second;
}

} // namespace ratelab
