// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/inspector/RequestTableModel.h"

#include "ui/charts/ColorScheme.h"

#include "core/sim/model/RefusingRule.h"
#include "core/sim/model/RequestLogAccess.h"

namespace ratelab {

namespace {

QString nameAt(const std::vector<std::string>& names, std::int32_t index)
{
    if (index < 0 || static_cast<std::size_t>(index) >= names.size())
        return QStringLiteral("#%1").arg(index);
    return QString::fromStdString(names[static_cast<std::size_t>(index)]);
}

// "eu-1": the region's name and the instance's place in it, as the topology view labels it;
// "—" without a distributed world.
QString instanceName(const RunResult& result, const RequestRecord& r)
{
    if (r.instance < 0 || static_cast<std::size_t>(r.lane) >= result.topology.size())
        return QStringLiteral("—");
    const LaneTopologyTotals& t = result.topology[static_cast<std::size_t>(r.lane)];
    const auto instance = static_cast<std::size_t>(r.instance);
    if (instance >= t.regionOfInstance.size())
        return QStringLiteral("#%1").arg(r.instance);
    const std::int32_t region = t.regionOfInstance[instance];
    int place = 0;
    for (std::size_t i = 0; i < instance; ++i)
        place += t.regionOfInstance[i] == region ? 1 : 0;
    return QStringLiteral("%1-%2").arg(nameAt(t.regionNames, region)).arg(place);
}

} // namespace

QString RequestTableModel::refusingRule(const RunResult& result, const RequestRecord& r)
{
    const std::string_view name = ratelab::refusingRule(result, r);
    return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
}

RequestTableModel::RequestTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void RequestTableModel::setRequests(std::shared_ptr<const RunResult> result,
                                    std::vector<std::size_t> indices)
{
    beginResetModel();
    m_result = std::move(result);
    m_records.clear();
    if (m_result) {
        m_records.reserve(indices.size());
        for (const std::size_t index : indices)
            m_records.push_back(requestAt(*m_result, static_cast<std::int64_t>(index)));
    }
    endResetModel();
}

const RequestRecord* RequestTableModel::request(int row) const
{
    if (!m_result || row < 0 || static_cast<std::size_t>(row) >= m_records.size())
        return nullptr;
    return &m_records[static_cast<std::size_t>(row)];
}

int RequestTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_records.size());
}

int RequestTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RequestTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const RequestRecord* r = request(index.row());
    if (!r)
        return QVariant();
    const bool wouldReject = !r->enforced && !r->decision.allowed;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Time:
            return QStringLiteral("%1").arg(static_cast<double>(r->time) / 1e6, 0, 'f', 6);
        case Client:
            return nameAt(m_result->clientNames, r->client);
        case Key:
            return nameAt(m_result->keyNames, r->key);
        case Instance:
            return instanceName(*m_result, *r);
        case Attempt:
            return r->attempt == 0 ? tr("first") : tr("retry %1").arg(r->attempt);
        case Decision:
            if (wouldReject)
                return tr("would reject");
            // The lane's connection limits, not its limiter (a client with connections).
            if (r->socket == kSocketClosed)
                return tr("closed 1008");
            if (r->decision.allowed)
                return tr("200 admitted");
            return (r->socket == kSocketTooMany ? tr("%1 too many connections") : tr("%1 rejected"))
                .arg(refusalStatus(*m_result, *r));
        case Remaining:
            return qint64(r->decision.remaining);
        case RetryAfter:
            return r->decision.allowed ? QString()
                                       : QStringLiteral("%1 ms").arg(r->decision.retryAfterMs);
        case RefusedBy:
            return refusingRule(*m_result, *r);
        default:
            return QVariant();
        }
    }
    if (role == Qt::ForegroundRole && index.column() == Decision) {
        if (wouldReject)
            return colors::wouldReject().darker(140);
        return r->decision.allowed ? colors::admitted().darker(130) : colors::rejected();
    }
    if (role == Qt::TextAlignmentRole && (index.column() == Time || index.column() >= Remaining))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return QVariant();
}

QVariant RequestTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0
        || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const char* const titles[] = {"Time (s)",  "Client",      "Key",
                                         "Instance",  "Attempt",     "Decision",
                                         "Remaining", "Retry-After", "Refused by"};
    return tr(titles[section]);
}

} // namespace ratelab
