// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editor/ScenarioEditCommand.h"

#include "ui/shell/LabController.h"

namespace ratelab {

ScenarioEditCommand::ScenarioEditCommand(LabController* controller, const QString& text,
                                         Scenario before, Scenario after, int mergeId,
                                         Author author)
    : QUndoCommand(text)
    , m_controller(controller)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_mergeId(mergeId)
    , m_author(author)
{
}

void ScenarioEditCommand::undo()
{
    m_controller->applyScenario(m_before);
}

void ScenarioEditCommand::redo()
{
    m_controller->applyScenario(m_after);
}

bool ScenarioEditCommand::mergeWith(const QUndoCommand* other)
{
    const auto* edit = static_cast<const ScenarioEditCommand*>(other);
    m_after = edit->m_after;
    setText(edit->text());
    return true;
}

} // namespace ratelab
