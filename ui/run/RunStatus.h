// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The status-bar strip that shows a run in progress (progress bar, cancel button) and, once
// it finished, how long it took and how many events it processed. GUI thread only.
#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace ratelab {

class LabController;

class RunStatus : public QWidget {
    Q_OBJECT
public:
    explicit RunStatus(LabController* controller, QWidget* parent = nullptr);

private:
    void onStarted();
    void onFinished();

    LabController* m_controller;
    QLabel* m_label;
    QProgressBar* m_progress;
    QToolButton* m_cancel;
};

} // namespace ratelab
