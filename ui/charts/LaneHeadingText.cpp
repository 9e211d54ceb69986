// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/LaneHeadingText.h"

#include "ui/charts/ChartStyle.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

namespace ratelab {

QString laneHeadingText(const LaneSummary& summary)
{
    const AlgorithmInfo& info = algorithmInfo(summary.algorithm);
    const QString algorithm =
        QString::fromUtf8(info.displayName.data(), static_cast<qsizetype>(info.displayName.size()));
    // A concurrency limit is not a rate: it holds requests in flight, over no window.
    const QString rate = info.usesWindow ? QStringLiteral("%1 per %2")
                                               .arg(summary.limit)
                                               .arg(chartstyle::durationText(summary.windowMs))
                                         : QStringLiteral("%1 in flight").arg(summary.limit);
    const QString lane = QString::fromStdString(summary.lane);
    if (summary.rules.size() <= 1)
        return QStringLiteral("%1  ·  %2  ·  %3").arg(lane, algorithm, rate);
    // A policy's charts are its first rule's (its key, level and limit line): say so.
    return QStringLiteral("%1  ·  policy of %2 rules  ·  charts: %3, %4, %5")
        .arg(lane)
        .arg(summary.rules.size())
        .arg(QString::fromStdString(summary.rules.front().rule), algorithm, rate);
}

} // namespace ratelab
