// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The application model: owns the current scenario, its latest run result, the pinned result
// and the undo stack of scenario edits, and re-runs (debounced) after every change. Panels read
// from it and send edits to it; none of them touch the engine. GUI thread only.
#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QTimer;
class QUndoStack;

namespace ratelab {

class SimulationRunner;

class LabController : public QObject {
    Q_OBJECT
public:
    explicit LabController(QObject* parent = nullptr);
    ~LabController() override;

    // Loads a scenario file and runs it. On failure emits errorOccurred with the loader's message
    // and keeps the current scenario.
    bool openFile(const QString& path);
    bool openJson(const QByteArray& json, const QString& sourceName,
                  const QString& path = QString());
    // Asked before openFile/openJson replace an edited scenario; false keeps it (and they return
    // false). None set: replace without asking.
    void setDiscardGuard(std::function<bool()> guard) { m_discardGuard = std::move(guard); }
    // Replaces the scenario (a new document: the undo stack is cleared) and runs it at once.
    void setScenario(const Scenario& scenario, const QString& path = QString());
    // setScenario after asking the discard guard; false when it says keep the current one.
    bool openScenario(const Scenario& scenario, const QString& path = QString());
    // Every edit goes through here as one undoable step. Edits with the same mergeId in a row
    // (a slider being dragged) merge into one step; -1 never merges.
    void edit(const QString& text, const Scenario& after, int mergeId = -1);
    // A change that is part of the document (a lesson step's own `set:`): undoable like any, but
    // it does not make the document modified.
    void editAsDocument(const QString& text, const Scenario& after);
    // Whether the user changed the scenario since it was opened or saved: only their own edits
    // count, never a lesson step's.
    [[nodiscard]] bool isModified() const;

    [[nodiscard]] const Scenario& scenario() const { return m_scenario; }
    [[nodiscard]] QString scenarioPath() const { return m_path; }
    [[nodiscard]] std::shared_ptr<const RunResult> result() const { return m_result; }
    [[nodiscard]] std::shared_ptr<const RunResult> pinned() const { return m_pinned; }
    // What the legend calls the pinned overlay: "pinned run", "live: redis 127.0.0.1:6400"...
    [[nodiscard]] QString overlayLabel() const { return m_overlayLabel; }
    [[nodiscard]] QUndoStack* undoStack() const { return m_undo; }
    [[nodiscard]] SimulationRunner* runner() const { return m_runner; }
    [[nodiscard]] bool isRunning() const;
    [[nodiscard]] double lastRunWallMs() const { return m_lastRunWallMs; }
    // A one-line summary of the parameters that differ between lanes' defaults, for history.
    [[nodiscard]] QString parameterSummary() const;

    void setPinned(bool on); // pins the current result as the comparison overlay
    void setPinnedResult(std::shared_ptr<const RunResult> result);
    // Another run of the same scenario (live against Redis, read from a CSV folder) as the overlay.
    void setOverlay(std::shared_ptr<const RunResult> result, const QString& label);
    void runNow();
    void cancelRun();

signals:
    void scenarioChanged();
    // isModified() may have changed.
    void modifiedChanged();
    // A new document replaced the scenario (opened, dropped, reopened from history), as opposed
    // to an edit of the current one.
    void documentReplaced();
    void runStarted();
    void runProgress(double fraction);
    void resultChanged();
    void pinnedChanged();
    void runCancelled();
    void runFailed(const QString& message);
    // A run that starts with something to say: it will take long (SimulationRunner::notice).
    void runNotice(const QString& text);
    void errorOccurred(const QString& title, const QString& message);

private:
    friend class ScenarioEditCommand;
    void applyScenario(const Scenario& scenario); // called by undo commands
    void onRunFinished(std::shared_ptr<const RunResult> result, double wallMs);

    Scenario m_scenario;
    QString m_path;
    std::shared_ptr<const RunResult> m_result;
    std::shared_ptr<const RunResult> m_pinned;
    QString m_overlayLabel;
    QUndoStack* m_undo;
    SimulationRunner* m_runner;
    QTimer* m_debounce;
    double m_lastRunWallMs = 0.0;
    std::function<bool()> m_discardGuard;
};

} // namespace ratelab
