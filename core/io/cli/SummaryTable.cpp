// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/SummaryTable.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/model/RequestLogAccess.h"

#include <QList>
#include <QStringList>

namespace ratelab {

QString SummaryTable::render(const RunResult& result)
{
    const QStringList header{QStringLiteral("lane"),
                             QStringLiteral("algorithm"),
                             QStringLiteral("admitted"),
                             QStringLiteral("rejected"),
                             QStringLiteral("max in window / limit"),
                             QStringLiteral("over-admission")};
    QList<QStringList> rows;
    for (const LaneSummary& s : result.summaries) {
        const std::string_view id =
            s.rules.size() > 1 ? std::string_view("policy") : algorithmInfo(s.algorithm).id;
        rows.append({QString::fromStdString(s.lane),
                     QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size())),
                     QString::number(s.admitted), QString::number(s.rejected),
                     QStringLiteral("%1 / %2").arg(s.maxAdmittedAnyWindow).arg(s.limit),
                     QString::number(s.overAdmissionRatio, 'f', 2) + QLatin1Char('x')});
    }
    QList<qsizetype> widths;
    for (const QString& h : header)
        widths.append(h.size());
    for (const QStringList& row : rows)
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], row[c].size());
    // Names align left, numbers right.
    auto line = [&widths](const QStringList& cells) {
        QStringList padded;
        for (qsizetype c = 0; c < cells.size(); ++c)
            padded.append(c < 2 ? cells[c].leftJustified(widths[c])
                                : cells[c].rightJustified(widths[c]));
        return padded.join(QStringLiteral("  ")).trimmed() + QLatin1Char('\n');
    };
    QString text =
        QStringLiteral("%1 (seed %2, %3 ms, %4 lane(s))\n")
            .arg(result.scenarioName.empty() ? QStringLiteral("Scenario")
                                             : QString::fromStdString(result.scenarioName))
            .arg(result.seed)
            .arg(result.durationMs)
            .arg(result.summaries.size());
    text += line(header);
    for (const QStringList& row : rows)
        text += line(row);
    if (result.requestLogTruncated)
        text +=
            QStringLiteral(
                "(the request log was truncated at request_log_limit; requests.csv holds the first %1)\n")
                .arg(requestLogSize(result));
    return text;
}

} // namespace ratelab
