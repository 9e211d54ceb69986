// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The distributed world in the desktop lab: the "Distributed world" tab holds one graph per
// region with the run's exact per-region counts and the per-instance bars; scenarios without a
// world show no tab and no world sliders; the world sliders re-run; an overlay run is drawn with
// its label; a lane title never runs into its burst badge, at 1000 or 1600 pixels wide.
#include "tests/ui/UiFixture.h"

#include "ui/charts/LaneChartRow.h"
#include "ui/charts/world/InstanceBarChart.h"
#include "ui/charts/world/WorldChartRow.h"
#include "ui/charts/world/WorldChartView.h"
#include "ui/editor/WhatIfSliders.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/VisibleHorizon.h"

#include <QDoubleSpinBox>
#include <QSlider>
#include <QSpinBox>
#include <QTabBar>
#include <QUndoStack>

#include <qcustomplot.h>

using namespace ratelab;
using namespace ratelab::test;

namespace {

QString regionsScenario()
{
    return sourcePath(QStringLiteral("scenarios/distributed-regions.json"));
}

std::vector<std::int64_t> values(QCPAbstractPlottable* p)
{
    std::vector<std::int64_t> v;
    for (int i = 0; i < p->interface1D()->dataCount(); ++i)
        v.push_back(static_cast<std::int64_t>(p->interface1D()->dataMainValue(i)));
    return v;
}

double sum(QCPAbstractPlottable* p)
{
    double total = 0;
    for (int i = 0; i < p->interface1D()->dataCount(); ++i)
        total += p->interface1D()->dataMainValue(i);
    return total;
}

bool inLegend(QCustomPlot* plot, const QString& name)
{
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* p = plot->plottable(i);
        if (p->name() == name) {
            for (QCPLayoutElement* e : plot->plotLayout()->elements(true)) {
                if (auto* legend = qobject_cast<QCPLegend*>(e);
                    legend && legend->hasItemWithPlottable(p))
                    return true;
            }
        }
    }
    return false;
}

// Set RATELAB_UI_SNAPSHOTS=DIR to look at what the tests see.
void snapshot(QWidget* w, const QString& name)
{
    const QString dir = qEnvironmentVariable("RATELAB_UI_SNAPSHOTS");
    if (!dir.isEmpty())
        w->grab().save(dir + QLatin1Char('/') + name);
}

} // namespace

class TestWorldCharts : public QObject {
    Q_OBJECT
private slots:
    void worldTabHoldsTheExactPerRegionCounts()
    {
        UiFixture ui;
        QVERIFY(ui.open(regionsScenario()));
        ChartPanel* charts = ui.window->charts();
        const auto result = ui.window->controller()->result();
        QCOMPARE(result->topology.size(), std::size_t(3));
        QVERIFY(!charts->tabs()->isHidden());
        QCOMPARE(charts->tabs()->count(), 3);
        QVERIFY(!charts->tabs()->isTabVisible(2)); // no backend in a world
        WorldChartView* world = charts->world();
        QCOMPARE(world->rowCount(), 3);
        // A Redis per region: each of the three regions admits the full 100 per minute, 3 minutes
        // long.
        QCOMPARE(result->topology[0].admittedPerRegion, (std::vector<std::int64_t>{300, 300, 300}));
        for (int lane = 0; lane < 3; ++lane) {
            const LaneTopologyTotals& t = result->topology[static_cast<std::size_t>(lane)];
            WorldChartRow* row = world->row(lane);
            QCOMPARE(row->regionPlottables().size(), 3);
            for (int r = 0; r < 3; ++r) {
                QCPAbstractPlottable* graph = row->regionPlottables()[r];
                QCOMPARE(graph->name(),
                         QString::fromStdString(t.regionNames[static_cast<std::size_t>(r)]));
                QCOMPARE(values(graph), t.admittedPerRegionBucket[static_cast<std::size_t>(r)]);
                QCOMPARE(graph->interface1D()->dataCount(), 36); // 180 s in 5 s buckets
            }
            // The per-instance bars: one set per region, two instances each, totals as in the
            // result.
            const auto& bars = row->instances()->regionBars();
            QCOMPARE(bars.size(), 3);
            for (int r = 0; r < 3; ++r) {
                QCOMPARE(bars[r]->data()->size(), 2);
                QCOMPARE(sum(bars[r]), double(t.admittedPerRegion[static_cast<std::size_t>(r)]));
            }
        }
        QVERIFY(world->row(0)->title().contains(QStringLiteral("per-region-redis")));
        QVERIFY(inLegend(world->plot(), QStringLiteral("us")));
        QVERIFY(inLegend(world->plot(), QStringLiteral("store round trip, max")));
        // Hover: the exact figures of one bucket.
        const QString tip = world->row(0)->tooltipAt(2.5);
        QVERIFY2(tip.contains(QStringLiteral("us admitted: <b>%1</b>")
                                  .arg(result->topology[0].admittedPerRegionBucket[0][0])),
                 qPrintable(tip));
        QVERIFY(result->series[0].buckets[0].storeRoundTrips > 0);
        QVERIFY2(tip.contains(QStringLiteral("store round trips: <b>%1</b>")
                                  .arg(result->series[0].buckets[0].storeRoundTrips)),
                 qPrintable(tip));
        // One time axis: zooming the lane charts moves the world charts too, and back.
        charts->setTimeRange(30, 60);
        QCOMPARE(world->row(2)->timeRects().back()->axis(QCPAxis::atBottom)->range().lower, 30.0);
        world->row(1)->timeRects().front()->axis(QCPAxis::atBottom)->setRange(10, 20);
        QCOMPARE(charts->row(0)->timeAxis()->range().upper, 20.0);
        charts->tabs()->setCurrentIndex(1);
        QCOMPARE(charts->currentPlot(), world->plot());
        charts->resetZoom();
        charts->replotNow();
        snapshot(ui.window.get(), QStringLiteral("world-tab.png"));
    }

