// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Small screens: a window saved at 1400x900 reopens inside a 1280x720 screen (the clamp is a pure
// function of the saved frame and the screen's available rect, so any screen can be handed in),
// and the main window's own minimum size lets it fit there, the scrubber keeping a usable width.
#include "tests/ui/UiFixture.h"

#include "ui/playback/PlaybackBar.h"
#include "ui/shell/WindowGeometry.h"

#include <QSlider>

using namespace ratelab;
using namespace ratelab::test;
using ratelab::windowgeometry::clampedTo;

class TestWindowGeometry : public QObject {
    Q_OBJECT
private slots:
    void aSaved1400x900FitsA1280x720Screen()
    {
        const QRect screen(0, 0, 1280, 720);
        const QRect restored = clampedTo(QRect(200, 100, 1400, 900), screen);
        QVERIFY(screen.contains(restored));
        QCOMPARE(restored.size(), QSize(1280, 720));
    }

    void aScreenBesideAnotherKeepsItsOffset()
    {
        // The second monitor starts at x = 1920, below a 30 px panel.
        const QRect screen(1920, 30, 1280, 690);
        const QRect restored = clampedTo(QRect(100, 0, 1000, 600), screen);
        QVERIFY(screen.contains(restored));
        QCOMPARE(restored.size(), QSize(1000, 600));
        QCOMPARE(restored.topLeft(), QPoint(1920, 30));
    }

    void aFrameThatFitsIsUnchanged()
    {
        const QRect frame(40, 50, 1000, 600);
        QCOMPARE(clampedTo(frame, QRect(0, 0, 1280, 720)), frame);
        QCOMPARE(clampedTo(frame, QRect()), frame); // no screen known: leave it
    }

    void theMinimumSizeWinsOverATinyScreen()
    {
        const QRect restored =
            clampedTo(QRect(0, 0, 1400, 900), QRect(0, 0, 640, 480), QSize(800, 500));
        QCOMPARE(restored.size(), QSize(800, 500));
        QCOMPARE(restored.topLeft(), QPoint(0, 0));
    }

    void theMainWindowFitsA1280x720Screen()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        const QSize minimum = ui.window->minimumSizeHint().expandedTo(ui.window->minimumSize());
        QVERIFY2(minimum.width() <= 1280, qPrintable(QString::number(minimum.width())));
        QVERIFY2(minimum.height() <= 720, qPrintable(QString::number(minimum.height())));
        ui.window->resize(1280, 700);
        QTRY_COMPARE(ui.window->width(), 1280);
        // The transport stays usable: the scrubber keeps its minimum width.
        auto* scrubber = ui.window->findChild<PlaybackBar*>()->findChild<QSlider*>();
        QVERIFY(scrubber);
        QVERIFY(scrubber->width() >= scrubber->minimumWidth());
        QVERIFY(scrubber->minimumWidth() >= 120);
    }
};

QTEST_MAIN(TestWindowGeometry)
#include "tst_windowgeometry.moc"
