// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A whole calibration of one log: the analysis pass (rates per identity and category), the
// legitimate identities, the percentiles across identities, the rule-of-thumb suggestion per
// category, then replay passes that judge candidate limits by their false-positive rate and find
// the smallest safe one (SafeLimitSearch). Every pass re-reads the log from the source; memory
// is the analysis's plus, per pass, one state per key for each candidate. Single-threaded; the
// caller owns the source and writes the outputs (CalibrationCsv).
#include "core/io/calibrate/CandidateLane.h"
#include "core/io/calibrate/LegitimateIdentities.h"
#include "core/io/calibrate/LimitSuggestion.h"
#include "core/io/calibrate/RateAnalysis.h"
#include "core/io/calibrate/RatePercentiles.h"
#include "core/io/calibrate/RecordSource.h"

#include "core/sim/algorithms/AlgorithmKind.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ratelab {

struct CalibrationSettings {
    AlgorithmKind algorithm = AlgorithmKind::TokenBucket;
    std::int64_t windowMs = 60000; // one of kRateWindowsMs: the suggestion is per this window
    double targetFalsePositiveRate = 0.001; // at most this share of legitimate requests rejected
    LegitimateIdentities legitimate;
    LimitRule rule;
    std::size_t pointsPerPass = 16;
    std::size_t heaviestCount = 20; // heaviest identities reported
};

struct LaneResult {
    LaneConfig config;
    LaneCounts counts;
    int pass = 0;           // 1 = the first replay pass
    bool suggested = false; // the rule of thumb's configuration
    // For the suggested lane only: (key index, its throttling), keys that were rejected at all.
    std::vector<std::pair<std::int32_t, KeyThrottling>> throttled;
};

struct CategoryCalibration {
    std::int32_t category = 0;
    LimitSuggestion suggestion;
    std::size_t suggestedLane = 0;       // into CalibrationResult::lanes
    std::int64_t cap = 1;                // the largest limit the search tries
    std::optional<std::size_t> safeLane; // the smallest safe limit's lane, if any passed
};

struct CalibrationResult {
    RateAnalysis analysis;
    std::vector<char> legitimate; // per identity index
    std::vector<RatePercentileRow> percentiles;
    std::vector<std::int32_t> heaviest;
    std::vector<CategoryCalibration> categories; // by category name
    std::vector<LaneResult> lanes;               // by category name, then limit
    int passes = 0;                              // replay passes, the analysis not counted
};

class Calibration {
public:
    // False with *error when a pass fails (the source's message, or "line N: ..." for records
    // out of time order or changed between passes) or the settings cannot run.
    static bool run(const RecordSource& source, const CalibrationSettings& settings,
                    CalibrationResult* result, std::string* error);

    // The largest limit a category's search tries: at 8x the most requests one legitimate key of
    // the category made in the whole log (plus 8), even a 15 % burst covers all of them, so no
    // algorithm rejects any legitimate request.
    static std::int64_t searchCap(const RateAnalysis& analysis, const std::vector<char>& legitimate,
                                  std::int32_t category);
};

} // namespace ratelab
