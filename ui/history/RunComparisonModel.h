// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What differs between two runs as a table (RunComparison): the lane, the parameter's --set path
// or the figure's name, run A's and run B's value and the change; a differing row is bold, marked
// "≠" and tinted, so the difference never rests on colour alone. "Differences only" hides the
// rest. Qt::UserRole on a row gives whether it differs. GUI thread only.
#include "core/io/compare/RunComparison.h"

#include <QAbstractTableModel>

#include <vector>

namespace ratelab {

class RunComparisonModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Lane, What, A, B, Change, ColumnCount };

    explicit RunComparisonModel(QObject* parent = nullptr);

    // aName, bName head the value columns ("run A: limit 10 · 12:04").
    void setComparison(RunComparison comparison, const QString& aName, const QString& bName);
    void setDifferencesOnly(bool on);
    [[nodiscard]] bool differencesOnly() const { return m_differencesOnly; }
    [[nodiscard]] const RunComparison& comparison() const { return m_comparison; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index,
                                int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    void refilter();
    [[nodiscard]] QString text(const ComparisonRow& row, int column) const;

    RunComparison m_comparison;
    std::vector<std::size_t> m_shown; // indexes into m_comparison.rows
    QString m_aName;
    QString m_bName;
    bool m_differencesOnly = true;
};

} // namespace ratelab
