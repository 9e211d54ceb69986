// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Lesson mode: walks a lesson's steps in the app, driven by the keyboard or a presenter's clicker
// alone. Entering a step moves the playback cursor and the time range, focuses a lane and shades
// a region of its chart; "Reveal" sweeps the cursor to the step's moment in a few seconds (or
// jumps there with reduced motion; a second press jumps) and shows the answer. It owns the one
// rule that keeps a prediction unspoiled: while it is on, the VisibleHorizon hides everything
// after the cursor, and every view asks the horizon. However a lesson is opened (the gallery,
// recent files, File > Open, the command line) it starts the same way: lesson mode on, step 1,
// the cursor where the step says or at 0, no earlier answers. Its actions (with the keys of the
// ShortcutTable) fill the Lesson menu. Created by the MainWindow (a child of it); GUI thread only.
#include "ui/playback/PlaybackController.h"

#include "core/sim/SimTime.h"

#include <QObject>

#include <optional>

class QAction;
class QMainWindow;
class QMenu;

namespace ratelab {

class BlackScreen;
class ChartPanel;
class LabController;
class LessonPanel;
class LessonStepper;
class PlaybackBar;
class StepCard;
class VisibleHorizon;

class LessonMode : public QObject {
    Q_OBJECT
public:
    struct Parts {
        LabController* controller;
        PlaybackController* playback;
        VisibleHorizon* horizon;
        ChartPanel* charts;
        PlaybackBar* playbackBar;
        LessonPanel* lessonPanel;
    };
    // Fills `lessonMenu` and adds the shortcut sheet to the Help menu.
    LessonMode(QMainWindow* window, const Parts& parts, QMenu* lessonMenu, QMenu* helpMenu);

    [[nodiscard]] bool isActive() const { return m_active; }
    // Off when the lesson has no steps.
    void setActive(bool on);
    // Reveal jumps to the moment instead of sweeping to it (also a setting in the Lesson menu).
    void setReducedMotion(bool on);
    // Records the class's answer (empty: none given), then sweeps (or jumps) to the step's moment
    // and reveals. While the sweep runs, another reveal jumps to the moment at once.
    void reveal(const QString& predicted);
    // What the clicker's forward key does: reveals the current step's open question, else moves
    // to the next step.
    void advance();
    // Where the playback cursor starts on a newly opened document's first run.
    [[nodiscard]] PlaybackController::Cursor newDocumentCursor() const;
    // Whether the current step asks a question the class has not seen answered yet.
    [[nodiscard]] bool questionOpen() const;

    [[nodiscard]] LessonStepper* stepper() const { return m_stepper; }
    [[nodiscard]] StepCard* card() const { return m_card; }
    [[nodiscard]] BlackScreen* blackScreen() const { return m_blackScreen; }
    [[nodiscard]] QAction* toggleAction() const { return m_toggle; }
    [[nodiscard]] QAction* nextAction() const { return m_next; }
    [[nodiscard]] QAction* previousAction() const { return m_previous; }
    [[nodiscard]] QAction* revealAction() const { return m_reveal; }
    [[nodiscard]] QAction* blackScreenAction() const { return m_black; }

signals:
    void activeChanged(bool active);

private:
    void onDocumentReplaced();
    void onScenarioChanged();
    void onResult();
    void onSweepEnded();
    void startLesson();
    void applyStep();
    void applyKeys();
    void updateActions();
    [[nodiscard]] int laneIndex(const QString& name) const;
    [[nodiscard]] SimTime revealMoment() const;

    QMainWindow* m_window;
    Parts m_parts;
    LessonStepper* m_stepper;
    StepCard* m_card;
    BlackScreen* m_blackScreen;
    QAction* m_toggle;
    QAction* m_next;
    QAction* m_previous;
    QAction* m_reveal;
    QAction* m_black;
    QAction* m_reducedMotion;
    bool m_active = false;
    bool m_newDocument = false; // the next scenario change is an opened file
    bool m_revealing = false;   // a reveal's sweep is under way
};

} // namespace ratelab
