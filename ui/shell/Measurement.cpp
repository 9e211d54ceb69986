// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/Measurement.h"

#include "ui/charts/ChartPanel.h"
#include "ui/editor/ScenarioFiles.h"
#include "ui/editor/WhatIfSliders.h"
#include "ui/shell/LabController.h"
#include "ui/shell/MainWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <qcustomplot.h>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace ratelab {

namespace {

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

Measurement::Measurement(MainWindow& window, const QElapsedTimer& launch, QString sourceDir)
    : m_window(window)
    , m_launch(launch)
    , m_sourceDir(std::move(sourceDir))
{
}

bool Measurement::waitForRedraw(int timeoutMs)
{
    QEventLoop loop;
    bool done = false;
    const auto before = m_window.controller()->result();
    const auto b = QObject::connect(m_window.charts(), &ChartPanel::replotted, &loop, [&] {
        if (m_window.controller()->result() != before) {
            done = true;
            loop.quit();
        }
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    QObject::disconnect(b);
    return done;
}

int Measurement::run(const QString& file)
{
    m_window.resize(1400, 900);
    m_window.show();
    const QString path = file.isEmpty() ? ScenarioFiles::findDefault(m_sourceDir) : file;
    if (path.isEmpty() || !m_window.openFile(path)) {
        std::fprintf(stderr, "measure: cannot open %s\n", qPrintable(path));
        return 2;
    }
    if (!waitForRedraw(30'000)) {
        std::fprintf(stderr, "measure: no chart after 30 s\n");
        return 1;
    }
    std::printf("launch_to_first_chart %.1f ms (engine run %.1f ms)\n",
                double(m_launch.nsecsElapsed()) / 1e6, m_window.controller()->lastRunWallMs());
    const Scenario found = m_window.controller()->scenario();
    measureWhatIf();
    measurePanZoom();
    // Leave the window on the scenario it found (not the million-bucket one), nothing to save.
    m_window.controller()->setScenario(found, path);
    if (waitForRedraw(30'000))
        std::printf("restored %s\n", qPrintable(path));
    std::fflush(stdout);
    return 0;
}

void Measurement::measureWhatIf()
{
    WhatIfSliders* sliders = m_window.whatIf();
    const Scenario& scenario = m_window.controller()->scenario();
    if (scenario.lanes.empty())
        return;
    const qint64 base = scenario.lanes.front().params.limit;
    std::vector<double> redraw;
    std::vector<double> engine;
    for (int i = 0; i < 9; ++i) {
        QElapsedTimer clock;
        clock.start();
        sliders->setValue(QStringLiteral("limit"), base + (i % 2 == 0 ? 1 : 0));
        if (!waitForRedraw(30'000))
            break;
        redraw.push_back(double(clock.nsecsElapsed()) / 1e6);
        engine.push_back(m_window.controller()->lastRunWallMs());
    }
    std::printf(
        "whatif_redraw_median %.1f ms (engine run %.1f ms; includes the 25 ms edit debounce; target < 150 ms)\n",
        median(redraw), median(engine));
}

void Measurement::measurePanZoom()
{
    // A scenario with 1,000,000 one-millisecond buckets: the dense drawing path at full size.
    Scenario big = m_window.controller()->scenario();
    big.durationMs = 1'000'000;
    big.bucketMs = 1;
    big.requestLogLimit = 0;
    big.lanes.resize(1);
    m_window.controller()->setScenario(big);
    if (!waitForRedraw(120'000)) {
        std::fprintf(stderr, "measure: the 1,000,000-bucket run did not finish\n");
        return;
    }
    ChartPanel* charts = m_window.charts();
    QCustomPlot* plot = charts->plot();
    std::printf("dense_run %.1f ms engine for %d lane(s) x 1,000,000 buckets\n",
                m_window.controller()->lastRunWallMs(), charts->rowCount());
    std::vector<double> frames;
    double lower = 0;
    double upper = 1000; // seconds: the whole run visible, every point in range
    for (int i = 0; i < 40; ++i) {
        if (i < 20) {
            lower += 5; // pan
            upper += 5;
        } else {
            const double centre = (lower + upper) / 2; // zoom in and out around the centre
            const double half = (upper - lower) / 2 * (i % 2 == 0 ? 0.8 : 1.25);
            lower = centre - half;
            upper = centre + half;
        }
        charts->setTimeRange(lower, upper);
        QElapsedTimer clock;
        clock.start();
        plot->replot(QCustomPlot::rpImmediateRefresh);
        frames.push_back(double(clock.nsecsElapsed()) / 1e6);
    }
    const double frame = median(frames);
    std::printf(
        "pan_zoom_frame_median %.2f ms (%.0f frames/s) with 1,000,000 points per series; target 30+ frames/s\n",
        frame, frame > 0 ? 1000.0 / frame : 0.0);
}

} // namespace ratelab
