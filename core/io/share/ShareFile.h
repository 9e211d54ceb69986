// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A shared what-if (docs/scenario-format.md, "Share files"): one `*.ratelab-share.json` holding
// the scenario as it ran, its seed, the RateLab release and model version that ran it and every
// lane's summary figures, so a student hands in one file and an instructor opens the same state
// and sees whether the figures reproduce (ShareCheck). Written atomically; a bad file is refused
// naming the file and the field. Stateless; any thread.
#include "core/io/compare/RunFigures.h"

#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace ratelab {

struct ShareFile {
    // The "ratelab_share" format this build reads and writes; a newer one is refused by name.
    static constexpr int kFormat = 1;
    // Every share file's name ends so; the app opens such a file as a share, not a scenario.
    static QString suffix() { return QStringLiteral(".ratelab-share.json"); }
    static bool isSharePath(const QString& path);
    // `name` with the suffix, replacing a ".json" or a partial suffix it already has.
    static QString withSuffix(const QString& name);

    QString ratelabVersion;
    int modelVersion = 0;
    std::uint64_t seed = 0;
    QString lesson;    // the shipped lesson the scenario belongs to, or empty
    Scenario scenario; // its seed is `seed`
    std::vector<runfigures::Figures> figures; // one per lane, "lane" first
};

class ShareFiles {
public:
    // The file's text for a run of `scenario` (its seed) that gave `result`.
    static QByteArray toJson(const Scenario& scenario, const RunResult& result,
                             const QString& lesson = QString());
    // Atomic: on failure nothing is left half-written and error says "PATH: reason".
    static bool save(const QString& path, const Scenario& scenario, const RunResult& result,
                     const QString& lesson, QString* error);
    // On failure: nullopt and error as "FILE: field: what is wrong" (or FILE:LINE:COLUMN for
    // JSON syntax), every problem on its own line.
    static std::optional<ShareFile> read(const QString& path, QString* error);
    static std::optional<ShareFile> parse(const QByteArray& json, const QString& source,
                                          QString* error);
};

} // namespace ratelab
