// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The figures of a run by their public names: one table for the per-lane summary (the columns of
// summary.csv), one for the per-bucket series (timeseries.csv) and one for the distributed
// world's totals. summary.csv, timeseries.csv and the lessons' claim language all read these
// tables, so a figure has one name everywhere. Immutable; any thread.
#include "core/sim/model/RunResult.h"

#include <cstdint>
#include <span>
#include <string_view>

namespace ratelab {

enum class MetricKind : std::uint8_t {
    Integer, // exact int64
    Real,    // double
    TimeMs,  // SimTime (µs) written as exact decimal milliseconds
    Text,
};

// A measured value or a parameter, as the claim language and the CSV writers see it.
struct MetricValue {
    MetricKind kind = MetricKind::Integer;
    std::int64_t integer = 0; // Integer, and TimeMs in µs
    double real = 0.0;        // Real
    std::string_view text;    // Text; points into the RunResult
};

template <class Owner>
struct MetricColumn {
    std::string_view name; // "max_admitted_any_window"
    MetricKind kind;
    MetricValue (*read)(const Owner&);
    bool inCsv;                   // written to summary.csv / timeseries.csv (in table order)
    bool measured;                // a result of the run, not a copy of the configuration
    std::string_view description; // one line, for docs and the claim language's errors
};

// summary.csv's columns in file order (lane and algorithm first), then figures kept in the
// result that the file does not carry.
std::span<const MetricColumn<LaneSummary>> summaryMetrics();
// The figures of long-lived connections (summaryMetrics' names), in the order summary.csv adds
// them after model_version when the run has clients with connections: other runs keep their
// bytes.
std::span<const std::string_view> connectionSummaryColumns();
// timeseries.csv's per-bucket columns after time_ms and lane, in file order, then the others.
std::span<const MetricColumn<SeriesBucket>> bucketMetrics();
// The distributed world's per-lane totals (RunResult::topology), none of them in a CSV file.
std::span<const MetricColumn<LaneTopologyTotals>> topologyMetrics();

template <class Owner>
const MetricColumn<Owner>* findMetric(std::span<const MetricColumn<Owner>> table,
                                      std::string_view name)
{
    for (const MetricColumn<Owner>& column : table)
        if (column.name == name)
            return &column;
    return nullptr;
}

} // namespace ratelab