    // Lesson mode: the world tab's totals are the run's final figures, so they wait for the end,
    // and its axes fit what has happened (their heights gave later peaks away).
    void theWorldTabHidesTheFutureInLessonMode()
    {
        UiFixture ui;
        QVERIFY(ui.open(regionsScenario()));
        ChartPanel* charts = ui.window->charts();
        WorldChartView* world = charts->world();
        QVERIFY(world->rowCount() > 0);
        const auto end = fromMillis(ui.window->controller()->result()->durationMs);
        ui.window->horizon()->setHidesFuture(true);
        ui.window->playback()->setCursor(end / 2);
        QVERIFY(world->row(0)->instances()->isHidden());
        QVERIFY(!world->row(0)->instances()->regionBars().front()->visible());
        const std::optional<SimTime> shown = world->latestShownTime();
        QVERIFY(shown && *shown <= end / 2);
        ui.window->playback()->setCursor(end / 50);
        QVERIFY(world->latestShownTime() && *world->latestShownTime() <= end / 50);
        ui.window->playback()->setCursor(end);
        QVERIFY(!world->row(0)->instances()->isHidden());
        QVERIFY(!world->latestShownTime());
        ui.window->horizon()->setHidesFuture(false);
        ui.window->playback()->setCursor(end / 2);
        QVERIFY(!world->row(0)->instances()->isHidden());
        QVERIFY(!world->latestShownTime());
    }

    void storeMemoryIsDrawnAgainstMaxmemory()
    {
        UiFixture ui;
        QVERIFY(ui.open(sourcePath(QStringLiteral("scenarios/distributed-eviction.json"))));
        const auto result = ui.window->controller()->result();
        WorldChartRow* row = ui.window->charts()->world()->row(0);
        QVERIFY(row->memoryGraph());
        QVERIFY(row->maxMemoryLine());
        QCOMPARE(row->maxMemoryLine()->data()->at(0)->value, 1041800.0 / 1024.0);
        const auto& buckets = result->series[0].buckets;
        QCOMPARE(row->memoryGraph()->data()->at(3)->value,
                 double(buckets[3].storeMemoryBytes) / 1024.0);
        QCOMPARE(ui.window->whatIf()->spinBox(QStringLiteral("store.maxmemory_bytes"))->value(),
                 1017); // KiB
    }

