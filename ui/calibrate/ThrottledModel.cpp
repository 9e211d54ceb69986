// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/calibrate/ThrottledModel.h"

#include "ui/charts/ColorScheme.h"

#include "core/io/trace/LogTime.h"

namespace ratelab {

ThrottledModel::ThrottledModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ThrottledModel::setRows(std::vector<ThrottledRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int ThrottledModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int ThrottledModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ThrottledModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ThrottledRow& row = m_rows[static_cast<std::size_t>(index.row())];
    if (role == Qt::ForegroundRole)
        return row.legitimate ? QVariant(colors::bad()) : QVariant();
    if (role == Qt::TextAlignmentRole)
        return index.column() == Rejected || index.column() == Requests
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    if (role == Qt::ToolTipRole && row.legitimate)
        return tr("A legitimate identity: each of its rejected requests is a false positive");
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case Identity:
        return QString::fromStdString(row.identity);
    case Category:
        return QString::fromStdString(row.category);
    case FirstThrottled:
        return QString::fromStdString(formatIsoTimeUtc(row.firstThrottledMs));
    case Rejected:
        return QVariant::fromValue<qlonglong>(row.rejected);
    case Requests:
        return QVariant::fromValue<qlonglong>(row.requests);
    case Legitimate:
        return row.legitimate ? tr("yes") : tr("no");
    default:
        return {};
    }
}

QVariant ThrottledModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Identity:
        return tr("Identity");
    case Category:
        return tr("Category");
    case FirstThrottled:
        return tr("First throttled (UTC)");
    case Rejected:
        return tr("Rejected");
    case Requests:
        return tr("Requests");
    case Legitimate:
        return tr("Legitimate");
    default:
        return {};
    }
}

} // namespace ratelab
