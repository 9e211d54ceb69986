// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Measures a lesson's figures (the seeds' rules of thumb) over K seeds and computes each one's
// verdict from the runs: "holds" when its condition holds on every seed, "does not hold" on none,
// "holds on some seeds" otherwise; the lesson's declared verdict must be that one. Used by
// LessonCheck (lessons check) and the claims command. Stateless; any thread.
#include "core/io/lesson/Lesson.h"
#include "core/io/lesson/LessonRun.h"

#include <QStringList>

#include <functional>

namespace ratelab {

struct FigureOutcome {
    QString id; // "rules-fixed-window@1": the lesson's first figure
    QString source;
    QString claim;
    QString condition;
    QString measure;
    double median = 0.0; // of the measured value over the seeds
    double min = 0.0;
    double max = 0.0;
    int seeds = 0;
    int held = 0;     // seeds on which the condition held
    QString declared; // the lesson's verdict
    QString computed; // the runs' verdict
    QString values;   // "seed 3: 1.98, seed 4: 2.00, ..."
    [[nodiscard]] bool agrees() const { return declared == computed; }
};

class FigureCheck {
public:
    // A verdict is over at least this many seeds, whatever the check asks for: one seed cannot
    // tell "holds on some seeds" from "holds".
    static constexpr int kMinSeeds = 5;

    using Runner = std::function<LessonRun(const QString& scenarioPath,
                                           const QList<ScenarioOverride>& changes)>;

    // Every figure of `lesson` on max(seeds, kMinSeeds) seeds; what is wrong with a figure itself
    // (an unknown name, a measure that reads only the configuration) goes to `problems` as
    // "FILE:LINE: ...".
    static QList<FigureOutcome> check(const Lesson& lesson, int seeds, const Runner& runner,
                                      QStringList& problems);

    // The verdict of a figure whose condition held on `held` of `seeds` seeds.
    static QString verdict(int held, int seeds);
};

} // namespace ratelab
