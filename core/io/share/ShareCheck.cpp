// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/share/ShareCheck.h"

#include "core/io/compare/RunFigures.h"

#include <algorithm>

namespace ratelab {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

const QJsonValue* find(const runfigures::Figures& figures, const QString& name)
{
    const auto it = std::find_if(figures.begin(), figures.end(),
                                 [&name](const auto& f) { return f.first == name; });
    return it == figures.end() ? nullptr : &it->second;
}

} // namespace

ShareCheck checkShare(const ShareFile& share, const RunResult& rerun)
{
    ShareCheck check;
    check.sharedVersion = share.ratelabVersion;
    check.sharedModel = share.modelVersion;
    check.thisVersion = qs(rerun.ratelabVersion);
    check.thisModel = rerun.modelVersion;
    std::vector<bool> seen(rerun.summaries.size(), false);
    for (const runfigures::Figures& shared : share.figures) {
        const QString lane = shared.front().second.toString();
        const auto it = std::find_if(rerun.summaries.begin(), rerun.summaries.end(),
                                     [&lane](const LaneSummary& s) { return qs(s.lane) == lane; });
        if (it == rerun.summaries.end()) {
            check.differences.push_back({lane, QStringLiteral("lane"), lane, QJsonValue()});
            continue;
        }
        seen[static_cast<std::size_t>(it - rerun.summaries.begin())] = true;
        const runfigures::Figures measured = runfigures::laneFigures(*it);
        for (const auto& [name, value] : shared) {
            const QJsonValue* now = find(measured, name);
            if (name == QLatin1String("lane") || !now)
                continue;
            ++check.compared;
            if (!runfigures::same(value, *now))
                check.differences.push_back({lane, name, value, *now});
        }
    }
    for (std::size_t i = 0; i < seen.size(); ++i)
        if (!seen[i])
            check.differences.push_back({qs(rerun.summaries[i].lane), QStringLiteral("lane"),
                                         QJsonValue(), qs(rerun.summaries[i].lane)});
    return check;
}

QString ShareCheck::summary() const
{
    const QString made = QStringLiteral("RateLab %1, model %2").arg(sharedVersion).arg(sharedModel);
    if (reproduces())
        return QStringLiteral("All %1 figures reproduce (%2).").arg(compared).arg(made);
    QString text = compared == 0 && differences.empty()
                       ? QStringLiteral("The file holds no figure this RateLab measures.")
                       : QStringLiteral("%1 of %2 figures differ from the file's.")
                             .arg(differences.size())
                             .arg(compared);
    if (sharedModel != thisModel)
        text += QStringLiteral(" It was made by %1; this is RateLab %2, model %3, and a model "
                               "change may move figures on purpose (see the changelog).")
                    .arg(made, thisVersion)
                    .arg(thisModel);
    else
        text += QStringLiteral(" Same model (%1): the scenario or the file was changed after the "
                               "run.")
                    .arg(thisModel);
    return text;
}

QStringList ShareCheck::details() const
{
    QStringList lines;
    for (const FigureDifference& d : differences) {
        if (d.figure == QLatin1String("lane"))
            lines << (d.measured.isUndefined() || d.measured.isNull()
                          ? QStringLiteral("%1: in the file, not in this run").arg(d.lane)
                          : QStringLiteral("%1: in this run, not in the file").arg(d.lane));
        else
            lines << QStringLiteral("%1: %2 %3 in the file, %4 now")
                         .arg(d.lane, d.figure, runfigures::text(d.shared),
                              runfigures::text(d.measured));
    }
    return lines;
}

} // namespace ratelab
