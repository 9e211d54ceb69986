// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Sweep view: runs the open scenario over a grid of one or two parameters in the background
// (SweepJob, every core) and draws the results as they arrive: a line chart (one parameter) or
// a heatmap per lane (two), and the frontier of false-positive rate against abuse admitted.
// Clicking a point opens its configuration in the lane charts as one undoable edit of the
// scenario (Edit > Undo goes back). It reads the scenario from LabController and sends it that
// edit; the grid is built, run and written by core/io/sweep, as `ratelab-cli sweep` does.
// GUI thread.
#include "core/io/sweep/SweepPlan.h"
#include "core/io/sweep/SweepRunner.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QWidget>

#include <memory>
#include <string>
#include <vector>

class QComboBox;
class QStackedWidget;
class QTabWidget;
class QTimer;

namespace ratelab {

class LabController;
class SweepForm;
class SweepFrontierChart;
class SweepHeatmap;
class SweepJob;
class SweepLineChart;

class SweepView : public QWidget {
    Q_OBJECT
public:
    explicit SweepView(LabController* controller, QWidget* parent = nullptr);
    ~SweepView() override;

    // Starts a sweep of the current scenario with the form's settings. False, with the message
    // under the fields, when an axis does not parse or a point does not load: nothing runs then.
    bool start();
    void cancel();
    [[nodiscard]] bool isRunning() const;
    // Writes sweep.csv of the complete points, byte for byte what ratelab-cli sweep writes.
    bool exportCsv(const QString& path, QString* error);
    // Opens the point's configuration (the scenario as the sweep began, the point's values set
    // by the same overrides) in the lane charts, as one undoable edit.
    bool openPoint(qsizetype point);

    [[nodiscard]] SweepForm* form() const { return m_form; }
    [[nodiscard]] SweepHeatmap* heatmap() const { return m_heatmap; }
    [[nodiscard]] SweepLineChart* lineChart() const { return m_line; }
    [[nodiscard]] SweepFrontierChart* frontier() const { return m_frontier; }
    [[nodiscard]] QComboBox* laneSelector() const { return m_lane; }
    [[nodiscard]] QTabWidget* tabs() const { return m_tabs; }
    [[nodiscard]] const SweepPlan* plan() const { return m_plan.get(); }
    [[nodiscard]] const SweepResults& results() const { return m_results; }
    // Draws what has arrived now instead of at the next throttled redraw.
    void redrawNow();

signals:
    void sweepFinished(bool cancelled);
    void pointOpened(qsizetype point);
    void errorOccurred(const QString& title, const QString& message);

private:
    void onRun(qsizetype run, const std::shared_ptr<const RunResult>& result);
    void onProgress(qsizetype done, qsizetype total);
    void onFinished(bool cancelled, const QString& failure);
    void refreshParameters();
    void clearSweep();
    void askExport();
    [[nodiscard]] qsizetype completePoints() const;

    LabController* m_controller;
    SweepForm* m_form;
    QTabWidget* m_tabs;
    QComboBox* m_lane;
    QStackedWidget* m_maps;
    SweepLineChart* m_line;
    SweepHeatmap* m_heatmap;
    SweepFrontierChart* m_frontier;
    SweepJob* m_job;
    QTimer* m_redraw; // partial results arrive per run; the charts redraw at most every 100 ms
    QElapsedTimer m_clock;
    std::shared_ptr<const SweepPlan> m_plan;
    SweepResults m_results;
    QJsonObject m_base; // the scenario as the sweep began, the JSON every point starts from
    QString m_source;
    std::vector<std::string> m_lanes;
};

} // namespace ratelab
