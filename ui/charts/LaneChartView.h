// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The "Lanes" chart view: one LaneChartRow per lane shown (LaneLayout: the user's order, hidden
// lanes, one lane expanded, one shared y-scale) in a single QCustomPlot, one shared legend and
// one time axis (zoom and pan move every row together). Hovering a bucket shows its exact figures
// and a crosshair through every row; clicking a moment reports it for the request inspector,
// snapped to a nearby non-empty bucket; a right click asks for the lane menu. Owned by the
// ChartPanel; GUI thread only.
#include "ui/charts/ChartView.h"
#include "ui/charts/LaneLayout.h"

#include <QPoint>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QCPItemRect;
class QCPLegend;
class QCPRange;

namespace ratelab {

class LaneChartRow;

class LaneChartView : public QWidget, public ChartView {
    Q_OBJECT
public:
    explicit LaneChartView(QWidget* parent = nullptr);
    ~LaneChartView() override;

    [[nodiscard]] QString tabTitle() const override;
    [[nodiscard]] QString tabToolTip() const override;
    [[nodiscard]] QWidget* widget() override { return this; }
    [[nodiscard]] QCustomPlot* plot() const override { return m_plot; }
    // Always: with no run the tab shows empty axes, as it always did.
    [[nodiscard]] bool hasContent() const override { return true; }

    void setResult(std::shared_ptr<const RunResult> result, const Scenario& scenario) override;
    void setOverlay(std::shared_ptr<const RunResult> overlay, const QString& label) override;
    void setCursorTime(SimTime t) override;
    void setTimeRange(double lowerSec, double upperSec) override;
    void setFontScale(double scale) override;
    [[nodiscard]] std::optional<SimTime> latestShownTime() const override;

    // One lane fills the view (expanded; a lesson step's focus); -1 shows every lane again.
    void setFocusLane(int lane);
    [[nodiscard]] int focusLane() const { return m_layout.expanded(); }
    // The lanes' order, hidden lanes and y-scale. Each change redraws and emits layoutChanged.
    [[nodiscard]] const LaneLayout& layout() const { return m_layout; }
    bool setLaneHidden(std::size_t lane, bool hidden);
    bool moveLane(std::size_t lane, int by);
    void resetLanes();
    void setSharedScale(bool on);
    // A shaded part of one lane's counts chart (a lesson step's highlight); lane -1 removes it.
    void setHighlight(int lane, double fromSec, double toSec);
    [[nodiscard]] bool hasHighlight() const { return m_highlightItem != nullptr; }
    // Lesson mode: badges and masks show only what happened before the cursor.
    void setHideFuture(bool on);

    // The rows shown, top to bottom: every lane, or the focused one alone.
    [[nodiscard]] int rowCount() const { return static_cast<int>(m_rows.size()); }
    [[nodiscard]] LaneChartRow* row(int index) const
    {
        return m_rows.at(static_cast<std::size_t>(index)).get();
    }
    // The lane a shown row draws.
    [[nodiscard]] int laneOfRow(int index) const
    {
        return static_cast<int>(m_shown.at(static_cast<std::size_t>(index)));
    }

    // A click within this many pixels of a non-empty bucket picks that bucket.
    static constexpr int kSnapPixels = 6;
    // The hover crosshair at a time in seconds (what moving the mouse over a row does); nullopt
    // hides it.
    void setHover(std::optional<double> seconds);
    [[nodiscard]] std::optional<double> hover() const { return m_hover; }

signals:
    void momentClicked(int lane, ratelab::SimTime time);
    // A right click on a lane's row (lane -1: outside every row), at a global position.
    void laneMenuRequested(int lane, const QPoint& globalPos);
    void layoutChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuildRows();
    // Rebuilds the rows after a layout change, keeping the shown time range and the cursor.
    void relayout();
    void applySharedScale();
    void placeHighlight();
    void updateMinimumHeight();
    void resetZoom();
    void onAxisRangeChanged(const QCPRange& range);
    int laneAt(const QPointF& pos, double* seconds) const;
    // Whether the bucket at `seconds` may show its figures (lesson mode: it ended by the cursor).
    [[nodiscard]] bool showsMoment(double seconds) const;
    // The time a click at `seconds` (pixel column pixelX) on `lane` means: inside a non-empty
    // bucket as clicked, else the middle of the nearest non-empty one within kSnapPixels.
    [[nodiscard]] double snapped(std::size_t lane, double seconds, double pixelX) const;

    QCustomPlot* m_plot;
    QCPLegend* m_legend = nullptr;
    std::vector<std::unique_ptr<LaneChartRow>> m_rows;
    std::shared_ptr<const RunResult> m_result;
    std::shared_ptr<const RunResult> m_overlay;
    QString m_overlayLabel;
    SimTime m_cursor = -1;
    std::vector<std::size_t> m_shown; // the lane of each row
    LaneLayout m_layout;
    struct Highlight {
        int lane = -1;
        double fromSec = 0;
        double toSec = 0;
    } m_highlight;
    QCPItemRect* m_highlightItem = nullptr;
    bool m_hideFuture = false;
    double m_fontScale = 1.0;
    bool m_syncing = false;
    bool m_refitting = false;
    QPoint m_pressPos;
    std::optional<double> m_hover;
};

} // namespace ratelab
