// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/DelayHistogram.h"

#include <algorithm>
#include <cmath>

namespace ratelab {

void DelayHistogram::addPositive(std::int64_t delayMs)
{
    if (delayMs >= kDenseLimit) {
        m_large.push_back(delayMs);
        return;
    }
    const auto d = static_cast<std::size_t>(delayMs);
    if (d >= m_dense.size())
        // Capped, so the inline path in add() never counts a value that belongs in m_large.
        m_dense.resize(
            std::min(std::max(d + 1, m_dense.size() * 2), static_cast<std::size_t>(kDenseLimit)));
    ++m_dense[d];
}

std::int64_t DelayHistogram::percentile(double q) const
{
    if (m_count == 0)
        return 0;
    const auto rank = std::clamp<std::int64_t>(
        static_cast<std::int64_t>(std::ceil(q * static_cast<double>(m_count))), 1, m_count);
    std::int64_t seen = m_zero;
    if (seen >= rank)
        return 0;
    for (std::size_t d = 1; d < m_dense.size(); ++d) {
        seen += m_dense[d];
        if (seen >= rank)
            return static_cast<std::int64_t>(d);
    }
    std::vector<std::int64_t> large = m_large;
    std::sort(large.begin(), large.end());
    return large[static_cast<std::size_t>(rank - seen - 1)];
}

} // namespace ratelab
