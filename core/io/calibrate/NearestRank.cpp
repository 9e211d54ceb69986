// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/NearestRank.h"

namespace ratelab {

std::int64_t nearestRank(int percent, std::int64_t n)
{
    if (n <= 0)
        return 0;
    const std::int64_t rank = (static_cast<std::int64_t>(percent) * n + 99) / 100;
    return rank < 1 ? 1 : (rank > n ? n : rank);
}

std::int64_t nearestRankPercentile(std::span<const std::int64_t> sorted, int percent)
{
    const std::int64_t rank = nearestRank(percent, static_cast<std::int64_t>(sorted.size()));
    return rank == 0 ? 0 : sorted[static_cast<std::size_t>(rank - 1)];
}

std::int64_t nearestRankPercentile(std::span<const std::pair<std::int64_t, std::int64_t>> histogram,
                                   int percent)
{
    std::int64_t n = 0;
    for (const auto& [value, occurrences] : histogram)
        n += occurrences;
    const std::int64_t rank = nearestRank(percent, n);
    std::int64_t seen = 0;
    for (const auto& [value, occurrences] : histogram) {
        seen += occurrences;
        if (seen >= rank)
            return value;
    }
    return 0;
}

} // namespace ratelab
