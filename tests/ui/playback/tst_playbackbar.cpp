// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The transport bar: a click on the timeline puts the cursor where it was clicked (it paged
// towards it, a tenth at a time), and To End goes to the end of the run.
#include "ui/playback/PlaybackBar.h"
#include "ui/playback/PlaybackController.h"

#include <QAction>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTest>

using namespace ratelab;

class TestPlaybackBar : public QObject {
    Q_OBJECT

private slots:
    void aClickOnTheTimelineJumpsThere()
    {
        PlaybackController playback;
        playback.setRun(100'000, 1000, PlaybackController::Cursor::ToStart);
        PlaybackBar bar(&playback);
        bar.resize(800, 40);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        auto* timeline = bar.findChild<QSlider*>();
        QVERIFY(timeline);
        // Three quarters along the groove.
        QStyleOptionSlider option;
        option.initFrom(timeline);
        option.orientation = Qt::Horizontal;
        option.minimum = timeline->minimum();
        option.maximum = timeline->maximum();
        const QRect groove = timeline->style()->subControlRect(QStyle::CC_Slider, &option,
                                                               QStyle::SC_SliderGroove, timeline);
        const QPoint at(groove.left() + groove.width() * 3 / 4, groove.center().y());
        QTest::mouseClick(timeline, Qt::LeftButton, Qt::NoModifier, at);
        const double fraction = static_cast<double>(playback.cursor()) / fromMillis(100'000);
        QVERIFY2(fraction > 0.6 && fraction < 0.9, qPrintable(QString::number(fraction)));

        bar.toEndAction()->trigger();
        QCOMPARE(playback.cursor(), fromMillis(100'000));
        QVERIFY(bar.toEndAction()->shortcuts().contains(QKeySequence(Qt::Key_End)));
    }
};

QTEST_MAIN(TestPlaybackBar)
#include "tst_playbackbar.moc"
