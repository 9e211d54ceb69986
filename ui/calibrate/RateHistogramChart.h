// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The calibration view's histogram: how many identities of one endpoint category had each busiest
// count (requests in their busiest window), on a log-scale axis of counts with bins that double
// in width, legitimate identities apart from abusive ones, and the candidate limits drawn on it
// as vertical lines (the rule of thumb, the smallest safe limit), so one sees whom each would
// cut. GUI thread.
#include "core/io/calibrate/RateHistogram.h"

#include <qcustomplot.h>

#include <vector>

namespace ratelab {

struct ChartLimit {
    std::int64_t limit = 0;
    QString label; // "rule of thumb 118/min"
    QColor color;
};

class RateHistogramChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit RateHistogramChart(QWidget* parent = nullptr);

    // `window` names the counts ("1 min"); an empty histogram clears the chart.
    void setHistogram(const std::vector<RateBin>& bins, const std::vector<ChartLimit>& limits,
                      const QString& window);

    // For tests: the bars and limit lines drawn.
    [[nodiscard]] int barCount() const { return static_cast<int>(m_bars.size()); }
    [[nodiscard]] int limitLineCount() const { return static_cast<int>(m_lines.size()); }

private:
    // Bars are rectangles in plot coordinates, which stay right on log axes (QCPBars' widths
    // do not); these two empty series only give the legend its entries.
    QCPBars* m_legitimate;
    QCPBars* m_abusive;
    std::vector<QCPItemRect*> m_bars;
    std::vector<QCPItemStraightLine*> m_lines;
    std::vector<QCPItemText*> m_labels;
};

} // namespace ratelab
