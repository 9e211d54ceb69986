// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/LessonActions.h"

#include "ui/charts/ChartPanel.h"
#include "ui/lesson/GlossaryDialog.h"
#include "ui/lesson/LessonGallery.h"
#include "ui/lesson/LessonGalleryModel.h"
#include "ui/lesson/LessonHandout.h"
#include "ui/lesson/LessonPanel.h"
#include "ui/shell/LabController.h"
#include "ui/shell/ShortcutTable.h"

#include "core/io/lesson/LessonFile.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QMenu>
#include <QStandardPaths>

#include <qcustomplot.h>

namespace ratelab {

LessonActions::LessonActions(LabController* controller, ChartPanel* charts, LessonPanel* panel,
                             QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_charts(charts)
    , m_panel(panel)
    , m_window(window)
    , m_galleryAction(new QAction(tr("&Lessons…"), this))
    , m_handoutAction(new QAction(tr("Export Lesson &Handout…"), this))
    , m_glossaryAction(new QAction(tr("&Glossary"), this))
{
    ShortcutTable::bind(m_galleryAction, ShortcutTable::Action::LessonGallery);
    m_galleryAction->setToolTip(
        tr("Every lesson, grouped and searchable, and your own (%1)")
            .arg(m_galleryAction->shortcut().toString(QKeySequence::NativeText)));
    m_handoutAction->setToolTip(
        tr("A PDF of the lesson on this run: text, claims, charts and the class's predictions"));
    ShortcutTable::bind(m_glossaryAction, ShortcutTable::Action::Glossary);
    connect(m_galleryAction, &QAction::triggered, this, [this] {
        gallery()->reload();
        gallery()->show();
        gallery()->raise();
        gallery()->activateWindow();
    });
    connect(m_handoutAction, &QAction::triggered, this, &LessonActions::exportHandout);
    connect(m_glossaryAction, &QAction::triggered, this, [this] { showGlossary(); });
    connect(m_panel, &LessonPanel::glossaryTermActivated, this, &LessonActions::showGlossary);
    // Only a lesson on a finished run has a handout.
    auto updateHandout = [this] {
        m_handoutAction->setEnabled(m_panel->lesson().has_value() && m_controller->result());
    };
    connect(m_controller, &LabController::resultChanged, this, updateHandout);
    connect(m_controller, &LabController::scenarioChanged, this, updateHandout);
    updateHandout();
}

void LessonActions::addToMenus(QMenu* file, QMenu* help)
{
    const QList<QAction*> entries = file->actions();
    file->insertAction(entries.size() > 1 ? entries[1] : nullptr, m_galleryAction);
    QAction* lastSeparator = nullptr;
    for (QAction* a : entries)
        if (a->isSeparator())
            lastSeparator = a;
    file->insertAction(lastSeparator, m_handoutAction);
    const QList<QAction*> helpEntries = help->actions();
    help->insertAction(helpEntries.isEmpty() ? nullptr : helpEntries.front(), m_glossaryAction);
}

void LessonActions::setPredictionSource(std::function<QList<ClassPrediction>()> source)
{
    m_predictions = std::move(source);
}

LessonGallery* LessonActions::gallery()
{
    if (!m_gallery) {
        m_gallery = new LessonGallery(LessonGalleryModel::userFolder(), m_window);
        // Closed only once the lesson opened: kept open when the user keeps their edits.
        connect(m_gallery, &LessonGallery::openRequested, this, [this](const QString& path) {
            if (!openLesson(path))
                return;
            m_gallery->accept();
            // The class watches the main window: the clicker's keys must reach it at once.
            m_window->window()->activateWindow();
        });
    }
    return m_gallery;
}

GlossaryDialog* LessonActions::glossary()
{
    if (!m_glossary)
        m_glossary = new GlossaryDialog(m_window);
    return m_glossary;
}

void LessonActions::showGlossary(const QString& term)
{
    GlossaryDialog* dialog = glossary();
    if (!term.isEmpty())
        dialog->showTerm(term);
    dialog->show();
    dialog->raise();
}

bool LessonActions::openLesson(const QString& lessonPath)
{
    const LessonLoadResult loaded = LessonFile::load(lessonPath);
    if (!loaded.lesson) {
        emit errorOccurred(tr("Cannot open lesson"), loaded.problems.join(QLatin1Char('\n')));
        return false;
    }
    // The same path as any other way of opening a lesson: the panel finds this lesson when the
    // scenario opens, and lesson mode starts it from step 1.
    m_panel->expectLesson(*loaded.lesson);
    if (!m_controller->openFile(loaded.lesson->scenarioPath))
        return false;
    if (auto* dock = qobject_cast<QDockWidget*>(m_panel->parentWidget())) {
        dock->show();
        dock->raise();
    }
    return true;
}

bool LessonActions::writeHandout(const QString& path, QString* error)
{
    const auto result = m_controller->result();
    if (!m_panel->lesson() || !result) {
        if (error)
            *error = tr("There is no lesson on a finished run to write a handout of.");
        return false;
    }
    LessonHandout handout(*m_panel->lesson(), m_controller->scenario(), result);
    if (m_predictions)
        handout.setPredictions(m_predictions());
    m_charts->replotNow();
    QCustomPlot* plot = m_charts->plot();
    // Drawn small, so the chart's fonts stay readable at the page's width.
    const int width = 1000;
    const int height = std::max(260, 40 + 180 * std::max(1, m_charts->rowCount()));
    handout.setCharts({plot->toPixmap(width, height).toImage()});
    return handout.writePdf(path, error);
}

void LessonActions::exportHandout()
{
    if (!m_panel->lesson())
        return;
    const QString start = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                              .filePath(m_panel->lesson()->id + QStringLiteral("-handout.pdf"));
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export lesson handout"), start,
                                                      tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeHandout(path, &error))
        emit errorOccurred(tr("Cannot write the handout"), error);
}

} // namespace ratelab
