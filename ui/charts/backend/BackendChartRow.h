#pragma once
// One lane's backend charts on the shared time axis: the limit against the requests in flight
// (and the backend's workers against the requests in it), the goodput's latency per bucket, and
// what the clients heard per bucket, goodput, timed out, shed (503) and rejected (429) stacked.
// Builds its QCustomPlot elements inside a layout cell the BackendChartView gives it, once per
// result; the QCustomPlot owns them. GUI thread only.
#include "ui/charts/backend/BackendLaneInfo.h"

#include "ui/charts/StackedLaneRow.h"

#include "core/sim/model/RunResult.h"

#include <QList>
#include <QString>

class QColor;
class QCustomPlot;
class QCPAbstractPlottable;
class QCPAxisRect;
class QCPGraph;
class QCPItemRect;
class QCPItemStraightLine;
class QCPItemText;
class QCPLayoutGrid;
class QCPLegend;
class QCPMarginGroup;
class QCPTextElement;

namespace ratelab {

class BackendChartRow final : public StackedLaneRow {
public:
    static constexpr int kRectMinimumHeight = 56;

    BackendChartRow(QCustomPlot* plot, QCPLayoutGrid* cell, QCPMarginGroup* margins,
                    QCPLegend* legend, const RunResult& result, std::size_t lane,
                    const BackendLaneInfo& info, double fontScale);
    ~BackendChartRow() override;

    void setOverlay(const RunResult* overlay, const QString& label) override;
    void setCursor(double seconds, bool showMask, bool hideFuture = false) override;
    void setShowTimeAxis(bool show) override;
    void setFontScale(double scale);

    [[nodiscard]] std::size_t lane() const { return m_lane; }
    [[nodiscard]] const QList<QCPAxisRect*>& timeRects() const override { return m_rects; }
    // The limit in force at each bucket's end (gated lanes), and the most requests in flight at
    // the gate in each bucket; nullptr where the lane has none.
    [[nodiscard]] QCPGraph* limitGraph() const { return m_limit; }
    [[nodiscard]] QCPGraph* inFlightGraph() const { return m_inFlight; }
    // The backend's workers and the requests in it (busy + waiting) at each bucket's end.
    [[nodiscard]] QCPGraph* workersGraph() const { return m_workers; }
    [[nodiscard]] QCPGraph* inBackendGraph() const { return m_inBackend; }
    [[nodiscard]] QCPGraph* p99Graph() const { return m_p99; }
    // goodput, timed out, shed, rejected: one plottable each, bottom to top.
    [[nodiscard]] const QList<QCPAbstractPlottable*>& answerPlottables() const { return m_answers; }
    [[nodiscard]] const QList<QCPAbstractPlottable*>& overlayPlottables() const
    {
        return m_overlay;
    }
    [[nodiscard]] QString title() const;
    [[nodiscard]] QString badge() const;
    [[nodiscard]] QString tooltipAt(double seconds) const override;
    [[nodiscard]] int minimumHeight() const override;

private:
    QCPAxisRect* addRect(const QString& caption, const QColor& color);
    void buildLoad();
    void buildLatency();
    void buildAnswers();
    void addToLegend(QCPAbstractPlottable* plottable) const;

    QCustomPlot* m_plot;
    QCPLegend* m_legend;
    QCPMarginGroup* m_margins;
    QCPLayoutGrid* m_cell;
    QCPTextElement* m_title;
    QCPTextElement* m_badge;
    const RunResult& m_result;
    std::size_t m_lane;
    BackendLaneInfo m_info;
    double m_fontScale;
    bool m_dense = false;
    QList<QCPAxisRect*> m_rects;
    QList<QCPItemText*> m_captions;
    QList<QCPItemStraightLine*> m_cursors;
    QList<QCPItemRect*> m_masks;
    QCPAxisRect* m_answersRect = nullptr;
    QCPGraph* m_limit = nullptr;
    QCPGraph* m_inFlight = nullptr;
    QCPGraph* m_workers = nullptr;
    QCPGraph* m_inBackend = nullptr;
    QCPGraph* m_p99 = nullptr;
    QList<QCPAbstractPlottable*> m_answers;
    QList<QCPAbstractPlottable*> m_overlay;
};

} // namespace ratelab
