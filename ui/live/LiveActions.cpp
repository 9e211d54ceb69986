// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/live/LiveActions.h"

#include "ui/live/LiveRunDialog.h"
#include "ui/live/PrivateRedisServer.h"
#include "ui/shell/LabController.h"
#include "ui/shell/ShortcutTable.h"

#include "core/io/csv/RunCsvReader.h"

#include <QAction>
#include <QFileDialog>
#include <QWidget>

namespace ratelab {

LiveActions::LiveActions(LabController* controller, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_window(window)
    , m_private(new PrivateRedisServer(this))
    , m_repeatLive(new QAction(tr("Repeat &Live Against Redis..."), this))
    , m_openBeside(new QAction(tr("Open Run &Folder Beside..."), this))
    , m_clearOverlay(new QAction(tr("C&lear Overlay"), this))
{
    ShortcutTable::bind(m_repeatLive, ShortcutTable::Action::RepeatLive);
    m_repeatLive->setToolTip(
        tr("Play this scenario's traffic against a real redis-server through the Lua "
           "scripts and draw the live result beside the simulated one (%1)")
            .arg(m_repeatLive->shortcut().toString(QKeySequence::NativeText)));
    m_openBeside->setToolTip(
        tr("Draw a run saved as CSV (ratelab-cli run or live --out DIR) faded beside "
           "the current one"));
    m_clearOverlay->setToolTip(tr("Remove the pinned, live or opened run from the charts"));
    connect(m_repeatLive, &QAction::triggered, this, [this] { showDialog(); });
    connect(m_openBeside, &QAction::triggered, this, &LiveActions::chooseRunFolder);
    connect(m_clearOverlay, &QAction::triggered, this,
            [this] { m_controller->setOverlay(nullptr, QString()); });
    const auto updateClear = [this] {
        m_clearOverlay->setEnabled(m_controller->pinned() != nullptr);
    };
    connect(m_controller, &LabController::pinnedChanged, this, updateClear);
    updateClear();
}

LiveActions::~LiveActions()
{
    // The dialog's run must end before the private server it plays against goes.
    delete m_dialog.data();
}

QList<QAction*> LiveActions::actions() const
{
    return {m_repeatLive, m_openBeside, m_clearOverlay};
}

LiveRunDialog* LiveActions::dialog() const
{
    return m_dialog;
}

void LiveActions::setExternalEndpoint(const QString& endpoint)
{
    m_externalEndpoint = endpoint;
    if (m_dialog)
        m_dialog->setExternalEndpoint(endpoint);
}

LiveRunDialog* LiveActions::showDialog()
{
    if (!m_dialog) {
        m_dialog = new LiveRunDialog(m_private, m_window);
        m_dialog->setWindowFlag(Qt::Window);
        if (!m_externalEndpoint.isEmpty())
            m_dialog->setExternalEndpoint(m_externalEndpoint);
        connect(m_dialog, &LiveRunDialog::liveResultReady, this,
                [this](const std::shared_ptr<const RunResult>& result, const QString& label) {
                    m_controller->setOverlay(result, label);
                    emit overlayShown(label);
                });
    }
    if (!m_dialog->isRunning())
        m_dialog->setScenario(m_controller->scenario());
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
    return m_dialog;
}

bool LiveActions::openRunFolder(const QString& dir)
{
    QString error;
    std::optional<RunResult> run = RunCsvReader::readDir(dir, &error);
    if (!run) {
        emit errorOccurred(tr("Cannot open the run folder"), error);
        return false;
    }
    const QString label = tr("opened: %1").arg(QString::fromStdString(run->scenarioName));
    m_controller->setOverlay(std::make_shared<const RunResult>(std::move(*run)), label);
    emit overlayShown(label);
    return true;
}

void LiveActions::chooseRunFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(
        m_window, tr("Open a run folder (summary.csv, timeseries.csv)"));
    if (!dir.isEmpty())
        openRunFolder(dir);
}

} // namespace ratelab
