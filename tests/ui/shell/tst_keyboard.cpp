// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Keyboard: a focused slider or spin box keeps the arrows and Space (the playback does not move,
// nothing plays) while the same keys on the charts drive the playback; the one shortcut table
// keeps a presenter's PageDown stepping wherever the focus is (tst_lessonmode), gives every
// action its keys, so the sheet lists them all, and every lesson action a key and a menu item;
// the black screen takes any key and turns no step.
#include "tests/ui/UiFixture.h"

#include "ui/editor/WhatIfSliders.h"
#include "ui/lesson/BlackScreen.h"
#include "ui/lesson/LessonMode.h"
#include "ui/lesson/LessonStepper.h"
#include "ui/playback/PlaybackController.h"
#include "ui/shell/InputKeyGuard.h"
#include "ui/shell/ShortcutTable.h"

#include <QAction>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
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

    void everyShortcutTheAppBindsIsOnTheSheet()
    {
        // The sheet missed Ctrl+Z, Ctrl+Shift+Z, Ctrl+S, F5, Esc, Ctrl+P and Ctrl+O: each action
        // set its own keys. Now every key comes from the table the sheet is made of.
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        const QString sheet = ShortcutTable::sheetHtml();
        int bound = 0;
        for (QAction* action : ui.window->findChildren<QAction*>()) {
            const auto entry = ShortcutTable::boundTo(action);
            QVERIFY2(entry || action->shortcuts().isEmpty(),
                     qPrintable(action->text() + QStringLiteral(" has keys of its own")));
            if (!entry)
                continue;
            ++bound;
            for (const QKeySequence& key : ShortcutTable::entry(*entry).keys)
                QVERIFY2(sheet.contains(key.toString(QKeySequence::NativeText).toHtmlEscaped()),
                         qPrintable(key.toString()));
        }
        QVERIFY(bound >= 25);
        for (const char* key : {"Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+S", "F5", "Esc", "Ctrl+P", "Ctrl+O",
                                "PgDown", "Return", "B", "End"})
            QVERIFY2(sheet.contains(QKeySequence(QString::fromLatin1(key))
                                        .toString(QKeySequence::NativeText)
                                        .toHtmlEscaped()),
                     key);
    }

    void everyActionOfTheLessonPanelHasAKeyAndAMenuItem()
    {
        UiFixture ui;
        QVERIFY(ui.open(sourcePath(QStringLiteral("scenarios/boundary-burst.json"))));
        LessonMode* mode = ui.window->lessonMode();
        QTRY_VERIFY(mode->isActive());
        QList<QAction*> inMenus;
        for (QMenu* menu : ui.window->menuBar()->findChildren<QMenu*>())
            inMenus << menu->actions();
        for (QAction* action : {mode->nextAction(), mode->previousAction(), mode->revealAction(),
                                mode->blackScreenAction(), mode->toggleAction()}) {
            QVERIFY2(inMenus.contains(action), qPrintable(action->text()));
            QVERIFY2(!action->shortcuts().isEmpty(), qPrintable(action->text()));
        }
    }

    void theBlackScreenTakesAnyKeyAndTurnsNoStep()
    {
        UiFixture ui;
        QVERIFY(ui.open(sourcePath(QStringLiteral("scenarios/boundary-burst.json"))));
        ui.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(ui.window.get()));
        LessonMode* mode = ui.window->lessonMode();
        QTRY_VERIFY(mode->isActive());
        const int step = mode->stepper()->current();
        QTest::keyClick(ui.window.get(), Qt::Key_B);
        QTRY_VERIFY(mode->blackScreen()->isShown());
        QCOMPARE(mode->blackScreen()->geometry(), ui.window->rect());
        // The clicker's forward key brings the lesson back and does nothing else.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown);
        QTRY_VERIFY(!mode->blackScreen()->isShown());
        QCOMPARE(mode->stepper()->current(), step);
        QVERIFY(!mode->stepper()->prediction());
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
        // A text field keeps what it types and Enter, not the clicker's keys.
        const auto types = [](int key, const QString& text,
                              Qt::KeyboardModifiers m = Qt::NoModifier) {
            return InputKeyGuard::textInputKeepsKey(
                QKeyEvent(QEvent::ShortcutOverride, key, m, text));
        };
        QVERIFY(types(Qt::Key_B, QStringLiteral("b")));
        QVERIFY(types(Qt::Key_Period, QStringLiteral(".")));
        QVERIFY(types(Qt::Key_Return, QStringLiteral("\r")));
        QVERIFY(!types(Qt::Key_PageDown, QString()));
        QVERIFY(!types(Qt::Key_S, QStringLiteral("s"), Qt::ControlModifier));
        QLineEdit field;
        QVERIFY(InputKeyGuard::isTextInput(&field));
        field.setReadOnly(true);
        QVERIFY(!InputKeyGuard::isTextInput(&field));
        QSlider scrubber;
        scrubber.setProperty("transportControl", true);
        QVERIFY(!InputKeyGuard::isInputWidget(&scrubber));
        QSlider slider;
        QVERIFY(InputKeyGuard::isInputWidget(&slider));
    }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
