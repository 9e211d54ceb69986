// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The CSV files of a calibration (docs/cli.md, calibrate): the public columns first, extras
// after, rows in a deterministic order (identities and categories by name, windows shortest
// first, lanes by limit) so two runs on one log write identical bytes. Pure functions of a result.
#include "core/io/calibrate/Calibration.h"

#include <string>

namespace ratelab {

class CalibrationCsv {
public:
    // identity,category,window_ms,busiest,p50,p99,requests,legitimate
    static std::string rates(const CalibrationResult& result);
    // category,window_ms,p50,p95,p99,max,population,identities
    static std::string percentiles(const CalibrationResult& result);
    // category,algorithm,limit,window_ms,burst,reason,false_positive_rate,abusive_admitted,
    // abusive_rejected,upper_limit,smallest_safe_limit,smallest_safe_burst,
    // smallest_safe_false_positive_rate,rule_of_thumb_ratio,target_false_positive_rate
    static std::string suggestions(const CalibrationResult& result,
                                   const CalibrationSettings& settings);
    // identity,category,first_throttled_ms,rejected,legitimate: the suggested lanes' throttled keys
    static std::string throttled(const CalibrationResult& result);
    // The run summary's columns, then false_positive_rate,abusive_admitted,category,burst,
    // window_ms,abusive_rejected,legitimate_requests,legitimate_rejected,throttled_identities,
    // pass,suggested; one row per candidate lane.
    static std::string summary(const CalibrationResult& result,
                               const CalibrationSettings& settings);
    // rank,identity,requests,legitimate
    static std::string heaviest(const CalibrationResult& result);

    // "login@120": a lane's name in summary.csv.
    static std::string laneName(const CalibrationResult& result, const LaneConfig& config);
};

} // namespace ratelab
