// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Nearest-rank percentiles, the one definition calibration uses everywhere: the P-th percentile
// of n values is the value of rank ceil(P x n / 100) in ascending order (rank 1 the smallest), so
// it is always one of the values and p100 is the maximum. Integer arithmetic only: 0.99 x 100 is
// not 98.999. Pure functions.
#include <cstdint>
#include <span>
#include <utility>

namespace ratelab {

// The 1-based rank of the percentile among n values (0 when n is 0). percent in [1, 100].
std::int64_t nearestRank(int percent, std::int64_t n);

// Of values sorted ascending; 0 when empty.
std::int64_t nearestRankPercentile(std::span<const std::int64_t> sorted, int percent);

// Of a histogram: (value, how many times it occurs) pairs sorted by value; 0 when empty.
std::int64_t nearestRankPercentile(std::span<const std::pair<std::int64_t, std::int64_t>> histogram,
                                   int percent);

} // namespace ratelab
