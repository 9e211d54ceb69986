#pragma once
// Shared set-up for the UI tests: a MainWindow with a fixed layout and a throwaway history,
// opened on a scenario and waited for until its first result is drawn.
#include "ui/charts/ChartPanel.h"
#include "ui/shell/LabController.h"
#include "ui/shell/MainWindow.h"

#include "tests/support/TestPaths.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

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

    bool open(const QString& path)
    {
        QSignalSpy spy(window->controller(), &LabController::resultChanged);
        if (!window->openFile(path))
            return false;
        return spy.wait(20000);
    }
};

} // namespace ratelab::test
