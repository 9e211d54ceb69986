// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Compares two saved runs: what differs between them (scenario fields and each lane's figures,
// differences only or everything; RunComparisonModel), their summaries side by side, and a
// button that reopens the newer run with the older one pinned as the faded overlay on the
// charts. GUI thread only.
#include "core/io/history/HistoryEntry.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QTableView;

namespace ratelab {

class LabController;
class RunComparisonModel;

class CompareDialog : public QDialog {
    Q_OBJECT
public:
    CompareDialog(LabController* controller, StoredRun a, StoredRun b, QWidget* parent = nullptr);

    [[nodiscard]] RunComparisonModel* differences() const { return m_model; }
    [[nodiscard]] QCheckBox* differencesOnly() const { return m_differencesOnly; }
    [[nodiscard]] QString headline() const;

private:
    void overlay();

    LabController* m_controller;
    StoredRun m_a;
    StoredRun m_b;
    RunComparisonModel* m_model;
    QCheckBox* m_differencesOnly;
    QLabel* m_headline;
    QTableView* m_table;
};

} // namespace ratelab
