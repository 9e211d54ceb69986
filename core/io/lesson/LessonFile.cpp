// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/lesson/LessonFile.h"

#include "core/io/lesson/BlockLine.h"
#include "core/io/lesson/ClaimExpression.h"
#include "core/io/lesson/ClaimText.h"
#include "core/io/lesson/FigureBlock.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace ratelab {
namespace {

// "9000", "9000ms", "9s", "1.5min", "6h", "2d": milliseconds (hours and days for lessons
// that run over simulated days).
std::optional<double> parseTime(QString text)
{
    text = text.trimmed();
    double scale = 1.0;
    if (text.endsWith(QLatin1String("min"))) {
        scale = 60'000.0;
        text.chop(3);
    } else if (text.endsWith(QLatin1Char('h'))) {
        scale = 3'600'000.0;
        text.chop(1);
    } else if (text.endsWith(QLatin1Char('d'))) {
        scale = 86'400'000.0;
        text.chop(1);
    } else if (text.endsWith(QLatin1String("ms"))) {
        text.chop(2);
    } else if (text.endsWith(QLatin1Char('s'))) {
        scale = 1000.0;
        text.chop(1);
    }
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || v < 0)
        return std::nullopt;
    return v * scale;
}

std::optional<TimeRangeMs> parseRange(const QString& text)
{
    const QStringList parts = text.split(QStringLiteral(".."));
    if (parts.size() != 2)
        return std::nullopt;
    const auto from = parseTime(parts[0]);
    const auto to = parseTime(parts[1]);
    if (!from || !to || *to <= *from)
        return std::nullopt;
    return TimeRangeMs{*from, *to};
}

QString laneOf(QString text)
{
    text = text.trimmed();
    if (text.startsWith(QLatin1Char('[')) && text.endsWith(QLatin1Char(']')))
        text = text.mid(1, text.size() - 2);
    return text;
}

class Reader {
public:
    // The line within `text` of byte `offset`, counted from 0.
    static std::size_t lineOffset(const std::string& text, std::size_t offset)
    {
        return static_cast<std::size_t>(std::count(
            text.begin(), text.begin() + static_cast<std::ptrdiff_t>(std::min(offset, text.size())),
            '\n'));
    }

    Reader(const QString& text, const QString& path)
        : m_path(path)
    {
        m_lines = text.split(QLatin1Char('\n'));
        for (QString& line : m_lines)
            if (line.endsWith(QLatin1Char('\r')))
                line.chop(1);
    }

    LessonLoadResult read()
    {
        Lesson lesson;
        lesson.filePath = m_path;
        lesson.id = QFileInfo(m_path).fileName().section(QLatin1Char('.'), 0, 0);
        std::size_t i = frontMatter(lesson);
        lesson.bodyLine = static_cast<int>(i) + 1;
        QStringList body;
        static const QRegularExpression open(QStringLiteral("^:::\\s*(\\w+)\\s*(.*)$"));
        for (; i < static_cast<std::size_t>(m_lines.size()); ++i) {
            const QString& line = m_lines[static_cast<int>(i)];
            const auto m = open.match(line);
            if (!m.hasMatch()) {
                if (line.trimmed() == QLatin1String(":::"))
                    problem(i, QStringLiteral("a ':::' that closes no block"));
                body << line;
                continue;
            }
            const std::size_t end = blockEnd(i);
            const QString kind = m.captured(1);
            if (kind == QLatin1String("claim"))
                lesson.claims << claimBlock(i, end);
            else if (kind == QLatin1String("step"))
                lesson.steps << stepBlock(i, end, m.captured(2).trimmed());
            else if (kind == QLatin1String("figure"))
                lesson.figures << FigureBlock::read(
                    m_lines, i, end, m.captured(2).trimmed(),
                    [this](std::size_t at, const QString& message) { problem(at, message); });
            else
                problem(i, QStringLiteral("unknown block '::: %1' (there are claim, step and "
                                          "figure)")
                               .arg(kind));
            for (std::size_t blank = i;
                 blank <= end && blank < static_cast<std::size_t>(m_lines.size()); ++blank)
                body << QString();
            i = end;
        }
        lesson.body = body.join(QLatin1Char('\n'));
        checkText(lesson.body, static_cast<std::size_t>(lesson.bodyLine - 1),
                  QStringLiteral("text"));
        if (lesson.title.isEmpty())
            problem(0, QStringLiteral("the front matter needs a title:"));
        if (lesson.scenarioPath.isEmpty())
            problem(0, QStringLiteral("the front matter needs a scenario:"));
        LessonLoadResult result;
        result.problems = m_problems;
        if (m_problems.isEmpty())
            result.lesson = std::move(lesson);
        return result;
    }

private:
    void problem(std::size_t line, const QString& message)
    {
        m_problems << QStringLiteral("%1:%2: %3").arg(m_path).arg(line + 1).arg(message);
    }

