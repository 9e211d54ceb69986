// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/ChartPanel.h"

#include "ui/charts/ChartSeries.h"
#include "ui/charts/LaneChartView.h"
#include "ui/charts/LaneMenu.h"
#include "ui/charts/backend/BackendChartView.h"
#include "ui/charts/world/WorldChartView.h"
#include "ui/playback/VisibleHorizon.h"

#include <QStackedWidget>
#include <QTabBar>
#include <QTimer>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

namespace ratelab {

ChartPanel::ChartPanel(QWidget* parent)
    : QWidget(parent)
    , m_tabs(new QTabBar(this))
    , m_stack(new QStackedWidget(this))
    , m_replotTimer(new QTimer(this))
    , m_lanes(new LaneChartView)
    , m_world(new WorldChartView)
    , m_backend(new BackendChartView)
{
    m_tabs->setDrawBase(false);
    m_tabs->setExpanding(false);
    m_tabs->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_tabs);
    layout->addWidget(m_stack);
    connect(m_tabs, &QTabBar::currentChanged, m_stack, &QStackedWidget::setCurrentIndex);
    connect(m_lanes, &LaneChartView::momentClicked, this, &ChartPanel::momentClicked);
    connect(m_lanes, &LaneChartView::laneMenuRequested, this,
            [this](int lane, const QPoint& at) { lanemenu::popUp(this, lane, at); });
    m_replotTimer->setSingleShot(true);
    m_replotTimer->setInterval(40);
    connect(m_replotTimer, &QTimer::timeout, this, &ChartPanel::replotNow);
    addView(m_lanes);
    addView(m_world);
    addView(m_backend);
}

ChartPanel::~ChartPanel() = default;

void ChartPanel::addView(ChartView* view)
{
    m_views.push_back(view);
    m_stack->addWidget(view->widget());
    const int tab = m_tabs->addTab(view->tabTitle());
    m_tabs->setTabToolTip(tab, view->tabToolTip());
    view->attach(this);
    updateTabs();
}

void ChartPanel::setResult(std::shared_ptr<const RunResult> result, const Scenario& scenario)
{
    m_result = std::move(result);
    for (ChartView* view : m_views)
        view->setResult(m_result, scenario);
    updateTabs();
    // A new result is what the user waits for: draw it now. The timer coalesces the rest.
    replotNow();
}

void ChartPanel::updateTabs()
{
    int shown = 0;
    for (std::size_t i = 0; i < m_views.size(); ++i) {
        const bool content = m_views[i]->hasContent();
        m_tabs->setTabVisible(static_cast<int>(i), content);
        shown += content ? 1 : 0;
    }
    if (!m_views[static_cast<std::size_t>(std::max(m_tabs->currentIndex(), 0))]->hasContent())
        m_tabs->setCurrentIndex(0);
    m_tabs->setVisible(shown > 1);
}

void ChartPanel::setOverlay(std::shared_ptr<const RunResult> overlay, const QString& label)
{
    m_overlay = std::move(overlay);
    m_overlayLabel = label;
    for (ChartView* view : m_views)
        view->setOverlay(m_overlay, m_overlayLabel);
    requestReplot();
}

QCustomPlot* ChartPanel::plot() const
{
    return m_lanes->plot();
}

QCustomPlot* ChartPanel::currentPlot() const
{
    return m_views[static_cast<std::size_t>(std::max(m_stack->currentIndex(), 0))]->plot();
}

int ChartPanel::rowCount() const
{
    return m_lanes->rowCount();
}

LaneChartRow* ChartPanel::row(int lane) const
{
    return m_lanes->row(lane);
}

void ChartPanel::resetZoom()
{
    const chartseries::TimeRange whole = chartseries::wholeRun(m_result.get());
    setTimeRange(whole.lower, whole.upper);
}

void ChartPanel::setTimeRange(double lowerSec, double upperSec)
{
    viewTimeRangeChanged(nullptr, lowerSec, upperSec);
}

void ChartPanel::setFocusLane(int laneIndex)
{
    const int was = m_lanes->focusLane();
    m_lanes->setFocusLane(laneIndex);
    requestReplot();
    if (m_lanes->focusLane() != was)
        emit focusLaneChanged(m_lanes->focusLane());
}

int ChartPanel::focusLane() const
{
    return m_lanes->focusLane();
}

QStringList ChartPanel::laneNames() const
{
    QStringList names;
    if (m_result)
        for (const LaneSummary& s : m_result->summaries)
            names << QString::fromStdString(s.lane);
    return names;
}

void ChartPanel::viewTimeRangeChanged(const ChartView* from, double lowerSec, double upperSec)
{
    for (ChartView* view : m_views) {
        if (view != from)
            view->setTimeRange(lowerSec, upperSec);
    }
    requestReplot();
}

void ChartPanel::setHighlight(int lane, double fromSec, double toSec)
{
    m_lanes->setHighlight(lane, fromSec, toSec);
}

void ChartPanel::setHorizon(const VisibleHorizon* horizon)
{
    const auto follow = [this, horizon] {
        const bool hide = horizon->hidesFuture();
        m_lanes->setHideFuture(hide);
        m_world->setHideFuture(hide);
        m_backend->setHideFuture(hide);
    };
    connect(horizon, &VisibleHorizon::changed, this, follow);
    follow();
}

std::optional<SimTime> ChartPanel::latestShownTime() const
{
    std::optional<SimTime> latest = m_lanes->latestShownTime();
    for (ChartView* view : m_views) {
        if (!view->hasContent())
            continue;
        const std::optional<SimTime> shown = view->latestShownTime();
        if (!shown || !latest)
            return std::nullopt;
        latest = std::max(*latest, *shown);
    }
    return latest;
}

void ChartPanel::setCursorTime(SimTime t)
{
    m_cursor = t;
    for (ChartView* view : m_views)
        view->setCursorTime(t);
    requestReplot();
}

void ChartPanel::setFontScale(double scale)
{
    for (ChartView* view : m_views)
        view->setFontScale(scale);
    requestReplot();
}

void ChartPanel::requestReplot()
{
    if (!m_replotTimer->isActive())
        m_replotTimer->start();
}

void ChartPanel::replotNow()
{
    m_replotTimer->stop();
    for (ChartView* view : m_views) {
        if (view->hasContent())
            view->plot()->replot();
    }
    emit replotted();
}

} // namespace ratelab
