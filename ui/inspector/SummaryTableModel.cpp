// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/inspector/SummaryTableModel.h"

#include "ui/charts/ColorScheme.h"
#include "ui/charts/LaneVerdict.h"
#include "ui/lesson/GlossaryTips.h"

#include "core/io/compare/RunFigures.h"
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/model/RunSoFar.h"

#include <QLocale>

#include <cmath>

namespace ratelab {
namespace {

QString ruleNames(const LaneSummary& s)
{
    QStringList names;
    for (const RuleSummary& r : s.rules)
        names.append(QString::fromStdString(r.rule));
    return names.join(QStringLiteral(", "));
}

// "+15", "−0.25×", "+1.2 pts": a change as the column's figure reads.
QString changeText(int column, double delta)
{
    const QString sign = delta > 0   ? QStringLiteral("+")
                         : delta < 0 ? QStringLiteral("−")
                                     : QStringLiteral("±");
    const double size = std::abs(delta);
    switch (column) {
    case SummaryTableModel::OverAdmission:
        return QStringLiteral("%1%2×").arg(sign).arg(size, 0, 'f', 2);
    case SummaryTableModel::FalsePositives:
        return QStringLiteral("%1%2 pts").arg(sign).arg(100.0 * size, 0, 'f', 1);
    default:
        return sign + QLocale().toString(static_cast<qint64>(size));
    }
}

} // namespace

SummaryTableModel::SummaryTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void SummaryTableModel::setResult(std::shared_ptr<const RunResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    endResetModel();
}

void SummaryTableModel::setCursor(std::optional<SimTime> cursor)
{
    if (cursor == m_cursor)
        return;
    m_cursor = cursor;
    refresh();
}

void SummaryTableModel::refresh()
{
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void SummaryTableModel::setBaseline(std::shared_ptr<const RunResult> baseline)
{
    m_baseline = std::move(baseline);
    refresh();
}

void SummaryTableModel::setShowChange(bool on)
{
    m_showChange = on;
    refresh();
}

bool SummaryTableModel::showsChange() const
{
    return m_showChange && m_baseline && !m_cursor;
}

const LaneSummary* SummaryTableModel::baselineOf(std::size_t lane) const
{
    if (!m_result || !m_baseline)
        return nullptr;
    const auto other = runfigures::matchingLane(*m_result, lane, *m_baseline);
    return other ? &m_baseline->summaries[*other] : nullptr;
}

std::optional<double> SummaryTableModel::change(const LaneSummary& now, const LaneSummary& before,
                                                int column)
{
    if (column < Admitted || column >= ColumnCount)
        return std::nullopt;
    return raw(now, column).toDouble() - raw(before, column).toDouble();
}

int SummaryTableModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_result)
        return 0;
    return static_cast<int>(m_result->summaries.size());
}

int SummaryTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SummaryTableModel::raw(const LaneSummary& s, int column)
{
    switch (column) {
    case Lane:
        return QString::fromStdString(s.lane);
    case Algorithm: {
        if (s.rules.size() > 1)
            return QStringLiteral("policy");
        const auto id = algorithmInfo(s.algorithm).id;
        return QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
    }
    case Admitted:
        return qint64(s.admitted);
    case Rejected:
        return qint64(s.rejected);
    case MaxInWindow:
        return qint64(s.maxAdmittedAnyWindow);
    case OverAdmission:
        return s.overAdmissionRatio;
    case FalsePositives:
        return s.falsePositiveRate;
    default:
        return QVariant();
    }
}

QString SummaryTableModel::text(const LaneSummary& s, int column) const
{
    const QLocale locale;
    switch (column) {
    case Algorithm: {
        if (s.rules.size() > 1) // "policy: per-ip, per-account"
            return tr("policy: %1").arg(ruleNames(s));
        const auto name = algorithmInfo(s.algorithm).displayName;
        return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
    }
    case MaxInWindow:
        return QStringLiteral("%1 / %2").arg(locale.toString(qint64(s.maxAdmittedAnyWindow)),
                                             locale.toString(qint64(s.limit)));
    case OverAdmission:
        return QStringLiteral("%1×").arg(s.overAdmissionRatio, 0, 'f', 2);
    case FalsePositives:
        return QStringLiteral("%1 %").arg(100.0 * s.falsePositiveRate, 0, 'f', 1);
    case Lane:
        return QString::fromStdString(s.lane);
    default:
        return locale.toString(raw(s, column).toLongLong());
    }
}

