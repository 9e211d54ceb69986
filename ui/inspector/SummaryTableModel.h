// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The per-lane summary (admitted, rejected, max in any window against the limit, over-admission
// ratio, false-positive rate) as a read-only table, wrapping a RunResult it shares ownership of;
// optionally each figure's change against a baseline run (the pinned one), its lanes matched by
// name. Qt::UserRole gives the raw number for sorting and tests, ChangeRole the change. GUI
// thread only.
#include "core/sim/model/RunResult.h"

#include <QAbstractTableModel>

#include <memory>
#include <optional>

namespace ratelab {

class SummaryTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // MaxInWindow shows "max / limit"; its UserRole is the max alone.
    enum Column {
        Lane,
        Algorithm,
        Admitted,
        Rejected,
        MaxInWindow,
        OverAdmission,
        FalsePositives,
        ColumnCount
    };

    static constexpr int ChangeRole = Qt::UserRole + 1;

    explicit SummaryTableModel(QObject* parent = nullptr);

    void setResult(std::shared_ptr<const RunResult> result);
    [[nodiscard]] std::shared_ptr<const RunResult> result() const { return m_result; }
    // Lesson mode: admitted and rejected count only up to the cursor and the whole-run figures
    // wait for the end; nullopt (the default) shows the whole run.
    void setCursor(std::optional<SimTime> cursor);
    // The run each figure's change is shown against ("120  (+15)"); nullptr: none.
    void setBaseline(std::shared_ptr<const RunResult> baseline);
    void setShowChange(bool on);
    // Changes are shown: asked for, a baseline to compare with, and the whole run in view.
    [[nodiscard]] bool showsChange() const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index,
                                int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] static QVariant raw(const LaneSummary& s, int column);
    [[nodiscard]] QString text(const LaneSummary& s, int column) const;
    // The baseline's figure for row `lane`'s lane, or nullptr when it has no such lane.
    [[nodiscard]] const LaneSummary* baselineOf(std::size_t lane) const;
    [[nodiscard]] static std::optional<double> change(const LaneSummary& now,
                                                      const LaneSummary& before, int column);
    void refresh();

    std::shared_ptr<const RunResult> m_result;
    std::optional<SimTime> m_cursor;
    std::shared_ptr<const RunResult> m_baseline;
    bool m_showChange = false;
};

} // namespace ratelab
