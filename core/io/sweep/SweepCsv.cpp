// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/sweep/SweepCsv.h"

#include "core/io/csv/CsvWriter.h"
#include "core/io/csv/RunCsv.h"

#include "core/sim/model/RunMetrics.h"

namespace ratelab {

namespace {

// Extra columns after summary.csv's, in order.
constexpr std::string_view kExtraColumns[] = {"abusive_admitted"};

void writeValue(CsvWriter& csv, const SweepAxis& axis, qsizetype index)
{
    const QJsonValue& v = axis.values[index];
    if (v.isDouble() && v.toDouble() == static_cast<double>(v.toInteger()))
        csv.integer(v.toInteger());
    else if (v.isDouble())
        csv.number(v.toDouble());
    else
        csv.text(axis.labelAt(index).toStdString());
}

} // namespace

std::string SweepCsv::text(const SweepPlan& plan, const SweepResults& results)
{
    std::vector<std::string> axisNames;
    for (const SweepAxis& axis : plan.axes())
        axisNames.push_back(axis.path.toStdString());
    std::vector<std::string_view> names(axisNames.begin(), axisNames.end());
    if (plan.hasSeeds())
        names.emplace_back("seed");
    for (const std::string_view column : RunCsv::summaryColumns())
        names.push_back(column);
    for (const std::string_view column : kExtraColumns)
        names.push_back(column);
    CsvWriter csv;
    csv.header(names);
    for (qsizetype p = 0; p < plan.pointCount(); ++p) {
        if (!results.pointComplete(plan, p))
            continue;
        const std::vector<qsizetype> at = plan.valueIndices(p);
        for (qsizetype s = 0; s < plan.seedCount(); ++s) {
            const qsizetype r = p * plan.seedCount() + s;
            const RunResult& run = *results.runs[static_cast<std::size_t>(r)];
            for (const LaneSummary& lane : run.summaries) {
                for (qsizetype a = 0; a < plan.axes().size(); ++a)
                    writeValue(csv, plan.axes()[a], at[static_cast<std::size_t>(a)]);
                if (plan.hasSeeds())
                    csv.integer(static_cast<std::int64_t>(plan.scenario(r).seed));
                RunCsv::summaryFields(csv, run, lane);
                for (const std::string_view column : kExtraColumns)
                    RunCsv::field(csv, findMetric(summaryMetrics(), column)->read(lane));
                csv.endRow();
            }
        }
    }
    return csv.take();
}

} // namespace ratelab
