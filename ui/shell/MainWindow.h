// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The main window: assembles the panels (charts, playback, what-if sliders, scenario editor,
// lesson, request inspector, history) around one LabController, and holds the menus, drag and
// drop and the remembered window layout. It builds no data and no chart itself. GUI thread.
#include <QMainWindow>

class QDockWidget;
class QSplitter;

namespace ratelab {

class ChartPanel;
class ExportActions;
class HistoryBrowser;
class LabController;
class LessonMode;
class LessonActions;
class LessonPanel;
class CalibrationActions;
class LiveActions;
class PlaybackBar;
class PlaybackController;
class PresentationMode;
class RecentFiles;
class RequestInspector;
class ScenarioDocument;
class ScenarioEditor;
class ShareActions;
class SweepView;
class TopologyView;
class VisibleHorizon;
class WhatIfSliders;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    struct Options {
        bool restoreLayout = true; // false for screenshots and tests: a fixed, known layout
        QString historyPath;       // empty: the per-user default
        bool errorDialogs = true; // false: errors only go to the status bar and lastError() (tests)
        bool askBeforeDiscarding = true; // Save / Discard / Cancel before unsaved edits go
    };

    explicit MainWindow(const Options& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    // A scenario file, or a shared what-if (*.ratelab-share.json).
    bool openFile(const QString& path);
    void openJson(const QByteArray& json, const QString& source);

    [[nodiscard]] LabController* controller() const { return m_controller; }
    [[nodiscard]] ChartPanel* charts() const { return m_charts; }
    [[nodiscard]] PlaybackController* playback() const { return m_playback; }
    // How much of the run every view may show (lesson mode sets it).
    [[nodiscard]] VisibleHorizon* horizon() const { return m_horizon; }
    [[nodiscard]] PlaybackBar* playbackBar() const { return m_playbackBar; }
    [[nodiscard]] WhatIfSliders* whatIf() const { return m_whatIf; }
    [[nodiscard]] ScenarioEditor* editor() const { return m_editor; }
    [[nodiscard]] LessonPanel* lesson() const { return m_lesson; }
    [[nodiscard]] LessonMode* lessonMode() const { return m_lessonMode; }
    [[nodiscard]] RequestInspector* inspector() const { return m_inspector; }
    [[nodiscard]] HistoryBrowser* history() const { return m_history; }
    [[nodiscard]] PresentationMode* presentation() const { return m_presentation; }
    [[nodiscard]] TopologyView* topology() const { return m_topology; }
    [[nodiscard]] LiveActions* live() const { return m_live; }
    [[nodiscard]] LessonActions* lessonActions() const { return m_lessonActions; }
    [[nodiscard]] ScenarioDocument* document() const { return m_document; }
    [[nodiscard]] SweepView* sweep() const { return m_sweep; }
    [[nodiscard]] CalibrationActions* calibration() const { return m_calibration; }
    [[nodiscard]] ShareActions* share() const { return m_share; }
    // Shows the Sweep view's dock in front (View > Sweep).
    void showSweep();
    [[nodiscard]] QString lastError() const { return m_lastError; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    QDockWidget* addPanel(QWidget* panel, const QString& title, const QString& objectName,
                          Qt::DockWidgetArea area);
    void createMenus();
    void showError(const QString& title, const QString& message);
    void openDialog();
    void saveScenarioAs();
    void updateTitle();
    void onResult();
    void saveLayout();
    void restoreLayout();

    Options m_options;
    LabController* m_controller;
    PlaybackController* m_playback;
    VisibleHorizon* m_horizon;
    ChartPanel* m_charts;
    PlaybackBar* m_playbackBar;
    WhatIfSliders* m_whatIf;
    ScenarioEditor* m_editor;
    LessonPanel* m_lesson;
    RequestInspector* m_inspector;
    HistoryBrowser* m_history;
    ExportActions* m_export;
    LiveActions* m_live;
    LessonActions* m_lessonActions;
    ShareActions* m_share;
    RecentFiles* m_recent = nullptr;
    PresentationMode* m_presentation = nullptr;
    TopologyView* m_topology = nullptr;
    LessonMode* m_lessonMode = nullptr;
    SweepView* m_sweep = nullptr;
    QDockWidget* m_sweepDock = nullptr;
    CalibrationActions* m_calibration = nullptr;
    QSplitter* m_editorSplitter;
    ScenarioDocument* m_document;
    QList<QDockWidget*> m_docks;
    QString m_lastError;
    bool m_newDocument =
        true; // the next result starts playback at the end; re-runs keep the cursor
};

} // namespace ratelab
