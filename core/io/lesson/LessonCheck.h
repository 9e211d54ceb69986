// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs a lesson and checks that its run bears out every claim: on each of K seeds (the scenario's
// own seed, then the next ones), the claims on the scenario as written, then each step's claims
// with every change of that step and the steps before it applied. Also refuses what a lesson must
// not do: a figure stated outside a placeholder, a placeholder or check that names nothing the
// run has, a check that reads only the configuration. Stateless; any thread.
#include "core/io/lesson/FigureCheck.h"
#include "core/io/lesson/Lesson.h"
#include "core/io/lesson/LessonRun.h"

#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

#include <QStringList>

#include <functional>

namespace ratelab {

struct ClaimOutcome {
    QString id;   // "boundary-burst", or "boundary-burst#2" for the second step's claims
    QString text; // the sentence with the first seed's figures filled in
    QString check;
    bool holds = false; // on every seed
    QString measured;   // where it did not hold: "seed 3: fixed-window.admitted = 20, ..."
};

struct LessonReport {
    QString id;
    QList<ClaimOutcome> claims;
    QStringList problems;         // "FILE:LINE: ..." for what is wrong with the lesson itself
    QList<FigureOutcome> figures; // a figure whose declared verdict the runs contradict fails
    [[nodiscard]] bool ok() const;
};

class LessonCheck {
public:
    // The run behind a set of changes; throws std::invalid_argument with the scenario's errors.
    using Runner = std::function<LessonRun(const QString& scenarioPath,
                                           const QList<ScenarioOverride>& changes)>;

    static LessonReport check(const Lesson& lesson, int seeds,
                              const Runner& runner = defaultRunner());
    static Runner defaultRunner();

    // Every claim of one run (the lesson's own, or step `step`'s, 1-based), evaluated; what the
    // app shows after each re-run.
    static QList<ClaimOutcome> evaluate(const Lesson& lesson, int step, const Scenario& scenario,
                                        const RunResult& result);
    // `text` with its placeholders filled from the run (a placeholder that cannot be filled is
    // left as written).
    static QString render(const QString& text, const Scenario& scenario, const RunResult& result);
};

} // namespace ratelab
