// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The charts: a tab per ChartView (the lane charts; the distributed world and the backend when
// the run has them), on one time range, with one 40 ms timer that coalesces the replots of every
// view (as PlotJuggler's _replot_timer does). Every call is made on every view, so a new kind of
// chart is one more addView(). With a single view showing there is no tab bar. Owns its views;
// GUI thread only.
#include "ui/charts/ChartView.h"

#include <QStringList>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QStackedWidget;
class QTabBar;
class QTimer;

namespace ratelab {

class BackendChartView;
class LaneChartRow;
class LaneChartView;
class VisibleHorizon;
class WorldChartView;

class ChartPanel : public QWidget, private ChartViewHost {
    Q_OBJECT
public:
    explicit ChartPanel(QWidget* parent = nullptr);
    ~ChartPanel() override;

    // Adds a tab; the panel takes ownership of the view's widget.
    void addView(ChartView* view);

    // scenario is the one that was run.
    void setResult(std::shared_ptr<const RunResult> result, const Scenario& scenario);
    // A second run drawn faded beside the current one, named in the legend by label ("pinned
    // run", "live: redis 127.0.0.1:6400"); nullptr removes it. One overlay at a time.
    void setOverlay(std::shared_ptr<const RunResult> overlay, const QString& label);
    // The playback cursor; at or past the end of the run the mask and line are hidden.
    void setCursorTime(SimTime t);
    [[nodiscard]] SimTime cursorTime() const { return m_cursor; }
    void setFontScale(double scale);
    void resetZoom();
    void setTimeRange(double lowerSec, double upperSec);
    // One lane fills the lane charts (presentation, a lesson step's `focus:`); -1: every lane.
    void setFocusLane(int laneIndex);
    [[nodiscard]] int focusLane() const;
    // The lanes of the current run, by index.
    [[nodiscard]] QStringList laneNames() const;
    // Lesson steps: a shaded region of one lane's chart (lane -1: none).
    void setHighlight(int lane, double fromSec, double toSec);
    // What every view may show of the run (lesson mode's horizon): the views hide what comes
    // after it (masks, badges, the busiest window, axes fitted to the past, hover figures).
    void setHorizon(const VisibleHorizon* horizon);
    // The latest run time any view shows (drawn, in a heading or badge, or by hovering): what
    // the instructor's walk checks at every question. nullopt: the whole run.
    [[nodiscard]] std::optional<SimTime> latestShownTime() const;
    [[nodiscard]] LaneChartView* lanes() const { return m_lanes; }

    // The lane charts' plot.
    [[nodiscard]] QCustomPlot* plot() const;
    // The plot on screen: the view whose tab is shown.
    [[nodiscard]] QCustomPlot* currentPlot() const;
    [[nodiscard]] WorldChartView* world() const { return m_world; }
    [[nodiscard]] BackendChartView* backend() const { return m_backend; }
    // One tab per view; the bar is hidden while only one view has something to draw.
    [[nodiscard]] QTabBar* tabs() const { return m_tabs; }
    [[nodiscard]] std::shared_ptr<const RunResult> overlay() const { return m_overlay; }
    [[nodiscard]] QString overlayLabel() const { return m_overlayLabel; }
    // The lane charts' rows: one per lane, or the focused lane's alone.
    [[nodiscard]] int rowCount() const;
    [[nodiscard]] LaneChartRow* row(int lane) const;
    // Coalesces replots: at most one pass over the views every 40 ms however many updates arrive.
    void requestReplot() override;
    // Replots every view at once (screenshots, exports, tests).
    void replotNow();

signals:
    void momentClicked(int lane, ratelab::SimTime time);
    void replotted();
    // A lane now fills the charts alone (-1: every lane again).
    void focusLaneChanged(int lane);

private:
    void viewTimeRangeChanged(const ChartView* from, double lowerSec, double upperSec) override;
    void updateTabs();

    QTabBar* m_tabs;
    QStackedWidget* m_stack;
    QTimer* m_replotTimer;
    std::vector<ChartView*> m_views;
    LaneChartView* m_lanes;
    WorldChartView* m_world;
    BackendChartView* m_backend;
    std::shared_ptr<const RunResult> m_result;
    std::shared_ptr<const RunResult> m_overlay;
    QString m_overlayLabel;
    SimTime m_cursor = -1;
};

} // namespace ratelab
