// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/world/WorldChartRow.h"

#include "ui/charts/ChartItems.h"
#include "ui/charts/world/InstanceBarChart.h"
#include "ui/charts/world/WorldSeries.h"
#include "ui/charts/world/WorldTooltip.h"

#include "ui/charts/ChartSeries.h"
#include "ui/charts/ChartStyle.h"
#include "ui/charts/ColorScheme.h"
#include "ui/charts/HatchedBars.h"
#include "ui/charts/LaneChartRow.h"

#include <qcustomplot.h>

namespace ratelab {

using chartitems::closed;
using chartitems::levelLine;
using chartitems::stepGraph;

WorldChartRow::WorldChartRow(QCustomPlot* plot, QCPLayoutGrid* cell, QCPMarginGroup* timeMargins,
                             QCPMarginGroup* instanceMargins, QCPLegend* legend,
                             const RunResult& result, std::size_t lane, const WorldLaneInfo& info,
                             double fontScale)
    : StackedLaneRow(plot, timeMargins, fontScale)
    , m_legend(legend)
    , m_timeCell(new QCPLayoutGrid)
    , m_result(result)
    , m_lane(lane)
    , m_info(info)
{
    // Time charts left, instance bars in a fixed-share column right: all time axes line up.
    cell->addElement(0, 0, m_timeCell);
    auto* instanceCell = new QCPLayoutGrid;
    cell->addElement(0, 1, instanceCell);
    cell->setColumnStretchFactors({3.0, 1.0});
    cell->setColumnSpacing(4);
    m_timeCell->setRowSpacing(0);
    const LaneSummary& summary = result.summaries[lane];
    const LaneTopologyTotals& topology = result.topology[lane];
    m_title->setText(info.placement.isEmpty()
                         ? QString::fromStdString(summary.lane)
                         : QStringLiteral("%1  ·  %2")
                               .arg(QString::fromStdString(summary.lane), info.placement));
    QStringList perRegion;
    std::int64_t total = 0;
    for (std::size_t r = 0; r < topology.admittedPerRegion.size(); ++r) {
        perRegion << QStringLiteral("%1 %2")
                         .arg(worldseries::regionName(topology, static_cast<int>(r)))
                         .arg(topology.admittedPerRegion[r]);
        total += topology.admittedPerRegion[r];
    }
    m_badge->setText(
        perRegion.size() > 1
            ? QObject::tr("admitted %1 = %2").arg(perRegion.join(QStringLiteral(" + "))).arg(total)
            : QObject::tr("admitted %1").arg(total));
    m_badge->setTextColor(total > summary.limit && summary.windowMs >= result.durationMs
                              ? colors::bad()
                              : colors::axisText());
    m_timeCell->addElement(0, 0, m_title);
    m_timeCell->addElement(1, 0, m_badge);

    m_dense = result.series[lane].buckets.size() > LaneChartRow::kDenseBuckets;
    buildRegions();
    buildMemory();
    buildFailures();
    buildLatency();
    QList<double> stretch{0.001, 0.001};
    for (qsizetype i = 0; i < m_rects.size(); ++i)
        stretch << (i == 0 ? 1.4 : 1.0);
    m_timeCell->setRowStretchFactors(stretch);
    m_instances = std::make_unique<InstanceBarChart>(plot, instanceCell, instanceMargins, topology,
                                                     fontScale);
    setShowTimeAxis(false);
    setCursor(0, false);
    setFontScale(fontScale);
}

WorldChartRow::~WorldChartRow() = default;

void WorldChartRow::buildRegions()
{
    const auto stack = worldseries::regionStack(m_result.topology[m_lane], m_result.bucketMs);
    m_regionRect =
        addTimeRect(m_timeCell, QObject::tr("admitted per bucket, by region"), colors::axisText());
    QCPAxis* x = m_regionRect->axis(QCPAxis::atBottom);
    QCPAxis* y = m_regionRect->axis(QCPAxis::atLeft);
    const double width = chartseries::msToSeconds(m_result.bucketMs);
    QCPBars* below = nullptr;
    QVector<double> cumulative(stack.keys.size(), 0.0);
    for (qsizetype r = 0; r < stack.perRegion.size(); ++r) {
        const QColor color = colors::region(static_cast<int>(r));
        QCPAbstractPlottable* plottable = nullptr;
        if (m_dense) {
            // A million stacked bars cannot pan smoothly: running totals as sampled step lines.
            QVector<double> starts(stack.keys.size());
            for (qsizetype i = 0; i < stack.keys.size(); ++i) {
                cumulative[i] += stack.perRegion[r][i];
                starts[i] = stack.keys[i] - width / 2;
            }
            plottable = stepGraph(x, y, starts, cumulative, QPen(color, 1.5), stack.names[r]);
        } else {
            auto* bars = new QCPBars(x, y);
            bars->setWidthType(QCPBars::wtPlotCoords);
            bars->setWidth(width * 0.86);
            bars->setStackingGap(0);
            bars->setData(stack.keys, stack.perRegion[r], true);
            bars->setPen(QPen(color.darker(115), 0.8));
            bars->setBrush(color);
            bars->setName(stack.names[r]);
            bars->setSelectable(QCP::stNone);
            if (below)
                bars->moveAbove(below);
            below = bars;
            plottable = bars;
        }
        m_regions << plottable;
        addToLegend(plottable);
    }
    y->setRange(0, std::max(1.0, stack.maxTotal * 1.3));
}

void WorldChartRow::buildMemory()
{
    const auto curves = worldseries::storeCurves(m_result.series[m_lane], m_result.bucketMs);
    const double limit = static_cast<double>(m_info.maxMemoryBytes);
    if (curves.maxMemory <= 0 && limit <= 0 && curves.maxEvictions <= 0)
        return;
    const auto unit = worldseries::memoryUnit(std::max(curves.maxMemory, limit));
    m_memoryDivisor = unit.divisor;
    m_memoryUnit = unit.name;
    m_memoryRect = addTimeRect(m_timeCell, QObject::tr("store memory used (%1)").arg(unit.name),
                               colors::storeMemory());
    QCPAxis* x = m_memoryRect->axis(QCPAxis::atBottom);
    QCPAxis* y = m_memoryRect->axis(QCPAxis::atLeft);
    y->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    y->ticker()->setTickCount(3);
    QVector<double> scaled(curves.memoryBytes.size());
    for (qsizetype i = 0; i < scaled.size(); ++i)
        scaled[i] = curves.memoryBytes[i] / unit.divisor;
    const double end = chartseries::msToSeconds(m_result.durationMs);
    m_memory = stepGraph(x, y, closed(curves.starts, end),
                         closed(scaled, scaled.isEmpty() ? 0.0 : scaled.back()),
                         QPen(colors::storeMemory(), 1.6), QObject::tr("store memory"));
    m_memory->setBrush(colors::faded(colors::storeMemory(), 40));
    addToLegend(m_memory);
    double top = curves.maxMemory / unit.divisor;
    if (limit > 0) {
        m_maxMemory =
            levelLine(x, y, limit / unit.divisor, std::max(1.0, end),
                      QPen(colors::limitLine(), 1.4, Qt::DashLine), QObject::tr("maxmemory"));
        addToLegend(m_maxMemory);
        top = std::max(top, limit / unit.divisor);
    }
    y->setRange(0, std::max(1e-3, top * 1.25));
    if (curves.maxEvictions <= 0)
        return;
    // Evictions on the right axis: a count, not bytes.
    QCPAxis* right = m_memoryRect->axis(QCPAxis::atRight);
    right->setTicks(true);
    right->setTickLabels(true);
    right->setRange(0, curves.maxEvictions * 1.3);
    QSharedPointer<QCPAxisTickerFixed> whole(new QCPAxisTickerFixed);
    whole->setTickStep(1.0);
    whole->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    whole->setTickCount(3);
    right->setTicker(whole);
    QCPAbstractPlottable* evictions = nullptr;
    if (m_dense) {
        evictions = stepGraph(x, right, curves.starts, curves.evictions,
                              QPen(colors::evictions(), 1.2), QObject::tr("evictions"));
    } else {
        auto* bars = new QCPBars(x, right);
        bars->setWidthType(QCPBars::wtPlotCoords);
        bars->setWidth(chartseries::msToSeconds(m_result.bucketMs) * 0.5);
        bars->setData(curves.keys, curves.evictions, true);
        bars->setPen(QPen(colors::evictions().darker(115), 0.8));
        bars->setBrush(colors::faded(colors::evictions(), 200));
        bars->setName(QObject::tr("evictions (right axis)"));
        bars->setSelectable(QCP::stNone);
        evictions = bars;
    }
    addToLegend(evictions);
}

void WorldChartRow::buildFailures()
{
    const auto curves = worldseries::storeCurves(m_result.series[m_lane], m_result.bucketMs);
    if (!curves.anyFailures)
        return;
    QCPAxisRect* rect =
        addTimeRect(m_timeCell, QObject::tr("store failures per bucket"), colors::storeErrors());
    QCPAxis* x = rect->axis(QCPAxis::atBottom);
    QCPAxis* y = rect->axis(QCPAxis::atLeft);
    const double width = chartseries::msToSeconds(m_result.bucketMs);
    QCPBars* below = nullptr;
    struct Layer {
        const QVector<double>* values;
        QColor color;
        QString name;
    };
    for (const Layer& layer :
         {Layer{&curves.failedOpen, colors::failedOpen(), QObject::tr("failed open")},
          Layer{&curves.failedClosed, colors::failedClosed(), QObject::tr("failed closed")}}) {
        if (m_dense) {
            addToLegend(
                stepGraph(x, y, curves.starts, *layer.values, QPen(layer.color, 1.4), layer.name));
            continue;
        }
        // Failed closed is a refusal: hatched, as in the lane charts.
        const bool refused = layer.values == &curves.failedClosed;
        QCPBars* bars = refused ? new HatchedBars(x, y, layer.color) : new QCPBars(x, y);
        bars->setWidthType(QCPBars::wtPlotCoords);
        bars->setWidth(width * 0.86);
        bars->setStackingGap(0);
        bars->setData(curves.keys, *layer.values, true);
        if (!refused) {
            bars->setPen(QPen(layer.color.darker(115), 0.8));
            bars->setBrush(layer.color);
        }
        bars->setName(layer.name);
        bars->setSelectable(QCP::stNone);
        if (below)
            bars->moveAbove(below);
        below = bars;
        addToLegend(bars);
    }
    const double end = chartseries::msToSeconds(m_result.durationMs);
    addToLegend(
        stepGraph(x, y, closed(curves.starts, end),
                  closed(curves.errors, curves.errors.isEmpty() ? 0.0 : curves.errors.back()),
                  QPen(colors::storeErrors(), 1.4, Qt::DotLine), QObject::tr("store errors")));
    y->setRange(0, std::max(1.0, curves.maxFailures * 1.3));
}

void WorldChartRow::buildLatency()
{
    const auto curves = worldseries::storeCurves(m_result.series[m_lane], m_result.bucketMs);
    const LaneSummary& s = m_result.summaries[m_lane];
    m_perBucketLatency = curves.anyRoundTrips;
    // Local counters with no delay at all: an empty chart would only take room.
    if (!m_perBucketLatency && s.p99DelayMs <= 0)
        return;
    QCPAxisRect* rect =
        addTimeRect(m_timeCell,
                    m_perBucketLatency ? QObject::tr("store round trip per bucket, ms")
                                       : QObject::tr("latency the limiter added, ms (whole run)"),
                    colors::latencyP50());
    QCPAxis* x = rect->axis(QCPAxis::atBottom);
    QCPAxis* y = rect->axis(QCPAxis::atLeft);
    y->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    y->ticker()->setTickCount(3);
    const double end = chartseries::msToSeconds(m_result.durationMs);
    if (m_perBucketLatency) {
        const auto last = [](const QVector<double>& v) { return v.isEmpty() ? 0.0 : v.back(); };
        addToLegend(stepGraph(x, y, closed(curves.starts, end),
                              closed(curves.roundTripMeanMs, last(curves.roundTripMeanMs)),
                              QPen(colors::latencyP50(), 1.6),
                              QObject::tr("store round trip, mean")));
        addToLegend(stepGraph(x, y, closed(curves.starts, end),
                              closed(curves.roundTripMaxMs, last(curves.roundTripMaxMs)),
                              QPen(colors::latencyP99(), 1.4, Qt::DashLine),
                              QObject::tr("store round trip, max")));
        y->setRange(0, std::max(0.01, curves.maxRoundTripMs * 1.3));
        return;
    }
    // Without a store (local counters) there are no round trips: the run's delay percentiles.
    const double span = std::max(1.0, end);
    addToLegend(levelLine(x, y, s.p50DelayMs, span, QPen(colors::latencyP50(), 1.6),
                          QObject::tr("latency p50 (whole run)")));
    addToLegend(levelLine(x, y, s.p99DelayMs, span,
                          QPen(colors::latencyP99(), 1.6, Qt::DashDotLine),
                          QObject::tr("latency p99 (whole run)")));
    y->setRange(0, std::max(0.01, std::max(s.p50DelayMs, s.p99DelayMs) * 1.3));
}

void WorldChartRow::addToLegend(QCPAbstractPlottable* plottable) const
{
    if (!m_legend)
        return;
    // One legend for every lane: each kind of series is named once.
    for (int i = 0; i < m_legend->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(m_legend->item(i));
        if (item && item->plottable()->name() == plottable->name())
            return;
    }
    plottable->addToLegend(m_legend);
}

void WorldChartRow::setOverlay(const RunResult* overlay, const QString& label)
{
    for (QCPAbstractPlottable* p : std::as_const(m_overlay))
        m_plot->removePlottable(p);
    m_overlay.clear();
    if (!overlay || m_lane >= overlay->series.size())
        return;
    const LaneSeries& series = overlay->series[m_lane];
    const auto curves = worldseries::storeCurves(series, overlay->bucketMs);
    QVector<double> admitted(curves.starts.size());
    for (qsizetype i = 0; i < admitted.size(); ++i)
        admitted[i] = static_cast<double>(series.buckets[static_cast<std::size_t>(i)].admitted);
    const double end = chartseries::msToSeconds(overlay->durationMs);
    const QPen pen(colors::pinned(), 1.6, Qt::DashLine);
    // The other run's admitted per bucket, all regions together: a live run has no region split.
    m_overlay << stepGraph(m_regionRect->axis(QCPAxis::atBottom),
                           m_regionRect->axis(QCPAxis::atLeft), closed(curves.starts, end),
                           closed(admitted, admitted.isEmpty() ? 0.0 : admitted.back()), pen,
                           QObject::tr("%1: admitted (all regions)").arg(label));
    addToLegend(m_overlay.back());
    if (m_memoryRect && curves.maxMemory > 0) {
        QVector<double> scaled(curves.memoryBytes.size());
        for (qsizetype i = 0; i < scaled.size(); ++i)
            scaled[i] = curves.memoryBytes[i] / m_memoryDivisor;
        m_overlay << stepGraph(m_memoryRect->axis(QCPAxis::atBottom),
                               m_memoryRect->axis(QCPAxis::atLeft), closed(curves.starts, end),
                               closed(scaled, scaled.isEmpty() ? 0.0 : scaled.back()), pen,
                               QObject::tr("%1: store memory").arg(label));
        addToLegend(m_overlay.back());
    }
}

std::optional<SimTime> WorldChartRow::latestShownTime(double bucketSeconds) const
{
    // The instances' bars are the whole run's totals.
    if (m_instances && !m_instances->isHidden())
        return std::nullopt;
    return StackedLaneRow::latestShownTime(bucketSeconds);
}

void WorldChartRow::setCursor(double seconds, bool showMask, bool hideFuture, double bucketSeconds)
{
    StackedLaneRow::setCursor(seconds, showMask, hideFuture, bucketSeconds);
    if (m_instances)
        m_instances->setHidden(hideFuture);
}

void WorldChartRow::setFontScale(double scale)
{
    StackedLaneRow::setFontScale(scale);
    if (m_instances)
        m_instances->setFontScale(scale);
}

QString WorldChartRow::tooltipAt(double secondsValue) const
{
    const int bucket =
        chartseries::bucketAt(m_result.series[m_lane], m_result.bucketMs, secondsValue);
    if (bucket < 0)
        return QString();
    const worldtooltip::MemoryShown memory{m_memoryRect != nullptr, m_memoryDivisor, m_memoryUnit,
                                           m_info.maxMemoryBytes};
    return worldtooltip::bucketTooltip(m_result, m_lane, bucket, memory);
}

} // namespace ratelab
