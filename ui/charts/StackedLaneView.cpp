// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/StackedLaneView.h"

#include "ui/charts/ChartItems.h"
#include "ui/charts/ChartSeries.h"

#include <QMouseEvent>
#include <QResizeEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace ratelab {

StackedLaneView::StackedLaneView(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(chartitems::verticalScroller(m_plot, 420, this));
    chartitems::setUpTimePlot(m_plot);
    m_plot->installEventFilter(this);
    // The axes' margins are known once laid out: then the layout's true minimum (legend rows,
    // every chart with its tick labels) may exceed the estimate, and the view scrolls instead.
    connect(m_plot, &QCustomPlot::afterReplot, this, [this] {
        const int needed = m_plot->plotLayout()->minimumOuterSizeHint().height();
        if (hasContent() && needed > m_plot->minimumHeight())
            m_plot->setMinimumHeight(needed);
    });
}

StackedLaneView::~StackedLaneView()
{
    m_rows.clear();
}

void StackedLaneView::setResult(std::shared_ptr<const RunResult> result, const Scenario& scenario)
{
    const bool had = hasContent() || !m_result;
    m_result = std::move(result);
    // Runs this view has nothing for cost nothing here: the what-if redraws stay as fast.
    if (!prepare(scenario, m_result.get()) && !had)
        return;
    rebuild();
    requestReplot();
}

void StackedLaneView::setOverlay(std::shared_ptr<const RunResult> overlay, const QString& label)
{
    m_overlay = std::move(overlay);
    m_overlayLabel = label;
    for (const auto& row : m_rows)
        row->setOverlay(m_overlay.get(), m_overlayLabel);
    if (hasContent())
        fitLegendAndHeight(m_plot->width());
    requestReplot();
}

void StackedLaneView::rebuild()
{
    QCPRange range(0, 1);
    if (!m_rows.empty())
        range = m_rows.front()->timeRects().front()->axis(QCPAxis::atBottom)->range();
    m_rows.clear();
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->plotLayout()->clear();
    const std::vector<std::size_t> lanes =
        m_result ? rowLanes(*m_result) : std::vector<std::size_t>{};
    if (lanes.empty()) {
        m_plot->setMinimumHeight(0);
        return;
    }
    auto* legend = chartitems::topLegend(m_plot, m_fontScale);
    auto* margins = new QCPMarginGroup(m_plot);
    beginRows();
    QList<double> stretch{0.001};
    m_rowsHeight = 0;
    for (const std::size_t lane : lanes) {
        auto* cell = new QCPLayoutGrid;
        m_plot->plotLayout()->addElement(static_cast<int>(m_rows.size()) + 1, 0, cell);
        std::unique_ptr<StackedLaneRow> row =
            makeRow(cell, margins, legend, *m_result, lane, m_fontScale);
        row->setOverlay(m_overlay.get(), m_overlayLabel);
        row->setShowTimeAxis(lane == lanes.back());
        for (QCPAxisRect* rect : row->timeRects()) {
            connect(rect->axis(QCPAxis::atBottom),
                    qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
                    &StackedLaneView::onRangeChanged);
        }
        stretch << static_cast<double>(row->timeRects().size());
        m_rowsHeight += static_cast<int>(row->minimumHeight() * m_fontScale);
        m_rows.push_back(std::move(row));
    }
    m_plot->plotLayout()->setRowStretchFactors(stretch);
    m_plot->plotLayout()->setRowSpacing(6);
    fitLegendAndHeight(m_plot->width());
    if (range.lower == 0 && range.upper == 1) {
        const chartseries::TimeRange whole = chartseries::wholeRun(m_result.get());
        range = QCPRange(whole.lower, whole.upper);
    }
    setTimeRange(range.lower, range.upper);
    setCursorTime(m_cursor);
}

void StackedLaneView::fitLegendAndHeight(int width)
{
    auto* legend = qobject_cast<QCPLegend*>(m_plot->plotLayout()->elementAt(0));
    if (!legend)
        return;
    chartitems::fitLegendColumns(legend, width);
    m_plot->setMinimumHeight(std::max(m_plot->plotLayout()->minimumOuterSizeHint().height(),
                                      legend->minimumOuterSizeHint().height() + m_rowsHeight
                                          + 6 * static_cast<int>(m_rows.size())));
}

