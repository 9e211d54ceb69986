// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How busy identities are, across identities: per endpoint category and window length, the
// nearest-rank p50 / p95 / p99 and the max of each identity's busiest-window count (KeyRates), for
// every identity or only the legitimate ones. What the limits are suggested from. Pure function.
#include "core/io/calibrate/RateWindows.h"

#include <cstdint>
#include <vector>

namespace ratelab {

class RateAnalysis;

enum class Population { All, Legitimate };

struct RatePercentileRow {
    std::int32_t category = 0;
    std::size_t window = 0; // index into kRateWindowsMs
    Population population = Population::All;
    std::int64_t identities = 0; // how many identities the figures are over
    std::int64_t p50 = 0;
    std::int64_t p95 = 0;
    std::int64_t p99 = 0;
    std::int64_t max = 0;
};

// Rows for every category, window and population, in that order (categories by index);
// `legitimate` holds one flag per identity index.
std::vector<RatePercentileRow> ratePercentiles(const RateAnalysis& analysis,
                                               const std::vector<char>& legitimate);

} // namespace ratelab
