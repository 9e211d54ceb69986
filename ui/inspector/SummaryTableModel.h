#pragma once
// The per-lane summary (admitted, rejected, max in any window against the limit, over-admission
// ratio, false-positive rate) as a read-only table, wrapping a RunResult it shares ownership of.
// Qt::UserRole gives the raw number for sorting and tests. GUI thread only.
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

    explicit SummaryTableModel(QObject* parent = nullptr);

    void setResult(std::shared_ptr<const RunResult> result);
    [[nodiscard]] std::shared_ptr<const RunResult> result() const { return m_result; }
    // Lesson mode: admitted and rejected count only up to the cursor and the whole-run figures
    // wait for the end; nullopt (the default) shows the whole run.
    void setCursor(std::optional<SimTime> cursor);

    [[nodiscard]] int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index,
                                int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] QVariant raw(const LaneSummary& s, int column) const;
    [[nodiscard]] QString text(const LaneSummary& s, int column) const;

    std::shared_ptr<const RunResult> m_result;
    std::optional<SimTime> m_cursor;
};

} // namespace ratelab
