// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/LaneVerdict.h"

#include "ui/charts/ColorScheme.h"

#include <QStringList>

namespace ratelab {

QColor LaneVerdict::color() const
{
    switch (kind) {
    case Kind::OverLimit:
        return colors::bad();
    case Kind::NeedsAttention:
        return colors::attention();
    case Kind::WithinLimit:
        break;
    }
    return colors::good();
}

LaneVerdict laneVerdict(const LaneSummary& s)
{
    QStringList reasons;
    const bool starved =
        s.requests > 0 && 2 * s.admitted < s.requests && 2 * s.maxAdmittedAnyWindow < s.limit;
    if (starved)
        reasons << QStringLiteral("%1 of %2 admitted").arg(s.admitted).arg(s.requests);
    if (s.failedClosed > 0)
        reasons << QStringLiteral("%1 failed closed").arg(s.failedClosed);
    if (s.failedOpen > 0)
        reasons << QStringLiteral("%1 failed open").arg(s.failedOpen);
    LaneVerdict verdict;
    verdict.reason = reasons.join(QStringLiteral(" · "));
    if (s.maxAdmittedAnyWindow > s.limit)
        verdict.kind = LaneVerdict::Kind::OverLimit;
    else if (!reasons.isEmpty())
        verdict.kind = LaneVerdict::Kind::NeedsAttention;
    return verdict;
}

} // namespace ratelab
