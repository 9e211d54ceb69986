#pragma once
// The "Distributed world" chart view: one WorldChartRow per lane of a run with a world, in a
// QCustomPlot of its own with one legend, on the panel's shared time range. Rebuilt on every
// result; a run without a world leaves it empty and its tab hidden. Owned by the ChartPanel;
// GUI thread only.
#include "ui/charts/ChartView.h"
#include "ui/charts/world/WorldLaneInfo.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCPRange;

namespace ratelab {

class WorldChartRow;

class WorldChartView : public QWidget, public ChartView {
    Q_OBJECT
public:
    explicit WorldChartView(QWidget* parent = nullptr);
    ~WorldChartView() override;

    [[nodiscard]] QString tabTitle() const override;
    [[nodiscard]] QString tabToolTip() const override;
    [[nodiscard]] QWidget* widget() override { return this; }
    [[nodiscard]] QCustomPlot* plot() const override { return m_plot; }
    [[nodiscard]] bool hasContent() const override { return hasWorld(); }

    // The world's lanes come from WorldLaneInfo::fromScenario(scenario).
    void setResult(std::shared_ptr<const RunResult> result, const Scenario& scenario) override;
    void setOverlay(std::shared_ptr<const RunResult> overlay, const QString& label) override;
    void setCursorTime(SimTime t) override;
    // Lesson mode: before the end, opaque masks and no final totals (badges, instance bars).
    void setHideFuture(bool on);
    void setTimeRange(double lowerSec, double upperSec) override;
    void setFontScale(double scale) override;

    [[nodiscard]] bool hasWorld() const { return !m_rows.empty(); }
    [[nodiscard]] int rowCount() const { return static_cast<int>(m_rows.size()); }
    [[nodiscard]] WorldChartRow* row(int index) const
    {
        return m_rows.at(static_cast<std::size_t>(index)).get();
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuild();
    // The legend wrapped to the plot's width, then the rows' minimum under it: past that the
    // view scrolls instead of squeezing the legend's rows into each other.
    void fitLegendAndHeight(int width);
    void onRangeChanged(const QCPRange& range);
    QString tooltipAt(const QPointF& pos) const;

    QCustomPlot* m_plot;
    std::vector<std::unique_ptr<WorldChartRow>> m_rows;
    std::shared_ptr<const RunResult> m_result;
    std::shared_ptr<const RunResult> m_overlay;
    QString m_overlayLabel;
    std::vector<WorldLaneInfo> m_lanes;
    SimTime m_cursor = -1;
    bool m_hideFuture = false;
    double m_fontScale = 1.0;
    int m_rowsHeight = 0; // the rows' minimum height, legend apart
    bool m_syncing = false;
};

} // namespace ratelab
