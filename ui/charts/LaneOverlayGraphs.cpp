// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/LaneOverlayGraphs.h"

#include "ui/charts/ChartSeries.h"
#include "ui/charts/ColorScheme.h"

#include <qcustomplot.h>

namespace ratelab::overlaygraphs {

QList<QCPAbstractPlottable*> add(QCPAxisRect* counts, QCPAxisRect* level, const RunResult& overlay,
                                 std::size_t lane, const QString& label, QCPLegend* legend)
{
    if (lane >= overlay.series.size())
        return {};
    const LaneSeries& series = overlay.series[lane];
    const auto stacked = chartseries::stackedCounts(series, overlay.bucketMs);
    const double width = chartseries::msToSeconds(overlay.bucketMs);
    QVector<double> keys(stacked.keys.size());
    QVector<double> admitted(stacked.keys.size());
    for (qsizetype i = 0; i < keys.size(); ++i) {
        keys[i] = stacked.keys[i] - width / 2;
        admitted[i] = stacked.admitted[i] + stacked.failedOpen[i] + stacked.wouldReject[i];
    }
    QPen pen(colors::pinned(), 1.6, Qt::DashLine);
    auto* countsLine = new QCPGraph(counts->axis(QCPAxis::atBottom), counts->axis(QCPAxis::atLeft));
    countsLine->setData(keys, admitted, true);
    countsLine->setLineStyle(QCPGraph::lsStepLeft);
    countsLine->setPen(pen);
    countsLine->setName(QStringLiteral("%1: admitted").arg(label));
    countsLine->setSelectable(QCP::stNone);
    const auto curve = chartseries::levelCurve(series, overlay.bucketMs);
    auto* levelLine = new QCPGraph(level->axis(QCPAxis::atBottom), level->axis(QCPAxis::atLeft));
    levelLine->setData(curve.keys, curve.peak, true);
    levelLine->setLineStyle(QCPGraph::lsStepLeft);
    levelLine->setPen(pen);
    levelLine->setName(QStringLiteral("%1: level").arg(label));
    levelLine->setSelectable(QCP::stNone);
    if (legend)
        countsLine->addToLegend(legend);
    return {countsLine, levelLine};
}

} // namespace ratelab::overlaygraphs
