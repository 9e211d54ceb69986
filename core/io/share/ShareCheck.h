// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Whether a shared what-if reproduces: its figures against a fresh run of its scenario and seed,
// figure by figure (lanes by name), with the difference of releases and model versions named,
// since a newer model may move figures on purpose (CHANGELOG.md). Figures this release does not
// know, or the file does not hold, are left out. Plain values; any thread.
#include "core/io/share/ShareFile.h"

#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <vector>

namespace ratelab {

struct FigureDifference {
    QString lane;
    QString figure; // "admitted"; "lane" when the lane is missing from one side
    QJsonValue shared;
    QJsonValue measured;
};

struct ShareCheck {
    int compared = 0; // figures compared
    std::vector<FigureDifference> differences;
    QString sharedVersion; // the release and model that made the file, and this one
    int sharedModel = 0;
    QString thisVersion;
    int thisModel = 0;

    [[nodiscard]] bool reproduces() const { return compared > 0 && differences.empty(); }
    // One sentence: "All 84 figures reproduce (RateLab 0.1.0, model 9)." or what does not.
    [[nodiscard]] QString summary() const;
    // A line per difference: "fixed window: admitted 120 in the file, 118 now".
    [[nodiscard]] QStringList details() const;
};

ShareCheck checkShare(const ShareFile& share, const RunResult& rerun);

} // namespace ratelab
