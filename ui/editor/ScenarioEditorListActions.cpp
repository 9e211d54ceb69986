// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The editor's Add / Duplicate / Remove row: whole-list edits of clients and lanes, each one
// undoable step through the controller. Split from ScenarioEditor.cpp, which builds the form.
#include "ui/editor/ScenarioEditor.h"

#include "ui/editor/ScenarioListEdits.h"
#include "ui/shell/LabController.h"

#include <QComboBox>
#include <QLabel>
#include <QVariant>

namespace ratelab {

void ScenarioEditor::add(bool lane)
{
    const Scenario& s = m_controller->scenario();
    const int section =
        1 + static_cast<int>(s.clients.size()) + (lane ? static_cast<int>(s.lanes.size()) : 0);
    m_controller->edit(lane ? tr("Add lane") : tr("Add client"),
                       lane ? listedits::withNewLane(s) : listedits::withNewClient(s));
    m_section->setCurrentIndex(section);
}

void ScenarioEditor::duplicateCurrent()
{
    int index = 0;
    const Kind kind = currentKind(&index);
    if (kind == Kind::Scenario)
        return;
    const Scenario& s = m_controller->scenario();
    const int section = m_section->currentIndex() + 1;
    m_controller->edit(tr("Duplicate %1").arg(m_section->currentText()),
                       kind == Kind::Client ? listedits::withClientCopy(s, index)
                                            : listedits::withLaneCopy(s, index));
    m_section->setCurrentIndex(section);
}

void ScenarioEditor::removeCurrent()
{
    int index = 0;
    const Kind kind = currentKind(&index);
    const Scenario& s = m_controller->scenario();
    const auto after = kind == Kind::Client ? listedits::withoutClient(s, index)
                       : kind == Kind::Lane ? listedits::withoutLane(s, index)
                                            : std::nullopt;
    if (!after) {
        showMessage(tr("A scenario needs at least one client and one lane."), true);
        m_message->setProperty("fromRun", false);
        return;
    }
    m_controller->edit(tr("Remove %1").arg(m_section->currentText()), *after);
}

} // namespace ratelab
