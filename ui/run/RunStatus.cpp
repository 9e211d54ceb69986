// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/run/RunStatus.h"

#include "ui/shell/LabController.h"

#include "core/sim/model/RequestLogAccess.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace ratelab {

RunStatus::RunStatus(LabController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_label(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
{
    m_progress->setRange(0, 100);
    m_progress->setMaximumWidth(160);
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(14);
    m_cancel->setIcon(style()->standardIcon(QStyle::SP_DialogCancelButton));
    m_cancel->setToolTip(tr("Cancel the running simulation (Esc)"));
    m_cancel->setAutoRaise(true);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addStretch(1);
    layout->addWidget(m_label);
    layout->addWidget(m_progress);
    layout->addWidget(m_cancel);
    m_progress->hide();
    m_cancel->hide();
    connect(m_cancel, &QToolButton::clicked, m_controller, &LabController::cancelRun);
    connect(m_controller, &LabController::runStarted, this, &RunStatus::onStarted);
    connect(m_controller, &LabController::runProgress, this,
            [this](double f) { m_progress->setValue(static_cast<int>(f * 100)); });
    connect(m_controller, &LabController::resultChanged, this, &RunStatus::onFinished);
    connect(m_controller, &LabController::runNotice, this, [this](const QString& text) {
        if (!text.isEmpty())
            m_label->setText(tr("Running… (%1)").arg(text));
    });
    connect(m_controller, &LabController::runCancelled, this, [this] {
        onFinished();
        // What was kept: the charts go on showing the last run that finished.
        m_label->setText(m_controller->result()
                             ? tr("Run cancelled: the charts still show the previous run")
                             : tr("Run cancelled: nothing to show"));
    });
    connect(m_controller, &LabController::runFailed, this, [this] {
        onFinished();
        m_label->setText(tr("Run failed"));
    });
}

void RunStatus::onStarted()
{
    m_progress->setValue(0);
    m_label->setText(tr("Running…"));
    // Runs that finish within a blink never flash a progress bar.
    QTimer::singleShot(150, this, [this] {
        if (m_controller->isRunning()) {
            m_progress->show();
            m_cancel->show();
        }
    });
}

void RunStatus::onFinished()
{
    m_progress->hide();
    m_cancel->hide();
    const auto result = m_controller->result();
    if (!result)
        return;
    const QLocale locale;
    m_label->setText(tr("Ran in %1 ms · %2 events · %3 requests logged")
                         .arg(m_controller->lastRunWallMs(), 0, 'f', 0)
                         .arg(locale.toString(static_cast<qlonglong>(result->events)))
                         .arg(locale.toString(static_cast<qlonglong>(requestLogSize(*result)))));
}

} // namespace ratelab
