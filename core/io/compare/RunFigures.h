// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A run's per-lane figures by their public names (summaryMetrics(): the columns of summary.csv
// and the figures lessons read) as JSON values: integers and ratios as numbers, times in
// milliseconds, text as strings. The share file stores them, and its check and the run
// comparison read them, so a figure has one value and one equality everywhere. Stateless; any
// thread.
#include "core/sim/model/RunMetrics.h"
#include "core/sim/model/RunResult.h"

#include <QJsonValue>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace ratelab::runfigures {

using Figures = std::vector<std::pair<QString, QJsonValue>>;

QJsonValue toJson(const MetricValue& value);
// Every summary figure of one lane, in summaryMetrics() order, "lane" first; the copies of the
// configuration (limit, window_ms) too, so a reader sees what each figure is measured against.
Figures laneFigures(const LaneSummary& lane);
// Whether a figure's name is a result of the run rather than a copy of its configuration.
bool isMeasured(const QString& name);
// Equal as figures: numbers by value (an integer read back as 120.0 equals 120), the rest as JSON.
bool same(const QJsonValue& a, const QJsonValue& b);
// b - a when both are numbers.
std::optional<double> change(const QJsonValue& a, const QJsonValue& b);
// As a person reads it: integers plainly, ratios with up to four decimals, an absent value as "—".
QString text(const QJsonValue& value);

// The lane of `other` that corresponds to lane `lane` of `run`: the one of the same name, else
// the one at the same index when both runs have as many lanes; nullopt when none does.
std::optional<std::size_t> matchingLane(const RunResult& run, std::size_t lane,
                                        const RunResult& other);

} // namespace ratelab::runfigures
