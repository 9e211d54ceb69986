// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/LaneLevelGraphs.h"

#include "ui/charts/ChartItems.h"
#include "ui/charts/ChartSeries.h"
#include "ui/charts/ColorScheme.h"

#include <qcustomplot.h>

#include <algorithm>

namespace ratelab::levelgraphs {

LevelGraphs add(QCPAxisRect* level, const RunResult& result, std::size_t lane, bool dense,
                double fontScale, QCPLegend* legend)
{
    LevelGraphs graphs;
    const LaneSeries& series = result.series[lane];
    const auto curve = chartseries::levelCurve(series, result.bucketMs);
    QCPAxis* x = level->axis(QCPAxis::atBottom);
    QCPAxis* y = level->axis(QCPAxis::atLeft);
    const QString levelName = series.levelName.empty() ? QStringLiteral("level")
                                                       : QString::fromStdString(series.levelName);
    const QString key = QString::fromStdString(series.trackedKey);
    // A corner caption instead of a rotated axis label: it stays readable in short rows.
    graphs.caption = chartitems::cornerCaption(
        level->parentPlot(), level,
        key.isEmpty() ? levelName : QStringLiteral("%1 · key %2").arg(levelName, key),
        colors::level(), fontScale);

    auto* peak = new QCPGraph(x, y);
    if (!dense)
        peak->setData(curve.keys, curve.peak, true);
    peak->setLineStyle(QCPGraph::lsStepLeft);
    peak->setPen(QPen(colors::level(), 1.6));
    peak->setBrush(dense ? QBrush(Qt::NoBrush) : QBrush(colors::faded(colors::level(), 45)));
    peak->setAdaptiveSampling(true);
    peak->setSelectable(QCP::stNone);
    // The legend, shared by all rows, names the level generically; each row's caption says which.
    peak->setName(key.isEmpty() ? QStringLiteral("tracked key's level")
                                : QStringLiteral("level of key %1").arg(key));
    graphs.peak = peak;

    // The limit as a two-point graph rather than an item, so the shared legend can name it.
    auto* limit = new QCPGraph(x, y);
    const double span = std::max(1.0, chartseries::msToSeconds(result.durationMs));
    limit->setData(QVector<double>{-span, 2 * span},
                   QVector<double>{series.levelLimit, series.levelLimit}, true);
    limit->setPen(QPen(colors::limitLine(), 1.4, Qt::DashLine));
    limit->setName(QStringLiteral("limit"));
    limit->setSelectable(QCP::stNone);
    graphs.limit = limit;
    if (legend) {
        peak->addToLegend(legend);
        limit->addToLegend(legend);
    }
    y->setRange(0, std::max({1.0, series.levelLimit, curve.maxValue}) * 1.3);
    return graphs;
}

} // namespace ratelab::levelgraphs
