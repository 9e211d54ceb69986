// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One tab of the chart panel (the lane charts, the distributed world; a sweep heatmap or backend
// charts would be one more): it draws a run, an overlay run and the playback cursor on the
// panel's shared time range in a QCustomPlot of its own. The ChartPanel owns every view (their
// widgets are its children), makes the same calls on each, and replots them all in one coalesced
// pass: a view never replots itself, it asks its host. GUI thread only.
#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

#include <QString>

#include <memory>
#include <optional>

class QCustomPlot;
class QWidget;

namespace ratelab {

class ChartView;

// What a view may ask of the panel that holds it.
class ChartViewHost {
public:
    // At most one replot of every view per 40 ms, however many changes ask for one.
    virtual void requestReplot() = 0;
    // The user dragged, zoomed or reset `from`'s time axis: every other view follows.
    virtual void viewTimeRangeChanged(const ChartView* from, double lowerSec, double upperSec) = 0;

protected:
    ~ChartViewHost() = default;
};

class ChartView {
public:
    virtual ~ChartView() = default;

    [[nodiscard]] virtual QString tabTitle() const = 0;
    [[nodiscard]] virtual QString tabToolTip() const = 0;
    [[nodiscard]] virtual QWidget* widget() = 0;
    // What exports and the clipboard take while this view's tab is on screen.
    [[nodiscard]] virtual QCustomPlot* plot() const = 0;
    // Whether the current run gives this view anything to draw: without, its tab is hidden and
    // it is not replotted.
    [[nodiscard]] virtual bool hasContent() const = 0;

    // scenario is the one that was run: what a view needs that the result does not carry.
    virtual void setResult(std::shared_ptr<const RunResult> result, const Scenario& scenario) = 0;
    // A second run drawn faded beside the current one, named by label; nullptr removes it.
    virtual void setOverlay(std::shared_ptr<const RunResult> overlay, const QString& label) = 0;
    // The playback cursor; at or past the end of the run the mask and line are hidden.
    virtual void setCursorTime(SimTime t) = 0;
    // Follows the panel's time range; reports nothing back.
    virtual void setTimeRange(double lowerSec, double upperSec) = 0;
    virtual void setFontScale(double scale) = 0;
    // The latest run time this view shows, read from what it draws (masks, headings, badges,
    // axes, hover lines), not from what it was told: nullopt when it shows the whole run. Lesson
    // mode's walk asks every view at every question.
    [[nodiscard]] virtual std::optional<SimTime> latestShownTime() const = 0;

    void attach(ChartViewHost* host) { m_host = host; }

protected:
    void requestReplot() const
    {
        if (m_host)
            m_host->requestReplot();
    }
    void reportTimeRange(double lowerSec, double upperSec) const
    {
        if (m_host)
            m_host->viewTimeRangeChanged(this, lowerSec, upperSec);
    }

private:
    ChartViewHost* m_host = nullptr;
};

} // namespace ratelab
