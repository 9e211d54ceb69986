// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson mode on the shipped boundary-burst lesson: the steps walked by the keys, a try-it step
// undone by going back and by Ctrl+Z, a reveal that shows what LessonCheck measures, the future
// hidden until the cursor reaches it, and the transport keys scoped so a focused slider keeps
// its arrows.
#include "tests/ui/UiFixture.h"

#include "ui/charts/LaneChartRow.h"
#include "ui/charts/LaneChartView.h"
#include "ui/editor/WhatIfSliders.h"
#include "ui/inspector/SummaryTableModel.h"
#include "ui/lesson/LessonMode.h"
#include "ui/lesson/LessonPanel.h"
#include "ui/lesson/LessonStepper.h"
#include "ui/lesson/StepCard.h"
#include "ui/playback/PlaybackController.h"
#include "ui/shell/ShortcutTable.h"
#include "ui/topology/TopologyView.h"

#include "core/io/lesson/LessonCheck.h"

#include <QAction>
#include <QApplication>
#include <QHash>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QUndoStack>

#include <qcustomplot.h>

using namespace ratelab;

namespace {

QString boundaryBurst()
{
    return test::sourcePath(QStringLiteral("scenarios/boundary-burst.json"));
}

const LaneSummary& laneNamed(const RunResult& result, const std::string& name)
{
    for (const LaneSummary& s : result.summaries)
        if (s.lane == name)
            return s;
    return result.summaries.front();
}

qint64 admittedIn(SummaryTableModel* table)
{
    return table->data(table->index(0, SummaryTableModel::Admitted), Qt::UserRole).toLongLong();
}

} // namespace

