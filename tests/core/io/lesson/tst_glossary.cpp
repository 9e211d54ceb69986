// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The glossary: the shipped file parses and holds the terms students meet, every [[term]] a shipped
// lesson links exists in it, `lessons check` refuses a link to a missing term, and a link is no
// bare figure.
#include "core/io/lesson/ClaimText.h"
#include "core/io/lesson/Glossary.h"
#include "core/io/lesson/LessonCheck.h"
#include "core/io/lesson/LessonFile.h"
#include "core/io/lesson/LessonLibrary.h"

#include "tests/support/TestPaths.h"

#include <QTest>

using namespace ratelab;

class TestGlossary : public QObject {
    Q_OBJECT

private slots:
    void shippedGlossaryHoldsTheTerms()
    {
        QStringList problems;
        const Glossary glossary = Glossary::shipped(&problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        for (const char* term :
             {"TAT", "excess", "stored permits", "window", "burst", "sliding window counter",
              "sliding log", "token bucket", "leaky bucket", "GCRA", "Retry-After", "429",
              "fail open", "fail closed", "clock skew", "headroom", "false positive",
              "over-admission"}) {
            const GlossaryEntry* e = glossary.find(QString::fromLatin1(term));
            QVERIFY2(e, term);
            QVERIFY2(e->definition.size() > 40, term);
        }
        // Aliases reach a term by the metric names tooltips use.
        QCOMPARE(glossary.find(QStringLiteral("over_admission_ratio"))->term,
                 QStringLiteral("over-admission"));
        QCOMPARE(glossary.find(QStringLiteral("theoretical ARRIVAL time"))->term,
                 QStringLiteral("TAT"));
        QVERIFY(!glossary.find(QStringLiteral("flux capacitor")));
    }

    void parseReportsProblems()
    {
        QStringList problems;
        const Glossary g = Glossary::parse(
            QStringLiteral("# G\n\n## a\nalso: b, c\nThe a.\n\n## a\nAgain.\n\n## d\n"),
            QStringLiteral("g.md"), &problems);
        QCOMPARE(g.entries().size(), 3);
        QCOMPARE(g.entries()[0].aliases, (QStringList{QStringLiteral("b"), QStringLiteral("c")}));
        QCOMPARE(g.find(QStringLiteral("C"))->definition, QStringLiteral("The a."));
        QCOMPARE(problems.size(), 2);
        QVERIFY(problems[0].startsWith(QStringLiteral("g.md:7:")));
        QVERIFY(problems[1].startsWith(QStringLiteral("g.md:10:")));
    }

    void linksRenderAndRoundTrip()
    {
        const QString text = QStringLiteral("A [[token bucket]] and its [[TAT|stored time]].");
        const QList<GlossaryLink> links = Glossary::links(text);
        QCOMPARE(links.size(), 2);
        QCOMPARE(links[1].term, QStringLiteral("TAT"));
        QCOMPARE(links[1].shown, QStringLiteral("stored time"));
        QCOMPARE(Glossary::plainText(text), QStringLiteral("A token bucket and its stored time."));
        const QString md = Glossary::linkMarkdown(text);
        QVERIFY2(md.contains(QStringLiteral("[stored time](glossary:TAT)")), qPrintable(md));
        // A Markdown link target holds no space.
        QVERIFY2(md.contains(QStringLiteral("[token bucket](glossary:token%20bucket)")),
                 qPrintable(md));
        QCOMPARE(Glossary::termOf(Glossary::url(QStringLiteral("token bucket"))),
                 QStringLiteral("token bucket"));
        QVERIFY(Glossary::termOf(QUrl(QStringLiteral("https://example.org/TAT"))).isEmpty());
    }

    void aLinkIsNoBareFigure()
    {
        QVERIFY(ClaimText::bareFigures("answered [[429]] and [[HTTP 429|too many]]").empty());
        QCOMPARE(ClaimText::bareFigures("answered 429 [[429]]").size(), std::size_t(1));
    }

    void everyLinkInTheShippedLessonsIsInTheGlossary()
    {
        const Glossary glossary = Glossary::shipped();
        QStringList problems;
        const QList<Lesson> lessons = LessonLibrary::shipped(&problems);
        QVERIFY(!lessons.isEmpty());
        int linked = 0;
        for (const Lesson& lesson : lessons) {
            QStringList texts{lesson.body};
            for (const LessonClaim& c : lesson.claims)
                texts << c.text;
            for (const LessonStep& s : lesson.steps) {
                texts << s.say;
                for (const LessonClaim& c : s.claims)
                    texts << c.text;
            }
            for (const QString& text : texts) {
                for (const GlossaryLink& link : Glossary::links(text)) {
                    ++linked;
                    QVERIFY2(glossary.find(link.term),
                             qPrintable(QStringLiteral("%1: [[%2]]").arg(lesson.id, link.term)));
                }
            }
        }
        // The lessons do link the glossary, so this test checks something.
        QVERIFY(linked >= 3);
    }

    void lessonsCheckRefusesAMissingTerm()
    {
        const QString path = test::sourcePath(QStringLiteral("lessons/test-lesson.md"));
        const LessonLoadResult r = LessonFile::parse(
            QStringLiteral("---\ntitle: T\nscenario: ../scenarios/boundary-burst.json\n---\n"
                           "A [[fixed window]] of {fixed-window.limit}.\n\nAnd a "
                           "[[flux capacitor]].\n"
                           "::: claim\nThe fixed window doubles.\n"
                           "check: fixed-window.max_admitted_any_window == 2 * "
                           "fixed-window.limit\n:::\n"),
            path);
        QVERIFY2(r.lesson, qPrintable(r.problems.join(QLatin1Char('\n'))));
        const LessonReport report = LessonCheck::check(*r.lesson, 1);
        QVERIFY(!report.ok());
        QCOMPARE(report.problems.size(), 1);
        QVERIFY2(report.problems[0].startsWith(path + QStringLiteral(":7: [[flux capacitor]]")),
                 qPrintable(report.problems[0]));
    }
};

QTEST_GUILESS_MAIN(TestGlossary)
#include "tst_glossary.moc"
