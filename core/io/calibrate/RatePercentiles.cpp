// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/RatePercentiles.h"

#include "core/io/calibrate/NearestRank.h"
#include "core/io/calibrate/RateAnalysis.h"

#include <algorithm>

namespace ratelab {

std::vector<RatePercentileRow> ratePercentiles(const RateAnalysis& analysis,
                                               const std::vector<char>& legitimate)
{
    std::vector<RatePercentileRow> rows;
    const auto categories = static_cast<std::int32_t>(analysis.categories().size());
    std::vector<std::int64_t> busiest;
    for (std::int32_t category = 0; category < categories; ++category) {
        for (std::size_t window = 0; window < kRateWindowCount; ++window) {
            for (const Population population : {Population::All, Population::Legitimate}) {
                busiest.clear();
                for (const RateKey& key : analysis.keys())
                    if (key.category == category
                        && (population == Population::All
                            || legitimate[static_cast<std::size_t>(key.identity)]))
                        busiest.push_back(key.rates.busiest(window));
                std::sort(busiest.begin(), busiest.end());
                RatePercentileRow row;
                row.category = category;
                row.window = window;
                row.population = population;
                row.identities = static_cast<std::int64_t>(busiest.size());
                row.p50 = nearestRankPercentile(busiest, 50);
                row.p95 = nearestRankPercentile(busiest, 95);
                row.p99 = nearestRankPercentile(busiest, 99);
                row.max = busiest.empty() ? 0 : busiest.back();
                rows.push_back(row);
            }
        }
    }
    return rows;
}

} // namespace ratelab
