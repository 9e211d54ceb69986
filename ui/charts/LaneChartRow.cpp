// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/LaneChartRow.h"

#include "ui/charts/ChartItems.h"
#include "ui/charts/ChartSeries.h"
#include "ui/charts/ChartStyle.h"
#include "ui/charts/ColorScheme.h"
#include "ui/charts/HatchedBars.h"
#include "ui/charts/LaneCrosshair.h"
#include "ui/charts/LaneHeadingText.h"
#include "ui/charts/LaneLevelGraphs.h"
#include "ui/charts/LaneOverlayGraphs.h"
#include "ui/charts/LaneTooltip.h"
#include "ui/charts/LaneVerdict.h"

#include "core/sim/model/RunSoFar.h"

#include <qcustomplot.h>

namespace ratelab {

using chartitems::spanningRect;
using chartitems::verticalLine;

LaneChartRow::LaneChartRow(QCustomPlot* plot, QCPLayoutGrid* cell, QCPMarginGroup* margins,
                           QCPLegend* legend)
    : m_plot(plot)
    , m_legend(legend)
    , m_heading(plot, cell)
    , m_counts(new QCPAxisRect(plot))
    , m_level(new QCPAxisRect(plot))
{
    cell->addElement(1, 0, m_counts);
    cell->addElement(2, 0, m_level);
    cell->setRowStretchFactors({0.001, 1.4, 1.0});
    cell->setRowSpacing(0);
    for (QCPAxisRect* rect : {m_counts, m_level}) {
        chartitems::setUpTimeRect(rect, margins);
        for (QCPItemRect*& mask : m_mask) {
            if (!mask) {
                mask = spanningRect(plot, rect, QStringLiteral("mask"), colors::futureMask());
                break;
            }
        }
    }
    m_cursor[0] = verticalLine(plot, m_counts);
    m_cursor[1] = verticalLine(plot, m_level);
    m_crosshair = std::make_unique<LaneCrosshair>(plot, m_counts, m_level);
    m_counts->setMinimumSize(0, 40);
    m_level->setMinimumSize(0, 30);
    m_counts->setAutoMargins(QCP::msLeft | QCP::msRight | QCP::msTop);
    m_level->setAutoMargins(QCP::msLeft | QCP::msRight | QCP::msBottom);
    m_counts->axis(QCPAxis::atBottom)->setTickLabels(false);
    m_counts->axis(QCPAxis::atLeft)->ticker()->setTickCount(3);
    m_level->axis(QCPAxis::atLeft)->ticker()->setTickCount(2);
    // Level rect shares the counts rect's x axis range; ChartPanel keeps every row in step.
    QObject::connect(
        m_counts->axis(QCPAxis::atBottom), qOverload<const QCPRange&>(&QCPAxis::rangeChanged),
        m_level->axis(QCPAxis::atBottom), qOverload<const QCPRange&>(&QCPAxis::setRange));
    setCursor(0, false);
    setFontScale(1.0);
}

LaneChartRow::~LaneChartRow() = default;

QCPAxis* LaneChartRow::timeAxis() const
{
    return m_counts->axis(QCPAxis::atBottom);
}

QCPAbstractPlottable* LaneChartRow::admittedPlottable() const
{
    return m_admitted;
}

QString LaneChartRow::burstLabel() const
{
    return m_burstLabel;
}

void LaneChartRow::clearPlottables()
{
    for (QCPAbstractPlottable* p : std::as_const(m_plottables))
        m_plot->removePlottable(p);
    m_plottables.clear();
    m_admitted = nullptr;
    m_denseTotal = nullptr;
    m_denseAdmitted = nullptr;
    m_peak = nullptr;
    for (QCPItemRect* band : std::as_const(m_bands))
        m_plot->removeItem(band);
    m_bands.clear();
    if (m_burstRect)
        m_plot->removeItem(m_burstRect);
    if (m_levelText)
        m_plot->removeItem(m_levelText);
    m_burstRect = nullptr;
    m_levelText = nullptr;
    m_burstLabel.clear();
    m_verdict = LaneVerdict();
    m_heading.setBadge(QString(), QColor());
}

void LaneChartRow::setData(const RunResult& result, std::size_t lane)
{
    clearPlottables();
    m_result = &result;
    m_lane = lane;
    if (lane >= result.summaries.size() || lane >= result.series.size())
        return;
    const LaneSummary& summary = result.summaries[lane];
    m_heading.setTitle(laneHeadingText(summary));
    buildCounts(result, lane);
    buildLevel(result, lane);
    const double durationSec = chartseries::msToSeconds(result.durationMs);
    buildBands(summary, durationSec);
    buildBurst(summary);
    fitTitle(m_plot->width());
}

void LaneChartRow::buildCounts(const RunResult& result, std::size_t lane)
{
    const auto counts = chartseries::stackedCounts(result.series[lane], result.bucketMs);
    QCPAxis* x = m_counts->axis(QCPAxis::atBottom);
    QCPAxis* y = m_counts->axis(QCPAxis::atLeft);
    struct Layer {
        const QVector<double>* values;
        QColor color;
        QString name;
        bool present;
    };
    const Layer layers[] = {
        {&counts.admitted, colors::admitted(), QStringLiteral("admitted"), true},
        {&counts.failedOpen, colors::failedOpen(), QStringLiteral("failed open"),
         counts.anyFailedOpen},
        {&counts.wouldReject, colors::wouldReject(), QStringLiteral("would reject (dry run)"),
         counts.anyWouldReject},
        {&counts.rejected, colors::rejected(), QStringLiteral("rejected"), true},
        {&counts.failedClosed, colors::failedClosed(), QStringLiteral("failed closed"),
         counts.anyFailedClosed},
    };
    const bool dense = result.series[lane].buckets.size() > kDenseBuckets;
    if (dense) {
        // Rejected is drawn as the total behind admitted, both filled to zero: the same stack
        // without a channel fill, fed from setVisibleRange().
        for (const Layer* layer : {&layers[3], &layers[0]}) {
            auto* graph = new QCPGraph(x, y);
            graph->setLineStyle(QCPGraph::lsStepLeft);
            // Outlines only: filling the sampled envelope costs the raster engine ~100 ms a frame.
            graph->setPen(QPen(layer->color.darker(110), 1.5));
            graph->setAdaptiveSampling(false);
            graph->setName(layer->name);
            graph->setSelectable(QCP::stNone);
            m_plottables << graph;
            (layer == &layers[0] ? m_denseAdmitted : m_denseTotal) = graph;
        }
        m_admitted = m_denseAdmitted;
        if (m_legend) {
            m_denseAdmitted->addToLegend(m_legend);
            m_denseTotal->addToLegend(m_legend);
        }
        m_maxTotal = counts.maxTotal;
        m_countsPeak = m_maxTotal;
        applyCountsRange();
        return;
    }
    const double width = chartseries::msToSeconds(result.bucketMs);
    QCPBars* below = nullptr;
    for (const Layer& layer : layers) {
        if (!layer.present)
            continue;
        // Refusals are hatched as well as coloured: no meaning rests on hue alone.
        const bool refused =
            layer.values == &counts.rejected || layer.values == &counts.failedClosed;
        QCPBars* bars = refused ? new HatchedBars(x, y, layer.color) : new QCPBars(x, y);
        bars->setWidthType(QCPBars::wtPlotCoords);
        bars->setWidth(width * 0.86);
        bars->setStackingGap(0);
        const auto [keys, values] = chartseries::barData(counts.keys, *layer.values, below);
        bars->setData(keys, values, true);
        if (!refused) {
            bars->setPen(QPen(layer.color.darker(115), 0.8));
            bars->setBrush(layer.color);
        }
        if (below)
            bars->moveAbove(below);
        below = bars;
        bars->setName(layer.name);
        bars->setSelectable(QCP::stNone);
        m_plottables << bars;
        if (!m_admitted)
            m_admitted = bars;
        if (m_legend)
            bars->addToLegend(m_legend);
    }
    m_maxTotal = counts.maxTotal;
    m_countsPeak = m_maxTotal;
    applyCountsRange();
}

void LaneChartRow::buildLevel(const RunResult& result, std::size_t lane)
{
    const auto graphs =
        levelgraphs::add(m_level, result, lane, result.series[lane].buckets.size() > kDenseBuckets,
                         m_fontScale, m_legend);
    m_peak = graphs.peak;
    m_levelText = graphs.caption;
    m_levelUpper = m_level->axis(QCPAxis::atLeft)->range().upper;
    m_plottables << graphs.peak << graphs.limit;
}

bool LaneChartRow::hasBands(const LaneSummary& summary, double durationSec)
{
    // Beyond a few dozen windows the bands turn into noise, and translucent fills cost frame time.
    return summary.windowMs > 0 && durationSec / chartseries::msToSeconds(summary.windowMs) <= 60;
}

void LaneChartRow::explain(const QString& name, const QBrush& brush, const QPen& pen)
{
    // An empty plottable: it draws nothing, but gives the shared legend a swatch that looks like
    // the item it names (QCustomPlot's legend lists plottables only).
    auto* swatch = new QCPBars(m_counts->axis(QCPAxis::atBottom), m_counts->axis(QCPAxis::atLeft));
    swatch->setName(name);
    swatch->setBrush(brush);
    swatch->setPen(pen);
    swatch->setSelectable(QCP::stNone);
    m_plottables << swatch;
    swatch->addToLegend(m_legend);
}

void LaneChartRow::buildBands(const LaneSummary& summary, double durationSec)
{
    if (!hasBands(summary, durationSec))
        return;
    const double window = chartseries::msToSeconds(summary.windowMs);
    for (double start = window; start < durationSec; start += 2 * window) {
        for (QCPAxisRect* rect : {m_counts, m_level}) {
            QCPItemRect* band =
                spanningRect(m_plot, rect, QStringLiteral("bands"), colors::windowBand());
            band->topLeft->setCoords(start, 0);
            band->bottomRight->setCoords(std::min(start + window, durationSec), 1);
            m_bands << band;
        }
    }
    if (m_legend)
        explain(QStringLiteral("shaded: every other window of %1")
                    .arg(chartstyle::durationText(summary.windowMs)),
                colors::faded(colors::windowBand(), 60), QPen(colors::grid(), 1));
}

void LaneChartRow::buildBurst(const LaneSummary& summary)
{
    m_verdict = laneVerdict(summary);
    const bool box =
        summary.maxAdmittedAnyWindow > 0 && summary.maxWindowEnd > summary.maxWindowStart;
    if (box) {
        const bool over = summary.maxAdmittedAnyWindow > summary.limit;
        const QBrush fill = over ? colors::burstHighlight() : colors::faded(colors::good(), 30);
        const QPen pen(over ? colors::wouldReject().darker(120) : colors::good(), 1, Qt::DotLine);
        m_burstRect = spanningRect(m_plot, m_counts, QStringLiteral("bands"), fill.color());
        m_burstRect->topLeft->setCoords(chartseries::seconds(summary.maxWindowStart), 0);
        m_burstRect->bottomRight->setCoords(chartseries::seconds(summary.maxWindowEnd), 1);
        m_burstRect->setPen(pen);
        m_burstLabel = over ? QStringLiteral("%1 in one window (limit %2)")
                                  .arg(summary.maxAdmittedAnyWindow)
                                  .arg(summary.limit)
                            : QStringLiteral("at most %1 in any window (limit %2)")
                                  .arg(summary.maxAdmittedAnyWindow)
                                  .arg(summary.limit);
        if (m_legend)
            explain(QStringLiteral("dotted box: the busiest window (one key)"), fill, pen);
    }
    m_heading.setBadge(verdictBadge(), m_verdict.color());
    setFontScale(m_fontScale);
}

QString LaneChartRow::verdictBadge() const
{
    if (m_verdict.reason.isEmpty())
        return m_burstLabel;
    return m_burstLabel.isEmpty() ? m_verdict.reason
                                  : QStringLiteral("%1 · %2").arg(m_burstLabel, m_verdict.reason);
}

void LaneChartRow::applyCountsRange()
{
    const double peak = m_sharedPeak.value_or(m_countsPeak);
    m_counts->axis(QCPAxis::atLeft)->setRange(0, std::max(1.0, peak * 1.3));
}

void LaneChartRow::setSharedPeak(std::optional<double> peak)
{
    m_sharedPeak = peak;
    applyCountsRange();
}

void LaneChartRow::setHover(std::optional<double> seconds)
{
    const bool shown = seconds && m_result;
    m_crosshair->show(shown ? seconds : std::nullopt,
                      shown ? lanetooltip::bucketLine(*m_result, m_lane, *seconds) : QString(),
                      m_fontScale);
}

void LaneChartRow::setOverlay(const RunResult* overlay, std::size_t lane, const QString& label)
{
    for (QCPAbstractPlottable* p : std::as_const(m_pinnedPlottables))
        m_plot->removePlottable(p);
    m_pinnedPlottables.clear();
    if (overlay)
        m_pinnedPlottables = overlaygraphs::add(m_counts, m_level, *overlay, lane, label, m_legend);
}

void LaneChartRow::setVisibleRange(double lowerSec, double upperSec, int pixels)
{
    if (!isDense() || !m_result || m_lane >= m_result->series.size())
        return;
    const auto e = chartseries::envelope(m_result->series[m_lane], m_result->bucketMs, lowerSec,
                                         upperSec, std::max(pixels, 50));
    m_denseTotal->setData(e.keys, e.total, true);
    m_denseAdmitted->setData(e.keys, e.admitted, true);
    m_peak->setData(e.keys, e.peak, true);
}

void LaneChartRow::setCursor(double seconds, bool showMask)
{
    for (int i = 0; i < 2; ++i)
        chartitems::placeCursor(m_cursor[i], m_mask[i], seconds, showMask);
}

void LaneChartRow::setHideFuture(std::optional<SimTime> cursor)
{
    if (!m_result || m_lane >= m_result->summaries.size())
        return;
    const LaneSummary& summary = m_result->summaries[m_lane];
    const bool hide = cursor && *cursor < fromMillis(m_result->durationMs);
    for (QCPItemRect* mask : m_mask)
        chartitems::setMaskOpaque(mask, hide);
    if (m_burstRect)
        m_burstRect->setVisible(!hide || summary.maxWindowEnd <= *cursor);
    const LaneSoFar soFar = laneSoFar(*m_result, m_lane, cursor.value_or(0));
    // While hiding, both axes fit what has happened: their height would give the peaks away.
    m_countsPeak = hide ? static_cast<double>(soFar.busiestBucket) : m_maxTotal;
    applyCountsRange();
    const double levelLimit = m_result->series[m_lane].levelLimit;
    m_level->axis(QCPAxis::atLeft)
        ->setRange(0,
                   hide ? std::max({1.0, levelLimit, levelPeakBy(*cursor)}) * 1.3 : m_levelUpper);
    m_heading.setBadge(hide ? QStringLiteral("%1 admitted, %2 rejected so far")
                                  .arg(soFar.admitted)
                                  .arg(soFar.rejected)
                            : verdictBadge(),
                       hide ? colors::axisText() : m_verdict.color());
}

double LaneChartRow::levelPeakBy(SimTime t) const
{
    const std::vector<SeriesBucket>& buckets = m_result->series[m_lane].buckets;
    const SimTime width = fromMillis(std::max<std::int64_t>(m_result->bucketMs, 1));
    double peak = 0.0;
    for (std::size_t i = 0; i < buckets.size() && static_cast<SimTime>(i + 1) * width <= t; ++i)
        peak = std::max({peak, buckets[i].levelMax, buckets[i].level});
    return peak;
}

std::optional<SimTime> LaneChartRow::latestShownTime() const
{
    if (!m_result || m_lane >= m_result->summaries.size())
        return SimTime{0};
    const QColor mask = m_mask[0]->brush().color();
    const bool masked = m_mask[0]->visible() && m_mask[1]->visible() && mask.alpha() == 255
                        && m_mask[1]->brush().color().alpha() == 255;
    if (!masked)
        return std::nullopt;
    const auto at = [](double seconds) {
        return static_cast<SimTime>(std::llround(seconds * 1e6));
    };
    SimTime shown = at(m_mask[0]->topLeft->coords().x());
    if (m_burstRect && m_burstRect->visible())
        shown = std::max(shown, at(m_burstRect->bottomRight->coords().x()));
    if (m_crosshair->shown())
        shown = std::max(shown, at(m_crosshair->seconds()));
    // Figures of the whole run in the badge, or an axis taller than the past needs, show what
    // comes after any mask.
    if (!verdictBadge().isEmpty() && m_heading.badge() == verdictBadge())
        return std::nullopt;
    const double pastCounts = m_sharedPeak.value_or(
        static_cast<double>(laneSoFar(*m_result, m_lane, shown).busiestBucket));
    if (m_counts->axis(QCPAxis::atLeft)->range().upper > std::max(1.0, pastCounts * 1.3) + 1e-9)
        return std::nullopt;
    const double pastLevel =
        std::max({1.0, m_result->series[m_lane].levelLimit, levelPeakBy(shown)}) * 1.3;
    if (m_level->axis(QCPAxis::atLeft)->range().upper > pastLevel + 1e-9)
        return std::nullopt;
    return shown;
}

void LaneChartRow::setShowTimeAxis(bool show)
{
    QCPAxis* axis = m_level->axis(QCPAxis::atBottom);
    axis->setTickLabels(show);
    axis->setLabel(show ? QStringLiteral("virtual time (s)") : QString());
}

void LaneChartRow::setFontScale(double scale)
{
    m_fontScale = scale;
    m_heading.setFontScale(scale);
    for (QCPAxisRect* rect : {m_counts, m_level})
        chartstyle::scaleAxisFonts(rect, scale);
    if (m_levelText)
        m_levelText->setFont(chartstyle::font(scale * 0.85));
    // The counts' lowest tick label and the level's highest sit at the rects' shared edge: half
    // a line each keeps them apart at any font.
    const int half = QFontMetrics(chartstyle::font(scale)).height() / 2 + 1;
    m_counts->setMargins(QMargins(0, 0, 0, half));
    m_level->setMargins(QMargins(0, half, 0, 0));
    fitTitle(m_plot->width());
}

void LaneChartRow::fitTitle(int width)
{
    m_heading.fit(width);
}

bool LaneChartRow::fitTicks()
{
    bool changed = chartstyle::fitTicks(m_counts->axis(QCPAxis::atLeft), 3);
    for (QCPAxisRect* rect : {m_counts, m_level})
        changed = chartstyle::fitTicks(rect->axis(QCPAxis::atBottom), 8) || changed;
    return chartstyle::fitTicks(m_level->axis(QCPAxis::atLeft), 2) || changed;
}

QString LaneChartRow::tooltipAt(double seconds) const
{
    return m_result ? lanetooltip::bucketTooltip(*m_result, m_lane, seconds) : QString();
}

} // namespace ratelab