void StackedLaneView::onRangeChanged(const QCPRange& range)
{
    if (m_syncing)
        return;
    setTimeRange(range.lower, range.upper);
    reportTimeRange(range.lower, range.upper);
}

void StackedLaneView::setTimeRange(double lowerSec, double upperSec)
{
    if (m_syncing)
        return;
    m_syncing = true;
    for (const auto& row : m_rows) {
        for (QCPAxisRect* rect : row->timeRects())
            rect->axis(QCPAxis::atBottom)->setRange(lowerSec, upperSec);
    }
    m_syncing = false;
    if (hasContent())
        requestReplot();
}

std::optional<SimTime> StackedLaneView::latestShownTime() const
{
    if (!m_result)
        return SimTime{0};
    const double bucketSeconds = chartseries::msToSeconds(m_result->bucketMs);
    SimTime latest = 0;
    for (const auto& row : m_rows) {
        const std::optional<SimTime> shown = row->latestShownTime(bucketSeconds);
        if (!shown)
            return std::nullopt;
        latest = std::max(latest, *shown);
    }
    return latest;
}

void StackedLaneView::setHideFuture(bool on)
{
    m_hideFuture = on;
    setCursorTime(m_cursor);
}

void StackedLaneView::setCursorTime(SimTime t)
{
    m_cursor = t;
    const bool active = m_result && t >= 0 && t < fromMillis(m_result->durationMs);
    const double bucketSeconds = m_result ? chartseries::msToSeconds(m_result->bucketMs) : 0.0;
    for (const auto& row : m_rows)
        row->setCursor(chartseries::seconds(std::max<SimTime>(t, 0)), active,
                       m_hideFuture && active, bucketSeconds);
    if (hasContent())
        requestReplot();
}

void StackedLaneView::setFontScale(double scale)
{
    m_fontScale = scale;
    if (!hasContent())
        return;
    rebuild();
    requestReplot();
}

bool StackedLaneView::showsMoment(double seconds) const
{
    if (!m_hideFuture || !m_result || m_cursor >= fromMillis(m_result->durationMs))
        return true;
    const double bucket = chartseries::msToSeconds(std::max<std::int64_t>(m_result->bucketMs, 1));
    return (std::floor(seconds / bucket) + 1) * bucket
           <= chartseries::seconds(std::max<SimTime>(m_cursor, 0)) + 1e-9;
}

QString StackedLaneView::tooltipAt(const QPointF& pos) const
{
    for (const auto& row : m_rows) {
        for (QCPAxisRect* rect : row->timeRects()) {
            if (!rect->rect().contains(pos.toPoint()))
                continue;
            const double seconds = rect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x());
            return showsMoment(seconds) ? row->tooltipAt(seconds) : QString();
        }
        if (m_hideFuture && m_result && m_cursor < fromMillis(m_result->durationMs))
            continue; // the charts off the time axis show whole-run figures
        const QString off = row->tooltipOffTimeAxis(pos);
        if (!off.isEmpty())
            return off;
    }
    return QString();
}

bool StackedLaneView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_plot)
        return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::Resize && hasContent()) {
        fitLegendAndHeight(static_cast<QResizeEvent*>(event)->size().width());
    } else if (event->type() == QEvent::MouseMove) {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->buttons() == Qt::NoButton) {
            const QString tip = tooltipAt(mouse->position());
            if (tip.isEmpty())
                QToolTip::hideText();
            else
                QToolTip::showText(mouse->globalPosition().toPoint(), tip, m_plot);
        }
    } else if (event->type() == QEvent::MouseButtonDblClick && m_result) {
        const chartseries::TimeRange whole = chartseries::wholeRun(m_result.get());
        setTimeRange(whole.lower, whole.upper);
        reportTimeRange(whole.lower, whole.upper);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace ratelab
