// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Checking a lesson against its runs: claims that hold and claims that do not, over several
// seeds, step changes applied in order, and the lints (bare figures, configuration-only checks).
#include "core/io/lesson/LessonCheck.h"
#include "core/io/lesson/LessonFile.h"

#include "tests/support/TestPaths.h"

#include <QTest>

using namespace ratelab;

namespace {

Lesson lessonFrom(const QString& text)
{
    const QString path = test::sourcePath(QStringLiteral("lessons/test-lesson.md"));
    const LessonLoadResult r = LessonFile::parse(text, path);
    if (!r.lesson)
        qFatal("%s", qPrintable(r.problems.join(QLatin1Char('\n'))));
    return *r.lesson;
}

const QString kHead =
    QStringLiteral("---\ntitle: T\nscenario: ../scenarios/boundary-burst.json\n---\n"
                   "A window of {fixed-window.limit}.\n");

} // namespace

class TestLessonCheck : public QObject {
    Q_OBJECT

private slots:
    void holdingAndFailingClaims()
    {
        const Lesson lesson = lessonFrom(
            kHead
            + "::: claim\nThe fixed window doubles: {fixed-window.max_admitted_any_window}.\n"
              "check: fixed-window.max_admitted_any_window == 2 * fixed-window.limit\n:::\n"
              "::: claim\nThe sliding log doubles too.\n"
              "check: sliding-log.max_admitted_any_window == 2 * sliding-log.limit\n:::\n");
        const LessonReport report = LessonCheck::check(lesson, 2);
        QVERIFY2(report.problems.isEmpty(), qPrintable(report.problems.join(QLatin1Char('\n'))));
        QCOMPARE(report.claims.size(), 2);
        QVERIFY(report.claims[0].holds);
        QCOMPARE(report.claims[0].text, QStringLiteral("The fixed window doubles: 20."));
        QVERIFY(!report.claims[1].holds);
        QCOMPARE(report.claims[1].measured,
                 QStringLiteral(
                     "seed 1: sliding-log.max_admitted_any_window = 10, sliding-log.limit = 10"));
        QVERIFY(!report.ok());
    }

    void stepChangesAccumulate()
    {
        const Lesson lesson = lessonFrom(
            kHead
            + "::: step Raise the limit\nset: lanes[0].limit=20\n"
              "claim: Now the limit is as high as the whole attack.\n"
              "check: fixed-window.max_admitted_any_window == fixed-window.limit\n:::\n"
              "::: step And use a sliding log\nset: lanes[0].algorithm=sliding-log\n"
              "claim: The log holds the raised limit.\n"
              "check: lane[0].max_admitted_any_window <= 20 and lane[0].limit == 20\n:::\n");
        const LessonReport report = LessonCheck::check(lesson, 1);
        QVERIFY2(report.problems.isEmpty(), qPrintable(report.problems.join(QLatin1Char('\n'))));
        QCOMPARE(report.claims.size(), 2);
        QCOMPARE(report.claims[0].id, QStringLiteral("test-lesson#1"));
        QCOMPARE(report.claims[1].id, QStringLiteral("test-lesson#2"));
        QVERIFY2(report.claims[0].holds, qPrintable(report.claims[0].measured));
        QVERIFY2(report.claims[1].holds, qPrintable(report.claims[1].measured));
    }

    void lints()
    {
        const Lesson lesson = lessonFrom(
            kHead
            + "It admits 20 in one window.\n"
              "::: claim\nThe limit is ten.\ncheck: fixed-window.limit == 10\n:::\n"
              "::: claim\nA name that is not there.\ncheck: fixed-window.admited > 0\n:::\n");
        const LessonReport report = LessonCheck::check(lesson, 1);
        const QString path = lesson.filePath;
        QVERIFY2(
            report.problems.contains(
                path
                + QStringLiteral(
                    ":6: the text states the figure 20 outside a placeholder (write {...} from the run, or `code` for a name)")),
            qPrintable(report.problems.join(QLatin1Char('\n'))));
        QVERIFY2(report.problems.contains(
                     path
                     + QStringLiteral(
                         ":9: check: reads only the configuration, so the run cannot refute it")),
                 qPrintable(report.problems.join(QLatin1Char('\n'))));
        QVERIFY2(
            report.problems.contains(
                path
                + QStringLiteral(
                    ":13: check: no figure or lane field named admited in fixed-window.admited (figures are summary.csv's columns, e.g. admitted, max_admitted_any_window)")),
            qPrintable(report.problems.join(QLatin1Char('\n'))));
    }

    void parametersAndWorldNames()
    {
        const QString text = QStringLiteral(
            "---\ntitle: T\nscenario: ../scenarios/distributed-regions.json\n---\n"
            "::: claim\nEach region admits its own limit.\n"
            "check: [Redis per region].region[us].admitted == [Redis per region].region[1].admitted and "
            "scenario.duration_ms > 0 and client[0].arrival.rate_per_sec > 0\n:::\n");
        const LessonReport report = LessonCheck::check(lessonFrom(text), 1);
        QVERIFY2(report.problems.isEmpty(), qPrintable(report.problems.join(QLatin1Char('\n'))));
        QVERIFY2(report.claims[0].holds, qPrintable(report.claims[0].measured));
    }
};

QTEST_GUILESS_MAIN(TestLessonCheck)
#include "tst_lessoncheck.moc"
