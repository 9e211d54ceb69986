// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Keyboard: a focused slider or spin box keeps the arrows and Space (the playback does not move,
// nothing plays) while the same keys on the charts drive the playback; the one shortcut table
// keeps a presenter's PageDown stepping wherever the focus is (tst_lessonmode).
#include "tests/ui/UiFixture.h"

#include "ui/editor/WhatIfSliders.h"
#include "ui/playback/PlaybackController.h"
#include "ui/shell/InputKeyGuard.h"

#include <QKeyEvent>
#include <QSlider>
#include <QSpinBox>

#include <qcustomplot.h>

using namespace ratelab;
using namespace ratelab::test;

class TestKeyboard : public QObject {
    Q_OBJECT
private slots:
    void aFocusedSliderTakesTheArrowKeys()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        ui.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(ui.window.get()));
        PlaybackController* playback = ui.window->playback();
        playback->setCursor(playback->end() / 2);
        const SimTime cursor = playback->cursor();

        QSlider* slider = ui.window->whatIf()->slider(QStringLiteral("limit"));
        QVERIFY(slider);
        slider->setFocus();
        QTRY_VERIFY(slider->hasFocus());
        const int before = slider->value();
        QTest::keyClick(slider, before < slider->maximum() ? Qt::Key_Right : Qt::Key_Left);
        QVERIFY(slider->value() != before);
        QCOMPARE(playback->cursor(), cursor);
        QTest::keyClick(slider, Qt::Key_Space);
        QVERIFY(!playback->isPlaying());

        // The same key on the charts moves the cursor: the keys are scoped, not gone.
        ui.window->charts()->plot()->setFocus();
        QTRY_VERIFY(ui.window->charts()->plot()->hasFocus());
        QTest::keyClick(ui.window->charts()->plot(), Qt::Key_Right);
        QVERIFY(playback->cursor() > cursor);
    }

    void aFocusedSpinBoxKeepsSpace()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        ui.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(ui.window.get()));
        QSpinBox* box = ui.window->whatIf()->spinBox(QStringLiteral("window_ms"));
        QVERIFY(box);
        box->setFocus();
        QTRY_VERIFY(box->hasFocus());
        QTest::keyClick(box, Qt::Key_Space);
        QVERIFY(!ui.window->playback()->isPlaying());
    }

    void whichKeysAnInputKeeps()
    {
        const auto keeps = [](int key, Qt::KeyboardModifiers m = Qt::NoModifier) {
            return InputKeyGuard::inputKeepsKey(QKeyEvent(QEvent::ShortcutOverride, key, m));
        };
        QVERIFY(keeps(Qt::Key_Left));
        QVERIFY(keeps(Qt::Key_Right));
        QVERIFY(keeps(Qt::Key_Space));
        QVERIFY(keeps(Qt::Key_Home));
        QVERIFY(!keeps(Qt::Key_PageDown)); // a presenter's clicker always steps
        QVERIFY(!keeps(Qt::Key_PageUp));
        QVERIFY(!keeps(Qt::Key_L, Qt::ControlModifier));
        QSlider scrubber;
        scrubber.setProperty("transportControl", true);
        QVERIFY(!InputKeyGuard::isInputWidget(&scrubber));
        QSlider slider;
        QVERIFY(InputKeyGuard::isInputWidget(&slider));
    }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
