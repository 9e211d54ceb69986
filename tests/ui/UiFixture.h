// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared set-up for the UI tests: a MainWindow with a fixed layout and a throwaway history,
// opened on a scenario and waited for until its first result is drawn.
#include "ui/charts/ChartPanel.h"
#include "ui/shell/LabController.h"
#include "ui/shell/MainWindow.h"

#include "tests/support/TestPaths.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

namespace ratelab::test {

// The three-lane boundary-burst fixture: fixed window, sliding log and token bucket, N = 10 per 1
// s.
inline QString fixtureScenario()
{
    return sourcePath(QStringLiteral("tests/ui/data/three-lanes.json"));
}

struct UiFixture {
    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;

    // askBeforeDiscarding: the Save / Discard / Cancel prompt, off unless a test drives it (it is
    // modal and would wait for a click in every test that opens a file over an edit).
    explicit UiFixture(bool askBeforeDiscarding = false)
    {
        QStandardPaths::setTestModeEnabled(true);
        MainWindow::Options options;
        options.restoreLayout = false;
        options.historyPath = dir.filePath(QStringLiteral("history.sqlite"));
        options.errorDialogs = false;
        options.askBeforeDiscarding = askBeforeDiscarding;
        window = std::make_unique<MainWindow>(options);
        window->resize(1400, 900);
        window->show();
    }

    // Waits for the next result to arrive; false on timeout.
    bool waitForResult(int timeoutMs = 20000)
    {
        QSignalSpy spy(window->controller(), &LabController::resultChanged);
        return spy.wait(timeoutMs);
    }

    // Opens a file and waits for its run: opening clears the last document's result at once
    // (one resultChanged), and the new run's result follows.
    bool open(const QString& path)
    {
        QSignalSpy spy(window->controller(), &LabController::resultChanged);
        if (!window->openFile(path))
            return false;
        return QTest::qWaitFor(
            [&] { return window->controller()->result() && !window->controller()->isRunning(); },
            20000);
    }
};

// Answers the next Save / Discard / Cancel prompt with `button` once it is shown; *seen tells
// whether it was. The timer is the caller's, so one left waiting cannot answer a later prompt.
inline std::unique_ptr<QTimer> answerPrompt(QMessageBox::StandardButton button, bool* seen)
{
    *seen = false;
    auto timer = std::make_unique<QTimer>();
    timer->setInterval(20);
    QObject::connect(timer.get(), &QTimer::timeout, timer.get(), [t = timer.get(), button, seen] {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            auto* box = qobject_cast<QMessageBox*>(w);
            if (box && box->isVisible() && box->objectName() == QLatin1String("unsavedChanges")) {
                *seen = true;
                t->stop();
                box->button(button)->click();
                return;
            }
        }
    });
    timer->start();
    return timer;
}

inline void editLimit(LabController* controller, std::int64_t limit)
{
    Scenario s = controller->scenario();
    s.lanes[0].params.limit = limit;
    controller->edit(QStringLiteral("limit"), s);
}

} // namespace ratelab::test