    std::size_t frontMatter(Lesson& lesson)
    {
        if (m_lines.isEmpty() || m_lines.front().trimmed() != QLatin1String("---")) {
            problem(0, QStringLiteral("a lesson starts with a front matter between --- lines "
                                      "(title:, group:, summary:, scenario:)"));
            return 0;
        }
        for (std::size_t i = 1; i < static_cast<std::size_t>(m_lines.size()); ++i) {
            const QString line = m_lines[static_cast<int>(i)].trimmed();
            if (line == QLatin1String("---"))
                return i + 1;
            if (line.isEmpty())
                continue;
            const QString key = line.section(QLatin1Char(':'), 0, 0).trimmed();
            const QString value = line.section(QLatin1Char(':'), 1).trimmed();
            if (key == QLatin1String("title"))
                lesson.title = value;
            else if (key == QLatin1String("group"))
                lesson.group = value;
            else if (key == QLatin1String("summary"))
                lesson.summary = value;
            else if (key == QLatin1String("scenario"))
                lesson.scenarioPath = QDir::cleanPath(QFileInfo(m_path).dir().filePath(value));
            else
                problem(i, QStringLiteral("unknown front-matter key '%1' (there are title, group, "
                                          "summary, scenario)")
                               .arg(key));
        }
        problem(0, QStringLiteral("the front matter has no closing --- line"));
        return static_cast<std::size_t>(m_lines.size());
    }

    std::size_t blockEnd(std::size_t start)
    {
        for (std::size_t i = start + 1; i < static_cast<std::size_t>(m_lines.size()); ++i) {
            const QString line = m_lines[static_cast<int>(i)].trimmed();
            if (line == QLatin1String(":::"))
                return i;
            if (line.startsWith(QLatin1String(":::")))
                break;
        }
        problem(start, QStringLiteral("this block has no closing ':::' line"));
        return static_cast<std::size_t>(m_lines.size());
    }

    void checkExpression(const QString& expression, std::size_t line, const QString& what)
    {
        std::string error;
        int column = 0;
        if (!ClaimExpression::parse(expression.toStdString(), error, column))
            problem(line, QStringLiteral("%1: %2 at column %3 of '%4'")
                              .arg(what, QString::fromStdString(error))
                              .arg(column + 1)
                              .arg(expression));
    }

    void checkText(const QString& text, std::size_t line, const QString& what)
    {
        std::vector<ClaimTextProblem> problems;
        const std::string utf8 = text.toStdString();
        for (const Placeholder& p : ClaimText::placeholders(utf8, &problems)) {
            checkExpression(QString::fromStdString(p.expression), line + lineOffset(utf8, p.begin),
                            what + QStringLiteral(" placeholder"));
            std::string ignored;
            if (!ClaimText::format(ClaimValue::ofReal(0), p.format, ignored))
                problem(line, QStringLiteral("%1: bad format ':%2' (use .1f, %, .1%, or ,)")
                                  .arg(what, QString::fromStdString(p.format)));
        }
        for (const ClaimTextProblem& p : problems)
            problem(line + lineOffset(utf8, p.offset),
                    what + QStringLiteral(": ") + QString::fromStdString(p.message));
    }

    LessonClaim claimBlock(std::size_t start, std::size_t end)
    {
        LessonClaim claim;
        claim.line = static_cast<int>(start) + 1;
        QStringList sentence;
        for (std::size_t i = start + 1; i < end; ++i) {
            const QString line = m_lines[static_cast<int>(i)].trimmed();
            if (line.startsWith(QLatin1String("check:"))) {
                if (!claim.check.isEmpty())
                    problem(i, QStringLiteral("a claim has one check: line"));
                claim.check = line.mid(6).trimmed();
                claim.checkLine = static_cast<int>(i) + 1;
                checkExpression(claim.check, i, QStringLiteral("check"));
            } else if (!line.isEmpty()) {
                sentence << line;
            }
        }
        claim.text = sentence.join(QLatin1Char(' '));
        if (claim.text.isEmpty())
            problem(start, QStringLiteral("a claim needs its sentence"));
        if (claim.check.isEmpty())
            problem(start, QStringLiteral("a claim needs a check: line"));
        checkText(claim.text, start, QStringLiteral("claim"));
        return claim;
    }

