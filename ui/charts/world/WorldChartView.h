#pragma once
// The "Distributed world" charts: one WorldChartRow per lane of a run with a world, in a
// QCustomPlot of its own with one legend, on the same time range as the lane charts (the
// ChartPanel keeps both in step). Rebuilt on every result; a run without a world leaves it
// empty. Replots are coalesced by a 40 ms timer. GUI thread only.
#include "ui/charts/world/WorldLaneInfo.h"

#include "core/sim/model/RunResult.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCustomPlot;
class QCPLegend;
class QCPRange;
class QTimer;

namespace ratelab {

class WorldChartRow;

class WorldChartPanel : public QWidget {
    Q_OBJECT
public:
    explicit WorldChartPanel(QWidget* parent = nullptr);
    ~WorldChartPanel() override;

    // lanes comes from WorldLaneInfo::fromScenario() of the scenario that was run (may be empty).
    void setResult(std::shared_ptr<const RunResult> result, std::vector<WorldLaneInfo> lanes);
    void setOverlay(std::shared_ptr<const RunResult> overlay, const QString& label);
    void setCursorTime(SimTime t);
    void setFontScale(double scale);
    // Follows the lane charts' range; emits nothing.
    void setTimeRange(double lowerSec, double upperSec);

    [[nodiscard]] bool hasWorld() const { return !m_rows.empty(); }
    [[nodiscard]] QCustomPlot* plot() const { return m_plot; }
    [[nodiscard]] int rowCount() const { return static_cast<int>(m_rows.size()); }
    [[nodiscard]] WorldChartRow* row(int index) const { return m_rows.at(static_cast<std::size_t>(index)).get(); }
    void requestReplot();
    void replotNow();

signals:
    // The user dragged or zoomed these charts.
    void timeRangeChanged(double lowerSec, double upperSec);
    void replotted();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuild();
    void onRangeChanged(const QCPRange& range);
    QString tooltipAt(const QPointF& pos) const;

    QCustomPlot* m_plot;
    QTimer* m_replotTimer;
    std::vector<std::unique_ptr<WorldChartRow>> m_rows;
    std::shared_ptr<const RunResult> m_result;
    std::shared_ptr<const RunResult> m_overlay;
    QString m_overlayLabel;
    std::vector<WorldLaneInfo> m_lanes;
    SimTime m_cursor = -1;
    double m_fontScale = 1.0;
    bool m_syncing = false;
};

} // namespace ratelab
