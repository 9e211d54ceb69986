// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/NameSuggestion.h"

#include <algorithm>
#include <vector>

namespace ratelab {

namespace {

qsizetype editDistance(const QString& a, const QString& b)
{
    std::vector<qsizetype> previous(static_cast<std::size_t>(b.size() + 1));
    std::vector<qsizetype> current(previous.size());
    for (qsizetype j = 0; j <= b.size(); ++j)
        previous[static_cast<std::size_t>(j)] = j;
    for (qsizetype i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const auto uj = static_cast<std::size_t>(j);
            const qsizetype substitution =
                previous[uj - 1] + (a[i - 1].toLower() == b[j - 1].toLower() ? 0 : 1);
            current[uj] = std::min({previous[uj] + 1, current[uj - 1] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous[static_cast<std::size_t>(b.size())];
}

} // namespace

QString closestName(const QString& name, const QStringList& candidates)
{
    QString best;
    qsizetype bestDistance = 0;
    for (const QString& candidate : candidates) {
        const qsizetype d = editDistance(name, candidate);
        if (best.isEmpty() || d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    // Close enough to be a typo: a third of the longer name, at least 2 edits.
    const qsizetype allowed = std::max<qsizetype>(2, std::max(name.size(), best.size()) / 3);
    return (!best.isEmpty() && bestDistance <= allowed) ? best : QString();
}

} // namespace ratelab
