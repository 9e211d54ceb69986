// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The words a calibration ends with, per endpoint category: the rule of thumb's limit and burst
// with what they let through, the smallest limit the search found under the false-positive
// target, and how far the rule of thumb was from it (a ratio above 1: looser than needed; below
// 1: it throttles legitimate users beyond the target). What `ratelab-cli calibrate` prints and
// the app's calibration view shows. Pure functions of a result.
#include "core/io/calibrate/Calibration.h"

#include <optional>
#include <string>

namespace ratelab {

struct CategoryVerdict {
    std::string category;
    const LaneResult* suggested = nullptr;
    const LaneResult* safe = nullptr; // null when no limit up to the cap was safe
    std::optional<double> ratio;      // suggested limit / smallest safe limit
};

CategoryVerdict categoryVerdict(const CalibrationResult& result, const CategoryCalibration& c);

// "the smallest limit with a false-positive rate at most 0.001 is 7/min (burst 2), the rule of
// thumb is 0.571x it" or "no limit up to 80/min keeps ...": what suggestions.csv's reason ends
// with and the report says.
std::string replayVerdict(const CalibrationResult& result, const CategoryCalibration& c,
                          const CalibrationSettings& settings);

// "/min" for a per-minute window.
std::string perWindow(const CalibrationSettings& settings);

// One paragraph per category (by name): "auth: rule of thumb 6/min (burst 1) ...", then the
// suggestion's reason indented on the next line.
std::string calibrationReport(const CalibrationResult& result, const CalibrationSettings& settings);

} // namespace ratelab
