// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/LabController.h"

#include "ui/editor/ScenarioEditCommand.h"
#include "ui/editor/ScenarioFiles.h"
#include "ui/run/RunGate.h"
#include "ui/run/SimulationRunner.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <QTimer>
#include <QUndoStack>

namespace ratelab {

LabController::LabController(QObject* parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
    , m_runner(new SimulationRunner(this))
    , m_debounce(new QTimer(this))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(25);
    connect(m_debounce, &QTimer::timeout, this, &LabController::runNow);
    connect(m_runner, &SimulationRunner::started, this, &LabController::runStarted);
    connect(m_runner, &SimulationRunner::progress, this, &LabController::runProgress);
    connect(m_runner, &SimulationRunner::finished, this, &LabController::onRunFinished);
    connect(m_runner, &SimulationRunner::cancelled, this, &LabController::runCancelled);
    connect(m_runner, &SimulationRunner::notice, this, &LabController::runNotice);
    connect(m_undo, &QUndoStack::indexChanged, this, &LabController::modifiedChanged);
    connect(m_undo, &QUndoStack::cleanChanged, this, &LabController::modifiedChanged);
    connect(m_runner, &SimulationRunner::failed, this, [this](const QString& message) {
        emit runFailed(message);
        emit errorOccurred(tr("The scenario cannot run"), message);
    });
}

LabController::~LabController()
{
    // The undo stack outlives this object by a moment (a QObject child): its last indexChanged
    // must not reach listeners that would call back into a controller already half destroyed.
    m_undo->blockSignals(true);
}

bool LabController::openFile(const QString& path)
{
    QString error;
    const auto scenario = ScenarioFiles::read(path, &error);
    if (!scenario) {
        emit errorOccurred(tr("Cannot open scenario"), error);
        return false;
    }
    return openScenario(*scenario, path);
}

bool LabController::openJson(const QByteArray& json, const QString& sourceName, const QString& path)
{
    QString error;
    const auto scenario = ScenarioFiles::parse(json, sourceName, &error);
    if (!scenario) {
        emit errorOccurred(tr("Cannot open scenario"), error);
        return false;
    }
    return openScenario(*scenario, path);
}

bool LabController::openScenario(const Scenario& scenario, const QString& path)
{
    if (m_discardGuard && !m_discardGuard())
        return false;
    setScenario(scenario, path);
    return true;
}

void LabController::setScenario(const Scenario& scenario, const QString& path)
{
    m_undo->clear();
    m_path = path;
    m_scenario = scenario;
    m_pinned.reset();
    m_overlayLabel.clear();
    emit pinnedChanged();
    emit documentReplaced();
    // The last run was of another document: nothing may show it as this one's while this one runs.
    if (m_result) {
        m_result.reset();
        emit resultChanged();
    }
    emit scenarioChanged();
    runNow();
}

void LabController::edit(const QString& text, const Scenario& after, int mergeId)
{
    m_undo->push(new ScenarioEditCommand(this, text, m_scenario, after, mergeId));
}

void LabController::editAsDocument(const QString& text, const Scenario& after)
{
    m_undo->push(new ScenarioEditCommand(this, text, m_scenario, after, -1,
                                         ScenarioEditCommand::Author::Document));
}

bool LabController::isModified() const
{
    const int clean = m_undo->cleanIndex();
    if (clean < 0)
        return true; // the saved state was undone past and replaced
    const int from = std::min(clean, m_undo->index());
    const int to = std::max(clean, m_undo->index());
    for (int i = from; i < to; ++i) {
        const auto* edit = static_cast<const ScenarioEditCommand*>(m_undo->command(i));
        if (edit->author() == ScenarioEditCommand::Author::User)
            return true;
    }
    return false;
}

void LabController::applyScenario(const Scenario& scenario)
{
    m_scenario = scenario;
    emit scenarioChanged();
    m_debounce->start();
}

bool LabController::isRunning() const
{
    return m_runner->isRunning() || m_debounce->isActive();
}

void LabController::runNow()
{
    m_debounce->stop();
    // Without a client or a lane there is nothing to run (RunGate says so on Run and Play):
    // the charts empty, and no error for a scenario still being put together.
    if (!RunGate::whyNot(m_scenario).isEmpty()) {
        m_runner->cancel();
        if (m_result) {
            m_result.reset();
            emit resultChanged();
        }
        return;
    }
    m_runner->start(m_scenario);
}

void LabController::cancelRun()
{
    m_debounce->stop();
    m_runner->cancel();
}

void LabController::onRunFinished(std::shared_ptr<const RunResult> result, double wallMs)
{
    m_result = std::move(result);
    m_lastRunWallMs = wallMs;
    emit resultChanged();
}

void LabController::setPinned(bool on)
{
    setOverlay(on ? m_result : nullptr, tr("pinned run"));
}

void LabController::setPinnedResult(std::shared_ptr<const RunResult> result)
{
    setOverlay(std::move(result), tr("pinned run"));
}

void LabController::setOverlay(std::shared_ptr<const RunResult> result, const QString& label)
{
    m_pinned = std::move(result);
    m_overlayLabel = m_pinned ? label : QString();
    emit pinnedChanged();
}

QString LabController::parameterSummary() const
{
    QStringList parts;
    for (const LaneSpec& lane : m_scenario.lanes) {
        parts << QStringLiteral("%1: %2 N=%3 W=%4ms B=%5")
                     .arg(QString::fromStdString(lane.name),
                          QString::fromUtf8(algorithmInfo(lane.algorithm).id.data(),
                                            qsizetype(algorithmInfo(lane.algorithm).id.size())))
                     .arg(lane.params.limit)
                     .arg(lane.params.windowMs)
                     .arg(lane.params.capacity());
    }
    parts << QStringLiteral("seed=%1").arg(m_scenario.seed);
    return parts.join(QStringLiteral("; "));
}

} // namespace ratelab
