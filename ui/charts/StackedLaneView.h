// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A chart view of one StackedLaneRow per lane that has something to show, stacked in a
// QCustomPlot of its own under one legend, on the panel's shared time range (the "Distributed
// world" and "Backend" tabs). Rebuilt on every result; a run that gives it nothing leaves it
// empty and its tab hidden. A subclass says which run it draws, which lanes get a row and builds
// each row. Owned by the ChartPanel; GUI thread only.
#include "ui/charts/ChartView.h"
#include "ui/charts/StackedLaneRow.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCPLayoutGrid;
class QCPLegend;
class QCPMarginGroup;
class QCPRange;

namespace ratelab {

class StackedLaneView : public QWidget, public ChartView {
    Q_OBJECT
public:
    explicit StackedLaneView(QWidget* parent = nullptr);
    ~StackedLaneView() override;

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
    [[nodiscard]] std::optional<SimTime> latestShownTime() const override;

    [[nodiscard]] int rowCount() const { return static_cast<int>(m_rows.size()); }

protected:
    // Reads what the view needs of the scenario; whether `result` gives the view anything to draw
    // (when it does not and the view was empty already, nothing is rebuilt).
    virtual bool prepare(const Scenario& scenario, const RunResult* result) = 0;
    // The lanes of `result` that get a row, in order.
    [[nodiscard]] virtual std::vector<std::size_t> rowLanes(const RunResult& result) const = 0;
    // Called once per rebuild before the first makeRow (rows may share what it makes).
    virtual void beginRows() {}
    virtual std::unique_ptr<StackedLaneRow> makeRow(QCPLayoutGrid* cell, QCPMarginGroup* margins,
                                                    QCPLegend* legend, const RunResult& result,
                                                    std::size_t lane, double fontScale) = 0;

    [[nodiscard]] StackedLaneRow* rowAt(int index) const
    {
        return m_rows.at(static_cast<std::size_t>(index)).get();
    }
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuild();
    // The legend wrapped to the plot's width, then the rows' minimum under it: past that the
    // view scrolls instead of squeezing the legend's rows into each other.
    void fitLegendAndHeight(int width);
    void onRangeChanged(const QCPRange& range);
    QString tooltipAt(const QPointF& pos) const;
    // Whether the bucket at `seconds` may show its figures (lesson mode: it ended by the cursor).
    [[nodiscard]] bool showsMoment(double seconds) const;

    QCustomPlot* m_plot;
    std::vector<std::unique_ptr<StackedLaneRow>> m_rows;
    std::shared_ptr<const RunResult> m_result;
    std::shared_ptr<const RunResult> m_overlay;
    QString m_overlayLabel;
    SimTime m_cursor = -1;
    bool m_hideFuture = false;
    double m_fontScale = 1.0;
    int m_rowsHeight = 0; // the rows' minimum height, legend apart
    bool m_syncing = false;
};

} // namespace ratelab
