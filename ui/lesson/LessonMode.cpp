// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/LessonMode.h"

#include "ui/charts/ChartPanel.h"
#include "ui/lesson/BlackScreen.h"
#include "ui/lesson/LessonPanel.h"
#include "ui/lesson/LessonStepper.h"
#include "ui/lesson/StepCard.h"
#include "ui/playback/PlaybackBar.h"
#include "ui/playback/VisibleHorizon.h"
#include "ui/shell/LabController.h"
#include "ui/shell/ShortcutTable.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QSignalBlocker>

#include <chrono>
#include <cmath>

namespace ratelab {

namespace {

// Long enough to watch the bars grow, short enough for a class to wait: whatever the run's length.
constexpr std::chrono::milliseconds kRevealSweep{2500};

SimTime atMs(double ms)
{
    return fromMillis(std::llround(ms));
}

} // namespace

LessonMode::LessonMode(QMainWindow* window, const Parts& parts, QMenu* lessonMenu, QMenu* helpMenu)
    : QObject(window)
    , m_window(window)
    , m_parts(parts)
    , m_stepper(new LessonStepper(parts.controller, this))
    , m_card(new StepCard(m_stepper, parts.horizon))
    , m_blackScreen(new BlackScreen(window))
    , m_toggle(new QAction(tr("&Lesson Mode"), this))
    , m_next(new QAction(tr("&Next"), this))
    , m_previous(new QAction(tr("&Previous Step"), this))
    , m_reveal(new QAction(tr("&Reveal Answer"), this))
    , m_black(new QAction(tr("&Black Screen"), this))
    , m_reducedMotion(new QAction(tr("Reduce &Motion"), this))
{
    using A = ShortcutTable::Action;
    m_toggle->setCheckable(true);
    ShortcutTable::bind(m_toggle, A::LessonMode);
    m_next->setToolTip(tr("Reveals the step's answer when the class has a question open, else "
                          "goes to the next step"));
    m_reveal->setToolTip(tr("Records the class's answer, sweeps to the moment and shows the "
                            "run's (press again to jump there at once)"));
    m_black->setCheckable(true);
    m_black->setToolTip(tr("Blanks the screen while the class talks; any key brings it back"));
    m_reducedMotion->setCheckable(true);
    m_reducedMotion->setToolTip(tr("Reveal jumps to the step's moment instead of sweeping to it"));
    m_reducedMotion->setChecked(
        QSettings().value(QStringLiteral("lesson/reducedMotion"), false).toBool());
    window->addActions({m_next, m_previous, m_reveal, m_black});
    // The transport keys only while the charts or the transport have focus (PlaybackBar adds
    // them to itself): a focused slider or field keeps its own arrows and Space.
    parts.charts->addActions(parts.playbackBar->transportActions());
    parts.lessonPanel->showStepCard(m_card);
    m_card->hide();
    lessonMenu->addAction(m_toggle);
    lessonMenu->addSeparator();
    lessonMenu->addAction(m_next);
    lessonMenu->addAction(m_previous);
    lessonMenu->addAction(m_reveal);
    lessonMenu->addAction(m_black);
    lessonMenu->addSeparator();
    lessonMenu->addAction(m_reducedMotion);
    helpMenu->addAction(ShortcutTable::sheetAction(window));

    connect(m_toggle, &QAction::toggled, this, &LessonMode::setActive);
    connect(m_reducedMotion, &QAction::toggled, this, &LessonMode::setReducedMotion);
    connect(m_next, &QAction::triggered, this, &LessonMode::advance);
    connect(m_previous, &QAction::triggered, m_stepper, &LessonStepper::previous);
    connect(m_reveal, &QAction::triggered, this, [this] { reveal(m_card->answerText()); });
    connect(m_black, &QAction::toggled, m_blackScreen, &BlackScreen::setShown);
    connect(m_blackScreen, &BlackScreen::shownChanged, m_black, &QAction::setChecked);
    connect(m_stepper, &LessonStepper::stepChanged, this, &LessonMode::applyStep);
    connect(m_stepper, &LessonStepper::stepChanged, this, &LessonMode::updateActions);
    connect(m_stepper, &LessonStepper::predictionChanged, this, &LessonMode::updateActions);
    connect(m_card, &StepCard::revealRequested, this, &LessonMode::reveal);
    LabController* controller = parts.controller;
    connect(controller, &LabController::documentReplaced, this, &LessonMode::onDocumentReplaced);
    // After the lesson panel's own slot, so the lesson is already found.
    connect(controller, &LabController::scenarioChanged, this, &LessonMode::onScenarioChanged);
    // Queued: after the main window has handed the run to the playback (at newDocumentCursor()).
    connect(controller, &LabController::resultChanged, this, &LessonMode::onResult,
            Qt::QueuedConnection);
    connect(parts.playback, &PlaybackController::sweepEnded, this, &LessonMode::onSweepEnded);
    // A focused input widget keeps its own arrows and Space here too: ui/shell/InputKeyGuard.
    applyKeys();
    updateActions();
}

void LessonMode::setActive(bool on)
{
    on = on && m_stepper->count() > 0;
    if (on != m_active) {
        m_active = on;
        m_revealing = false;
        m_card->setVisible(on);
        m_parts.horizon->setHidesFuture(on);
        applyKeys();
        if (on) {
            // A lesson starts before anything happened.
            m_parts.playback->pause();
            m_parts.playback->setCursor(0);
            if (m_stepper->current() < 0)
                m_stepper->next();
            else
                applyStep();
        } else {
            m_parts.charts->setFocusLane(-1);
            m_parts.charts->setHighlight(-1, 0, 0);
            m_blackScreen->setShown(false);
        }
        emit activeChanged(on);
    }
    const QSignalBlocker block(m_toggle);
    m_toggle->setChecked(m_active);
    updateActions();
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
    // One set of keys at a time: the same keys bound twice would be ambiguous and do nothing.
    // Home, End and the speed keys mean the same in both modes and stay.
    for (QAction* action : transport) {
        const auto which = ShortcutTable::boundTo(action);
        if (!which)
            continue;
        ShortcutTable::bind(action, *which);
        if (m_active && ShortcutTable::collidesWithLessonKeys(*which))
            action->setShortcuts({});
    }
    for (const auto& [action, which] :
         {std::pair{m_next, A::NextStep}, std::pair{m_previous, A::PreviousStep},
          std::pair{m_reveal, A::Reveal}, std::pair{m_black, A::BlackScreen}}) {
        ShortcutTable::bind(action, which);
        if (!m_active)
            action->setShortcuts({});
    }
}

void LessonMode::updateActions()
{
    m_next->setEnabled(m_active
                       && (questionOpen() || m_stepper->current() + 1 < m_stepper->count()));
    m_previous->setEnabled(m_active && m_stepper->current() > 0);
    m_reveal->setEnabled(m_active && questionOpen());
    m_black->setEnabled(m_active);
    m_toggle->setEnabled(m_stepper->count() > 0);
}

bool LessonMode::questionOpen() const
{
    const LessonStep* step = m_stepper->step();
    const ClassPrediction* p = m_stepper->prediction();
    return step && step->predict && !(p && p->revealed);
}

PlaybackController::Cursor LessonMode::newDocumentCursor() const
{
    return m_active ? PlaybackController::Cursor::ToStart : PlaybackController::Cursor::ToEnd;
}

void LessonMode::onDocumentReplaced()
{
    m_newDocument = true;
}

void LessonMode::onScenarioChanged()
{
    const auto& lesson = m_parts.lessonPanel->lesson();
    const auto& current = m_stepper->lesson();
    const bool same = lesson && current && lesson->filePath == current->filePath;
    if (m_newDocument) {
        // However the lesson was opened, it starts over: step 1, no answers, the cursor at 0.
        m_newDocument = false;
        setActive(false);
        m_stepper->setLesson(lesson);
        if (m_stepper->count() > 0)
            setActive(true);
    } else if (!same) {
        setActive(false);
        m_stepper->setLesson(lesson);
    }
    updateActions();
}

void LessonMode::onResult()
{
    // A re-run that lands mid-reveal keeps the cursor (the playback does): the sweep goes on.
    if (!m_active || m_revealing)
        return;
    applyStep();
    m_card->refresh();
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
    m_revealing = false; // a step left mid-reveal is not revealed
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
    PlaybackController* playback = m_parts.playback;
    if (!m_parts.controller->result())
        return; // the run is still to come: onResult applies the step again
    if (questionOpen()) {
        // A question's moment is the reveal's: stop short of it so nothing is given away.
        const SimTime moment = revealMoment();
        if (playback->cursor() >= moment)
            playback->setCursor(step->rangeMs ? std::min(atMs(step->rangeMs->from), moment)
                                              : SimTime{0});
        else
            playback->pause();
        return;
    }
    if (step && step->cursorMs)
        playback->setCursor(atMs(*step->cursorMs));
}

SimTime LessonMode::revealMoment() const
{
    const LessonStep* step = m_stepper->step();
    return step && step->cursorMs ? atMs(*step->cursorMs) : m_parts.playback->end();
}

void LessonMode::advance()
{
    if (!m_active)
        return;
    if (questionOpen())
        reveal(m_card->answerText());
    else
        m_stepper->next();
}

void LessonMode::reveal(const QString& predicted)
{
    if (!m_active || !questionOpen())
        return;
    PlaybackController* playback = m_parts.playback;
    if (m_revealing) {
        playback->finishSweep();
        return;
    }
    m_stepper->recordPrediction(predicted);
    m_revealing = true;
    const SimTime target = revealMoment();
    if (m_reducedMotion->isChecked() || playback->cursor() >= target || playback->end() <= 0) {
        playback->pause();
        playback->setCursor(target);
        onSweepEnded();
        return;
    }
    playback->sweepTo(target, kRevealSweep);
}

void LessonMode::onSweepEnded()
{
    if (!m_revealing)
        return;
    // Paused or moved before the moment: the class still gets its answer, at the moment.
    m_revealing = false;
    m_parts.playback->pause();
    m_parts.playback->setCursor(revealMoment());
    m_stepper->reveal();
}

} // namespace ratelab