    LessonStep stepBlock(std::size_t start, std::size_t end, const QString& title);

    QStringList m_lines;
    QString m_path;
    QStringList m_problems;
};

LessonStep Reader::stepBlock(std::size_t start, std::size_t end, const QString& title)
{
    LessonStep step;
    step.title = title;
    step.line = static_cast<int>(start) + 1;
    if (title.isEmpty())
        problem(start, QStringLiteral("a step needs a title: ::: step The first boundary"));
    for (std::size_t i = start + 1; i < end; ++i) {
        const QString line = m_lines[static_cast<int>(i)].trimmed();
        if (line.isEmpty())
            continue;
        const auto [key, value] = splitBlockLine(line);
        if (key == QLatin1String("at")) {
            step.cursorMs = parseTime(value);
            if (!step.cursorMs)
                problem(i, QStringLiteral("at: a time such as 9000, 9000ms or 9s"));
        } else if (key == QLatin1String("range")) {
            step.rangeMs = parseRange(value);
            if (!step.rangeMs)
                problem(i, QStringLiteral("range: FROM..TO with FROM < TO, e.g. 8s..22s"));
        } else if (key == QLatin1String("focus")) {
            step.focusLane = laneOf(value);
        } else if (key == QLatin1String("highlight")) {
            const int space = value.lastIndexOf(QLatin1Char(' '));
            step.highlightMs = space > 0 ? parseRange(value.mid(space + 1)) : std::nullopt;
            step.highlightLane = space > 0 ? laneOf(value.left(space)) : QString();
            if (!step.highlightMs || step.highlightLane.isEmpty())
                problem(i, QStringLiteral("highlight: LANE FROM..TO, e.g. fixed-window 9s..19s"));
        } else if (key == QLatin1String("say")) {
            step.say = value;
            checkText(value, i, QStringLiteral("say"));
        } else if (key == QLatin1String("set")) {
            QString error;
            if (const auto change = ScenarioOverride::parse(value, &error)) {
                step.changes << *change;
                step.changeTexts << value;
            } else {
                problem(i,
                        QStringLiteral("set: ") + error.mid(error.indexOf(QLatin1Char(' ')) + 1));
            }
        } else if (key == QLatin1String("ask")) {
            step.predict = step.predict.value_or(LessonPrediction{});
            step.predict->question = value;
            step.predict->line = static_cast<int>(i) + 1;
        } else if (key == QLatin1String("answer") || key == QLatin1String("choices")) {
            if (!step.predict) {
                problem(i, key + QStringLiteral(": comes after an ask: line"));
                continue;
            }
            if (key == QLatin1String("answer")) {
                step.predict->answer = value;
                checkExpression(value, i, QStringLiteral("answer"));
            } else {
                for (const QString& choice : value.split(QLatin1Char('|')))
                    step.predict->choices << choice.trimmed();
            }
        } else if (key == QLatin1String("claim")) {
            LessonClaim claim;
            claim.text = value;
            claim.line = static_cast<int>(i) + 1;
            checkText(value, i, QStringLiteral("claim"));
            step.claims << claim;
        } else if (key == QLatin1String("check")) {
            if (step.claims.isEmpty() || !step.claims.back().check.isEmpty()) {
                problem(i, QStringLiteral("check: follows its claim: line"));
                continue;
            }
            step.claims.back().check = value;
            step.claims.back().checkLine = static_cast<int>(i) + 1;
            checkExpression(value, i, QStringLiteral("check"));
        } else {
            problem(i,
                    QStringLiteral("unknown step line '%1' (there are at, range, focus, highlight, "
                                   "say, set, ask, answer, choices, claim, check)")
                        .arg(line));
        }
    }
    for (const LessonClaim& claim : step.claims)
        if (claim.check.isEmpty())
            problem(static_cast<std::size_t>(claim.line - 1),
                    QStringLiteral("a claim needs a check: line"));
    if (step.predict && step.predict->answer.isEmpty())
        problem(static_cast<std::size_t>(step.predict->line - 1),
                QStringLiteral("ask: needs an answer: line"));
    return step;
}

} // namespace

LessonLoadResult LessonFile::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        LessonLoadResult result;
        result.problems << QStringLiteral("%1: %2").arg(path, file.errorString());
        return result;
    }
    return parse(QString::fromUtf8(file.readAll()), path);
}

LessonLoadResult LessonFile::parse(const QString& text, const QString& path)
{
    return Reader(text, path).read();
}

} // namespace ratelab
