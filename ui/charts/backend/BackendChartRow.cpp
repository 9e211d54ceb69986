// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/backend/BackendChartRow.h"

#include "ui/charts/backend/BackendSeries.h"
#include "ui/charts/backend/BackendTooltip.h"

#include "ui/charts/ChartItems.h"
#include "ui/charts/ChartSeries.h"
#include "ui/charts/ChartStyle.h"
#include "ui/charts/ColorScheme.h"
#include "ui/charts/HatchedBars.h"
#include "ui/charts/LaneChartRow.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <qcustomplot.h>

namespace ratelab {

using chartitems::closed;
using chartitems::levelLine;
using chartitems::stepGraph;

namespace {

double last(const QVector<double>& v)
{
    return v.isEmpty() ? 0.0 : v.back();
}

} // namespace

BackendChartRow::BackendChartRow(QCustomPlot* plot, QCPLayoutGrid* cell, QCPMarginGroup* margins,
                                 QCPLegend* legend, const RunResult& result, std::size_t lane,
                                 const BackendLaneInfo& info, double fontScale)
    : StackedLaneRow(plot, margins, fontScale)
    , m_legend(legend)
    , m_cell(cell)
    , m_result(result)
    , m_lane(lane)
    , m_info(info)
{
    m_cell->setRowSpacing(0);
    const LaneSummary& s = result.summaries[lane];
    m_title->setText(QStringLiteral("%1  ·  %2")
                         .arg(QString::fromStdString(s.lane),
                              QString::fromLatin1(algorithmInfo(s.algorithm).id)));
    QString badge = QObject::tr("goodput %1 · timed out %2 · shed %3 · rejected %4")
                        .arg(s.goodput)
                        .arg(s.timedOut)
                        .arg(s.shed)
                        .arg(s.rejected);
    if (s.goodput > 0)
        badge += QObject::tr(" · latency p99 %1 ms").arg(s.p99LatencyMs, 0, 'g', 6);
    if (info.adaptive)
        badge += QObject::tr(" · limit %1–%2, %3 at the end")
                     .arg(s.limitMin)
                     .arg(s.limitMax)
                     .arg(s.limitEnd);
    m_badge->setText(badge);
    m_badge->setTextColor(s.shed + s.timedOut > 0 ? colors::bad() : colors::axisText());
    m_cell->addElement(0, 0, m_title);
    m_cell->addElement(1, 0, m_badge);

    m_dense = result.series[lane].buckets.size() > LaneChartRow::kDenseBuckets;
    buildLoad();
    buildLatency();
    buildAnswers();
    QList<double> stretch{0.001, 0.001};
    for (qsizetype i = 0; i < m_rects.size(); ++i)
        stretch << 1.0;
    m_cell->setRowStretchFactors(stretch);
    setShowTimeAxis(false);
    setCursor(0, false);
    setFontScale(fontScale);
}

BackendChartRow::~BackendChartRow() = default;

void BackendChartRow::buildLoad()
{
    const auto c = backendseries::backendCurves(m_result.series[m_lane], m_result.bucketMs);
    QCPAxisRect* rect =
        addTimeRect(m_cell,
                    m_info.gated ? QObject::tr("limit and requests in flight")
                                 : QObject::tr("workers and requests in the backend"),
                    colors::level());
    QCPAxis* x = rect->axis(QCPAxis::atBottom);
    QCPAxis* y = rect->axis(QCPAxis::atLeft);
    const double end = chartseries::msToSeconds(m_result.durationMs);
    double top = c.maxLoad;
    if (m_info.backend) {
        m_workers =
            stepGraph(x, y, closed(c.starts, end), closed(c.workers, last(c.workers)),
                      QPen(colors::backendWorkers(), 1.4, Qt::DashDotLine), QObject::tr("workers"));
        addToLegend(m_workers);
        m_inBackend = stepGraph(x, y, closed(c.starts, end), closed(c.inBackend, last(c.inBackend)),
                                QPen(colors::backendLoad(), 1.4),
                                QObject::tr("in the backend (busy + waiting, at bucket end)"));
        m_inBackend->setBrush(colors::faded(colors::backendLoad(), 35));
        addToLegend(m_inBackend);
    }
    if (m_info.gated) {
        m_inFlight =
            stepGraph(x, y, closed(c.starts, end), closed(c.inFlightPeak, last(c.inFlightPeak)),
                      QPen(colors::level(), 1.6), QObject::tr("in flight (peak)"));
        addToLegend(m_inFlight);
        m_limit = stepGraph(x, y, closed(c.starts, end), closed(c.limit, last(c.limit)),
                            QPen(colors::limitLine(), 1.6, Qt::DashLine),
                            QObject::tr("concurrency limit"));
        addToLegend(m_limit);
        top = std::max(top, c.maxLimit);
    }
    y->setRange(0, std::max(1.0, top * 1.2));
}

void BackendChartRow::buildLatency()
{
    const auto c = backendseries::backendCurves(m_result.series[m_lane], m_result.bucketMs);
    const LaneSummary& s = m_result.summaries[m_lane];
    QCPAxisRect* rect =
        addTimeRect(m_cell, QObject::tr("latency of the goodput, ms (decision to answer)"),
                    colors::latencyP99());
    QCPAxis* x = rect->axis(QCPAxis::atBottom);
    QCPAxis* y = rect->axis(QCPAxis::atLeft);
    y->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    y->ticker()->setTickCount(3);
    const double end = chartseries::msToSeconds(m_result.durationMs);
    const double span = std::max(1.0, end);
    m_p99 = stepGraph(x, y, closed(c.starts, end), closed(c.p99LatencyMs, last(c.p99LatencyMs)),
                      QPen(colors::latencyP99(), 1.6), QObject::tr("p99 latency per bucket"));
    addToLegend(m_p99);
    addToLegend(levelLine(x, y, s.p50LatencyMs, span, QPen(colors::latencyP50(), 1.2, Qt::DotLine),
                          QObject::tr("latency p50 (whole run)")));
    double top = std::max({c.maxLatencyMs, s.p50LatencyMs, s.p99LatencyMs});
    if (m_info.timeoutMs > 0) {
        addToLegend(levelLine(x, y, static_cast<double>(m_info.timeoutMs), span,
                              QPen(colors::limitLine(), 1.2, Qt::DashLine),
                              QObject::tr("client time-out")));
        top = std::max(top, static_cast<double>(m_info.timeoutMs));
    }
    y->setRange(0, std::max(1.0, top * 1.2));
}

void BackendChartRow::buildAnswers()
{
    const auto c = backendseries::backendCurves(m_result.series[m_lane], m_result.bucketMs);
    m_answersRect =
        addTimeRect(m_cell, QObject::tr("what the clients heard per bucket"), colors::axisText());
    QCPAxis* x = m_answersRect->axis(QCPAxis::atBottom);
    QCPAxis* y = m_answersRect->axis(QCPAxis::atLeft);
    const double width = chartseries::msToSeconds(m_result.bucketMs);
    struct Layer {
        const QVector<double>* values;
        QColor color;
        QString name;
        bool refused;
    };
    QCPBars* below = nullptr;
    QVector<double> cumulative(c.keys.size(), 0.0);
    for (const Layer& layer :
         {Layer{&c.goodput, colors::admitted(), QObject::tr("goodput"), false},
          Layer{&c.timedOut, colors::timedOut(), QObject::tr("timed out (504)"), false},
          Layer{&c.shed, colors::shed(), QObject::tr("shed (503)"), true},
          Layer{&c.rejected, colors::rejected(), QObject::tr("rejected (429)"), true}}) {
        QCPAbstractPlottable* plottable = nullptr;
        if (m_dense) {
            // As the world charts: running totals as step lines, a million bars cannot pan.
            for (qsizetype i = 0; i < cumulative.size(); ++i)
                cumulative[i] += (*layer.values)[i];
            plottable = stepGraph(x, y, c.starts, cumulative, QPen(layer.color, 1.4), layer.name);
        } else {
            // Refusals are hatched, as in the lane charts.
            QCPBars* bars = layer.refused ? new HatchedBars(x, y, layer.color) : new QCPBars(x, y);
            bars->setWidthType(QCPBars::wtPlotCoords);
            bars->setWidth(width * 0.86);
            bars->setStackingGap(0);
            bars->setData(c.keys, *layer.values, true);
            if (!layer.refused) {
                bars->setPen(QPen(layer.color.darker(115), 0.8));
                bars->setBrush(layer.color);
            }
            bars->setName(layer.name);
            bars->setSelectable(QCP::stNone);
            if (below)
                bars->moveAbove(below);
            below = bars;
            plottable = bars;
        }
        m_answers << plottable;
        addToLegend(plottable);
    }
    y->setRange(0, std::max(1.0, c.maxAnswers * 1.25));
}

void BackendChartRow::addToLegend(QCPAbstractPlottable* plottable) const
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

void BackendChartRow::setOverlay(const RunResult* overlay, const QString& label)
{
    for (QCPAbstractPlottable* p : std::as_const(m_overlay))
        m_plot->removePlottable(p);
    m_overlay.clear();
    if (!overlay || m_lane >= overlay->series.size())
        return;
    const auto c = backendseries::backendCurves(overlay->series[m_lane], overlay->bucketMs);
    const double end = chartseries::msToSeconds(overlay->durationMs);
    // The other run's goodput per bucket: the figure the backend exists for.
    m_overlay << stepGraph(
        m_answersRect->axis(QCPAxis::atBottom), m_answersRect->axis(QCPAxis::atLeft),
        closed(c.starts, end), closed(c.goodput, last(c.goodput)),
        QPen(colors::pinned(), 1.6, Qt::DashLine), QObject::tr("%1: goodput").arg(label));
    addToLegend(m_overlay.back());
}

QString BackendChartRow::tooltipAt(double secondsValue) const
{
    const int bucket =
        chartseries::bucketAt(m_result.series[m_lane], m_result.bucketMs, secondsValue);
    if (bucket < 0)
        return QString();
    return backendtooltip::bucketTooltip(m_result, m_lane, bucket, m_info);
}

} // namespace ratelab
