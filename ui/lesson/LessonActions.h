// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The lesson menu entries: File > Lessons… (the gallery), File > Export Lesson Handout… (a PDF of
// the lesson on the current run) and Help > Glossary, and what they do: opening a lesson opens
// its scenario and always shows its lesson panel. Keeps that wiring out of the main window,
// which creates one and adds its actions to its menus. GUI thread only.
#include "ui/lesson/ClassPrediction.h"

#include <QList>
#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace ratelab {

class ChartPanel;
class GlossaryDialog;
class LabController;
class LessonGallery;
class LessonPanel;

class LessonActions : public QObject {
    Q_OBJECT
public:
    // `panel` sits in a dock (its parent), which opening a lesson shows and raises; `window`
    // parents the dialogs.
    LessonActions(LabController* controller, ChartPanel* charts, LessonPanel* panel,
                  QWidget* window);

    // "Lessons…" after the file menu's first entry, "Export Lesson Handout…" before its last
    // separator (above Quit), "Glossary" at the top of help.
    void addToMenus(QMenu* file, QMenu* help);
    [[nodiscard]] QAction* galleryAction() const { return m_galleryAction; }
    [[nodiscard]] QAction* handoutAction() const { return m_handoutAction; }
    [[nodiscard]] QAction* glossaryAction() const { return m_glossaryAction; }

    // Where the class's predictions come from (the lesson stepper); none by default.
    void setPredictionSource(std::function<QList<ClassPrediction>()> source);

    // Opens the lesson file's scenario and shows the lesson in its panel; false (and
    // errorOccurred) when the file or its scenario does not load.
    bool openLesson(const QString& lessonPath);
    // The handout of the lesson shown on the current run; false (and `error`) without one.
    bool writeHandout(const QString& path, QString* error);
    void showGlossary(const QString& term = QString());
    // Created on first use.
    [[nodiscard]] LessonGallery* gallery();
    [[nodiscard]] GlossaryDialog* glossary();

signals:
    void errorOccurred(const QString& title, const QString& message);

private:
    void exportHandout();

    LabController* m_controller;
    ChartPanel* m_charts;
    LessonPanel* m_panel;
    QWidget* m_window;
    QAction* m_galleryAction;
    QAction* m_handoutAction;
    QAction* m_glossaryAction;
    LessonGallery* m_gallery = nullptr;
    GlossaryDialog* m_glossary = nullptr;
    std::function<QList<ClassPrediction>()> m_predictions;
};

} // namespace ratelab
