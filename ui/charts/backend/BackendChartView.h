#pragma once
// The "Backend" chart view: one BackendChartRow per lane that has a backend behind it or an
// adaptive limit, in a QCustomPlot of its own with one legend, on the panel's shared time range.
// Rebuilt on every result; a scenario without a backend or an adaptive lane leaves it empty and
// its tab hidden. Owned by the ChartPanel; GUI thread only.
#include "ui/charts/ChartView.h"
#include "ui/charts/backend/BackendLaneInfo.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCPRange;

namespace ratelab {

class BackendChartRow;

class BackendChartView : public QWidget, public ChartView {
    Q_OBJECT
public:
    explicit BackendChartView(QWidget* parent = nullptr);
    ~BackendChartView() override;

    [[nodiscard]] QString tabTitle() const override;
    [[nodiscard]] QString tabToolTip() const override;
    [[nodiscard]] QWidget* widget() override { return this; }
    [[nodiscard]] QCustomPlot* plot() const override { return m_plot; }
    [[nodiscard]] bool hasContent() const override { return !m_rows.empty(); }

    void setResult(std::shared_ptr<const RunResult> result, const Scenario& scenario) override;
    void setOverlay(std::shared_ptr<const RunResult> overlay, const QString& label) override;
    void setCursorTime(SimTime t) override;
    // Lesson mode: before the end, opaque masks and no whole-run totals.
    void setHideFuture(bool on);
    void setTimeRange(double lowerSec, double upperSec) override;
    void setFontScale(double scale) override;

    [[nodiscard]] int rowCount() const { return static_cast<int>(m_rows.size()); }
    [[nodiscard]] BackendChartRow* row(int index) const
    {
        return m_rows.at(static_cast<std::size_t>(index)).get();
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuild();
    void fitLegendAndHeight(int width);
    void onRangeChanged(const QCPRange& range);
    QString tooltipAt(const QPointF& pos) const;

    QCustomPlot* m_plot;
    std::vector<std::unique_ptr<BackendChartRow>> m_rows;
    std::shared_ptr<const RunResult> m_result;
    std::shared_ptr<const RunResult> m_overlay;
    QString m_overlayLabel;
    std::vector<BackendLaneInfo> m_lanes;
    SimTime m_cursor = -1;
    bool m_hideFuture = false;
    double m_fontScale = 1.0;
    int m_rowsHeight = 0; // the rows' minimum height, legend apart
    bool m_syncing = false;
};

} // namespace ratelab
