// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A two-parameter sweep as a heatmap of one lane's metric (QCPColorMap): the first parameter up
// the side, the second across, a colour scale labelled with the metric beside it; cells not run
// yet stay empty. Hovering a cell shows both values and the metric; clicking one emits its
// point. Reads the plan and results it is given at each setSweep(); GUI thread.
#include "core/io/sweep/SweepPlan.h"
#include "core/io/sweep/SweepRunner.h"

#include <qcustomplot.h>

namespace ratelab {

class SweepHeatmap : public QCustomPlot {
    Q_OBJECT
public:
    explicit SweepHeatmap(QWidget* parent = nullptr);

    // Redraws from the results so far; plan must have two axes.
    void setSweep(const SweepPlan& plan, const SweepResults& results, std::size_t lane,
                  const QString& laneName, const QString& metric);
    void clearSweep();

    [[nodiscard]] QCPColorMap* colorMap() const { return m_map; }
    [[nodiscard]] QCPColorScale* colorScale() const { return m_scale; }
    // The centre of the point's cell in widget pixels.
    [[nodiscard]] QPoint pixelOf(qsizetype point) const;
    // The point under a widget position; -1 outside the grid.
    [[nodiscard]] qsizetype pointAt(const QPoint& pos) const;
    // The hover text of a point, as the tooltip shows it.
    [[nodiscard]] QString tooltipFor(qsizetype point) const;

signals:
    void pointClicked(qsizetype point);

private:
    void onMove(QMouseEvent* event);

    QCPColorMap* m_map;
    QCPColorScale* m_scale;
    QCPTextElement* m_title;
    const SweepPlan* m_plan = nullptr; // valid until the next setSweep / clearSweep
    QString m_metric;
    QString m_lane;
    QPoint m_pressed;
};

} // namespace ratelab
