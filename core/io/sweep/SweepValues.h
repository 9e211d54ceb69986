// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The figures a sweep's charts draw, read from its results by their summary names: the mean over
// a point's seeds of one lane's metric. Stateless; any thread once the sweep has finished.
#include "core/io/sweep/SweepPlan.h"
#include "core/io/sweep/SweepRunner.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ratelab {

class SweepValues {
public:
    // admitted, rejected, false_positive_rate, over_admission_ratio, abusive_admitted,
    // p99_delay_ms: what each chart shows.
    static std::span<const std::string_view> chartMetrics();
    // The lanes' names, from the first complete point (empty if none).
    static std::vector<std::string> lanes(const SweepPlan& plan, const SweepResults& results);
    // Nullopt when the point is not complete or the metric is not a number.
    static std::optional<double> value(const SweepPlan& plan, const SweepResults& results,
                                       qsizetype point, std::size_t lane, std::string_view metric);
};

} // namespace ratelab
