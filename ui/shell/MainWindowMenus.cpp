// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's menus and toolbar: split from MainWindow.cpp so each file holds one idea.
#include "ui/shell/MainWindow.h"

#include "ui/calibrate/CalibrationActions.h"
#include "ui/charts/ChartPanel.h"
#include "ui/charts/ExportActions.h"
#include "ui/charts/LaneMenu.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/editor/ScenarioFiles.h"
#include "ui/editor/WhatIfSliders.h"
#include "ui/history/HistoryBrowser.h"
#include "ui/inspector/RequestInspector.h"
#include "ui/lesson/LessonActions.h"
#include "ui/lesson/LessonMode.h"
#include "ui/lesson/LessonPanel.h"
#include "ui/lesson/LessonStepper.h"
#include "ui/live/LiveActions.h"
#include "ui/playback/PlaybackBar.h"
#include "ui/playback/PlaybackController.h"
#include "ui/run/MemoryBudgetDialog.h"
#include "ui/run/RunGate.h"
#include "ui/shell/LabController.h"
#include "ui/shell/PresentationMode.h"
#include "ui/shell/RecentFiles.h"
#include "ui/shell/ScenarioDocument.h"
#include "ui/shell/ShareActions.h"
#include "ui/shell/ShortcutTable.h"
#include "ui/sweep/SweepView.h"
#include "ui/topology/TopologyView.h"

#include <QAction>
#include <QApplication>
#include <QDateTime>
#include <QDockWidget>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStyle>
#include <QToolBar>
#include <QUndoStack>

