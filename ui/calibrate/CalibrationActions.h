// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// View > Calibration…: the action that opens the calibration view (created on first use, kept
// while the window lives, non-modal beside it). GUI thread.
#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace ratelab {

class CalibrationDialog;

class CalibrationActions : public QObject {
    Q_OBJECT
public:
    explicit CalibrationActions(QWidget* window);

    [[nodiscard]] QAction* action() const { return m_action; }
    CalibrationDialog* showDialog();

private:
    QWidget* m_window;
    QAction* m_action;
    QPointer<CalibrationDialog> m_dialog;
};

} // namespace ratelab
