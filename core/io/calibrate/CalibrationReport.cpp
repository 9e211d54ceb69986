// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/CalibrationReport.h"

#include "core/io/csv/NumberFormat.h"

#include <cstdio>

namespace ratelab {

namespace {

// Three significant digits: for sentences (the CSV columns keep every digit).
std::string brief(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", value);
    return text;
}

} // namespace

CategoryVerdict categoryVerdict(const CalibrationResult& result, const CategoryCalibration& c)
{
    CategoryVerdict v;
    v.category = result.analysis.categories()[static_cast<std::size_t>(c.category)];
    v.suggested = &result.lanes[c.suggestedLane];
    if (c.safeLane) {
        v.safe = &result.lanes[*c.safeLane];
        v.ratio = static_cast<double>(v.suggested->config.limit)
                  / static_cast<double>(v.safe->config.limit);
    }
    return v;
}

std::string perWindow(const CalibrationSettings& settings)
{
    return "/" + std::string(kRateWindowUnits[rateWindowIndex(settings.windowMs).value_or(0)]);
}

std::string replayVerdict(const CalibrationResult& result, const CategoryCalibration& c,
                          const CalibrationSettings& settings)
{
    const CategoryVerdict v = categoryVerdict(result, c);
    const std::string per = perWindow(settings);
    const std::string target = formatDouble(settings.targetFalsePositiveRate);
    if (!v.safe)
        return "no limit up to " + formatInteger(c.cap) + per
               + " keeps the false-positive rate at most " + target;
    std::string text = "the smallest limit with a false-positive rate at most " + target + " is "
                       + formatInteger(v.safe->config.limit) + per + " (burst "
                       + formatInteger(v.safe->config.burst) + "), the rule of thumb is "
                       + brief(*v.ratio) + "x it";
    if (*v.ratio < 1.0)
        text += ", too strict for the target";
    return text;
}

std::string calibrationReport(const CalibrationResult& result, const CalibrationSettings& settings)
{
    const std::string per = perWindow(settings);
    std::string text;
    for (const CategoryCalibration& c : result.categories) {
        const CategoryVerdict v = categoryVerdict(result, c);
        const LaneCounts& s = v.suggested->counts;
        text += v.category + ": rule of thumb " + formatInteger(c.suggestion.limit) + per
                + " (burst " + formatInteger(c.suggestion.burst) + "): false-positive rate "
                + brief(s.falsePositiveRate()) + ", abusive requests admitted "
                + formatInteger(s.abusiveAdmitted) + " and rejected "
                + formatInteger(s.abusiveRejected) + "; " + replayVerdict(result, c, settings)
                + "\n  why: " + c.suggestion.reason + "\n";
    }
    return text;
}

} // namespace ratelab
