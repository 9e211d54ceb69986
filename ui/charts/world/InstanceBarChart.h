// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One lane's admitted requests per instance as bars grouped and coloured by region, with each
// region's total above its group: three regions each enforcing 100 show 100 + 100 + 100 = 300.
// Built inside a layout cell the WorldChartRow gives it; the QCustomPlot owns the elements.
// GUI thread only.
#include "core/sim/model/RunResult.h"

#include <QList>
#include <QPointF>
#include <QString>

class QCustomPlot;
class QCPAxisRect;
class QCPBars;
class QCPItemText;
class QCPLayoutGrid;
class QCPMarginGroup;
class QCPTextElement;

namespace ratelab {

class InstanceBarChart {
public:
    // margins is shared by every lane's instance chart, so their columns are equally wide.
    InstanceBarChart(QCustomPlot* plot, QCPLayoutGrid* cell, QCPMarginGroup* margins,
                     const LaneTopologyTotals& topology, double fontScale);

    void setFontScale(double scale);
    // Lesson mode before the end of the run: the bars and totals are the run's final figures.
    void setHidden(bool hidden);
    [[nodiscard]] bool isHidden() const { return m_hidden; }
    [[nodiscard]] QCPAxisRect* rect() const { return m_rect; }
    // One bar set per region, in region order; bar i of a set is that region's i-th instance.
    [[nodiscard]] const QList<QCPBars*>& regionBars() const { return m_bars; }
    // The instance under a pixel, as a tooltip; empty outside the bars.
    [[nodiscard]] QString tooltipAt(double pixelX) const;
    // The same for a point of the plot; empty outside the chart's rect.
    [[nodiscard]] QString tooltipAt(const QPointF& pos) const;

private:
    QCustomPlot* m_plot;
    QCPTextElement* m_caption;
    QCPAxisRect* m_rect;
    QList<QCPBars*> m_bars;
    QList<QCPItemText*> m_totals;
    LaneTopologyTotals m_topology;
    bool m_hidden = false;
    QVector<double> m_keys;
};

} // namespace ratelab
