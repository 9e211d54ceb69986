// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The requests of one clicked moment as a table: time, client, key, attempt, decision,
// remaining and Retry-After. Wraps a RunResult it shares ownership of and copies of the records
// a list of indices names in its request log (read from disk when the log is streamed). GUI
// thread only.
#include "core/sim/model/RunResult.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace ratelab {

class RequestTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Time,
        Client,
        Key,
        Instance,
        Attempt,
        Decision,
        Remaining,
        RetryAfter,
        RefusedBy, // the policy rule that refused; empty when admitted
        ColumnCount
    };

    explicit RequestTableModel(QObject* parent = nullptr);

    void setRequests(std::shared_ptr<const RunResult> result, std::vector<std::size_t> indices);
    // The request behind a row, or nullptr.
    [[nodiscard]] const RequestRecord* request(int row) const;
    // The name of the rule that refused `r` (a one-rule lane's rule is the lane), else empty.
    static QString refusingRule(const RunResult& result, const RequestRecord& r);

    [[nodiscard]] int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index,
                                int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const RunResult> m_result;
    std::vector<RequestRecord> m_records;
};

} // namespace ratelab
