// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/LessonsCommand.h"

#include "core/io/lesson/LessonCheck.h"
#include "core/io/lesson/LessonLibrary.h"

#include <cstdio>

namespace ratelab {
namespace {

int list(const QStringList& args, const CliIo& io)
{
    if (!args.isEmpty()) {
        io.error(QStringLiteral("ratelab-cli lessons list: takes no arguments"));
        return kExitBadInput;
    }
    QStringList problems;
    for (const Lesson& lesson : LessonLibrary::shipped(&problems))
        io.printLine(QStringLiteral("%1\t%2\t%3").arg(lesson.id, lesson.group, lesson.title));
    for (const QString& p : problems)
        io.error(p);
    return problems.isEmpty() ? kExitOk : kExitRunFailed;
}

int check(const QStringList& args, const CliIo& io)
{
    int seeds = 1;
    QStringList paths;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (a == QLatin1String("--seeds")) {
            bool ok = false;
            seeds = i + 1 < args.size() ? args[i + 1].toInt(&ok) : 0;
            if (!ok || seeds < 1 || seeds > 100) {
                io.error(QStringLiteral(
                    "ratelab-cli lessons check: --seeds takes a count from 1 to 100"));
                return kExitBadInput;
            }
            ++i;
        } else if (a.startsWith(QLatin1String("--"))) {
            io.error(QStringLiteral("ratelab-cli lessons check: unknown option %1").arg(a));
            return kExitBadInput;
        } else if (a.endsWith(QLatin1String(".md")) || a.contains(QLatin1Char('/'))) {
            paths << a;
        } else {
            const QString path = LessonLibrary::shippedPath(a);
            if (path.isEmpty()) {
                io.error(
                    QStringLiteral("ratelab-cli lessons check: no lesson \"%1\" (see ratelab-cli "
                                   "lessons list; a lesson file of your own is given by its path)")
                        .arg(a));
                return kExitBadInput;
            }
            paths << path;
        }
    }
    if (paths.isEmpty())
        paths = LessonLibrary::shippedPaths();

    int claims = 0;
    int failed = 0;
    bool broken = false;
    for (const QString& path : paths) {
        const LessonLoadResult loaded = LessonFile::load(path);
        if (!loaded.lesson) {
            for (const QString& p : loaded.problems)
                io.error(p);
            broken = true;
            continue;
        }
        const LessonReport report = LessonCheck::check(*loaded.lesson, seeds);
        for (const QString& p : report.problems) {
            io.printLine(QStringLiteral("FAIL %1: %2").arg(report.id, p));
            ++failed;
        }
        for (const ClaimOutcome& c : report.claims) {
            ++claims;
            if (c.holds) {
                io.printLine(QStringLiteral("ok %1: %2").arg(c.id, c.text));
            } else {
                ++failed;
                io.printLine(
                    QStringLiteral("FAIL %1: %2 (measured %3)").arg(c.id, c.text, c.measured));
            }
        }
        for (const FigureOutcome& f : report.figures) {
            ++claims;
            failed += f.agrees() ? 0 : 1;
            io.printLine(
                QStringLiteral("%1 %2: %3 [%4]: %5 (median %6, %7 to %8 on %9 seeds)%10")
                    .arg(f.agrees() ? "ok" : "FAIL", f.id, f.claim, f.condition, f.computed)
                    .arg(f.median)
                    .arg(f.min)
                    .arg(f.max)
                    .arg(f.seeds)
                    .arg(f.agrees() ? QString()
                                    : QStringLiteral("; the lesson says %1 (%2)")
                                          .arg(f.declared, f.values)));
        }
    }
    std::fflush(io.out); // the summary follows the claim lines, also when both go to one pipe
    io.error(QStringLiteral("%1 claims in %2 lesson%3 on %4 seed%5: %6 failed")
                 .arg(claims)
                 .arg(paths.size())
                 .arg(paths.size() == 1 ? "" : "s")
                 .arg(seeds)
                 .arg(seeds == 1 ? "" : "s")
                 .arg(failed));
    if (broken)
        return kExitBadInput;
    return failed == 0 ? kExitOk : kExitRunFailed;
}

} // namespace

QString LessonsCommand::help()
{
    return QStringLiteral(
        "Usage: ratelab-cli lessons list\n"
        "       ratelab-cli lessons check [ID... | PATH...] [--seeds K]\n"
        "\n"
        "list   prints every shipped lesson as ID<TAB>GROUP<TAB>TITLE.\n"
        "check  runs lessons (shipped ones by id, your own by the path of their .md file; none:\n"
        "       every shipped lesson) on K seeds (default 1: the scenario's own seed, then the\n"
        "       next ones) and prints one line per claim:\n"
        "         ok ID: CLAIM\n"
        "         FAIL ID: CLAIM (measured NAME = VALUE, ...)\n"
        "       a step's claims as ID#STEP, a figure's verdict as ID@N (FAIL when the runs give\n"
        "       another verdict than the lesson declares), and FAIL ID: FILE:LINE: ... for what\n"
        "       is wrong with the lesson itself. The format and the claim language:\n"
        "       docs/lessons.md.\n"
        "\n"
        "exit status: 0 every claim holds on every seed, 1 some do not, 2 bad usage or a lesson\n"
        "file that cannot be read.\n");
}

int LessonsCommand::execute(const QStringList& args, const CliIo& io)
{
    const QString sub = args.value(0);
    if (sub == QLatin1String("list"))
        return list(args.mid(1), io);
    if (sub == QLatin1String("check"))
        return check(args.mid(1), io);
    io.error(QStringLiteral(
        "ratelab-cli lessons: expected list or check (see ratelab-cli help lessons)"));
    return kExitBadInput;
}

} // namespace ratelab
