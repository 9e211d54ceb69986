// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/LaneChartView.h"

#include "ui/charts/ChartItems.h"
#include "ui/charts/ChartSeries.h"
#include "ui/charts/ChartStyle.h"
#include "ui/charts/ColorScheme.h"
#include "ui/charts/LaneChartRow.h"

#include <QScopedValueRollback>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <cmath>

namespace ratelab {

LaneChartView::LaneChartView(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(chartitems::verticalScroller(m_plot, 320, this));
    chartitems::setUpTimePlot(m_plot);
    m_plot->installEventFilter(this);
    // Tick counts follow the rects' laid-out sizes: when one changes, draw once more with it.
    connect(m_plot, &QCustomPlot::afterReplot, this, [this] {
        bool changed = false;
        for (const auto& row : m_rows)
            changed = row->fitTicks() || changed;
        if (changed && !m_refitting) {
            const QScopedValueRollback<bool> once(m_refitting, true);
            m_plot->replot();
        }
    });
    m_plot->addLayer(QStringLiteral("bands"), m_plot->layer(QStringLiteral("grid")),
                     QCustomPlot::limAbove);
    rebuildRows();
}

LaneChartView::~LaneChartView()
{
    m_rows.clear();
}

QString LaneChartView::tabTitle() const
{
    return tr("Lanes");
}

QString LaneChartView::tabToolTip() const
{
    return tr("Admitted and rejected per bucket and the tracked key's level, one row per lane");
}

void LaneChartView::setResult(std::shared_ptr<const RunResult> result, const Scenario& /*scenario*/)
{
    QStringList names;
    if (result)
        for (const LaneSummary& s : result->summaries)
            names << QString::fromStdString(s.lane);
    const bool sameLanes = names == m_layout.lanes();
    m_layout.setLanes(names); // a run of other lanes starts the layout over
    const bool sameShape = result && m_result && sameLanes
                           && result->summaries.size() == m_result->summaries.size()
                           && result->durationMs == m_result->durationMs;
    m_result = std::move(result);
    if (!sameShape) {
        rebuildRows();
    } else {
        // A what-if re-run keeps the user's zoom.
        const QCPRange range = m_rows.front()->timeAxis()->range();
        for (std::size_t i = 0; i < m_rows.size(); ++i) {
            m_rows[i]->setData(*m_result, m_shown[i]);
            m_rows[i]->setOverlay(m_overlay.get(), m_shown[i], m_overlayLabel);
            m_rows[i]->setVisibleRange(range.lower, range.upper, m_plot->width());
        }
    }
    setCursorTime(m_cursor);
}

void LaneChartView::setOverlay(std::shared_ptr<const RunResult> overlay, const QString& label)
{
    m_overlay = std::move(overlay);
    m_overlayLabel = label;
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        m_rows[i]->setOverlay(m_overlay.get(), m_shown[i], m_overlayLabel);
    if (m_legend)
        chartitems::fitLegendColumns(m_legend, m_plot->width());
    updateMinimumHeight();
    requestReplot();
}

void LaneChartView::setHighlight(int lane, double fromSec, double toSec)
{
    m_highlight = {lane, fromSec, toSec};
    placeHighlight();
    requestReplot();
}

void LaneChartView::placeHighlight()
{
    if (m_highlightItem)
        m_plot->removeItem(m_highlightItem);
    m_highlightItem = nullptr;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (static_cast<int>(m_shown[i]) != m_highlight.lane)
            continue;
        m_highlightItem = chartitems::spanningRect(
            m_plot, m_rows[i]->countsRect(), QStringLiteral("bands"), colors::lessonHighlight());
        m_highlightItem->topLeft->setCoords(m_highlight.fromSec, 0);
        m_highlightItem->bottomRight->setCoords(m_highlight.toSec, 1);
        m_highlightItem->setPen(QPen(colors::lessonHighlight().darker(160), 1.5));
    }
}

void LaneChartView::setHideFuture(bool on)
{
    m_hideFuture = on;
    setCursorTime(m_cursor);
}

void LaneChartView::rebuildRows()
{
    m_rows.clear();
    m_hover.reset();
    m_highlightItem = nullptr; // clearItems deletes it
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->plotLayout()->clear();
    m_legend = chartitems::topLegend(m_plot, m_fontScale);
    auto* margins = new QCPMarginGroup(m_plot);
    m_shown = m_result ? m_layout.shown() : std::vector<std::size_t>();
    const std::size_t lanes = m_shown.size();
    for (std::size_t i = 0; i < lanes; ++i) {
        auto* cell = new QCPLayoutGrid;
        m_plot->plotLayout()->addElement(static_cast<int>(i) + 1, 0, cell);
        auto row =
            std::make_unique<LaneChartRow>(m_plot, cell, margins, i == 0 ? m_legend : nullptr);
        row->setFontScale(m_fontScale);
        row->setData(*m_result, m_shown[i]);
        row->setOverlay(m_overlay.get(), m_shown[i], m_overlayLabel);
        row->setShowTimeAxis(i + 1 == lanes);
        for (QCPAxisRect* rect : {row->countsRect(), row->levelRect()}) {
            connect(rect->axis(QCPAxis::atBottom),
                    qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
                    &LaneChartView::onAxisRangeChanged);
        }
        m_rows.push_back(std::move(row));
    }
    QList<double> stretch{0.001};
    for (std::size_t lane = 0; lane < lanes; ++lane)
        stretch << 1.0;
    m_plot->plotLayout()->setRowStretchFactors(stretch);
    m_plot->plotLayout()->setRowSpacing(2);
    chartitems::fitLegendColumns(m_legend, m_plot->width());
    updateMinimumHeight();
    placeHighlight();
    resetZoom();
}

