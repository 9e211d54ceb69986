// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reads a lesson file (Markdown with a front matter, claim blocks and step blocks; the format is
// docs/lessons.md) into a Lesson. Checks the syntax of every claim, placeholder and `set:` line
// at read time, so a broken lesson is refused before anything runs; each problem names the file
// and line ("lessons/x.md:12: check: unexpected ')' at column 30"). Stateless; any thread.
#include "core/io/lesson/Lesson.h"

#include <QStringList>

namespace ratelab {

struct LessonLoadResult {
    std::optional<Lesson> lesson; // set only when there were no problems
    QStringList problems;         // "FILE:LINE: what is wrong"
};

class LessonFile {
public:
    static LessonLoadResult load(const QString& path);
    // `path` names the text in messages and resolves the scenario path.
    static LessonLoadResult parse(const QString& text, const QString& path);
};

} // namespace ratelab
