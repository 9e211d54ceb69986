// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/lesson/FigureBlock.h"

#include "core/io/lesson/BlockLine.h"
#include "core/io/lesson/ClaimExpression.h"

namespace ratelab {

const QStringList& FigureBlock::verdicts()
{
    static const QStringList kVerdicts{QStringLiteral("holds"), QStringLiteral("does not hold"),
                                       QStringLiteral("holds on some seeds")};
    return kVerdicts;
}

LessonFigure FigureBlock::read(const QStringList& lines, std::size_t start, std::size_t end,
                               const QString& title, const Problem& problem)
{
    LessonFigure figure;
    figure.title = title;
    figure.line = static_cast<int>(start) + 1;
    if (title.isEmpty())
        problem(start, QStringLiteral("a figure needs a title: ::: figure Fixed window at the "
                                      "boundary"));
    auto expression = [&](const QString& text, std::size_t line, const QString& what) {
        std::string error;
        int column = 0;
        if (!ClaimExpression::parse(text.toStdString(), error, column))
            problem(line, QStringLiteral("%1: %2 at column %3 of '%4'")
                              .arg(what, QString::fromStdString(error))
                              .arg(column + 1)
                              .arg(text));
    };
    for (std::size_t i = start + 1; i < end; ++i) {
        const QString line = lines[static_cast<int>(i)].trimmed();
        if (line.isEmpty())
            continue;
        const auto [key, value] = splitBlockLine(line);
        if (key == QLatin1String("source")) {
            figure.source = value;
        } else if (key == QLatin1String("claim")) {
            figure.claim = value;
        } else if (key == QLatin1String("condition")) {
            figure.condition = value;
        } else if (key == QLatin1String("measure")) {
            figure.measure = value;
            expression(value, i, QStringLiteral("measure"));
        } else if (key == QLatin1String("holds")) {
            figure.holds = value;
            expression(value, i, QStringLiteral("holds"));
        } else if (key == QLatin1String("verdict")) {
            figure.verdict = value;
            if (!verdicts().contains(value))
                problem(i, QStringLiteral("verdict: one of %1").arg(verdicts().join(" | ")));
        } else if (key == QLatin1String("set")) {
            QString error;
            if (const auto change = ScenarioOverride::parse(value, &error)) {
                figure.changes << *change;
                figure.changeTexts << value;
            } else {
                problem(i,
                        QStringLiteral("set: ") + error.mid(error.indexOf(QLatin1Char(' ')) + 1));
            }
        } else {
            problem(i, QStringLiteral("unknown figure line '%1' (there are source, claim, "
                                      "condition, measure, holds, verdict, set)")
                           .arg(line));
        }
    }
    const std::pair<const QString*, const char*> required[] = {
        {&figure.source, "source"}, {&figure.claim, "claim"},     {&figure.measure, "measure"},
        {&figure.holds, "holds"},   {&figure.verdict, "verdict"},
    };
    for (const auto& [field, name] : required)
        if (field->isEmpty())
            problem(start, QStringLiteral("a figure needs a %1: line").arg(QLatin1String(name)));
    if (figure.condition.isEmpty())
        figure.condition = figure.changeTexts.isEmpty() ? QStringLiteral("as written")
                                                        : figure.changeTexts.join("; ");
    return figure;
}

} // namespace ratelab
