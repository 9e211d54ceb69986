// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/ClaimsCommand.h"

#include "core/io/cli/RunOutput.h"
#include "core/io/csv/AtomicFiles.h"
#include "core/io/csv/CsvWriter.h"
#include "core/io/lesson/LessonCheck.h"
#include "core/io/lesson/LessonFile.h"
#include "core/io/lesson/LessonLibrary.h"

#include <QDir>

#include <cstdio>

namespace ratelab {
namespace {

QString figureText(double v)
{
    return QString::number(v, 'g', 6);
}

} // namespace

QString ClaimsCommand::help()
{
    return QStringLiteral(
        "Usage: ratelab-cli claims --out DIR [--seeds K] [ID... | PATH...]\n"
        "\n"
        "Measures every figure (a seed document's rule of thumb) of the lessons given, or of\n"
        "every shipped lesson that has figures, on K seeds (default and minimum 5: the\n"
        "scenario's own seed, then the next ones), writes DIR/claims.csv with the columns\n"
        "  claim,source,condition,measured,min,max,seeds,verdict\n"
        "(measured is the median over the seeds; verdict is computed from the runs: holds, does\n"
        "not hold, or holds on some seeds) and prints the same table.\n"
        "\n"
        "exit status: 0 every lesson's declared verdict is the computed one, 1 some differ or a\n"
        "figure cannot be measured, 2 bad usage or a lesson file that cannot be read.\n");
}

int ClaimsCommand::execute(const QStringList& given, const CliIo& io)
{
    int seeds = 5;
    QString out;
    QStringList paths;
    QStringList args; // --out=DIR as --out DIR, like every other command
    for (const QString& a : given)
        if (a.startsWith(QLatin1String("--")) && a.contains(QLatin1Char('=')))
            args << a.section(QLatin1Char('='), 0, 0) << a.section(QLatin1Char('='), 1);
        else
            args << a;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (a == QLatin1String("--seeds") || a == QLatin1String("--out")) {
            if (i + 1 >= args.size()) {
                io.error(QStringLiteral("ratelab-cli claims: %1 needs a value").arg(a));
                return kExitBadInput;
            }
            const QString value = args[++i];
            bool ok = true;
            if (a == QLatin1String("--out"))
                out = value;
            else
                seeds = value.toInt(&ok);
            if (!ok || seeds < 1 || seeds > 100) {
                io.error(QStringLiteral("ratelab-cli claims: --seeds takes a count from 1 to 100"));
                return kExitBadInput;
            }
        } else if (a.startsWith(QLatin1String("--"))) {
            io.error(QStringLiteral("ratelab-cli claims: unknown option %1").arg(a));
            return kExitBadInput;
        } else if (a.endsWith(QLatin1String(".md")) || a.contains(QLatin1Char('/'))) {
            paths << a;
        } else if (const QString path = LessonLibrary::shippedPath(a); !path.isEmpty()) {
            paths << path;
        } else {
            io.error(QStringLiteral("ratelab-cli claims: no lesson \"%1\"").arg(a));
            return kExitBadInput;
        }
    }
    if (out.isEmpty()) {
        io.error(QStringLiteral("ratelab-cli claims: --out DIR is required"));
        return kExitBadInput;
    }
    if (const auto problem = outputDirProblem(io, QStringLiteral("claims"), out))
        return *problem;
    if (paths.isEmpty())
        paths = LessonLibrary::shippedPaths();

    CsvWriter csv;
    csv.header({"claim", "source", "condition", "measured", "min", "max", "seeds", "verdict"});
    bool failed = false;
    for (const QString& path : paths) {
        const LessonLoadResult loaded = LessonFile::load(path);
        if (!loaded.lesson) {
            for (const QString& p : loaded.problems)
                io.error(p);
            return kExitBadInput;
        }
        if (loaded.lesson->figures.isEmpty())
            continue;
        QStringList problems;
        const QList<FigureOutcome> figures =
            FigureCheck::check(*loaded.lesson, seeds, LessonCheck::defaultRunner(), problems);
        for (const QString& p : problems)
            io.printLine(QStringLiteral("FAIL %1: %2").arg(loaded.lesson->id, p));
        failed = failed || !problems.isEmpty();
        for (const FigureOutcome& f : figures) {
            if (problems.isEmpty())
                csv.text(f.claim.toStdString())
                    .text(f.source.toStdString())
                    .text(f.condition.toStdString())
                    .number(f.median)
                    .number(f.min)
                    .number(f.max)
                    .integer(f.seeds)
                    .text(f.computed.toStdString())
                    .endRow();
            io.printLine(QStringLiteral("%1 %2 %3 %4 %5 [%6..%7]: %8 [%9]%10")
                             .arg(f.agrees() ? "ok  " : "FAIL", f.id, f.source)
                             .arg(f.computed, -19)
                             .arg(figureText(f.median), figureText(f.min), figureText(f.max),
                                  f.claim, f.condition)
                             .arg(f.agrees()
                                      ? QString()
                                      : QStringLiteral(" (the lesson says %1)").arg(f.declared)));
            failed = failed || !f.agrees();
        }
    }
    std::fflush(io.out);
    AtomicFiles files;
    files.add(QDir(out).filePath(QStringLiteral("claims.csv")), csv.take());
    QString error;
    if (!files.commit(&error)) {
        io.error(QStringLiteral("ratelab-cli claims: %1").arg(error));
        return kExitRunFailed;
    }
    return failed ? kExitRunFailed : kExitOk;
}

} // namespace ratelab
