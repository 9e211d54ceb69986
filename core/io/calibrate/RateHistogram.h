// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How an endpoint category's identities spread over request rates, for the calibration view's
// histogram: each identity's busiest count in one window length (KeyRates), counted into bins
// that double in width (1, 2-3, 4-7, ...), so a scraper a thousand times busier than a user fits
// on the same log-scale axis; legitimate and abusive identities apart. Pure function.
#include "core/io/calibrate/Calibration.h"

#include <cstdint>
#include <vector>

namespace ratelab {

struct RateBin {
    std::int64_t from = 0; // busiest counts in [from, to)
    std::int64_t to = 1;
    std::int64_t legitimate = 0; // identities in the bin
    std::int64_t abusive = 0;
};

// Bins from the one holding the quietest identity to the one holding the busiest, empty ones
// between kept (the axis is continuous); the first bin is [0, 1) only when an identity has a
// busiest count of 0 (never, for a category it made requests in). `window` indexes
// kRateWindowsMs.
std::vector<RateBin> rateHistogram(const CalibrationResult& result, std::int32_t category,
                                   std::size_t window);

} // namespace ratelab
