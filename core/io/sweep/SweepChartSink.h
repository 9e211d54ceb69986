// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a sweep's charts come from: ratelab-cli hands SweepCommand an implementation from the
// rendering library (render/, QtGui + QCustomPlot), so core/io itself draws nothing. Called on
// the main thread after the sweep has finished.
#include "core/io/sweep/SweepPlan.h"
#include "core/io/sweep/SweepRunner.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace ratelab {

struct SweepChartFile {
    QString name; // a file name inside the output folder: "heatmap-admitted-gcra.png"
    QByteArray bytes;
};

class SweepChartSink {
public:
    virtual ~SweepChartSink() = default;
    // The charts of the complete points: one varied parameter, a line chart per metric; two, a
    // heatmap per metric and lane; otherwise none.
    [[nodiscard]] virtual std::vector<SweepChartFile> render(const SweepPlan& plan,
                                                             const SweepResults& results) = 0;
};

} // namespace ratelab
