// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/ShareActions.h"

#include "ui/lesson/LessonPanel.h"
#include "ui/shell/LabController.h"
#include "ui/shell/ScenarioDocument.h"

#include "core/io/lesson/LessonFile.h"
#include "core/io/lesson/LessonLibrary.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QRegularExpression>
#include <QUndoStack>

namespace ratelab {

ShareActions::ShareActions(LabController* controller, LessonPanel* lesson, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_lesson(lesson)
    , m_window(window)
    , m_share(new QAction(tr("S&hare What-If…"), this))
{
    m_share->setToolTip(tr("Save this scenario, its seed and the run's figures as one "
                           "%1 file to hand in; opening it shows the same run and checks that "
                           "its figures reproduce")
                            .arg(ShareFile::suffix()));
    m_share->setStatusTip(m_share->toolTip());
    connect(m_share, &QAction::triggered, this, &ShareActions::chooseAndShare);
    connect(m_controller, &LabController::resultChanged, this, &ShareActions::onResult);
    connect(m_controller, &LabController::runStarted, this, &ShareActions::updateEnabled);
    connect(m_controller, &LabController::runCancelled, this, &ShareActions::updateEnabled);
    connect(m_controller, &LabController::runFailed, this, [this] {
        m_pending.reset();
        updateEnabled();
    });
    // An edit before the first run ends means the run is no longer the file's.
    connect(m_controller->undoStack(), &QUndoStack::indexChanged, this, [this] {
        m_pending.reset();
        updateEnabled();
    });
    updateEnabled();
}

QString ShareActions::fileFilter() const
{
    return tr("Shared what-ifs (*%1)").arg(ShareFile::suffix());
}

void ShareActions::updateEnabled()
{
    const bool ready = m_controller->result() && !m_controller->isRunning();
    m_share->setEnabled(ready);
}

QString ShareActions::lessonId() const
{
    const auto& lesson = m_lesson->lesson();
    return lesson && !LessonLibrary::shippedPath(lesson->id).isEmpty() ? lesson->id : QString();
}

void ShareActions::chooseAndShare()
{
    QString name = QString::fromStdString(m_controller->scenario().name);
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]+")), QStringLiteral("-"));
    const QString start =
        QDir(ScenarioDocument::userFolder())
            .filePath((name.isEmpty() ? QStringLiteral("what-if") : name) + ShareFile::suffix());
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Share what-if"), start, fileFilter());
    if (!path.isEmpty())
        shareTo(path);
}

bool ShareActions::shareTo(const QString& path)
{
    const auto result = m_controller->result();
    if (!result || m_controller->isRunning()) {
        emit errorOccurred(tr("Nothing to share yet"),
                           tr("Wait for the run to finish, then share it."));
        return false;
    }
    const QString target = ShareFile::withSuffix(path);
    QString error;
    if (!ShareFiles::save(target, m_controller->scenario(), *result, lessonId(), &error)) {
        emit errorOccurred(tr("Cannot share the what-if"), error);
        return false;
    }
    emit shared(target);
    return true;
}

bool ShareActions::open(const QString& path)
{
    QString error;
    auto share = ShareFiles::read(path, &error);
    if (!share) {
        emit errorOccurred(tr("Cannot open the shared what-if"), error);
        return false;
    }
    // Not the share's path: Save As must not write a scenario over the file handed in.
    if (!m_controller->openScenario(share->scenario))
        return false;
    const QString lessonPath = LessonLibrary::shippedPath(share->lesson);
    if (!share->lesson.isEmpty() && !lessonPath.isEmpty())
        if (const auto lesson = LessonFile::load(lessonPath).lesson)
            m_lesson->showLesson(*lesson);
    m_pending = std::move(share);
    m_pendingPath = path;
    m_lastCheck.reset();
    return true;
}

void ShareActions::onResult()
{
    updateEnabled();
    const auto result = m_controller->result();
    if (!m_pending || !result)
        return;
    m_lastCheck = checkShare(*m_pending, *result);
    m_pending.reset();
    emit checked(*m_lastCheck, m_pendingPath);
}

} // namespace ratelab
