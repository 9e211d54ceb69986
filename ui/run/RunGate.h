// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Keeps Run and Play disabled while the scenario has nothing to run (no client or no lane), with
// a tooltip saying why, and gives the actions back their own tooltips once it can run again.
// Owned by the main window; watches the LabController; GUI thread only.
#include <QList>
#include <QObject>
#include <QString>

class QAction;

namespace ratelab {

class LabController;
struct Scenario;

class RunGate : public QObject {
    Q_OBJECT
public:
    RunGate(LabController* controller, QList<QAction*> actions, QObject* parent);

    // Why the scenario cannot run, for a tooltip; empty when it can.
    static QString whyNot(const Scenario& scenario);

private:
    void update();

    LabController* m_controller;
    QList<QAction*> m_actions;
    QList<QString> m_toolTips; // each action's own, restored when the scenario can run
};

} // namespace ratelab
