#pragma once
// The charts: one LaneChartRow per lane in a single QCustomPlot, one shared legend and one shared
// time axis (zoom and pan move every row together). Replots are coalesced by a 40 ms timer.
// Clicking a moment reports it for the request inspector. When the run has a distributed world,
// a "Distributed world" tab beside the lane charts shows the WorldChartPanel on the same time
// range; without one there is no tab bar and the panel looks as it always did. GUI thread only.
#include "ui/charts/world/WorldLaneInfo.h"

#include "core/sim/model/RunResult.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCustomPlot;
class QCPLegend;
class QCPRange;
class QStackedWidget;
class QTabBar;
class QTimer;

namespace ratelab {

class LaneChartRow;
class WorldChartPanel;

class ChartPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChartPanel(QWidget* parent = nullptr);
    ~ChartPanel() override;

    void setResult(std::shared_ptr<const RunResult> result);
    // Call before setResult(): what the world charts need from the scenario that was run.
    void setWorldLanes(std::vector<WorldLaneInfo> lanes);
    // A second run drawn faded beside the current one, named in the legend by label ("pinned
    // run", "live: redis 127.0.0.1:6400"); nullptr removes it. One overlay at a time.
    void setOverlay(std::shared_ptr<const RunResult> overlay, const QString& label);
    // setOverlay(pinned, "pinned run").
    void setPinned(std::shared_ptr<const RunResult> pinned);
    // The playback cursor; at or past the end of the run the mask and line are hidden.
    void setCursorTime(SimTime t);
    void setFontScale(double scale);
    void resetZoom();
    void setTimeRange(double lowerSec, double upperSec);

    [[nodiscard]] QCustomPlot* plot() const { return m_plot; }
    // The plot on screen: the lane charts, or the world charts while their tab is shown.
    [[nodiscard]] QCustomPlot* currentPlot() const;
    [[nodiscard]] WorldChartPanel* world() const { return m_world; }
    // The "Lanes" / "Distributed world" tabs; hidden when the run has no world.
    [[nodiscard]] QTabBar* tabs() const { return m_tabs; }
    [[nodiscard]] std::shared_ptr<const RunResult> overlay() const { return m_pinned; }
    [[nodiscard]] QString overlayLabel() const { return m_overlayLabel; }
    [[nodiscard]] int rowCount() const { return static_cast<int>(m_rows.size()); }
    [[nodiscard]] LaneChartRow* row(int lane) const { return m_rows.at(static_cast<std::size_t>(lane)).get(); }
    // Coalesces replots: at most one every 40 ms however many updates arrive.
    void requestReplot();
    // Replots at once (screenshots, exports, tests).
    void replotNow();

signals:
    void momentClicked(int lane, ratelab::SimTime time);
    void replotted();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuildRows();
    void syncTimeRange(const QCPRange& range);
    int laneAt(const QPointF& pos, double* seconds) const;

    QCustomPlot* m_plot;
    QTabBar* m_tabs;
    QStackedWidget* m_stack;
    WorldChartPanel* m_world;
    std::vector<WorldLaneInfo> m_worldLanes;
    QString m_overlayLabel;
    QCPLegend* m_legend = nullptr;
    QTimer* m_replotTimer;
    std::vector<std::unique_ptr<LaneChartRow>> m_rows;
    std::shared_ptr<const RunResult> m_result;
    std::shared_ptr<const RunResult> m_pinned;
    SimTime m_cursor = -1;
    double m_fontScale = 1.0;
    bool m_syncing = false;
    QPoint m_pressPos;
};

} // namespace ratelab
