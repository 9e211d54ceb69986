// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The level chart of one lane's row: the tracked key's level (peak per bucket) as a filled step
// line, the limit as a dashed line the shared legend can name, and a corner caption naming the
// level and key; the axis fitted to both. Its elements belong to the QCustomPlot. GUI thread only.
#include "core/sim/model/RunResult.h"

class QCPAxisRect;
class QCPGraph;
class QCPItemText;
class QCPLegend;

namespace ratelab::levelgraphs {

struct LevelGraphs {
    QCPGraph* peak = nullptr;
    QCPGraph* limit = nullptr;
    QCPItemText* caption = nullptr;
};

// `dense`: the peak's data comes later, for the visible range only (LaneChartRow::kDenseBuckets).
LevelGraphs add(QCPAxisRect* level, const RunResult& result, std::size_t lane, bool dense,
                double fontScale, QCPLegend* legend);

} // namespace ratelab::levelgraphs
