// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/LessonMode.h"

#include "ui/charts/ChartPanel.h"
#include "ui/inspector/SummaryTableModel.h"
#include "ui/lesson/LessonPanel.h"
#include "ui/lesson/LessonStepper.h"
#include "ui/lesson/StepCard.h"
#include "ui/playback/PlaybackBar.h"
#include "ui/playback/PlaybackController.h"
#include "ui/shell/LabController.h"
#include "ui/shell/ShortcutTable.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <cmath>

namespace ratelab {

namespace {

SimTime atMs(double ms)
{
    return fromMillis(std::llround(ms));
}

void showShortcutSheet(QWidget* parent)
{
    QDialog sheet(parent);
    sheet.setWindowTitle(QObject::tr("Keyboard Shortcuts"));
    auto* text = new QTextBrowser(&sheet);
    text->setHtml(ShortcutTable::sheetHtml());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &sheet);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &sheet, &QDialog::reject);
    auto* layout = new QVBoxLayout(&sheet);
    layout->addWidget(text);
    layout->addWidget(buttons);
    sheet.resize(560, 460);
    sheet.exec();
}

} // namespace

LessonMode::LessonMode(QMainWindow* window, const Parts& parts, QMenu* viewMenu, QMenu* helpMenu)
    : QObject(window)
    , m_window(window)
    , m_parts(parts)
    , m_stepper(new LessonStepper(parts.controller, this))
    , m_card(new StepCard(m_stepper))
    , m_toggle(new QAction(tr("&Lesson Mode"), this))
    , m_next(new QAction(tr("&Next Step"), this))
    , m_previous(new QAction(tr("P&revious Step"), this))
    , m_reducedMotion(new QAction(tr("Reduce &Motion"), this))
{
    m_toggle->setCheckable(true);
    ShortcutTable::bind(m_toggle, ShortcutTable::Action::LessonMode);
    m_reducedMotion->setCheckable(true);
    m_reducedMotion->setToolTip(tr("Reveal jumps to the step's moment instead of playing to it"));
    m_reducedMotion->setChecked(
        QSettings().value(QStringLiteral("lesson/reducedMotion"), false).toBool());
    window->addActions({m_next, m_previous});
    // The transport keys only while the charts or the transport have focus (PlaybackBar adds
    // them to itself): a focused slider or field keeps its own arrows and Space.
    parts.charts->addActions(parts.playbackBar->transportActions());
    parts.lessonPanel->showStepCard(m_card);
    m_card->hide();
    viewMenu->addSeparator();
    viewMenu->addAction(m_toggle);
    viewMenu->addAction(m_next);
    viewMenu->addAction(m_previous);
    viewMenu->addAction(m_reducedMotion);
    helpMenu->addAction(tr("&Keyboard Shortcuts"), window, [window] { showShortcutSheet(window); });

    connect(m_toggle, &QAction::toggled, this, &LessonMode::setActive);
    connect(m_reducedMotion, &QAction::toggled, this, &LessonMode::setReducedMotion);
    connect(m_next, &QAction::triggered, m_stepper, &LessonStepper::next);
    connect(m_previous, &QAction::triggered, m_stepper, &LessonStepper::previous);
    connect(m_stepper, &LessonStepper::stepChanged, this, &LessonMode::applyStep);
    connect(m_card, &StepCard::revealRequested, this, &LessonMode::reveal);
    LabController* controller = parts.controller;
    connect(controller, &LabController::documentReplaced, this, [this] { m_newDocument = true; });
    // After the lesson panel's own slot, so the lesson is already found.
    connect(controller, &LabController::scenarioChanged, this, &LessonMode::onScenarioChanged);
    // Queued: after the main window has handed the run to the playback (which parks at the end).
    connect(controller, &LabController::resultChanged, this, &LessonMode::onResult,
            Qt::QueuedConnection);
    connect(parts.playback, &PlaybackController::cursorChanged, this, &LessonMode::onCursor);
    connect(parts.playback, &PlaybackController::playingChanged, this, [this](bool playing) {
        if (!playing && m_revealTarget) // paused or ran out before the moment: reveal anyway
            QMetaObject::invokeMethod(this, &LessonMode::finishReveal, Qt::QueuedConnection);
    });
    // A focused input widget keeps its own arrows and Space here too: ui/shell/InputKeyGuard.
    applyKeys();
}

void LessonMode::setActive(bool on)
{
    on = on && m_stepper->count() > 0;
    if (on != m_active) {
        m_active = on;
        m_revealTarget.reset();
        m_card->setVisible(on);
        m_parts.charts->setHideFuture(on);
        m_parts.lessonPanel->summaryModel()->setCursor(
            on ? std::optional<SimTime>(m_parts.playback->cursor()) : std::nullopt);
        m_parts.lessonPanel->setClaimsHeld(on
                                           && m_parts.playback->cursor() < m_parts.playback->end());
        applyKeys();
        if (on) {
            // A lesson starts before anything happened.
            m_parts.playback->pause();
            m_parts.playback->setCursor(0);
            m_freshRun = !m_parts.controller->result();
            if (m_stepper->current() < 0)
                m_stepper->next();
            else
                applyStep();
        } else {
            m_parts.charts->setFocusLane(-1);
            m_parts.charts->setHighlight(-1, 0, 0);
        }
        emit activeChanged(on);
    }
    const QSignalBlocker block(m_toggle);
    m_toggle->setChecked(m_active);
}