QVariant SummaryTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || !m_result)
        return QVariant();
    const auto lane = static_cast<std::size_t>(index.row());
    LaneSummary s = m_result->summaries[lane];
    const int column = index.column();
    // Lesson mode: counts up to the cursor; what needs the whole run waits for the end.
    const LaneSoFar soFar = laneSoFar(*m_result, lane, m_cursor.value_or(0));
    const bool past = !m_cursor || soFar.complete;
    if (!past) {
        s.admitted = soFar.admitted;
        s.rejected = soFar.rejected;
    }
    const bool waits =
        !past && (column == MaxInWindow || column == OverAdmission || column == FalsePositives);
    // A concurrency limit holds requests in flight, over no window: no ratio to a window's limit.
    if (column == OverAdmission && !algorithmInfo(s.algorithm).usesWindow) {
        if (role == Qt::ToolTipRole)
            return tr("A concurrency limit counts requests in flight, not requests per window: "
                      "it has no over-admission ratio");
        return role == Qt::TextAlignmentRole ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                             : QVariant();
    }
    const LaneSummary* before = showsChange() ? baselineOf(lane) : nullptr;
    const std::optional<double> delta = before ? change(s, *before, column) : std::nullopt;
    switch (role) {
    case Qt::DisplayRole:
        if (waits)
            return QStringLiteral("…");
        return delta ? QStringLiteral("%1  (%2)").arg(text(s, column), changeText(column, *delta))
                     : text(s, column);
    case ChangeRole:
        return delta ? QVariant(*delta) : QVariant();
    case Qt::UserRole:
        return waits ? QVariant() : raw(s, column);
    case Qt::TextAlignmentRole:
        return column <= Algorithm ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (waits)
            return QVariant();
        if (column == MaxInWindow || column == OverAdmission)
            return laneVerdict(s).color();
        if (column == Admitted)
            return colors::admitted().darker(130);
        if (column == Rejected)
            return colors::rejected().darker(120);
        return QVariant();
    case Qt::ToolTipRole:
        if (waits)
            return tr("Shown when the playback reaches the end of the run");
        if (delta)
            return tr("Pinned run: %1 (this run %2)")
                .arg(text(*before, column), changeText(column, *delta));
        if (column == OverAdmission && !laneVerdict(s).reason.isEmpty())
            return tr("Needs attention: %1").arg(laneVerdict(s).reason);
        if (column == MaxInWindow && !s.maxWindowKey.empty()) {
            return tr("Key %1 had %2 admitted in [%3 s, %4 s)")
                .arg(QString::fromStdString(s.maxWindowKey))
                .arg(s.maxAdmittedAnyWindow)
                .arg(static_cast<double>(s.maxWindowStart) / 1e6)
                .arg(static_cast<double>(s.maxWindowEnd) / 1e6);
        }
        if (column == Algorithm && s.rules.size() > 1)
            return tr("A policy of %1 rules: a request passes only if every matching rule "
                      "admits it (%2)")
                .arg(s.rules.size())
                .arg(ruleNames(s));
        if (column == Algorithm) {
            const auto d = algorithmInfo(s.algorithm).description;
            return QString::fromUtf8(d.data(), static_cast<qsizetype>(d.size()));
        }
        return headerData(column, Qt::Horizontal, Qt::ToolTipRole);
    default:
        return QVariant();
    }
}

QVariant SummaryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const char* const titles[] = {"Lane",        "Algorithm", "Admitted", "Rejected",
                                         "Max / limit", "Over-adm.", "False +"};
    static const char* const tips[] = {
        "The limiter configuration",
        "The rate-limiting algorithm of the lane",
        "Requests let through",
        "Requests answered 429",
        "The most requests one key had admitted in any interval as long as the window, against the limit N",
        "Max in a window divided by the limit: above 1× the limiter let a burst through",
        "Legitimate requests rejected, as a share of legitimate requests",
    };
    if (role == Qt::DisplayRole)
        return tr(titles[section]);
    // The name the glossary knows each column by.
    static const char* const terms[] = {"lane",           "algorithm",      "admitted",      "429",
                                        "boundary burst", "over-admission", "false positive"};
    if (role == Qt::ToolTipRole)
        return GlossaryTips::append(tr(tips[section]), {QString::fromLatin1(terms[section])});
    return QVariant();
}

} // namespace ratelab
