// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One undoable scenario edit: the scenario before and after. Scenarios are small values, so
// whole copies keep every edit (form field, slider, lane change) one simple command type.
#include "core/sim/model/Scenario.h"

#include <QUndoCommand>

namespace ratelab {

class LabController;

class ScenarioEditCommand : public QUndoCommand {
public:
    // Whose change it is: the user's own, or the document's (a lesson step's `set:`), which is
    // undoable like any but leaves the document unmodified.
    enum class Author { User, Document };

    ScenarioEditCommand(LabController* controller, const QString& text, Scenario before,
                        Scenario after, int mergeId, Author author = Author::User);

    void undo() override;
    void redo() override;
    [[nodiscard]] int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand* other) override;
    [[nodiscard]] Author author() const { return m_author; }

private:
    LabController* m_controller;
    Scenario m_before;
    Scenario m_after;
    int m_mergeId;
    Author m_author;
};

} // namespace ratelab
