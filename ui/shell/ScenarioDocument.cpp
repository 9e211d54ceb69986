// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/ScenarioDocument.h"

#include "ui/editor/ScenarioFiles.h"
#include "ui/shell/LabController.h"

#include "core/io/csv/AtomicFiles.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUndoStack>

namespace ratelab {

namespace {
// The scenario files' own extension (packaging/org.ratelab.RateLab.mime.xml).
constexpr QLatin1String kScenarioSuffix(".ratelab.json");
} // namespace

ScenarioDocument::ScenarioDocument(LabController* controller, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_window(window)
{
}

QString ScenarioDocument::userFolder()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                        + QStringLiteral("/scenarios");
    QDir().mkpath(dir);
    return dir;
}

bool ScenarioDocument::isShipped(const QString& path)
{
    if (path.startsWith(QLatin1Char(':')))
        return true;
    // The source tree's and an installation's scenarios/ hold copies of the embedded ones.
    const QFileInfo info(path);
    return info.absolutePath() != QFileInfo(userFolder()).absoluteFilePath()
           && QFile::exists(QStringLiteral(":/scenarios/") + info.fileName());
}

QString ScenarioDocument::saveStartPath() const
{
    const QString path = m_controller->scenarioPath();
    if (!path.isEmpty() && !isShipped(path))
        return path;
    QString name = path.isEmpty() ? QString::fromStdString(m_controller->scenario().name)
                                  : QFileInfo(path).fileName();
    for (const QLatin1String suffix : {kScenarioSuffix, QLatin1String(".json")})
        if (name.endsWith(suffix))
            name.chop(suffix.size());
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]+")), QStringLiteral("-"));
    // The dedicated extension, so the desktop opens the copy in RateLab (its MIME type).
    return QDir(userFolder())
        .filePath((name.isEmpty() ? QStringLiteral("scenario") : name) + kScenarioSuffix);
}

QString ScenarioDocument::openStartFolder() const
{
    const QString path = m_controller->scenarioPath();
    return !path.isEmpty() && !isShipped(path) ? QFileInfo(path).absolutePath() : userFolder();
}

bool ScenarioDocument::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save scenario"), saveStartPath(),
        tr("RateLab scenarios (*.ratelab.json);;Scenario files (*.json)"));
    return !path.isEmpty() && saveTo(path);
}

bool ScenarioDocument::saveTo(const QString& path)
{
    QSaveFile file(path);
    const QByteArray json = ScenarioFiles::toJson(m_controller->scenario());
    QString reason;
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size()) {
        reason = file.errorString();
    } else if (AtomicFiles::commitFile(file, &reason)) {
        m_controller->undoStack()->setClean();
        emit saved(path);
        return true;
    }
    emit errorOccurred(tr("Cannot save scenario"), QStringLiteral("%1: %2").arg(path, reason));
    return false;
}

QString ScenarioDocument::askOpenPath()
{
    return QFileDialog::getOpenFileName(
        m_window, tr("Open scenario (the shipped lessons open from File > Lessons…)"),
        openStartFolder(), tr("Scenario files (*.ratelab.json *.json);;All files (*)"));
}

bool ScenarioDocument::confirmDiscard()
{
    if (!m_controller->isModified())
        return true;
    const QString name = QString::fromStdString(m_controller->scenario().name);
    QMessageBox box(QMessageBox::Question, tr("Unsaved changes"),
                    tr("Save your changes to \"%1\"?").arg(name.isEmpty() ? tr("Untitled") : name),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("unsavedChanges"));
    box.setInformativeText(
        tr("The edits made since it was opened or last saved are lost if you discard them."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return saveAs();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

} // namespace ratelab