void LessonMode::setReducedMotion(bool on)
{
    QSettings().setValue(QStringLiteral("lesson/reducedMotion"), on);
    const QSignalBlocker block(m_reducedMotion);
    m_reducedMotion->setChecked(on);
}

void LessonMode::applyKeys()
{
    using A = ShortcutTable::Action;
    const QList<QAction*> transport = m_parts.playbackBar->transportActions();
    const A transportKeys[] = {A::PlayPause, A::StepForward, A::StepBack,
                               A::Rewind,    A::Faster,      A::Slower};
    // One set of keys at a time: the same keys bound twice would be ambiguous and do nothing.
    for (int i = 0; i < transport.size(); ++i) {
        ShortcutTable::bind(transport[i], transportKeys[i]);
        if (m_active)
            transport[i]->setShortcuts({});
    }
    ShortcutTable::bind(m_next, A::NextStep);
    ShortcutTable::bind(m_previous, A::PreviousStep);
    if (!m_active) {
        m_next->setShortcuts({});
        m_previous->setShortcuts({});
    }
    m_next->setEnabled(m_active);
    m_previous->setEnabled(m_active);
}

void LessonMode::onScenarioChanged()
{
    const auto& lesson = m_parts.lessonPanel->lesson();
    const auto& current = m_stepper->lesson();
    const bool same = lesson && current && lesson->filePath == current->filePath;
    if (!same) {
        setActive(false);
        m_stepper->setLesson(lesson);
    }
    if (m_newDocument && m_stepper->count() > 0) {
        m_freshRun = true;
        setActive(true);
    }
    m_newDocument = false;
    m_toggle->setEnabled(m_stepper->count() > 0);
}

void LessonMode::onResult()
{
    if (!m_active)
        return;
    if (m_freshRun) {
        // A newly opened file's run starts at the end; a lesson starts at the beginning.
        m_freshRun = false;
        m_parts.playback->setCursor(0);
    }
    applyStep();
    m_card->refresh();
}

void LessonMode::onCursor(SimTime cursor)
{
    if (!m_active)
        return;
    m_parts.lessonPanel->summaryModel()->setCursor(cursor);
    m_parts.lessonPanel->setClaimsHeld(cursor < m_parts.playback->end());
    // Queued: moving the cursor back inside its own signal would leave the slots after this one
    // (the charts) with the overshoot.
    if (m_revealTarget && cursor >= *m_revealTarget)
        QMetaObject::invokeMethod(this, &LessonMode::finishReveal, Qt::QueuedConnection);
}

int LessonMode::laneIndex(const QString& name) const
{
    const auto result = m_parts.controller->result();
    if (!result || name.isEmpty())
        return -1;
    for (std::size_t i = 0; i < result->summaries.size(); ++i)
        if (QString::fromStdString(result->summaries[i].lane) == name)
            return static_cast<int>(i);
    return -1;
}

void LessonMode::applyStep()
{
    if (!m_active)
        return;
    m_revealTarget.reset();
    const LessonStep* step = m_stepper->step();
    ChartPanel* charts = m_parts.charts;
    charts->setFocusLane(step ? laneIndex(step->focusLane) : -1);
    if (step && step->rangeMs)
        charts->setTimeRange(step->rangeMs->from / 1000.0, step->rangeMs->to / 1000.0);
    if (step && step->highlightMs && !step->highlightLane.isEmpty())
        charts->setHighlight(laneIndex(step->highlightLane), step->highlightMs->from / 1000.0,
                             step->highlightMs->to / 1000.0);
    else
        charts->setHighlight(-1, 0, 0);
    if (!step || !step->cursorMs)
        return;
    PlaybackController* playback = m_parts.playback;
    const SimTime at = atMs(*step->cursorMs);
    const ClassPrediction* p = m_stepper->prediction();
    if (step->predict && !(p && p->revealed)) {
        // A question's moment is the reveal's: stop short of it so nothing is given away.
        if (playback->cursor() > at)
            playback->setCursor(step->rangeMs ? std::min(atMs(step->rangeMs->from), at)
                                              : SimTime{0});
        return;
    }
    playback->setCursor(at);
}

void LessonMode::reveal(const QString& predicted)
{
    const LessonStep* step = m_stepper->step();
    if (!m_active || !step || !step->predict)
        return;
    m_stepper->recordPrediction(predicted);
    PlaybackController* playback = m_parts.playback;
    const SimTime target = step->cursorMs ? atMs(*step->cursorMs) : playback->end();
    m_revealTarget = target;
    if (m_reducedMotion->isChecked() || playback->cursor() >= target || playback->end() <= 0) {
        playback->pause();
        playback->setCursor(target);
        finishReveal();
        return;
    }
    playback->play();
}

void LessonMode::finishReveal()
{
    if (!m_revealTarget)
        return;
    const SimTime target = *m_revealTarget;
    m_revealTarget.reset();
    m_parts.playback->pause();
    m_parts.playback->setCursor(target);
    m_stepper->reveal();
}

} // namespace ratelab
