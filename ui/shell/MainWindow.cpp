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
#include "ui/run/RunStatus.h"
#include "ui/shell/LabController.h"
#include "ui/shell/PresentationMode.h"
#include "ui/shell/RecentFiles.h"
#include "ui/topology/TopologyView.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSaveFile>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace ratelab {

MainWindow::MainWindow(const Options& options, QWidget* parent)
    : QMainWindow(parent)
    , m_options(options)
    , m_controller(new LabController(this))
    , m_playback(new PlaybackController(this))
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
    , m_editorSplitter(new QSplitter(Qt::Vertical))
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
    lessonDock->raise();
    resizeDocks({editorDock, lessonDock}, {280, 470}, Qt::Horizontal);
    resizeDocks({lessonDock, inspectorDock}, {520, 330}, Qt::Vertical);

    statusBar()->addPermanentWidget(new RunStatus(m_controller), 1);
    m_presentation = new PresentationMode(this, m_charts, {editorDock, historyDock, inspectorDock});
    createMenus();

    connect(m_controller, &LabController::resultChanged, this, &MainWindow::onResult);
    connect(m_controller, &LabController::pinnedChanged, this,
            [this] { m_charts->setOverlay(m_controller->pinned(), m_controller->overlayLabel()); });
    connect(m_controller, &LabController::scenarioChanged, this, &MainWindow::updateTitle);
    connect(m_controller, &LabController::errorOccurred, this, &MainWindow::showError);
    connect(m_controller->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_history, &HistoryBrowser::errorOccurred, this, &MainWindow::showError);
    connect(m_topology, &TopologyView::errorOccurred, this, &MainWindow::showError);
    // Topology for a world, lesson without; only on a change, so the user's pick survives edits.
    connect(m_controller, &LabController::scenarioChanged, this,
            [this, topologyDock, lessonDock, hadWorld = false]() mutable {
                const bool world = m_controller->scenario().world.enabled();
                if (world == hadWorld)
                    return;
                hadWorld = world;
                if (world) {
                    topologyDock->show();
                    topologyDock->raise();
                } else {
                    lessonDock->raise();
                }
            });
    connect(m_export, &ExportActions::errorOccurred, this, &MainWindow::showError);
    connect(m_live, &LiveActions::errorOccurred, this, &MainWindow::showError);
    connect(m_lessonActions, &LessonActions::errorOccurred, this, &MainWindow::showError);
    connect(m_controller, &LabController::documentReplaced, this, [this] { m_newDocument = true; });
    connect(m_live, &LiveActions::overlayShown, this, [this](const QString& label) {
        statusBar()->showMessage(tr("Overlay: %1").arg(label), 8000);
    });
    connect(m_export, &ExportActions::exported, this, [this](const QString& path) {
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 5000);
    });
    connect(m_playback, &PlaybackController::cursorChanged, m_charts, &ChartPanel::setCursorTime);
    connect(m_charts, &ChartPanel::momentClicked, this,
            [this, inspectorDock](int lane, SimTime time) {
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
    // The controller, a child, goes after this body: its undo stack must not signal us then.
    disconnect(m_controller->undoStack(), nullptr, this, nullptr);
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

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(style()->standardIcon(QStyle::SP_DialogOpenButton),
                                    tr("&Open Scenario…"), this, &MainWindow::openDialog);
    open->setShortcut(QKeySequence::Open);
    QMenu* recentMenu = file->addMenu(tr("Open &Recent"));
    m_recent = new RecentFiles(recentMenu, this);
    connect(m_recent, &RecentFiles::openRequested, this, &MainWindow::openFile);
    file->addAction(style()->standardIcon(QStyle::SP_DialogSaveButton), tr("&Save Scenario As…"),
                    this, &MainWindow::saveScenarioAs)
        ->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QMenu* exportMenu = file->addMenu(tr("&Export"));
    exportMenu->addActions(m_export->csvActions());
    exportMenu->addSeparator();
    exportMenu->addActions(m_export->chartActions());
    file->addAction(m_export->copyAction());
    file->addSeparator();
    file->addAction(tr("&Quit"), this, &QWidget::close)->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_controller->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    QAction* redo = m_controller->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    redo->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu* sim = menuBar()->addMenu(tr("&Simulation"));
    QAction* rerun = sim->addAction(style()->standardIcon(QStyle::SP_BrowserReload),
                                    tr("Run &Again"), m_controller, &LabController::runNow);
    rerun->setShortcut(QKeySequence::Refresh);
    sim->addAction(tr("&Cancel Run"), m_controller, &LabController::cancelRun)
        ->setShortcut(Qt::Key_Escape);
    sim->addSeparator();
    QAction* pin = sim->addAction(tr("&Pin Run for Comparison"));
    pin->setCheckable(true);
    pin->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    pin->setToolTip(
        tr("Keep the current run as a faded overlay while you change parameters (Ctrl+P)"));
    pin->setIcon(style()->standardIcon(QStyle::SP_DialogApplyButton));
    pin->setIconText(tr("Pin"));
    connect(pin, &QAction::toggled, m_controller, &LabController::setPinned);
    connect(m_controller, &LabController::pinnedChanged, pin, [this, pin] {
        const QSignalBlocker block(pin);
        pin->setChecked(m_controller->pinned() != nullptr);
    });
    sim->addSeparator();
    sim->addActions(m_live->actions());
    sim->addSeparator();
    QAction* save = sim->addAction(tr("Save Run to &History"), this, [this] {
        m_history->saveCurrent(QStringLiteral("%1 — %2").arg(
            QString::fromStdString(m_controller->scenario().name),
            QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss"))));
    });
    save->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));

    menuBar()->addMenu(tr("&Playback"))->addActions(m_playbackBar->transportActions());

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("Reset &Zoom"), m_charts, &ChartPanel::resetZoom)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    view->addAction(m_presentation->action());
    view->addMenu(m_presentation->focusMenu(view));
    view->addSeparator();
    for (QDockWidget* dock : std::as_const(m_docks))
        view->addAction(dock->toggleViewAction());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About RateLab"), this, [this] {
        QMessageBox::about(
            this, tr("About RateLab"),
            tr("<h3>RateLab %1</h3><p>A simulator and teaching lab for API rate limiting.</p>"
               "<p>Drag to pan, scroll to zoom, double-click to reset; click a bar to inspect its requests.</p>")
                .arg(QApplication::applicationVersion()));
    });
    m_lessonMode = new LessonMode(
        this, {m_controller, m_playback, m_charts, m_playbackBar, m_lesson}, view, help);

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
    m_lessonActions->addToMenus(file, help);
    m_lessonActions->setPredictionSource([this] { return m_lessonMode->stepper()->predictions(); });
}

