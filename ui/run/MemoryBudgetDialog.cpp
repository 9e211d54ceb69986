// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/run/MemoryBudgetDialog.h"

#include "ui/run/SimulationRunner.h"

#include "core/io/run/MemoryBudget.h"

#include <QCoreApplication>
#include <QInputDialog>
#include <QMessageBox>
#include <QSettings>

namespace ratelab {

bool MemoryBudgetDialog::apply(const QString& text, SimulationRunner* runner, QString* error)
{
    const auto bytes = MemoryBudget::parse(text, error);
    if (!bytes)
        return false;
    QSettings().setValue(SimulationRunner::budgetSettingsKey(), text.trimmed());
    runner->setMemoryBudget(
        *bytes, QCoreApplication::translate("MemoryBudgetDialog", "the memory budget setting, %1")
                    .arg(text.trimmed()));
    return true;
}

bool MemoryBudgetDialog::ask(QWidget* parent, SimulationRunner* runner)
{
    const auto tr = [](const char* text) {
        return QCoreApplication::translate("MemoryBudgetDialog", text);
    };
    const QString current =
        QSettings().value(SimulationRunner::budgetSettingsKey(), QStringLiteral("50%")).toString();
    bool ok = false;
    const QString text = QInputDialog::getText(
        parent, tr("Memory Budget"),
        tr("The most memory a run may need (this machine has %1). A scenario that needs more is "
           "refused before it runs, naming the fields to lower.\n\nA size (8G, 512M), a share of "
           "this machine's memory (50%), or none:")
            .arg(MemoryBudget::format(static_cast<double>(MemoryBudget::machineBytes()))),
        QLineEdit::Normal, current, &ok);
    if (!ok)
        return false;
    QString error;
    if (apply(text, runner, &error))
        return true;
    QMessageBox::warning(parent, tr("Memory Budget"), error);
    return false;
}

} // namespace ratelab