class TestLessonMode : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void openingALessonWithStepsEntersLessonModeAtTimeZero()
    {
        test::UiFixture ui;
        QVERIFY(ui.open(boundaryBurst()));
        LessonMode* mode = ui.window->lessonMode();
        QTRY_VERIFY(mode->isActive());
        QCOMPARE(mode->stepper()->current(), 0);
        QTRY_COMPARE(ui.window->playback()->cursor(), SimTime{0});
        QVERIFY(mode->card()->isVisible());
        QVERIFY2(mode->card()->heading()->text().contains(QStringLiteral("Step 1 of 3")),
                 qPrintable(mode->card()->heading()->text()));
        // The first step focuses the fixed window: one lane fills the charts, shaded.
        QTRY_COMPARE(ui.window->charts()->rowCount(), 1);
        QVERIFY(ui.window->charts()->row(0)->title().startsWith(QStringLiteral("fixed-window")));
        QVERIFY(ui.window->charts()->lanes()->hasHighlight());

        // Leaving lesson mode restores every lane.
        mode->toggleAction()->trigger();
        QVERIFY(!mode->isActive());
        QVERIFY(ui.window->charts()->rowCount() > 1);
        QVERIFY(!ui.window->charts()->lanes()->hasHighlight());
    }

    void theStepCardKeepsEveryLineAt1280x720()
    {
        // A projector's screen: the card's question, answer and reveal must not be squeezed by
        // the lesson text and the summary table below it (they scroll).
        test::UiFixture ui;
        ui.window->resize(1280, 720);
        QVERIFY(ui.open(boundaryBurst()));
        LessonMode* mode = ui.window->lessonMode();
        QTRY_VERIFY(mode->isActive());
        mode->setReducedMotion(true);
        mode->card()->setAnswerText(QStringLiteral("20"));
        mode->reveal(QStringLiteral("20"));
        QTRY_VERIFY(mode->stepper()->prediction() && mode->stepper()->prediction()->revealed);
        QCoreApplication::processEvents();
        int checked = 0;
        for (QLabel* label : mode->card()->findChildren<QLabel*>()) {
            if (!label->isVisibleTo(ui.window.get()) || label->text().isEmpty())
                continue;
            const int needed = label->heightForWidth(label->width());
            QVERIFY2(label->height() >= needed, qPrintable(QStringLiteral("\"%1\": %2 px of %3")
                                                               .arg(label->text().left(40))
                                                               .arg(label->height())
                                                               .arg(needed)));
            ++checked;
        }
        QVERIFY(checked >= 4); // heading, what happens, the question, the reveal
    }

    void keysWalkTheSteps()
    {
        test::UiFixture ui;
        QVERIFY(ui.open(boundaryBurst()));
        LessonMode* mode = ui.window->lessonMode();
        QTRY_VERIFY(mode->isActive());
        QTRY_COMPARE(ui.window->charts()->rowCount(), 1);
        ui.window->activateWindow();
        ui.window->charts()->lanes()->plot()->setFocus();
        // The first step asks a question: a clicker with only a forward key reveals it first
        // (a second press jumps to the moment at once), then moves on.
        mode->setReducedMotion(false);
        QTest::keyClick(ui.window.get(), Qt::Key_PageDown);
        QCOMPARE(mode->stepper()->current(), 0);
        QVERIFY(mode->stepper()->prediction());
        QVERIFY(!mode->stepper()->prediction()->revealed); // sweeping to the moment
        QTest::keyClick(ui.window.get(), Qt::Key_PageDown);
        QVERIFY(mode->stepper()->prediction());
        QTRY_VERIFY(mode->stepper()->prediction()->revealed);
        QCOMPARE(mode->stepper()->current(), 0);
        QTest::keyClick(ui.window.get(), Qt::Key_PageDown);
        QCOMPARE(mode->stepper()->current(), 1);
        // The second step focuses the sliding log.
        QTRY_VERIFY(ui.window->charts()->row(0)->title().startsWith(QStringLiteral("sliding-log")));
        QTest::keyClick(ui.window.get(), Qt::Key_PageUp);
        QCOMPARE(mode->stepper()->current(), 0);
        // Revealed already: the forward keys move on.
        QTest::keyClick(ui.window.get(), Qt::Key_Right);
        QCOMPARE(mode->stepper()->current(), 1);
        QTest::keyClick(ui.window.get(), Qt::Key_Left);
        QCOMPARE(mode->stepper()->current(), 0);
        QTest::keyClick(ui.window.get(), Qt::Key_Space);
        QCOMPARE(mode->stepper()->current(), 1);
        // Space is the next step here, not play.
        QVERIFY(!ui.window->playback()->isPlaying());

        // A focused slider keeps its arrows in lesson mode too; the clicker's keys still step.
        QSlider* slider = ui.window->whatIf()->findChildren<QSlider*>().value(0);
        QVERIFY(slider);
        slider->setFocus();
        QTRY_VERIFY(slider->hasFocus());
        const int before = slider->value();
        QTest::keyClick(slider, before < slider->maximum() ? Qt::Key_Right : Qt::Key_Left);
        QVERIFY(slider->value() != before);
        QCOMPARE(mode->stepper()->current(), 1);
        QTest::keyClick(slider, Qt::Key_PageUp);
        QCOMPARE(mode->stepper()->current(), 0);
    }

    void tryItIsOneUndoableEdit()
    {
        test::UiFixture ui;
        QVERIFY(ui.open(boundaryBurst()));
        LessonMode* mode = ui.window->lessonMode();
        QTRY_VERIFY(mode->isActive());
        QUndoStack* undo = ui.window->controller()->undoStack();
        const std::int64_t limit = ui.window->controller()->scenario().lanes[0].params.limit;
        QVERIFY(limit != 20);
        QVERIFY(mode->stepper()->next());
        QCOMPARE(undo->count(), 0);
        QVERIFY(mode->stepper()->next()); // step 3: set lanes[0].limit=20
        QCOMPARE(undo->count(), 1);
        QCOMPARE(ui.window->controller()->scenario().lanes[0].params.limit, 20);
        QVERIFY(ui.waitForResult());
        // The step's claim, checked on the re-run, holds.
        const QList<ClaimOutcome> claims = mode->stepper()->claims();
        QCOMPARE(claims.size(), 1);
        QVERIFY2(claims.front().holds, qPrintable(claims.front().measured));

        // Going back undoes it.
        QVERIFY(mode->stepper()->previous());
        QCOMPARE(ui.window->controller()->scenario().lanes[0].params.limit, limit);
        QCOMPARE(undo->index(), 0);

        // Forward again, then Ctrl+Z undoes the step's change as one step.
        QVERIFY(mode->stepper()->next());
        QCOMPARE(ui.window->controller()->scenario().lanes[0].params.limit, 20);
        ui.window->activateWindow();
        QTest::keyClick(ui.window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(ui.window->controller()->scenario().lanes[0].params.limit, limit);
    }

    void aStepsOwnChangeIsPartOfTheLesson()
    {
        // A step's `set:` marked the shipped lesson modified: switching lessons asked to save it,
        // and the lesson's claims (about its own settings) were marked false on the step's run.
        test::UiFixture ui(true);
        QVERIFY(ui.open(boundaryBurst()));
        LessonMode* mode = ui.window->lessonMode();
        QTRY_VERIFY(mode->isActive());
        mode->stepper()->goTo(2); // step 3: set lanes[0].limit=20
        QCOMPARE(ui.window->controller()->scenario().lanes[0].params.limit, 20);
        QVERIFY(ui.waitForResult());
        QVERIFY(!ui.window->controller()->isModified());
        QVERIFY(!ui.window->isWindowModified());
        ui.window->playback()->toEnd();
        QTRY_VERIFY(!ui.window->lesson()->claimsHeld());
        const QString text = ui.window->lesson()->plainText();
        QVERIFY2(!text.contains(QStringLiteral("Does not hold")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("speak of the lesson's own settings")),
                 qPrintable(text));
        // Opening another lesson asks nothing.
        bool asked = false;
        const auto answer = test::answerPrompt(QMessageBox::Cancel, &asked);
        QVERIFY(
            ui.open(test::sourcePath(QStringLiteral("scenarios/token-bucket-worst-case.json"))));
        QVERIFY(!asked);
        // The student's own edit is a change, and is asked about.
        test::editLimit(ui.window->controller(), 7);
        QVERIFY(ui.window->controller()->isModified());
        QTRY_VERIFY(ui.window->isWindowModified());
    }

    void revealShowsWhatTheRunMeasures()
    {
        test::UiFixture ui;
        QVERIFY(ui.open(boundaryBurst()));
        LessonMode* mode = ui.window->lessonMode();
        mode->setReducedMotion(false);
        QTRY_VERIFY(mode->isActive());
        QTRY_COMPARE(ui.window->playback()->cursor(), SimTime{0});
        StepCard* card = mode->card();
        QVERIFY(card->revealButton()->isVisible());
        QVERIFY(!card->revealed()->isVisible());
        card->setAnswerText(QStringLiteral("10"));
        ui.window->playback()->setSpeed(1000);
        card->revealButton()->click();
        // It plays to the step's moment, 19 s, then shows the answer.
        QVERIFY(ui.window->playback()->isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(mode->stepper()->prediction()->revealed, 10000);
        QCOMPARE(ui.window->playback()->cursor(), fromMillis(19000));
        QVERIFY(!ui.window->playback()->isPlaying());
        // The charts and the table stopped at the moment too, not where playback overshot it.
        QCOMPARE(ui.window->charts()->row(0)->badgeText(),
                 QStringLiteral("%1 admitted, 0 rejected so far")
                     .arg(admittedIn(ui.window->lesson()->summaryModel())));

        const auto result = ui.window->controller()->result();
        const QString measured =
            QString::number(laneNamed(*result, "fixed-window").maxAdmittedAnyWindow);
        QCOMPARE(mode->stepper()->prediction()->measured, measured);
        // The same figure the lesson's own claims read.
        const Lesson& lesson = *mode->stepper()->lesson();
        QCOMPARE(LessonCheck::render(QStringLiteral("{fixed-window.max_admitted_any_window}"),
                                     ui.window->controller()->scenario(), *result),
                 measured);
        QVERIFY(card->revealed()->isVisible());
        QVERIFY2(
            card->revealed()->text().contains(QStringLiteral("<b>10</b>"))
                && card->revealed()->text().contains(QStringLiteral("<b>%1</b>").arg(measured)),
            qPrintable(card->revealed()->text()));
        QCOMPARE(mode->stepper()->predictions().size(), 1);
        QCOMPARE(mode->stepper()->predictions().front().predicted, QStringLiteral("10"));
        QCOMPARE(mode->stepper()->predictions().front().stepTitle, lesson.steps[0].title);

        // Revealed, the answer stays: Reveal is spent for this walk through the lesson.
        QVERIFY(!card->revealButton()->isEnabled());
        QVERIFY(!mode->revealAction()->isEnabled());

        // Opened again, the lesson starts over; with reduced motion the reveal jumps.
        QVERIFY(ui.open(boundaryBurst()));
        QTRY_COMPARE(mode->stepper()->current(), 0);
        QVERIFY(!mode->stepper()->prediction());
        QCOMPARE(card->answerText(), QString());
        mode->setReducedMotion(true);
        card->setAnswerText(QStringLiteral("20"));
        card->revealButton()->click();
        QVERIFY(!ui.window->playback()->isPlaying());
        QCOMPARE(ui.window->playback()->cursor(), fromMillis(19000));
        QCOMPARE(mode->stepper()->prediction()->predicted, QStringLiteral("20"));
        mode->setReducedMotion(false);
    }

    void theFutureIsHidden()
    {
        test::UiFixture ui;
        QVERIFY(ui.open(boundaryBurst()));
        LessonMode* mode = ui.window->lessonMode();
        QTRY_VERIFY(mode->isActive());
        QTRY_COMPARE(ui.window->playback()->cursor(), SimTime{0});
        QTRY_COMPARE(ui.window->charts()->rowCount(), 1);
        const auto result = ui.window->controller()->result();
        const LaneSummary& fixed = laneNamed(*result, "fixed-window");
        QVERIFY(fixed.admitted > 0);
        LaneChartRow* row = ui.window->charts()->row(0);
        QCOMPARE(row->badgeText(), QStringLiteral("0 admitted, 0 rejected so far"));
        // Nor does the counts axis tell the peak before it happens.
        QCPAxis* counts = row->countsRect()->axis(QCPAxis::atLeft);
        QCOMPARE(counts->range().upper, 1.0);
        SummaryTableModel* table = ui.window->lesson()->summaryModel();
        QCOMPARE(admittedIn(table), 0);
        QVERIFY(
            !table->data(table->index(0, SummaryTableModel::MaxInWindow), Qt::UserRole).isValid());

        // Half-way: what the series holds up to the cursor.
        const SimTime half = fromMillis(result->durationMs / 2);
        ui.window->playback()->setCursor(half);
        std::int64_t soFar = 0;
        const auto& buckets = result->series[0].buckets;
        for (std::size_t i = 0; i < buckets.size(); ++i)
            if (static_cast<SimTime>(i + 1) * fromMillis(result->bucketMs) <= half)
                soFar += buckets[i].admitted;
        QVERIFY(soFar > 0 && soFar < fixed.admitted);
        QVERIFY2(row->badgeText().startsWith(QStringLiteral("%1 admitted").arg(soFar)),
                 qPrintable(row->badgeText()));
        QCOMPARE(admittedIn(table), soFar);
        QVERIFY(counts->range().upper > 1.0);

        // The lesson's claims (final figures) wait for the end too.
        QVERIFY(
            !ui.window->lesson()->plainText().contains(QStringLiteral("The fixed window admits")));

        // At the end: the final totals, the burst badge and the claims.
        ui.window->playback()->setCursor(ui.window->playback()->end());
        QVERIFY(ui.window->lesson()->plainText().contains(
            QStringLiteral("The fixed window admits %1").arg(fixed.maxAdmittedAnyWindow)));
        QCOMPARE(admittedIn(table), fixed.admitted);
        QCOMPARE(row->badgeText(), row->burstLabel());
        QVERIFY(row->badgeText().contains(QString::number(fixed.maxAdmittedAnyWindow)));

        // Outside lesson mode the whole run shows at any cursor.
        mode->setActive(false);
        ui.window->playback()->setCursor(0);
        QCOMPARE(admittedIn(table), fixed.admitted);
        QCOMPARE(ui.window->charts()->row(0)->badgeText(),
                 ui.window->charts()->row(0)->burstLabel());
    }

    void transportKeysAreScoped()
    {
        test::UiFixture ui;
        QVERIFY(ui.open(test::fixtureScenario())); // no lesson: lesson mode stays off
        LessonMode* mode = ui.window->lessonMode();
        QVERIFY(!mode->isActive());
        PlaybackController* playback = ui.window->playback();
        playback->setCursor(fromMillis(5000));
        ui.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(ui.window.get()));

        // With the charts focused, Right and Left move the cursor and Space plays.
        QCustomPlot* plot = ui.window->charts()->lanes()->plot();
        plot->setFocusPolicy(Qt::StrongFocus);
        plot->setFocus();
        QTRY_VERIFY(plot->hasFocus());
        QTest::keyClick(plot, Qt::Key_Right);
        QVERIFY(playback->cursor() > fromMillis(5000));
        QTest::keyClick(plot, Qt::Key_Left);
        QCOMPARE(playback->cursor(), fromMillis(5000));
        QTest::keyClick(plot, Qt::Key_Space);
        QVERIFY(playback->isPlaying());
        playback->pause();
        playback->setCursor(fromMillis(5000));

        // A focused what-if slider keeps its own arrows; Space does not play.
        const auto sliders = ui.window->whatIf()->findChildren<QSlider*>();
        QVERIFY(!sliders.isEmpty());
        QSlider* slider = sliders.front();
        slider->setFocus();
        QTRY_VERIFY(slider->hasFocus());
        const int before = slider->value();
        QTest::keyClick(slider, before < slider->maximum() ? Qt::Key_Right : Qt::Key_Left);
        QVERIFY(slider->value() != before);
        QCOMPARE(playback->cursor(), fromMillis(5000));
        QTest::keyClick(slider, Qt::Key_Space);
        QVERIFY(!playback->isPlaying());
    }

    void theShortcutSheetComesFromTheTable()
    {
        const QString sheet = ShortcutTable::sheetHtml();
        for (const ShortcutTable::Entry& e : ShortcutTable::entries()) {
            QVERIFY(sheet.contains(QString::fromUtf8(e.description)));
            for (const QKeySequence& k : e.keys)
                QVERIFY(sheet.contains(k.toString(QKeySequence::NativeText).toHtmlEscaped()));
        }
    }
    // A world lesson used to raise the topology over the step card, drawing another lane's
    // stores than the one the step talks about.
    void aWorldLessonKeepsTheStepCardInFrontAndTheTopologyOnTheFocusedLane()
    {
        test::UiFixture ui;
        QVERIFY(
            ui.open(test::sourcePath(QStringLiteral("scenarios/distributed-policy-cluster.json"))));
        LessonMode* mode = ui.window->lessonMode();
        QTRY_VERIFY(mode->isActive());
        QTRY_VERIFY(mode->card()->isVisible());
        QTRY_VERIFY(!mode->card()->visibleRegion().isEmpty()); // its dock's tab is in front
        // The first step focuses "cluster", the second lane.
        QTRY_COMPARE(ui.window->charts()->rowCount(), 1);
        QVERIFY(ui.window->charts()->row(0)->title().startsWith(QStringLiteral("cluster")));
        QTRY_COMPARE(ui.window->topology()->lane(), 1);
    }

    // Two window-wide actions on one key make Qt fire neither ("ambiguous shortcut"): the
    // gallery, lesson mode and live repeat once all wanted Ctrl+L.
    void noKeyIsBoundTwiceInTheWindow()
    {
        test::UiFixture ui;
        QHash<QString, QString> owner;
        for (QAction* action : ui.window->findChildren<QAction*>()) {
            if (action->shortcutContext() != Qt::WindowShortcut)
                continue;
            for (const QKeySequence& key : action->shortcuts()) {
                const QString name = key.toString(QKeySequence::PortableText);
                QVERIFY2(!owner.contains(name) || owner.value(name) == action->text(),
                         qPrintable(name + QStringLiteral(": ") + owner.value(name)
                                    + QStringLiteral(" and ") + action->text()));
                owner.insert(name, action->text());
            }
        }
        QVERIFY(owner.contains(QStringLiteral("Ctrl+L")));
        QVERIFY(owner.contains(QStringLiteral("Ctrl+Shift+O")));
    }
};

QTEST_MAIN(TestLessonMode)
#include "tst_lessonmode.moc"
