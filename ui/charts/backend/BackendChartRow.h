// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
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

class QCustomPlot;
class QCPAbstractPlottable;
class QCPAxisRect;
class QCPGraph;
class QCPLayoutGrid;
class QCPLegend;
class QCPMarginGroup;

namespace ratelab {

class BackendChartRow final : public StackedLaneRow {
public:
    BackendChartRow(QCustomPlot* plot, QCPLayoutGrid* cell, QCPMarginGroup* margins,
                    QCPLegend* legend, const RunResult& result, std::size_t lane,
                    const BackendLaneInfo& info, double fontScale);
    ~BackendChartRow() override;

    void setOverlay(const RunResult* overlay, const QString& label) override;

    [[nodiscard]] std::size_t lane() const { return m_lane; }
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
    [[nodiscard]] QString tooltipAt(double seconds) const override;

private:
    void buildLoad();
    void buildLatency();
    void buildAnswers();
    void addToLegend(QCPAbstractPlottable* plottable) const;

    QCPLegend* m_legend;
    QCPLayoutGrid* m_cell;
    const RunResult& m_result;
    std::size_t m_lane;
    BackendLaneInfo m_info;
    bool m_dense = false;
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
