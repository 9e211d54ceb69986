// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Who a calibration's suggested limits throttle, one row per (identity, endpoint category) the
// replay rejected at least once, sorted by identity then category: throttled.csv's rows and the
// calibration view's table. Pure function of a result.
#include "core/io/calibrate/Calibration.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ratelab {

struct ThrottledRow {
    std::string identity;
    std::string category;
    std::int64_t firstThrottledMs = 0; // the log's time (UTC ms) of the first rejected request
    std::int64_t rejected = 0;
    std::int64_t requests = 0; // the identity's requests in the category
    bool legitimate = false;
};

std::vector<ThrottledRow> throttledRows(const CalibrationResult& result);

} // namespace ratelab
