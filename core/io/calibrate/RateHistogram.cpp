// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/RateHistogram.h"

#include <algorithm>
#include <bit>

namespace ratelab {

namespace {

// The bin of a count: 0 for 0, else 1 + floor(log2(count)).
std::size_t binOf(std::int64_t count)
{
    return count <= 0 ? 0
                      : static_cast<std::size_t>(std::bit_width(static_cast<std::uint64_t>(count)));
}

} // namespace

std::vector<RateBin> rateHistogram(const CalibrationResult& result, std::int32_t category,
                                   std::size_t window)
{
    std::vector<RateBin> bins(65);
    for (std::size_t b = 0; b < bins.size(); ++b) {
        bins[b].from = b == 0 ? 0 : std::int64_t{1} << (b - 1);
        bins[b].to = b == 0 ? 1 : (b == 64 ? INT64_MAX : std::int64_t{1} << b);
    }
    std::size_t lo = bins.size();
    std::size_t hi = 0;
    for (const RateKey& key : result.analysis.keys()) {
        if (key.category != category)
            continue;
        const std::size_t b = binOf(key.rates.busiest(window));
        const bool legitimate = result.legitimate[static_cast<std::size_t>(key.identity)] != 0;
        ++(legitimate ? bins[b].legitimate : bins[b].abusive);
        lo = std::min(lo, b);
        hi = std::max(hi, b);
    }
    if (lo > hi)
        return {};
    return {bins.begin() + static_cast<std::ptrdiff_t>(lo),
            bins.begin() + static_cast<std::ptrdiff_t>(hi) + 1};
}

} // namespace ratelab
