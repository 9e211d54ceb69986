// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reads one `::: figure` block of a lesson file into a LessonFigure (docs/lessons.md, "Figures"):
// the seed's sentence, what to measure, the condition that makes it hold, the declared verdict
// and the settings it is measured under. Called by LessonFile's reader; stateless; any thread.
#include "core/io/lesson/Lesson.h"

#include <QStringList>

#include <functional>

namespace ratelab {

class FigureBlock {
public:
    // `problem(line, message)` with 0-based file lines, for each thing wrong with the block.
    using Problem = std::function<void(std::size_t, const QString&)>;

    // The verdicts a figure may declare, in the order the claims table explains them.
    static const QStringList& verdicts();

    // Lines `start` (the `::: figure TITLE` line) to `end` (its closing `:::`) of `lines`.
    static LessonFigure read(const QStringList& lines, std::size_t start, std::size_t end,
                             const QString& title, const Problem& problem);
};

} // namespace ratelab
