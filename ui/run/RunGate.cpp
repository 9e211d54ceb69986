// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/run/RunGate.h"

#include "ui/shell/LabController.h"

#include <QAction>

namespace ratelab {

RunGate::RunGate(LabController* controller, QList<QAction*> actions, QObject* parent)
    : QObject(parent)
    , m_controller(controller)
    , m_actions(std::move(actions))
{
    for (const QAction* a : std::as_const(m_actions))
        m_toolTips << a->toolTip();
    connect(m_controller, &LabController::scenarioChanged, this, &RunGate::update);
    update();
}

QString RunGate::whyNot(const Scenario& scenario)
{
    if (scenario.clients.empty() && scenario.lanes.empty())
        return tr("Nothing to run: add a client (traffic) and a lane (limiter) in the scenario "
                  "editor.");
    if (scenario.clients.empty())
        return tr("Nothing to run: add a client in the scenario editor, so requests arrive.");
    if (scenario.lanes.empty())
        return tr("Nothing to run: add a lane in the scenario editor, so a limiter decides.");
    return {};
}

void RunGate::update()
{
    const QString why = whyNot(m_controller->scenario());
    for (int i = 0; i < m_actions.size(); ++i) {
        m_actions[i]->setEnabled(why.isEmpty());
        m_actions[i]->setToolTip(why.isEmpty() ? m_toolTips[i] : why);
        m_actions[i]->setStatusTip(why);
    }
}

} // namespace ratelab
