// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/history/RunComparisonModel.h"

#include "ui/charts/ColorScheme.h"

#include "core/io/compare/RunFigures.h"
#include "core/sim/model/RunMetrics.h"

#include <QFont>
#include <QLocale>

#include <cmath>

namespace ratelab {

namespace {

QString changeText(double delta)
{
    if (delta == 0)
        return QStringLiteral("±0");
    const QString sign = delta > 0 ? QStringLiteral("+") : QStringLiteral("−");
    return sign + runfigures::text(QJsonValue(std::abs(delta)));
}

QString figureDescription(const QString& name)
{
    const auto* column = findMetric(summaryMetrics(), name.toStdString());
    return column ? QString::fromUtf8(column->description.data(),
                                      static_cast<qsizetype>(column->description.size()))
                  : QString();
}

} // namespace

RunComparisonModel::RunComparisonModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void RunComparisonModel::setComparison(RunComparison comparison, const QString& aName,
                                       const QString& bName)
{
    m_comparison = std::move(comparison);
    m_aName = aName;
    m_bName = bName;
    refilter();
}

void RunComparisonModel::setDifferencesOnly(bool on)
{
    if (on == m_differencesOnly)
        return;
    m_differencesOnly = on;
    refilter();
}

void RunComparisonModel::refilter()
{
    beginResetModel();
    m_shown.clear();
    for (std::size_t i = 0; i < m_comparison.rows.size(); ++i)
        if (!m_differencesOnly || m_comparison.rows[i].differs())
            m_shown.push_back(i);
    endResetModel();
}

int RunComparisonModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_shown.size());
}

int RunComparisonModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RunComparisonModel::text(const ComparisonRow& row, int column) const
{
    switch (column) {
    case Lane:
        return row.lane.isEmpty() ? tr("scenario") : row.lane;
    case What:
        return (row.differs() ? QStringLiteral("≠ ") : QString()) + row.name;
    case A:
        return runfigures::text(row.a);
    case B:
        return runfigures::text(row.b);
    case Change: {
        const auto delta = row.change();
        return delta && row.differs() ? changeText(*delta) : QString();
    }
    default:
        return {};
    }
}

QVariant RunComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ComparisonRow& row = m_comparison.rows[m_shown[static_cast<std::size_t>(index.row())]];
    switch (role) {
    case Qt::DisplayRole:
        return text(row, index.column());
    case Qt::UserRole:
        return row.differs();
    case Qt::FontRole: {
        if (!row.differs())
            return {};
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    case Qt::BackgroundRole:
        return row.differs() ? QVariant(colors::faded(colors::lessonHighlight(), 70)) : QVariant();
    case Qt::ForegroundRole:
        return row.kind == ComparisonRow::Kind::Figure && !row.measured && !row.differs()
                   ? QVariant(colors::axisText().lighter(160))
                   : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() >= A ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                   : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if ((index.column() == A || index.column() == B) && text(row, index.column()).size() > 30)
            return text(row, index.column()); // elided in its cell
        if (row.kind == ComparisonRow::Kind::Parameter)
            return tr("Scenario field %1 (ratelab-cli run --set %1=VALUE); — means its default")
                .arg(row.name);
        return tr("%1: %2").arg(row.name, figureDescription(row.name));
    default:
        return {};
    }
}

QVariant RunComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount
        || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case What:
            return tr("A scenario field by its path, or a figure of the lane's summary; ≠ marks "
                      "a difference");
        case A:
            return m_aName;
        case B:
            return m_bName;
        case Change:
            return tr("Run B minus run A");
        default:
            return {};
        }
    }
    static const char* const titles[] = {"Lane", "Parameter or figure", "Run A", "Run B", "Change"};
    return tr(titles[section]);
}

} // namespace ratelab
