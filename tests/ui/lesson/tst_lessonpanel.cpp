// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson panel shows a lesson's text with the run's figures and marks each claim; a what-if
// that breaks a claim turns its mark, and undo turns it back.
#include "tests/ui/UiFixture.h"

#include "ui/lesson/LessonMode.h"
#include "ui/lesson/LessonPanel.h"

#include <QScrollBar>
#include <QTextBrowser>
#include <QUndoStack>

using namespace ratelab;

class TestLessonPanel : public QObject {
    Q_OBJECT

private slots:
    void claimsFollowTheRun()
    {
        test::UiFixture ui;
        QVERIFY(ui.open(test::sourcePath(QStringLiteral("scenarios/boundary-burst.json"))));
        // Opening a lesson with steps starts lesson mode, which holds the claims back until the
        // end of the run; this test reads them outside it.
        QTRY_VERIFY(ui.window->lessonMode()->isActive());
        ui.window->lessonMode()->setActive(false);
        LessonPanel* panel = ui.window->lesson();
        QVERIFY(panel->lesson());
        const int claims = static_cast<int>(panel->lesson()->claims.size());
        QVERIFY(claims >= 5);
        QCOMPARE(panel->claimsHolding(), claims);
        QVERIFY2(panel->plainText().contains(
                     QStringLiteral("The fixed window admits 20 of mallory's requests")),
                 qPrintable(panel->plainText()));
        QVERIFY(!panel->plainText().contains(QLatin1Char('{')));

        // The fixed window's limit above the attack: "twice its limit" no longer holds.
        Scenario changed = ui.window->controller()->scenario();
        changed.lanes[0].params.limit = 20;
        ui.window->controller()->edit(QStringLiteral("limit 20"), changed);
        QVERIFY(ui.waitForResult());
        QCOMPARE(panel->claimsHolding(), claims - 1);
        QVERIFY(panel->plainText().contains(QStringLiteral("Does not hold with these settings")));

        ui.window->controller()->undoStack()->undo();
        QVERIFY(ui.waitForResult());
        QCOMPARE(panel->claimsHolding(), claims);
    }

    void theAlgorithmsHeadingStartsALineOfItsOwn()
    {
        // It ran into the last sentence: "...end of the run.The algorithms in this scenario".
        test::UiFixture ui;
        QVERIFY(ui.open(test::sourcePath(QStringLiteral("scenarios/boundary-burst.json"))));
        const QString text = ui.window->lesson()->plainText();
        const qsizetype at = text.indexOf(QStringLiteral("The algorithms in this scenario"));
        QVERIFY(at > 0);
        QCOMPARE(text.at(at - 1), QLatin1Char('\n'));
    }

    void anotherLessonIsReadFromItsTop()
    {
        test::UiFixture ui;
        QVERIFY(ui.open(test::sourcePath(QStringLiteral("scenarios/boundary-burst.json"))));
        auto* text = ui.window->lesson()->findChild<QTextBrowser*>();
        QVERIFY(text);
        QTRY_VERIFY(text->verticalScrollBar()->maximum() > 0);
        text->verticalScrollBar()->setValue(text->verticalScrollBar()->maximum());
        QVERIFY(
            ui.open(test::sourcePath(QStringLiteral("scenarios/token-bucket-worst-case.json"))));
        QCOMPARE(text->verticalScrollBar()->value(), 0);
    }

    void scenarioWithoutLessonShowsItsDescription()
    {
        test::UiFixture ui;
        QVERIFY(ui.open(test::fixtureScenario()));
        LessonPanel* panel = ui.window->lesson();
        QVERIFY(!panel->lesson());
        QCOMPARE(panel->claimsHolding(), 0);
        QVERIFY(panel->plainText().contains(QStringLiteral("The algorithms in this scenario")));
    }
};

QTEST_MAIN(TestLessonPanel)
#include "tst_lessonpanel.moc"
