// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/MainWindow.h"

#include "ui/charts/ChartPanel.h"
#include "ui/charts/ExportActions.h"
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
#include "ui/playback/VisibleHorizon.h"
#include "ui/run/RunGate.h"
#include "ui/run/RunStatus.h"
#include "ui/shell/InputKeyGuard.h"
#include "ui/shell/LabController.h"
#include "ui/shell/PresentationMode.h"
#include "ui/shell/RecentFiles.h"
#include "ui/shell/ScenarioDocument.h"
#include "ui/shell/ShareActions.h"
#include "ui/shell/ShortcutTable.h"
#include "ui/shell/WindowGeometry.h"
#include "ui/sweep/SweepView.h"
#include "ui/topology/TopologyView.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace ratelab {

MainWindow::MainWindow(const Options& options, QWidget* parent)
    : QMainWindow(parent)
    , m_options(options)
    , m_controller(new LabController(this))
    , m_playback(new PlaybackController(this))
    , m_horizon(new VisibleHorizon(m_playback, this))
    , m_charts(new ChartPanel)
    , m_playbackBar(new PlaybackBar(m_playback))
    , m_whatIf(new WhatIfSliders(m_controller))
    , m_editor(new ScenarioEditor(m_controller))
    , m_lesson(new LessonPanel(m_controller))
    , m_inspector(new RequestInspector(m_controller))
    , m_history(new HistoryBrowser(m_controller))
    , m_export(new ExportActions(m_controller, m_charts, this))
    , m_live(new LiveActions(m_controller, this))
    , m_lessonActions(new LessonActions(m_controller, m_charts, m_lesson, this))
    , m_share(new ShareActions(m_controller, m_lesson, this))
    , m_editorSplitter(new QSplitter(Qt::Vertical))
    , m_document(new ScenarioDocument(m_controller, this))
{
    setAcceptDrops(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_charts, 1);
    layout->addWidget(m_playbackBar);
    setCentralWidget(central);

    m_editorSplitter->setObjectName(QStringLiteral("editorSplitter"));
    m_editorSplitter->addWidget(m_whatIf);
    m_editorSplitter->addWidget(m_editor);
    m_editorSplitter->setStretchFactor(1, 1);
    m_editorSplitter->setSizes({m_whatIf->sizeHint().height(), 600});
    QDockWidget* editorDock = addPanel(m_editorSplitter, tr("What If"),
                                       QStringLiteral("editorDock"), Qt::LeftDockWidgetArea);
    QDockWidget* lessonDock =
        addPanel(m_lesson, tr("Lesson"), QStringLiteral("lessonDock"), Qt::RightDockWidgetArea);
    QDockWidget* inspectorDock = addPanel(m_inspector, tr("Requests"),
                                          QStringLiteral("inspectorDock"), Qt::RightDockWidgetArea);
    QDockWidget* historyDock =
        addPanel(m_history, tr("History"), QStringLiteral("historyDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(inspectorDock, historyDock);
    inspectorDock->raise();
    m_topology = new TopologyView(m_controller, m_playback);
    QDockWidget* topologyDock = addPanel(m_topology, tr("Topology"), QStringLiteral("topologyDock"),
                                         Qt::RightDockWidgetArea);
    tabifyDockWidget(lessonDock, topologyDock);
    m_sweep = new SweepView(m_controller);
    // Scrolled, so the sweep form's height and width never raise the window's minimum size.
    auto* sweepScroll = new QScrollArea;
    sweepScroll->setWidget(m_sweep);
    sweepScroll->setWidgetResizable(true);
    sweepScroll->setFrameShape(QFrame::NoFrame);
    m_sweepDock =
        addPanel(sweepScroll, tr("Sweep"), QStringLiteral("sweepDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(topologyDock, m_sweepDock);
    connect(m_sweep, &SweepView::errorOccurred, this, &MainWindow::showError);
    lessonDock->raise();
    resizeDocks({editorDock, lessonDock}, {280, 470}, Qt::Horizontal);
    resizeDocks({lessonDock, inspectorDock}, {520, 330}, Qt::Vertical);

    // At its own width on the right: a status message is drawn only left of it.
    statusBar()->addPermanentWidget(new RunStatus(m_controller));
    m_presentation = new PresentationMode(this, m_charts, {editorDock, historyDock, inspectorDock});
    createMenus();
    // Every view that draws the run asks the horizon what it may show (lesson mode sets it).
    m_charts->setHorizon(m_horizon);
    m_lesson->setHorizon(m_horizon);
    m_topology->setHorizon(m_horizon);
    m_inspector->setHorizon(m_horizon);

    connect(m_controller, &LabController::resultChanged, this, &MainWindow::onResult);
    connect(m_controller, &LabController::pinnedChanged, this,
            [this] { m_charts->setOverlay(m_controller->pinned(), m_controller->overlayLabel()); });
    connect(m_controller, &LabController::scenarioChanged, this, &MainWindow::updateTitle);
    connect(m_controller, &LabController::errorOccurred, this, &MainWindow::showError);
    connect(m_controller, &LabController::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_history, &HistoryBrowser::errorOccurred, this, &MainWindow::showError);
    connect(m_topology, &TopologyView::errorOccurred, this, &MainWindow::showError);
    connect(m_document, &ScenarioDocument::errorOccurred, this, &MainWindow::showError);
    connect(m_document, &ScenarioDocument::saved, this, [this](const QString& path) {
        m_recent->add(path);
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    });
    if (m_options.askBeforeDiscarding)
        m_controller->setDiscardGuard([this] { return m_document->confirmDiscard(); });
    new InputKeyGuard(this);
    // Topology for a world, lesson without; only on a change, so the user's pick survives edits.
    // In lesson mode the step card stays in front: the class reads the question, and the
    // topology is one tab away.
    connect(m_controller, &LabController::scenarioChanged, this,
            [this, topologyDock, lessonDock, hadWorld = false]() mutable {
                const bool world = m_controller->scenario().world.enabled();
                if (world == hadWorld)
                    return;
                hadWorld = world;
                if (world)
                    topologyDock->show();
                (world && !m_lessonMode->isActive() ? topologyDock : lessonDock)->raise();
            });
    connect(m_lessonMode, &LessonMode::activeChanged, this, [lessonDock](bool active) {
        if (!active)
            return;
        lessonDock->show();
        lessonDock->raise();
    });
    // The topology draws the lane a lesson step focuses, not another lane's stores; only when the
    // focus moves to another lane, so a lane the user picked survives re-runs of the same step.
    connect(m_charts, &ChartPanel::focusLaneChanged, this, [this, followed = -1](int lane) mutable {
        if (lane < 0 || lane == followed)
            return;
        followed = lane;
        m_topology->setLane(lane);
    });
    connect(m_export, &ExportActions::errorOccurred, this, &MainWindow::showError);
    connect(m_live, &LiveActions::errorOccurred, this, &MainWindow::showError);
    connect(m_lessonActions, &LessonActions::errorOccurred, this, &MainWindow::showError);
    connect(m_controller, &LabController::documentReplaced, this, [this] { m_newDocument = true; });
    connect(m_live, &LiveActions::overlayShown, this, [this](const QString& label) {
        statusBar()->showMessage(tr("Overlay: %1").arg(label), 8000);
    });
    const auto wrote = [this](const QString& path) {
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 5000);
    };
    connect(m_export, &ExportActions::exported, this, wrote);
    connect(m_share, &ShareActions::shared, this, wrote);
    connect(m_share, &ShareActions::errorOccurred, this, &MainWindow::showError);
    connect(m_share, &ShareActions::checked, this,
            [this](const ShareCheck& check, const QString& path) {
                const QString name = QFileInfo(path).fileName();
                statusBar()->showMessage(QStringLiteral("%1: %2").arg(name, check.summary()),
                                         20000);
                // After the result's other handlers (the charts, a screenshot): a dialog's own
                // event loop must not hold them up.
                if (!check.reproduces())
                    QTimer::singleShot(0, this, [this, name, check] {
                        showError(tr("%1 does not reproduce").arg(name),
                                  check.summary() + QLatin1Char('\n')
                                      + check.details().join(QLatin1Char('\n')));
                    });
            });
    connect(m_playback, &PlaybackController::cursorChanged, m_charts, &ChartPanel::setCursorTime);
    connect(m_charts, &ChartPanel::momentClicked, this,
            [this, inspectorDock](int lane, SimTime time) {
                // The clicked bucket is shown whole: the cursor goes to its end (in lesson mode
                // that is the instructor's choice to show up to there).
                if (const auto result = m_controller->result()) {
                    const SimTime bucket = fromMillis(std::max<std::int64_t>(result->bucketMs, 1));
                    m_playback->pause();
                    m_playback->setCursor((floorDiv(time, bucket) + 1) * bucket);
                }
                m_inspector->showMoment(lane, time);
                inspectorDock->show();
                inspectorDock->raise();
            });

    m_history->openDatabase(m_options.historyPath.isEmpty() ? HistoryBrowser::defaultPath()
                                                            : m_options.historyPath,
                            false);
    if (m_options.restoreLayout)
        restoreLayout();
    updateTitle();
}

MainWindow::~MainWindow()
{
    // The controller, a child, goes after this body: it must not signal us then.
    disconnect(m_controller, nullptr, this, nullptr);
}

QDockWidget* MainWindow::addPanel(QWidget* panel, const QString& title, const QString& objectName,
                                  Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    dock->setWidget(panel);
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable
                      | QDockWidget::DockWidgetFloatable);
    addDockWidget(area, dock);
    m_docks << dock;
    return dock;
}

void MainWindow::showSweep()
{
    m_sweepDock->show();
    m_sweepDock->raise();
    m_sweep->setFocus();
}

bool MainWindow::openFile(const QString& path)
{
    if (!(ShareFile::isSharePath(path) ? m_share->open(path) : m_controller->openFile(path)))
        return false;
    m_recent->add(path);
    return true;
}

void MainWindow::openJson(const QByteArray& json, const QString& source)
{
    m_controller->openJson(json, source);
}

void MainWindow::openDialog()
{
    const QString path = m_document->askOpenPath();
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::saveScenarioAs()
{
    m_document->saveAs();
}

void MainWindow::showError(const QString& title, const QString& message)
{
    m_lastError = QStringLiteral("%1: %2").arg(title, message);
    statusBar()->showMessage(title, 8000);
    if (!m_options.errorDialogs)
        return;
    QMessageBox box(QMessageBox::Warning, title, title, QMessageBox::Ok, this);
    box.setInformativeText(message.section(QLatin1Char('\n'), 0, 7));
    if (message.count(QLatin1Char('\n')) > 7)
        box.setDetailedText(message);
    box.exec();
}

void MainWindow::updateTitle()
{
    const QString name = QString::fromStdString(m_controller->scenario().name);
    setWindowTitle(QStringLiteral("%1[*] — RateLab").arg(name.isEmpty() ? tr("Untitled") : name));
    setWindowModified(m_controller->isModified());
}

void MainWindow::onResult()
{
    const auto result = m_controller->result();
    m_charts->setResult(result, m_controller->scenario());
    if (!result) {
        // Between documents (the last run cleared, the next to come): nothing to play.
        m_playback->setRun(0, 1);
        return;
    }
    // A new document starts where lesson mode says (at 0 in a lesson, else at the end, where
    // everything shows); a re-run after an edit keeps the cursor.
    m_playback->setRun(result->durationMs, result->bucketMs,
                       m_newDocument ? m_lessonMode->newDocumentCursor()
                                     : PlaybackController::Cursor::KeepPosition);
    m_newDocument = false;
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const auto urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.front().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const auto urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.front().isLocalFile()) {
        openFile(urls.front().toLocalFile());
        event->acceptProposedAction();
    }
}

void MainWindow::saveLayout()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    for (auto* splitter : findChildren<QSplitter*>()) {
        if (!splitter->objectName().isEmpty())
            settings.setValue(QStringLiteral("splitters/") + splitter->objectName(),
                              splitter->saveState());
    }
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    if (const QScreen* s = screen()) // saved on a larger screen, it must still fit this one
        setGeometry(windowgeometry::clampedTo(geometry(), s->availableGeometry(), minimumSize()));
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    for (auto* splitter : findChildren<QSplitter*>()) {
        const QVariant state =
            settings.value(QStringLiteral("splitters/") + splitter->objectName());
        if (state.isValid())
            splitter->restoreState(state.toByteArray());
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (m_options.askBeforeDiscarding && !m_document->confirmDiscard()) {
        event->ignore();
        return;
    }
    if (m_presentation->isActive())
        m_presentation->setActive(false);
    if (m_options.restoreLayout)
        saveLayout();
    event->accept();
}

} // namespace ratelab
