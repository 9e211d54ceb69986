// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `ratelab --measure`: drives the real main window and prints timings without asserting them:
// launch to first chart, the what-if redraw after a slider change, and pan/zoom frame time with
// a million plotted buckets. Main thread; runs its own event loops.
#include <QElapsedTimer>
#include <QString>

#include <functional>

class QObject;

namespace ratelab {

class MainWindow;

class Measurement {
public:
    Measurement(MainWindow& window, const QElapsedTimer& launch, QString sourceDir);
    int run(const QString& file);

private:
    // Runs the event loop until a result has been drawn (or timeoutMs passes); false on timeout.
    bool waitForRedraw(int timeoutMs);
    void measureWhatIf();
    void measurePanZoom();

    MainWindow& m_window;
    const QElapsedTimer& m_launch;
    QString m_sourceDir;
};

} // namespace ratelab
