// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/sweep/SweepValues.h"

#include "core/sim/model/RunMetrics.h"

#include <array>

namespace ratelab {

namespace {

constexpr std::array<std::string_view, 6> kChartMetrics{
    "admitted",         "rejected",    "false_positive_rate", "over_admission_ratio",
    "abusive_admitted", "p99_delay_ms"};

} // namespace

std::span<const std::string_view> SweepValues::chartMetrics()
{
    return kChartMetrics;
}

std::vector<std::string> SweepValues::lanes(const SweepPlan& plan, const SweepResults& results)
{
    std::vector<std::string> names;
    for (qsizetype p = 0; p < plan.pointCount(); ++p) {
        if (!results.pointComplete(plan, p))
            continue;
        for (const LaneSummary& s :
             results.runs[static_cast<std::size_t>(p * plan.seedCount())]->summaries)
            names.push_back(s.lane);
        break;
    }
    return names;
}

std::optional<double> SweepValues::value(const SweepPlan& plan, const SweepResults& results,
                                         qsizetype point, std::size_t lane, std::string_view metric)
{
    const MetricColumn<LaneSummary>* column = findMetric(summaryMetrics(), metric);
    if (!column || !results.pointComplete(plan, point))
        return std::nullopt;
    double sum = 0;
    for (qsizetype s = 0; s < plan.seedCount(); ++s) {
        const RunResult& run =
            *results.runs[static_cast<std::size_t>(point * plan.seedCount() + s)];
        if (lane >= run.summaries.size())
            return std::nullopt;
        const MetricValue v = column->read(run.summaries[lane]);
        if (v.kind == MetricKind::Integer)
            sum += static_cast<double>(v.integer);
        else if (v.kind == MetricKind::Real)
            sum += v.real;
        else
            return std::nullopt;
    }
    return sum / static_cast<double>(plan.seedCount());
}

} // namespace ratelab
