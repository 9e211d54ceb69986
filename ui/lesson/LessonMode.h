// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Lesson mode: walks a lesson's steps in the app. Entering a step moves the playback cursor and
// the time range, focuses a lane and shades a region of its chart; "Reveal" plays to the step's
// moment (or jumps there with reduced motion) and shows the answer; while it is on, the charts,
// the lane badges and the summary table show only what happened up to the cursor. It switches
// the keys between the two modes from the ShortcutTable and holds View > Lesson Mode and
// Help > Keyboard Shortcuts. Entered by opening a scenario whose lesson has steps, or by the
// toggle. Created by the MainWindow (a child of it); GUI thread only.
#include "core/sim/SimTime.h"

#include <QObject>

#include <optional>

class QAction;
class QMainWindow;
class QMenu;

namespace ratelab {

class ChartPanel;
class LabController;
class LessonPanel;
class LessonStepper;
class PlaybackBar;
class PlaybackController;
class StepCard;

class LessonMode : public QObject {
    Q_OBJECT
public:
    struct Parts {
        LabController* controller;
        PlaybackController* playback;
        ChartPanel* charts;
        PlaybackBar* playbackBar;
        LessonPanel* lessonPanel;
    };
    // Adds its actions to the window's View and Help menus.
    LessonMode(QMainWindow* window, const Parts& parts, QMenu* viewMenu, QMenu* helpMenu);

    [[nodiscard]] bool isActive() const { return m_active; }
    // Off when the lesson has no steps.
    void setActive(bool on);
    // Reveal jumps to the moment instead of playing to it (also a setting in the View menu).
    void setReducedMotion(bool on);
    // Records the class's answer, then plays (or jumps) to the step's moment and reveals.
    void reveal(const QString& predicted);

    [[nodiscard]] LessonStepper* stepper() const { return m_stepper; }
    [[nodiscard]] StepCard* card() const { return m_card; }
    [[nodiscard]] QAction* toggleAction() const { return m_toggle; }
    [[nodiscard]] QAction* nextAction() const { return m_next; }
    [[nodiscard]] QAction* previousAction() const { return m_previous; }

signals:
    void activeChanged(bool active);

private:
    void onScenarioChanged();
    void onResult();
    void onCursor(SimTime cursor);
    void applyStep();
    void applyKeys();
    void finishReveal();
    [[nodiscard]] int laneIndex(const QString& name) const;

    QMainWindow* m_window;
    Parts m_parts;
    LessonStepper* m_stepper;
    StepCard* m_card;
    QAction* m_toggle;
    QAction* m_next;
    QAction* m_previous;
    QAction* m_reducedMotion;
    bool m_active = false;
    bool m_newDocument = false; // the next scenario change is an opened file
    bool m_freshRun = false;    // the next result is the first since lesson mode started
    std::optional<SimTime> m_revealTarget;
};

} // namespace ratelab