    void scenarioWithoutWorldHasNoWorldRows()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        ChartPanel* charts = ui.window->charts();
        QVERIFY(charts->tabs()->isHidden());
        QCOMPARE(charts->world()->rowCount(), 0);
        QCOMPARE(charts->currentPlot(), charts->plot());
        for (const char* path : {"world.instances_per_region", "world.clock_skew_ms",
                                 "store.maxmemory_bytes", "world.store_latency_ms"})
            QVERIFY2(ui.window->whatIf()->slider(QString::fromLatin1(path))->isHidden(), path);
        QVERIFY(!ui.window->whatIf()->slider(QStringLiteral("limit"))->isHidden());
        // After a world scenario, a plain one hides the tab again.
        QVERIFY(ui.open(regionsScenario()));
        QVERIFY(!charts->tabs()->isHidden());
        QVERIFY(ui.open(fixtureScenario()));
        QVERIFY(charts->tabs()->isHidden());
        QCOMPARE(charts->world()->rowCount(), 0);
    }

    void instancesSliderReruns()
    {
        UiFixture ui;
        QVERIFY(ui.open(regionsScenario()));
        QCOMPARE(ui.window->controller()->result()->topology[0].admittedPerInstance.size(),
                 std::size_t(6));
        QSpinBox* instances =
            ui.window->whatIf()->spinBox(QStringLiteral("world.instances_per_region"));
        QVERIFY(instances && !instances->isHidden() && instances->isEnabled());
        QCOMPARE(instances->value(), 2);
        instances->setValue(4);
        QVERIFY(ui.waitForResult());
        QCOMPARE(ui.window->controller()->scenario().world.instancesPerRegion,
                 (std::vector<std::int64_t>{4, 4, 4}));
        const auto result = ui.window->controller()->result();
        QCOMPARE(result->topology[0].admittedPerInstance.size(), std::size_t(12));
        QCOMPARE(ui.window->charts()->world()->row(0)->instances()->regionBars()[1]->data()->size(),
                 4);
        ui.window->controller()->undoStack()->undo();
        QVERIFY(ui.waitForResult());
        QCOMPARE(ui.window->controller()->result()->topology[0].admittedPerInstance.size(),
                 std::size_t(6));
    }

    void skewAndLatencySlidersEditTheWorld()
    {
        UiFixture ui;
        QVERIFY(ui.open(sourcePath(QStringLiteral("scenarios/distributed-clock-skew.json"))));
        WhatIfSliders* whatIf = ui.window->whatIf();
        QCOMPARE(whatIf->spinBox(QStringLiteral("world.clock_skew_ms"))->value(),
                 100); // +50 and -50
        whatIf->spinBox(QStringLiteral("world.clock_skew_ms"))->setValue(40);
        QVERIFY(ui.waitForResult());
        QCOMPARE(ui.window->controller()->scenario().world.clockOffsetsMs,
                 (std::vector<std::int64_t>{20, -20}));
        QDoubleSpinBox* latency = whatIf->doubleSpinBox(QStringLiteral("world.store_latency_ms"));
        QCOMPARE(latency->value(), 0.5);
        latency->setValue(2.25);
        QVERIFY(ui.waitForResult());
        QCOMPARE(ui.window->controller()->scenario().world.storeLatencyMs, 2.25);
        QCOMPARE(ui.window->controller()->undoStack()->count(), 2);
    }

    void overlayShowsTheSecondRunWithItsLabel()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        const auto first = ui.window->controller()->result();
        ui.window->whatIf()->spinBox(QStringLiteral("limit"))->setValue(5);
        QVERIFY(ui.waitForResult());
        ChartPanel* charts = ui.window->charts();
        const QString label = QStringLiteral("live: redis 127.0.0.1:6400");
        charts->setOverlay(first, label);
        QCOMPARE(charts->overlayLabel(), label);
        for (int lane = 0; lane < 3; ++lane) {
            const auto& overlay = charts->row(lane)->overlayPlottables();
            QCOMPARE(overlay.size(), 2);
            QCOMPARE(sum(overlay[0]),
                     double(first->summaries[static_cast<std::size_t>(lane)].admitted));
        }
        QVERIFY(inLegend(charts->plot(), label + QStringLiteral(": admitted")));
        charts->setOverlay(nullptr, QString());
        QVERIFY(charts->row(0)->overlayPlottables().isEmpty());
        // The pin is the same overlay under its own name.
        ui.window->controller()->setPinned(true);
        QVERIFY(inLegend(charts->plot(), QStringLiteral("pinned run: admitted")));

        // With a world, the world charts draw the other run too.
        QVERIFY(ui.open(regionsScenario()));
        const auto regions = ui.window->controller()->result();
        charts->setOverlay(regions, label);
        const auto& worldOverlay = charts->world()->row(0)->overlayPlottables();
        QVERIFY(!worldOverlay.isEmpty());
        QCOMPARE(sum(worldOverlay[0])
                     - worldOverlay[0]->interface1D()->dataMainValue(
                         worldOverlay[0]->interface1D()->dataCount() - 1),
                 double(regions->summaries[0].admitted));
        QVERIFY(
            inLegend(charts->world()->plot(), label + QStringLiteral(": admitted (all regions)")));
    }

    void laneTitleNeverRunsIntoTheBadge_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("1000 px") << 1000;
        QTest::newRow("1600 px") << 1600;
    }

    void laneTitleNeverRunsIntoTheBadge()
    {
        QFETCH(int, width);
        UiFixture ui;
        ui.window->resize(width, 1000);
        QVERIFY(ui.open(regionsScenario()));
        ChartPanel* charts = ui.window->charts();
        charts->replotNow();
        for (int lane = 0; lane < charts->rowCount(); ++lane) {
            LaneChartRow* row = charts->row(lane);
            const QRect title = row->titleTextRect();
            const QRect badge = row->badgeTextRect();
            QVERIFY(!badge.isEmpty());
            QVERIFY2(!title.intersects(badge),
                     qPrintable(QStringLiteral("lane %1: title %2..%3, badge %4..%5")
                                    .arg(lane)
                                    .arg(title.left())
                                    .arg(title.right())
                                    .arg(badge.left())
                                    .arg(badge.right())));
            QVERIFY(title.right() < charts->plot()->width());
            QVERIFY(badge.right() < charts->plot()->width());
        }
        // At 1600 px every title fits beside its badge, unshortened.
        if (width == 1600) {
            for (int lane = 0; lane < charts->rowCount(); ++lane)
                QCOMPARE(charts->row(lane)->titleTextRect().top(),
                         charts->row(lane)->badgeTextRect().top());
        }
        snapshot(ui.window.get(), QStringLiteral("lanes-%1.png").arg(width));
    }
};

QTEST_MAIN(TestWorldCharts)
#include "tst_worldcharts.moc"
