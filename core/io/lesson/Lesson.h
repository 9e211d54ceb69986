// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lesson as plain values: its scenario, its text, the claims its run must bear out, and its
// guided steps. Read from a lesson file (docs/lessons.md) by LessonFile; checked by LessonCheck;
// shown by the app's lesson panel. Copyable; any thread.
#include "core/io/scenario/ScenarioOverride.h"

#include <QList>
#include <QString>

#include <optional>

namespace ratelab {

// A sentence and the condition over the run that makes it true. Both may use placeholders and
// names of the claim language; `line` is where the claim starts in the lesson file.
struct LessonClaim {
    QString text;
    QString check;
    int line = 0;
    int checkLine = 0;
};

struct TimeRangeMs {
    double from = 0;
    double to = 0;
};

// A question the class answers before the run shows it: a number, or one of `choices`.
struct LessonPrediction {
    QString question;
    QString answer;      // a claim expression: the measured value revealed
    QStringList choices; // empty: a numeric answer
    int line = 0;
};

struct LessonStep {
    QString title;
    int line = 0;
    std::optional<double> cursorMs;     // at: move the playback cursor here
    std::optional<TimeRangeMs> rangeMs; // range: show this time range
    QString focusLane;                  // focus: one lane fills the charts
    QString highlightLane;              // highlight: a region of one lane's chart
    std::optional<TimeRangeMs> highlightMs;
    QString say;                     // one sentence, with placeholders
    QList<ScenarioOverride> changes; // set: "try it", applied on top of earlier steps'
    QStringList changeTexts;         // the same, as written
    std::optional<LessonPrediction> predict;
    QList<LessonClaim> claims; // checked on the run with every change so far
};

// A seed's quantitative rule of thumb, measured (docs/lessons.md, "Figures"): `measure` is the
// figure on one run, `holds` the condition over it (`measured` names the figure), `changes` the
// condition the figure is taken under. The verdict is computed over the seeds; `verdict` is what
// the lesson declares, and a check fails when the two differ.
struct LessonFigure {
    QString title;
    QString source;    // the seed document: "000", "002" or "004"
    QString claim;     // the seed's sentence
    QString condition; // the setting in words, for the claims table
    QString measure;
    QString holds;
    QString verdict;                 // "holds", "does not hold" or "holds on some seeds"
    QList<ScenarioOverride> changes; // set: on top of the scenario as written
    QStringList changeTexts;
    int line = 0;
};

struct Lesson {
    QString id; // the file's base name: "boundary-burst"
    QString title;
    QString group;
    QString summary;      // one line for the gallery
    QString scenarioPath; // resolved against the lesson file's folder
    QString filePath;
    QString body;     // Markdown with placeholders; blocks blanked so lines stay in place
    int bodyLine = 1; // the file line of the body's first line
    QList<LessonClaim> claims;
    QList<LessonStep> steps;
    QList<LessonFigure> figures;
};

} // namespace ratelab
