// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The calibration view's table of who the suggested limits would throttle: one row per
// (identity, endpoint category) with when it was first throttled (UTC, the log's time), how many
// of its requests were rejected, out of how many, and whether it was counted as legitimate
// (a legitimate row is a false positive, drawn in the "bad" colour). A thin model over
// ThrottledRows; sort it with a QSortFilterProxyModel (numbers sort as numbers). GUI thread.
#include "core/io/calibrate/ThrottledRows.h"

#include <QAbstractTableModel>

#include <vector>

namespace ratelab {

class ThrottledModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Identity, Category, FirstThrottled, Rejected, Requests, Legitimate, ColumnCount };

    explicit ThrottledModel(QObject* parent = nullptr);

    void setRows(std::vector<ThrottledRow> rows);
    [[nodiscard]] const std::vector<ThrottledRow>& rows() const { return m_rows; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

private:
    std::vector<ThrottledRow> m_rows;
};

} // namespace ratelab