void LaneChartView::updateMinimumHeight()
{
    // Rows grow with the fonts, so a heading, its badge and two axes of tick labels keep their
    // room (about nine lines, more for a wrapped title); past it the view scrolls.
    const int line = QFontMetrics(chartstyle::font(m_fontScale)).height();
    int perRow = static_cast<int>(LaneChartRow::kMinimumHeight * std::max(1.0, m_fontScale));
    for (const auto& row : m_rows)
        perRow = std::max(perRow,
                          static_cast<int>(9 + row->shownTitle().count(QLatin1Char('\n'))) * line);
    // The legend's rows as wrapped, so it is never squeezed and cut off at the bottom.
    const int legend = m_legend ? m_legend->minimumOuterSizeHint().height() : 2 * line;
    m_plot->setMinimumHeight(legend + static_cast<int>(m_rows.size()) * perRow);
}

void LaneChartView::setFocusLane(int laneIndex)
{
    if (laneIndex == m_layout.expanded())
        return;
    m_layout.setExpanded(laneIndex);
    relayout();
}

bool LaneChartView::setLaneHidden(std::size_t lane, bool hidden)
{
    if (!m_layout.setHidden(lane, hidden))
        return false;
    relayout();
    return true;
}

bool LaneChartView::moveLane(std::size_t lane, int by)
{
    if (!m_layout.move(lane, by))
        return false;
    relayout();
    return true;
}

void LaneChartView::resetLanes()
{
    m_layout.reset();
    relayout();
}

void LaneChartView::setSharedScale(bool on)
{
    m_layout.sharedScale = on;
    applySharedScale();
    requestReplot();
    emit layoutChanged();
}

void LaneChartView::applySharedScale()
{
    double peak = 0;
    for (const auto& row : m_rows)
        peak = std::max(peak, row->countsPeak());
    for (const auto& row : m_rows)
        row->setSharedPeak(m_layout.sharedScale ? std::optional<double>(peak) : std::nullopt);
}

void LaneChartView::relayout()
{
    // The shown range survives the switch: a step focuses a lane on the moment it shows.
    const bool keep = !m_rows.empty();
    const QCPRange range = keep ? m_rows.front()->timeAxis()->range() : QCPRange();
    rebuildRows();
    if (keep) {
        setTimeRange(range.lower, range.upper);
        reportTimeRange(range.lower, range.upper);
    }
    setCursorTime(m_cursor);
    emit layoutChanged();
}

void LaneChartView::resetZoom()
{
    const chartseries::TimeRange whole = chartseries::wholeRun(m_result.get());
    setTimeRange(whole.lower, whole.upper);
    reportTimeRange(whole.lower, whole.upper);
}

void LaneChartView::onAxisRangeChanged(const QCPRange& range)
{
    if (m_syncing)
        return;
    setTimeRange(range.lower, range.upper);
    reportTimeRange(range.lower, range.upper);
}

void LaneChartView::setTimeRange(double lowerSec, double upperSec)
{
    if (m_syncing)
        return;
    m_syncing = true;
    for (const auto& row : m_rows) {
        row->countsRect()->axis(QCPAxis::atBottom)->setRange(lowerSec, upperSec);
        row->levelRect()->axis(QCPAxis::atBottom)->setRange(lowerSec, upperSec);
        row->setVisibleRange(lowerSec, upperSec, m_plot->width());
    }
    m_syncing = false;
    requestReplot();
}

void LaneChartView::setCursorTime(SimTime t)
{
    m_cursor = t;
    const bool active = m_result && t >= 0 && t < fromMillis(m_result->durationMs);
    for (const auto& row : m_rows) {
        row->setCursor(chartseries::seconds(std::max<SimTime>(t, 0)), active);
        row->setHideFuture(m_hideFuture ? std::optional<SimTime>(std::max<SimTime>(t, 0))
                                        : std::nullopt);
    }
    applySharedScale(); // the past's peaks move with the cursor in lesson mode
    requestReplot();
}

std::optional<SimTime> LaneChartView::latestShownTime() const
{
    if (!m_result)
        return SimTime{0};
    SimTime latest = 0;
    for (const auto& row : m_rows) {
        const std::optional<SimTime> shown = row->latestShownTime();
        if (!shown)
            return std::nullopt;
        latest = std::max(latest, *shown);
    }
    return latest;
}

void LaneChartView::setFontScale(double scale)
{
    m_fontScale = scale;
    if (m_legend)
        m_legend->setFont(chartstyle::font(scale));
    for (const auto& row : m_rows)
        row->setFontScale(scale);
    if (m_legend)
        chartitems::fitLegendColumns(m_legend, m_plot->width());
    updateMinimumHeight();
    requestReplot();
}

} // namespace ratelab
