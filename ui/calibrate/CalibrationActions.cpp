// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/calibrate/CalibrationActions.h"

#include "ui/calibrate/CalibrationDialog.h"

#include <QAction>
#include <QWidget>

namespace ratelab {

CalibrationActions::CalibrationActions(QWidget* window)
    : QObject(window)
    , m_window(window)
    , m_action(new QAction(tr("Ca&libration from an Access Log…"), this))
{
    m_action->setToolTip(tr("Measure a log's request rates, suggest limits and find the smallest "
                            "with few false positives"));
    connect(m_action, &QAction::triggered, this, &CalibrationActions::showDialog);
}

CalibrationDialog* CalibrationActions::showDialog()
{
    if (!m_dialog)
        m_dialog = new CalibrationDialog(m_window);
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
    return m_dialog;
}

} // namespace ratelab
