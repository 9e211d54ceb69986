// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Simulation > Memory Budget…: asks for the most memory a run may need ("8G", "60%", "none";
// MemoryBudget::parse), keeps it in the settings (SimulationRunner::budgetSettingsKey()) and
// hands it to the runner, which refuses a scenario over it before the run starts. GUI thread.
#include <QString>

class QWidget;

namespace ratelab {

class SimulationRunner;

class MemoryBudgetDialog {
public:
    // False when cancelled or the text did not parse (then it says why and keeps the budget).
    static bool ask(QWidget* parent, SimulationRunner* runner);
    // Applies and stores `text`; the reason in `error` when it does not parse.
    static bool apply(const QString& text, SimulationRunner* runner, QString* error);
};

} // namespace ratelab
