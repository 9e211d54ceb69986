// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson files: the front matter, claim and step blocks, and every problem as FILE:LINE.
#include "core/io/lesson/LessonFile.h"

#include <QTest>

using namespace ratelab;

namespace {

const char* const kLesson = R"(---
title: The boundary burst
group: Algorithms
summary: A fixed window admits twice its limit around a boundary.
scenario: ../scenarios/boundary-burst.json
---

A fixed window of {fixed-window.limit} requests.

::: claim
The fixed window admits {fixed-window.max_admitted_any_window}
in one window.
check: fixed-window.max_admitted_any_window == 2 * fixed-window.limit
:::

::: step The first boundary
at: 9s
range: 8s..22s
focus: fixed-window
highlight: [fixed window] 9000..19000ms
say: Watch the counter reset.
ask: How many get through in one window?
answer: fixed-window.max_admitted_any_window
choices: 10 | 11 | 20
:::

::: step Try a sliding log
set: lanes[0].algorithm=sliding-log
claim: Now at most {fixed-window.limit} in any window.
check: fixed-window.max_admitted_any_window <= fixed-window.limit
:::
)";

} // namespace

class TestLessonFile : public QObject {
    Q_OBJECT

private slots:
    // Every unit a step's time accepts, hours and days for lessons over simulated days.
    void timeUnits_data()
    {
        QTest::addColumn<QString>("range");
        QTest::addColumn<double>("from");
        QTest::addColumn<double>("to");
        QTest::newRow("ms") << "500..1500ms" << 500.0 << 1500.0;
        QTest::newRow("s") << "1s..2.5s" << 1000.0 << 2500.0;
        QTest::newRow("min") << "1min..1.5min" << 60000.0 << 90000.0;
        QTest::newRow("h") << "0h..6h" << 0.0 << 21600000.0;
        QTest::newRow("d") << "1d..2d" << 86400000.0 << 172800000.0;
        QTest::newRow("mixed") << "90min..2h" << 5400000.0 << 7200000.0;
    }
    void timeUnits()
    {
        QFETCH(QString, range);
        QFETCH(double, from);
        QFETCH(double, to);
        const QString text =
            QStringLiteral("---\ntitle: T\nscenario: s.json\n---\n\n::: step S\nrange: ") + range
            + QStringLiteral("\n:::\n");
        const LessonLoadResult r = LessonFile::parse(text, QStringLiteral("/x/lessons/l.md"));
        QVERIFY2(r.lesson, qPrintable(r.problems.join(QLatin1Char('\n'))));
        QCOMPARE(r.lesson->steps.size(), 1);
        QCOMPARE(r.lesson->steps[0].rangeMs->from, from);
        QCOMPARE(r.lesson->steps[0].rangeMs->to, to);
    }

    void readsEveryPart()
    {
        const LessonLoadResult r = LessonFile::parse(
            QString::fromUtf8(kLesson), QStringLiteral("/x/lessons/boundary-burst.md"));
        QVERIFY2(r.lesson, qPrintable(r.problems.join(QLatin1Char('\n'))));
        const Lesson& l = *r.lesson;
        QCOMPARE(l.id, QStringLiteral("boundary-burst"));
        QCOMPARE(l.title, QStringLiteral("The boundary burst"));
        QCOMPARE(l.group, QStringLiteral("Algorithms"));
        QCOMPARE(l.scenarioPath, QStringLiteral("/x/scenarios/boundary-burst.json"));
        QCOMPARE(l.body.trimmed(),
                 QStringLiteral("A fixed window of {fixed-window.limit} requests."));
        QCOMPARE(l.claims.size(), 1);
        QCOMPARE(
            l.claims[0].text,
            QStringLiteral(
                "The fixed window admits {fixed-window.max_admitted_any_window} in one window."));
        QCOMPARE(l.claims[0].line, 10);
        QCOMPARE(l.claims[0].checkLine, 13);
        QCOMPARE(l.steps.size(), 2);
        const LessonStep& s = l.steps[0];
        QCOMPARE(s.title, QStringLiteral("The first boundary"));
        QCOMPARE(*s.cursorMs, 9000.0);
        QCOMPARE(s.rangeMs->from, 8000.0);
        QCOMPARE(s.rangeMs->to, 22000.0);
        QCOMPARE(s.focusLane, QStringLiteral("fixed-window"));
        QCOMPARE(s.highlightLane, QStringLiteral("fixed window"));
        QCOMPARE(s.highlightMs->to, 19000.0);
        QCOMPARE(s.predict->choices, (QStringList{"10", "11", "20"}));
        QCOMPARE(s.predict->answer, QStringLiteral("fixed-window.max_admitted_any_window"));
        QCOMPARE(l.steps[1].changeTexts,
                 QStringList{QStringLiteral("lanes[0].algorithm=sliding-log")});
        QCOMPARE(l.steps[1].claims.size(), 1);
        QCOMPARE(l.steps[1].claims[0].checkLine, 30);
    }

    void problemsNameFileAndLine_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("problem");
        const QString head = QStringLiteral("---\ntitle: T\nscenario: s.json\n---\n");
        QTest::newRow("no front matter")
            << "Just text."
            << "l.md:1: a lesson starts with a front matter between --- lines (title:, group:, summary:, scenario:)";
        QTest::newRow("unknown key")
            << "---\ntitle: T\nscenario: s.json\ncolour: red\n---\n"
            << "l.md:4: unknown front-matter key 'colour' (there are title, group, summary, scenario)";
        QTest::newRow("bad check") << head + "::: claim\nIt holds.\ncheck: a.b == (1\n:::\n"
                                   << "l.md:7: check: expected ')' at column 10 of 'a.b == (1'";
        QTest::newRow("no check") << head + "::: claim\nIt holds.\n:::\n"
                                  << "l.md:5: a claim needs a check: line";
        QTest::newRow("unclosed") << head + "::: claim\nIt holds.\ncheck: a.b > 1\n"
                                  << "l.md:5: this block has no closing ':::' line";
        QTest::newRow("bad placeholder")
            << head + "Text {a.b ==}.\n"
            << "l.md:5: text placeholder: the expression ends too early at column 7 of 'a.b =='";
        QTest::newRow("bad range") << head + "::: step S\nrange: 5s..2s\n:::\n"
                                   << "l.md:6: range: FROM..TO with FROM < TO, e.g. 8s..22s";
        QTest::newRow("bad set")
            << head + "::: step S\nset: lanes[0].limit\n:::\n"
            << "l.md:6: set: lanes[0].limit: expected PATH=VALUE, e.g. lanes.0.limit=50";
        QTest::newRow("unknown step key")
            << head + "::: step S\nzoom: 2\n:::\n"
            << "l.md:6: unknown step line 'zoom: 2' (there are at, range, focus, highlight, say, set, ask, answer, choices, claim, check)";
        QTest::newRow("unknown block")
            << head + "::: quiz\n:::\n"
            << "l.md:5: unknown block '::: quiz' (there are claim, step and figure)";
        QTest::newRow("ask without answer") << head + "::: step S\nask: How many?\n:::\n"
                                            << "l.md:6: ask: needs an answer: line";
    }
    void problemsNameFileAndLine()
    {
        QFETCH(QString, text);
        QFETCH(QString, problem);
        const LessonLoadResult r = LessonFile::parse(text, QStringLiteral("l.md"));
        QVERIFY(!r.lesson);
        QVERIFY2(r.problems.contains(problem), qPrintable(r.problems.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestLessonFile)
#include "tst_lessonfile.moc"
