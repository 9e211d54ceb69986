// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A one-parameter sweep as a line chart of one metric: a line per lane over the varied values,
// points not run yet left out. Hovering a point shows the value, the lane and the metric;
// clicking one emits its point. GUI thread.
#include "core/io/sweep/SweepPlan.h"
#include "core/io/sweep/SweepRunner.h"

#include <qcustomplot.h>

#include <string>
#include <vector>

namespace ratelab {

class SweepLineChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit SweepLineChart(QWidget* parent = nullptr);

    // Redraws from the results so far; plan must have one axis.
    void setSweep(const SweepPlan& plan, const SweepResults& results,
                  const std::vector<std::string>& lanes, const QString& metric);
    void clearSweep();

    // The pixel of a lane's value at a point; null when it has none yet.
    [[nodiscard]] QPoint pixelOf(qsizetype point, std::size_t lane) const;
    // The nearest point drawn within a few pixels of pos, and its lane; -1 if none.
    [[nodiscard]] qsizetype pointAt(const QPoint& pos, std::size_t* lane = nullptr) const;

signals:
    void pointClicked(qsizetype point);

private:
    const SweepPlan* m_plan = nullptr; // valid until the next setSweep / clearSweep
    QString m_metric;
    QPoint m_pressed;
};

} // namespace ratelab
