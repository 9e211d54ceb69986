// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// PlaybackController: a new run parks the cursor at the end, a re-run keeps a moved one; play
// starts from 0; steps land on bucket boundaries; speed is clamped to 0.1x..1000x; playing reaches
// the end and stops.
#include "ui/playback/PlaybackController.h"

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
