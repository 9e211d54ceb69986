// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The sweep's charts as PNG and SVG bytes, drawn with QCustomPlot offscreen: one varied parameter
// gives a line chart per metric (a line per lane), two give a heatmap per metric and lane with
// a colour scale. Creates an offscreen QApplication for the duration of render() when the
// process has none (ratelab-cli has none). Main thread only.
#include "core/io/sweep/SweepChartSink.h"

namespace ratelab {

class SweepChartRenderer final : public SweepChartSink {
public:
    static constexpr int kWidth = 800;
    static constexpr int kHeight = 500;

    [[nodiscard]] std::vector<SweepChartFile> render(const SweepPlan& plan,
                                                     const SweepResults& results) override;
};

} // namespace ratelab
