// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The seeds' rule of thumb, as numbers with their reason: the limit per window (a minute by
// default) is a multiple (2x by default, the low end of "2-3x") of the p99 across legitimate
// identities of each one's busiest count in a window of that length, rounded up, at least 1; the
// burst is a share (15 %, the middle of "10-20 %") of that limit, rounded up, at least 1. Factors
// are whole percents so the arithmetic is exact. Pure functions.
#include "core/io/calibrate/RatePercentiles.h"

#include <cstdint>
#include <string>

namespace ratelab {

struct LimitRule {
    std::int64_t limitPercent = 200; // the suggested limit, in % of the p99
    std::int64_t upperPercent = 300; // the rule's upper end, shown in the reason
    std::int64_t burstPercent = 15;  // the burst, in % of the limit
};

struct LimitSuggestion {
    std::int64_t p99 = 0;        // the p99 busiest-window count it came from
    std::int64_t identities = 0; // how many identities that p99 is over
    bool legitimateOnly = true;  // false when the category had no legitimate identity
    std::int64_t limit = 1;      // requests per window (the rows' window)
    std::int64_t upper = 1;      // the rule's upper end
    std::int64_t burst = 1;
    std::string reason;
};

// ceil(percent x limit / 100), at least 1: the burst of any candidate limit.
std::int64_t burstFor(std::int64_t limit, std::int64_t burstPercent);

// From the rows of one category and window (1 min for a per-minute limit); the all-identities row
// is used only when no identity of the category is legitimate (and the reason says so).
LimitSuggestion suggestLimit(const RatePercentileRow& legitimate, const RatePercentileRow& all,
                             const LimitRule& rule);

} // namespace ratelab
