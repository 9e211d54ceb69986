// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/ThrottledRows.h"

#include <algorithm>

namespace ratelab {

std::vector<ThrottledRow> throttledRows(const CalibrationResult& result)
{
    const RateAnalysis& analysis = result.analysis;
    std::vector<ThrottledRow> rows;
    for (const CategoryCalibration& c : result.categories)
        for (const auto& [key, throttling] : result.lanes[c.suggestedLane].throttled) {
            const RateKey& k = analysis.keys()[static_cast<std::size_t>(key)];
            ThrottledRow row;
            row.identity = analysis.identities()[static_cast<std::size_t>(k.identity)];
            row.category = analysis.categories()[static_cast<std::size_t>(k.category)];
            row.firstThrottledMs = throttling.firstThrottledMs;
            row.rejected = throttling.rejected;
            row.requests = k.rates.requests();
            row.legitimate = result.legitimate[static_cast<std::size_t>(k.identity)] != 0;
            rows.push_back(std::move(row));
        }
    std::sort(rows.begin(), rows.end(), [](const ThrottledRow& a, const ThrottledRow& b) {
        return a.identity != b.identity ? a.identity < b.identity : a.category < b.category;
    });
    return rows;
}

} // namespace ratelab
