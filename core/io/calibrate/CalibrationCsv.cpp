// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/CalibrationCsv.h"

#include "core/io/calibrate/CalibrationReport.h"
#include "core/io/calibrate/ThrottledRows.h"

#include "core/io/csv/CsvWriter.h"
#include "core/io/csv/NumberFormat.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <map>

namespace ratelab {
namespace {

const std::string& categoryName(const CalibrationResult& result, std::int32_t category)
{
    return result.analysis.categories()[static_cast<std::size_t>(category)];
}

const std::string& identityName(const CalibrationResult& result, std::int32_t identity)
{
    return result.analysis.identities()[static_cast<std::size_t>(identity)];
}

bool isLegitimate(const CalibrationResult& result, std::int32_t identity)
{
    return result.legitimate[static_cast<std::size_t>(identity)] != 0;
}

} // namespace

std::string CalibrationCsv::laneName(const CalibrationResult& result, const LaneConfig& config)
{
    return categoryName(result, config.category) + "@" + formatInteger(config.limit);
}

std::string CalibrationCsv::rates(const CalibrationResult& result)
{
    const RateAnalysis& analysis = result.analysis;
    // Keys by identity name, then category name.
    std::map<std::pair<std::string_view, std::string_view>, std::size_t> order;
    for (std::size_t k = 0; k < analysis.keys().size(); ++k) {
        const RateKey& key = analysis.keys()[k];
        order.emplace(std::pair<std::string_view, std::string_view>(
                          identityName(result, key.identity), categoryName(result, key.category)),
                      k);
    }
    CsvWriter csv(analysis.keys().size() * kRateWindowCount * 40 + 128);
    csv.header(
        {"identity", "category", "window_ms", "busiest", "p50", "p99", "requests", "legitimate"});
    for (const auto& [names, k] : order) {
        const RateKey& key = analysis.keys()[k];
        for (std::size_t w = 0; w < kRateWindowCount; ++w) {
            csv.text(names.first).text(names.second).integer(kRateWindowsMs[w]);
            csv.integer(key.rates.busiest(w))
                .integer(key.rates.fixedPercentile(w, 50))
                .integer(key.rates.fixedPercentile(w, 99));
            csv.integer(key.rates.requests()).flag(isLegitimate(result, key.identity));
            csv.endRow();
        }
    }
    return csv.take();
}

std::string CalibrationCsv::percentiles(const CalibrationResult& result)
{
    std::map<std::string_view, std::vector<const RatePercentileRow*>> byCategory;
    for (const RatePercentileRow& row : result.percentiles)
        byCategory[categoryName(result, row.category)].push_back(&row);
    CsvWriter csv;
    csv.header({"category", "window_ms", "p50", "p95", "p99", "max", "population", "identities"});
    for (const auto& [name, rows] : byCategory) {
        for (const RatePercentileRow* row : rows) {
            csv.text(name).integer(kRateWindowsMs[row->window]);
            csv.integer(row->p50).integer(row->p95).integer(row->p99).integer(row->max);
            csv.text(row->population == Population::All ? "all" : "legitimate");
            csv.integer(row->identities);
            csv.endRow();
        }
    }
    return csv.take();
}

std::string CalibrationCsv::suggestions(const CalibrationResult& result,
                                        const CalibrationSettings& settings)
{
    CsvWriter csv;
    csv.header({"category", "algorithm", "limit", "window_ms", "burst", "reason",
                "false_positive_rate", "abusive_admitted", "abusive_rejected", "upper_limit",
                "smallest_safe_limit", "smallest_safe_burst", "smallest_safe_false_positive_rate",
                "rule_of_thumb_ratio", "target_false_positive_rate"});
    const std::string algorithm(algorithmInfo(settings.algorithm).id);
    for (const CategoryCalibration& c : result.categories) {
        const LaneResult& suggested = result.lanes[c.suggestedLane];
        const std::string reason =
            c.suggestion.reason + "; checked by replay: " + replayVerdict(result, c, settings);
        csv.text(categoryName(result, c.category)).text(algorithm);
        csv.integer(c.suggestion.limit).integer(settings.windowMs).integer(c.suggestion.burst);
        csv.text(reason);
        csv.number(suggested.counts.falsePositiveRate()).integer(suggested.counts.abusiveAdmitted);
        csv.integer(suggested.counts.abusiveRejected).integer(c.suggestion.upper);
        if (const CategoryVerdict v = categoryVerdict(result, c); v.safe) {
            csv.integer(v.safe->config.limit).integer(v.safe->config.burst);
            csv.number(v.safe->counts.falsePositiveRate()).number(*v.ratio);
        } else {
            csv.text("").text("").text("").text("");
        }
        csv.number(settings.targetFalsePositiveRate);
        csv.endRow();
    }
    return csv.take();
}

std::string CalibrationCsv::throttled(const CalibrationResult& result)
{
    CsvWriter csv;
    csv.header({"identity", "category", "first_throttled_ms", "rejected", "legitimate"});
    for (const ThrottledRow& row : throttledRows(result)) {
        csv.text(row.identity).text(row.category);
        csv.integer(row.firstThrottledMs).integer(row.rejected).flag(row.legitimate);
        csv.endRow();
    }
    return csv.take();
}

std::string CalibrationCsv::summary(const CalibrationResult& result,
                                    const CalibrationSettings& settings)
{
    CsvWriter csv;
    csv.header({"lane",
                "algorithm",
                "admitted",
                "rejected",
                "failed_open",
                "failed_closed",
                "max_admitted_any_window",
                "limit",
                "over_admission_ratio",
                "false_positive_rate",
                "abusive_admitted",
                "category",
                "burst",
                "window_ms",
                "abusive_rejected",
                "legitimate_requests",
                "legitimate_rejected",
                "throttled_identities",
                "pass",
                "suggested"});
    const std::string algorithm(algorithmInfo(settings.algorithm).id);
    for (const LaneResult& lane : result.lanes) {
        const LaneCounts& n = lane.counts;
        csv.text(laneName(result, lane.config)).text(algorithm);
        csv.integer(n.admitted).integer(n.rejected).integer(0).integer(0);
        csv.integer(n.maxAdmittedAnyWindow).integer(lane.config.limit);
        csv.number(static_cast<double>(n.maxAdmittedAnyWindow)
                   / static_cast<double>(lane.config.limit));
        csv.number(n.falsePositiveRate()).integer(n.abusiveAdmitted);
        csv.text(categoryName(result, lane.config.category)).integer(lane.config.burst);
        csv.integer(settings.windowMs).integer(n.abusiveRejected);
        csv.integer(n.legitimateRequests).integer(n.legitimateRejected).integer(n.throttledKeys);
        csv.integer(lane.pass).flag(lane.suggested);
        csv.endRow();
    }
    return csv.take();
}

std::string CalibrationCsv::heaviest(const CalibrationResult& result)
{
    CsvWriter csv;
    csv.header({"rank", "identity", "requests", "legitimate"});
    std::int64_t rank = 0;
    for (const std::int32_t identity : result.heaviest) {
        csv.integer(++rank).text(identityName(result, identity));
        csv.integer(result.analysis.identityRequests(identity));
        csv.flag(isLegitimate(result, identity));
        csv.endRow();
    }
    return csv.take();
}

} // namespace ratelab
