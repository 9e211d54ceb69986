// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// PlaybackController: a new run parks the cursor at the end, a re-run keeps a moved one; play
// starts from 0; steps land on bucket boundaries; speed is clamped to 0.1x..1000x; playing reaches
// the end and stops; a sweep (a lesson's reveal) takes the same short time over any run's length,
// leaves the speed alone, and ends early when the cursor is moved or jumps on finishSweep; End
// goes to the end; a new run always tells its views where the cursor is.
#include "ui/playback/PlaybackController.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace ratelab;

class TestPlaybackController : public QObject {
    Q_OBJECT
private slots:
    void stepsAndBounds()
    {
        PlaybackController p;
        p.setRun(10'000, 100);
        QCOMPARE(p.cursor(), fromMillis(10'000));
        QVERIFY(p.atEnd());
        p.rewind();
        QCOMPARE(p.cursor(), 0);
        p.stepForward();
        QCOMPARE(p.cursor(), fromMillis(100));
        p.setCursor(fromMillis(250));
        p.stepForward();
        QCOMPARE(p.cursor(), fromMillis(300));
        p.setCursor(fromMillis(250));
        p.stepBack();
        QCOMPARE(p.cursor(), fromMillis(200));
        p.stepBack();
        QCOMPARE(p.cursor(), fromMillis(100));
        p.setCursor(-5);
        QCOMPARE(p.cursor(), 0);
        p.setCursor(fromMillis(99'999));
        QCOMPARE(p.cursor(), fromMillis(10'000));
    }

    void aReRunKeepsAMovedCursor()
    {
        PlaybackController p;
        p.setRun(10'000, 100, PlaybackController::Cursor::KeepPosition);
        QCOMPARE(p.cursor(), fromMillis(10'000)); // nothing to keep yet
        p.setCursor(fromMillis(6'000));
        p.setRun(10'000, 100, PlaybackController::Cursor::KeepPosition);
        QCOMPARE(p.cursor(), fromMillis(6'000));
        p.setRun(5'000, 100, PlaybackController::Cursor::KeepPosition);
        QCOMPARE(p.cursor(), fromMillis(5'000)); // the shorter run ends before it
        p.setRun(10'000, 100, PlaybackController::Cursor::KeepPosition);
        QCOMPARE(p.cursor(), fromMillis(10'000)); // at the end it follows the end
        p.setCursor(fromMillis(3'000));
        p.setRun(10'000, 100);
        QCOMPARE(p.cursor(), fromMillis(10'000)); // a new document shows everything
    }

    void aSweepTakesTheSameTimeWhateverTheRunsLength_data()
    {
        QTest::addColumn<qint64>("durationMs");
        QTest::newRow("a minute") << qint64(60'000);
        QTest::newRow("ten hours") << qint64(36'000'000);
    }
    void aSweepTakesTheSameTimeWhateverTheRunsLength()
    {
        // At 1x a minute's reveal took a minute, and ten hours took ten hours.
        QFETCH(qint64, durationMs);
        PlaybackController p;
        p.setRun(durationMs, 1000, PlaybackController::Cursor::ToStart);
        QSignalSpy ended(&p, &PlaybackController::sweepEnded);
        QElapsedTimer wall;
        wall.start();
        p.sweepTo(fromMillis(durationMs), std::chrono::milliseconds(400));
        QVERIFY(p.isSweeping());
        QVERIFY(p.isPlaying());
        QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 5000);
        QVERIFY2(wall.elapsed() < 2000, qPrintable(QString::number(wall.elapsed())));
        QCOMPARE(ended.front().front().toBool(), true);
        QCOMPARE(p.cursor(), fromMillis(durationMs));
        QVERIFY(!p.isPlaying());
        QCOMPARE(p.speed(), 1.0); // the user's speed is untouched
    }

    void aSweepEndsWhereSomeoneElseMovesTheCursorOrJumpsOnFinish()
    {
        PlaybackController p;
        p.setRun(60'000, 1000, PlaybackController::Cursor::ToStart);
        QSignalSpy ended(&p, &PlaybackController::sweepEnded);
        p.sweepTo(fromMillis(60'000), std::chrono::seconds(60));
        p.setCursor(fromMillis(5'000)); // a step, the scrubber
        QCOMPARE(ended.size(), 1);
        QCOMPARE(ended.front().front().toBool(), false);
        QVERIFY(!p.isSweeping());
        QVERIFY(!p.isPlaying());
        QCOMPARE(p.cursor(), fromMillis(5'000));

        p.sweepTo(fromMillis(30'000), std::chrono::seconds(60));
        p.finishSweep(); // Reveal pressed again
        QCOMPARE(ended.size(), 2);
        QCOMPARE(ended.back().front().toBool(), true);
        QCOMPARE(p.cursor(), fromMillis(30'000));
        QVERIFY(!p.isPlaying());

        p.toEnd();
        QCOMPARE(p.cursor(), fromMillis(60'000));
    }

    void aNewRunAlwaysTellsWhereTheCursorIs()
    {
        // A view rebuilt for the new run needs the cursor even when it did not move.
        PlaybackController p;
        p.setRun(60'000, 1000, PlaybackController::Cursor::ToStart);
        QSignalSpy moved(&p, &PlaybackController::cursorChanged);
        p.setRun(30'000, 1000, PlaybackController::Cursor::ToStart);
        QCOMPARE(moved.size(), 1);
        QCOMPARE(moved.front().front().value<SimTime>(), SimTime{0});
    }

    void speedIsClamped()
    {
        PlaybackController p;
        p.setSpeed(5000);
        QCOMPARE(p.speed(), 1000.0);
        p.setSpeed(0.01);
        QCOMPARE(p.speed(), 0.1);
    }

    void playRunsToTheEndAndStops()
    {
        PlaybackController p;
        p.setRun(2'000, 100);
        p.setSpeed(1000); // 2 virtual seconds take 2 ms of real time
        QSignalSpy playing(&p, &PlaybackController::playingChanged);
        p.play();
        QCOMPARE(p.cursor() < fromMillis(2'000), true); // restarted from 0
        QTRY_VERIFY_WITH_TIMEOUT(!p.isPlaying(), 10000);
        QCOMPARE(p.cursor(), fromMillis(2'000));
        QCOMPARE(playing.count(), 2);
        QCOMPARE(playing.at(0).at(0).toBool(), true);
        QCOMPARE(playing.at(1).at(0).toBool(), false);
    }
};

QTEST_GUILESS_MAIN(TestPlaybackController)
#include "tst_playbackcontroller.moc"