bool MainWindow::openFile(const QString& path)
{
    if (!m_controller->openFile(path))
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
    const QString start = m_controller->scenarioPath().startsWith(QLatin1Char(':'))
                              ? QString()
                              : QFileInfo(m_controller->scenarioPath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), start,
                                                      tr("Scenario files (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::saveScenarioAs()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save scenario"),
        m_controller->scenarioPath().startsWith(QLatin1Char(':')) ? QString()
                                                                  : m_controller->scenarioPath(),
        tr("Scenario files (*.json)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    const QByteArray json = ScenarioFiles::toJson(m_controller->scenario());
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        showError(tr("Cannot save scenario"),
                  QStringLiteral("%1: %2").arg(path, file.errorString()));
        return;
    }
    m_controller->undoStack()->setClean();
    m_recent->add(path);
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
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
    setWindowModified(!m_controller->undoStack()->isClean());
}

void MainWindow::onResult()
{
    const auto result = m_controller->result();
    m_charts->setResult(result, m_controller->scenario());
    if (result)
        m_playback->setRun(result->durationMs, result->bucketMs,
                           m_newDocument ? PlaybackController::Cursor::ToEnd
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
    if (m_presentation->isActive())
        m_presentation->setActive(false);
    if (m_options.restoreLayout)
        saveLayout();
    event->accept();
}

} // namespace ratelab