namespace ratelab {

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* newScenario = file->addAction(tr("&New Scenario"), this, [this] {
        Scenario empty;
        empty.name = tr("Untitled").toStdString();
        m_controller->openScenario(empty);
    });
    ShortcutTable::bind(newScenario, ShortcutTable::Action::NewScenario);
    newScenario->setToolTip(tr("An empty scenario: add its clients and lanes in the scenario "
                               "editor (What If > Add)"));
    QAction* open = file->addAction(style()->standardIcon(QStyle::SP_DialogOpenButton),
                                    tr("&Open Scenario…"), this, &MainWindow::openDialog);
    ShortcutTable::bind(open, ShortcutTable::Action::OpenScenario);
    QMenu* recentMenu = file->addMenu(tr("Open &Recent"));
    m_recent = new RecentFiles(recentMenu, this);
    connect(m_recent, &RecentFiles::openRequested, this, &MainWindow::openFile);
    ShortcutTable::bind(file->addAction(style()->standardIcon(QStyle::SP_DialogSaveButton),
                                        tr("&Save Scenario As…"), this,
                                        &MainWindow::saveScenarioAs),
                        ShortcutTable::Action::SaveScenarioAs);
    file->addAction(m_share->shareAction());
    file->addSeparator();
    QMenu* exportMenu = file->addMenu(tr("&Export"));
    exportMenu->addActions(m_export->csvActions());
    exportMenu->addSeparator();
    exportMenu->addActions(m_export->chartActions());
    exportMenu->addAction(m_export->sequenceAction());
    file->addAction(m_export->copyAction());
    file->addSeparator();
    ShortcutTable::bind(file->addAction(tr("&Quit"), this, &QWidget::close),
                        ShortcutTable::Action::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_controller->undoStack()->createUndoAction(this, tr("&Undo"));
    ShortcutTable::bind(undo, ShortcutTable::Action::Undo);
    undo->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    QAction* redo = m_controller->undoStack()->createRedoAction(this, tr("&Redo"));
    ShortcutTable::bind(redo, ShortcutTable::Action::Redo);
    redo->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    // The toolbar shows a fixed word so its width, and Play's place, never follow the command
    // text; the menu and the button's tooltip still name what Undo would undo.
    undo->setIconText(tr("Undo"));
    redo->setIconText(tr("Redo"));
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu* sim = menuBar()->addMenu(tr("&Simulation"));
    QAction* rerun = sim->addAction(style()->standardIcon(QStyle::SP_BrowserReload),
                                    tr("Run &Again"), m_controller, &LabController::runNow);
    ShortcutTable::bind(rerun, ShortcutTable::Action::RunAgain);
    ShortcutTable::bind(sim->addAction(tr("&Cancel Run"), m_controller, &LabController::cancelRun),
                        ShortcutTable::Action::CancelRun);
    sim->addAction(tr("Memory &Budget…"), this,
                   [this] { MemoryBudgetDialog::ask(this, m_controller->runner()); });
    sim->addSeparator();
    QAction* pin = sim->addAction(tr("&Pin Run for Comparison"));
    pin->setCheckable(true);
    ShortcutTable::bind(pin, ShortcutTable::Action::PinRun);
    pin->setToolTip(
        tr("Keep the current run as a faded overlay while you change parameters (Ctrl+P)"));
    pin->setIcon(style()->standardIcon(QStyle::SP_DialogApplyButton));
    pin->setIconText(tr("Pin"));
    connect(pin, &QAction::toggled, m_controller, &LabController::setPinned);
    connect(m_controller, &LabController::pinnedChanged, pin, [this, pin] {
        const QSignalBlocker block(pin);
        pin->setChecked(m_controller->pinned() != nullptr);
    });
    sim->addAction(m_lesson->changeAction());
    QAction* compare =
        sim->addAction(tr("C&ompare Saved Runs…"), m_history, &HistoryBrowser::compareSelected);
    compare->setToolTip(tr("What differs between the two runs selected in History (else the "
                           "two newest): settings and figures"));
    sim->addSeparator();
    sim->addActions(m_live->actions());
    sim->addSeparator();
    QAction* save = sim->addAction(tr("Save Run to &History"), this, [this] {
        m_history->saveCurrent(QStringLiteral("%1 — %2").arg(
            QString::fromStdString(m_controller->scenario().name),
            QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss"))));
    });
    ShortcutTable::bind(save, ShortcutTable::Action::SaveRun);
    // A read-only (or no) history: Save is off, and its tooltip says why.
    const auto followHistory = [save](bool can, const QString& why) {
        save->setEnabled(can);
        save->setToolTip(can ? QString() : why);
    };
    QString why;
    followHistory(m_history->canSave(&why), why);
    connect(m_history, &HistoryBrowser::canSaveChanged, save, followHistory);

    menuBar()->addMenu(tr("&Playback"))->addActions(m_playbackBar->transportActions());

    QMenu* view = menuBar()->addMenu(tr("&View"));
    ShortcutTable::bind(view->addAction(tr("Reset &Zoom"), m_charts, &ChartPanel::resetZoom),
                        ShortcutTable::Action::ResetZoom);
    view->addAction(m_presentation->action());
    view->addMenu(lanemenu::viewMenu(m_charts, view));
    ShortcutTable::bind(view->addAction(tr("S&weep…"), this, &MainWindow::showSweep),
                        ShortcutTable::Action::Sweep);
    m_calibration = new CalibrationActions(this);
    view->addAction(m_calibration->action());
    view->addSeparator();
    for (QDockWidget* dock : std::as_const(m_docks))
        view->addAction(dock->toggleViewAction());

    // The instructor's menu: every action of the lesson panel, with its key.
    QMenu* lessonMenu = menuBar()->addMenu(tr("&Lesson"));
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About RateLab"), this, [this] {
        QMessageBox::about(
            this, tr("About RateLab"),
            tr("<h3>RateLab %1</h3><p>A simulator and teaching lab for API rate limiting.</p>"
               "<p>Drag to pan, scroll to zoom, double-click to reset; click a bar to inspect its requests.</p>")
                .arg(QApplication::applicationVersion()));
    });
    m_lessonMode = new LessonMode(
        this, {m_controller, m_playback, m_horizon, m_charts, m_playbackBar, m_lesson}, lessonMenu,
        help);
    connect(m_lessonMode->stepper(), &LessonStepper::stepChanged, this,
            [this] { m_lesson->setStepChanges(m_lessonMode->stepper()->changesInEffect()); });
    connect(m_controller->undoStack(), &QUndoStack::indexChanged, this,
            [this] { m_lesson->setStepChanges(m_lessonMode->stepper()->changesInEffect()); });

    QToolBar* tools = addToolBar(tr("Main"));
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->setMovable(false);
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->addAction(open);
    tools->addSeparator();
    tools->addAction(undo);
    tools->addAction(redo);
    tools->addSeparator();
    tools->addAction(rerun);
    tools->addAction(pin);
    tools->addSeparator();
    tools->addAction(m_playbackBar->playAction());
    tools->addAction(m_playbackBar->stepAction());
    new RunGate(m_controller, {rerun, m_playbackBar->playAction(), m_playbackBar->stepAction()},
                this);
    m_lessonActions->addToMenus(file, help);
    // The Lesson menu starts where a class starts: the gallery; the handout ends it.
    lessonMenu->insertAction(lessonMenu->actions().value(0), m_lessonActions->galleryAction());
    lessonMenu->insertSeparator(lessonMenu->actions().value(1));
    lessonMenu->addSeparator();
    lessonMenu->addAction(m_lessonActions->handoutAction());
    m_lessonActions->setPredictionSource([this] { return m_lessonMode->stepper()->predictions(); });
    // An entry's tooltip says what it does and why it may be disabled.
    for (QMenu* menu : menuBar()->findChildren<QMenu*>())
        menu->setToolTipsVisible(true);
}

} // namespace ratelab
