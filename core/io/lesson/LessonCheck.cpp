// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/lesson/LessonCheck.h"

#include "core/io/lesson/ClaimText.h"
#include "core/io/lesson/Glossary.h"
#include "core/io/lesson/RunNames.h"
#include "core/io/scenario/ScenarioLoader.h"
#include "core/sim/engine/Simulation.h"

#include <algorithm>
#include <stdexcept>

namespace ratelab {
namespace {

QString usedText(const std::vector<UsedName>& used)
{
    QStringList parts;
    for (const UsedName& u : used) {
        const QString part = QStringLiteral("%1 = %2").arg(
            QString::fromStdString(u.text), QString::fromStdString(u.value.toString()));
        if (!parts.contains(part))
            parts << part;
    }
    return parts.join(QStringLiteral(", "));
}

QString claimId(const Lesson& lesson, int step)
{
    return step == 0 ? lesson.id : QStringLiteral("%1#%2").arg(lesson.id).arg(step);
}

const QList<LessonClaim>& claimsOf(const Lesson& lesson, int step)
{
    return step == 0 ? lesson.claims : lesson.steps[step - 1].claims;
}

// One claim on one run: does it hold, what it read, its sentence with figures.
struct Evaluation {
    bool holds = false;
    bool readsMeasured = false;
    QString measured;
    QString text;
    QStringList problems;
};

Evaluation evaluateOne(const Lesson& lesson, const LessonClaim& claim, const RunNames& names)
{
    Evaluation out;
    const QString where = QStringLiteral("%1:%2").arg(lesson.filePath).arg(claim.checkLine);
    std::vector<ClaimTextProblem> textProblems;
    out.text =
        QString::fromStdString(ClaimText::render(claim.text.toStdString(), names, &textProblems));
    for (const ClaimTextProblem& p : textProblems)
        out.problems << QStringLiteral("%1:%2: claim: %3")
                            .arg(lesson.filePath)
                            .arg(claim.line)
                            .arg(QString::fromStdString(p.message));
    std::string error;
    int column = 0;
    const auto expr = ClaimExpression::parse(claim.check.toStdString(), error, column);
    std::vector<UsedName> used;
    const auto value = expr ? expr->evaluate(names, error, &used) : std::nullopt;
    if (!value) {
        out.problems << QStringLiteral("%1: check: %2").arg(where, QString::fromStdString(error));
        out.measured = QString::fromStdString(error);
        return out;
    }
    if (value->kind != ClaimValue::Kind::Boolean) {
        out.problems << QStringLiteral(
                            "%1: check: gives %2, not true or false (compare it: == < >)")
                            .arg(where, QString::fromStdString(value->toString()));
        return out;
    }
    for (const UsedName& u : used)
        out.readsMeasured = out.readsMeasured || u.measured;
    out.holds = value->boolean;
    out.measured = usedText(used);
    return out;
}

void lintFigures(const Lesson& lesson, QStringList& problems)
{
    auto lint = [&](const QString& text, int line, const QString& what) {
        const std::string utf8 = text.toStdString();
        for (const ClaimTextProblem& p : ClaimText::bareFigures(utf8))
            problems << QStringLiteral(
                            "%1:%2: %3 states the figure %4 outside a placeholder (write "
                            "{...} from the run, or `code` for a name)")
                            .arg(lesson.filePath)
                            .arg(line
                                 + std::count(utf8.begin(),
                                              utf8.begin() + static_cast<std::ptrdiff_t>(p.offset),
                                              '\n'))
                            .arg(what, QString::fromStdString(p.message));
    };
    lint(lesson.title, 1, QStringLiteral("the title"));
    lint(lesson.summary, 1, QStringLiteral("the summary"));
    lint(lesson.body, lesson.bodyLine, QStringLiteral("the text"));
    for (const LessonClaim& c : lesson.claims)
        lint(c.text, c.line, QStringLiteral("a claim"));
    for (const LessonStep& s : lesson.steps) {
        lint(s.say, s.line, QStringLiteral("a step"));
        for (const LessonClaim& c : s.claims)
            lint(c.text, c.line, QStringLiteral("a claim"));
    }
}

void renderTexts(const Lesson& lesson, const RunNames& names, int step, QStringList& problems)
{
    std::vector<ClaimTextProblem> found;
    if (step == 0)
        ClaimText::render(lesson.body.toStdString(), names, &found);
    else
        ClaimText::render(lesson.steps[step - 1].say.toStdString(), names, &found);
    const std::string text =
        step == 0 ? lesson.body.toStdString() : lesson.steps[step - 1].say.toStdString();
    const int line = step == 0 ? lesson.bodyLine : lesson.steps[step - 1].line;
    for (const ClaimTextProblem& p : found)
        problems << QStringLiteral("%1:%2: placeholder: %3")
                        .arg(lesson.filePath)
                        .arg(line
                             + std::count(text.begin(),
                                          text.begin() + static_cast<std::ptrdiff_t>(p.offset),
                                          '\n'))
                        .arg(QString::fromStdString(p.message));
}

} // namespace

bool LessonReport::ok() const
{
    if (!problems.isEmpty())
        return false;
    for (const ClaimOutcome& c : claims)
        if (!c.holds)
            return false;
    for (const FigureOutcome& f : figures)
        if (!f.agrees())
            return false;
    return true;
}

LessonCheck::Runner LessonCheck::defaultRunner()
{
    return [](const QString& path, const QList<ScenarioOverride>& changes) {
        const ScenarioLoadResult loaded = ScenarioLoader::loadFile(path, changes);
        if (!loaded.ok())
            throw std::invalid_argument(loaded.errorText().toStdString());
        LessonRun run{*loaded.scenario, {}};
        run.result = runScenario(run.scenario);
        return run;
    };
}

QString LessonCheck::render(const QString& text, const Scenario& scenario, const RunResult& result)
{
    const RunNames names(scenario, result);
    return QString::fromStdString(ClaimText::render(text.toStdString(), names, nullptr));
}

QList<ClaimOutcome> LessonCheck::evaluate(const Lesson& lesson, int step, const Scenario& scenario,
                                          const RunResult& result)
{
    const RunNames names(scenario, result);
    QList<ClaimOutcome> out;
    for (const LessonClaim& claim : claimsOf(lesson, step)) {
        const Evaluation e = evaluateOne(lesson, claim, names);
        out << ClaimOutcome{
            claimId(lesson, step), e.text, claim.check, e.holds && e.problems.isEmpty(),
            e.problems.isEmpty() ? e.measured : e.problems.join(QStringLiteral("; "))};
    }
    return out;
}

namespace {

void lintGlossary(const Lesson& lesson, QStringList& problems)
{
    const Glossary glossary = Glossary::shipped(&problems);
    auto lint = [&](const QString& text, int line) {
        for (const GlossaryLink& link : Glossary::links(text)) {
            if (!glossary.find(link.term))
                problems << QStringLiteral("%1:%2: [[%3]] is not in the glossary (%4)")
                                .arg(lesson.filePath)
                                .arg(line + text.left(link.offset).count(QLatin1Char('\n')))
                                .arg(link.term, Glossary::shippedPath());
        }
    };
    lint(lesson.body, lesson.bodyLine);
    for (const LessonClaim& c : lesson.claims)
        lint(c.text, c.line);
    for (const LessonStep& s : lesson.steps) {
        lint(s.say, s.line);
        for (const LessonClaim& c : s.claims)
            lint(c.text, c.line);
    }
}

} // namespace

LessonReport LessonCheck::check(const Lesson& lesson, int seeds, const Runner& runner)
{
    LessonReport report;
    report.id = lesson.id;
    lintFigures(lesson, report.problems);
    lintGlossary(lesson, report.problems);
    std::vector<int> claimIndex; // first outcome index of each step's claims
    std::uint64_t firstSeed = 0;
    for (int k = 0; k < std::max(1, seeds); ++k) {
        QList<ScenarioOverride> changes;
        if (k > 0) {
            QString error;
            changes << *ScenarioOverride::parse(QStringLiteral("seed=%1").arg(firstSeed + k),
                                                &error);
        }
        std::optional<LessonRun> run;
        for (int step = 0; step <= lesson.steps.size(); ++step) {
            if (step > 0)
                changes += lesson.steps[step - 1].changes;
            if (!run || (step > 0 && !lesson.steps[step - 1].changes.isEmpty())) {
                try {
                    run = runner(lesson.scenarioPath, changes);
                } catch (const std::exception& e) {
                    report.problems << QStringLiteral("%1: %2 (scenario %3)")
                                           .arg(claimId(lesson, step), QString::fromUtf8(e.what()),
                                                lesson.scenarioPath);
                    return report;
                }
            }
            if (k == 0 && step == 0)
                firstSeed = run->scenario.seed;
            const RunNames names(run->scenario, run->result);
            const QList<LessonClaim>& claims = claimsOf(lesson, step);
            if (k == 0) {
                claimIndex.push_back(static_cast<int>(report.claims.size()));
                renderTexts(lesson, names, step, report.problems);
            }
            for (int c = 0; c < claims.size(); ++c) {
                const Evaluation e = evaluateOne(lesson, claims[c], names);
                if (k == 0) {
                    report.claims << ClaimOutcome{
                        claimId(lesson, step), e.text, claims[c].check, true, {}};
                    report.problems << e.problems;
                    if (e.problems.isEmpty() && !e.readsMeasured)
                        report.problems
                            << QStringLiteral("%1:%2: check: reads only the "
                                              "configuration, so the run cannot refute it")
                                   .arg(lesson.filePath)
                                   .arg(claims[c].checkLine);
                }
                ClaimOutcome& outcome =
                    report.claims[claimIndex[static_cast<std::size_t>(step)] + c];
                if (outcome.holds && (!e.holds || !e.problems.isEmpty())) {
                    outcome.holds = false;
                    outcome.measured =
                        QStringLiteral("seed %1: %2")
                            .arg(run->scenario.seed)
                            .arg(e.problems.isEmpty() ? e.measured
                                                      : e.problems.join(QStringLiteral("; ")));
                }
            }
        }
    }
    report.figures = FigureCheck::check(lesson, seeds, runner, report.problems);
    report.problems.removeDuplicates();
    return report;
}

} // namespace ratelab
