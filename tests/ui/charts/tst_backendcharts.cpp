// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The backend in the desktop lab: the "Backend" tab holds, per lane, the limit against the
// requests in flight, the backend's workers and load, the goodput's p99 latency per bucket and
// the goodput, timed-out, shed and rejected traffic per bucket, each exactly the run's figures;
// scenarios without a backend or an adaptive lane show no such tab; the topology view draws the
// backend's box with its workers busy and its waiting line at the cursor, and none for a world,
// whose regions each have their own copy.
#include "tests/ui/UiFixture.h"

#include "ui/charts/HatchedBars.h"
#include "ui/charts/backend/BackendChartRow.h"
#include "ui/charts/backend/BackendChartView.h"
#include "ui/lesson/LessonMode.h"
#include "ui/playback/PlaybackController.h"
#include "ui/topology/TopologyNodeItem.h"
#include "ui/topology/TopologyScene.h"
#include "ui/topology/TopologyView.h"

#include <QDockWidget>
#include <QFile>
#include <QTabBar>
#include <QTemporaryDir>

#include <qcustomplot.h>

#include <cmath>

using namespace ratelab;
using namespace ratelab::test;

namespace {

QString scenario(const char* name)
{
    return sourcePath(QStringLiteral("scenarios/%1.json").arg(QLatin1String(name)));
}

// A step graph's values, bucket by bucket (the closing point dropped).
std::vector<double> steps(QCPGraph* g)
{
    std::vector<double> v;
    for (int i = 0; i + 1 < g->dataCount(); ++i)
        v.push_back(g->interface1D()->dataMainValue(i));
    return v;
}

std::vector<double> bars(QCPAbstractPlottable* p)
{
    std::vector<double> v;
    for (int i = 0; i < p->interface1D()->dataCount(); ++i)
        v.push_back(p->interface1D()->dataMainValue(i));
    return v;
}

template <typename F>
std::vector<double> column(const LaneSeries& series, F f)
{
    std::vector<double> v;
    for (const SeriesBucket& b : series.buckets)
        v.push_back(static_cast<double>(f(b)));
    return v;
}

// Opens a shipped lesson's scenario and waits until its first step has moved the cursor, so a
// cursor the test sets afterwards stays.
bool openLesson(UiFixture& ui, const char* name)
{
    if (!ui.open(scenario(name)))
        return false;
    const bool active = QTest::qWaitFor([&] { return ui.window->lessonMode()->isActive(); });
    QTest::qWait(100);
    return active;
}

int tabNamed(QTabBar* tabs, const QString& title)
{
    for (int i = 0; i < tabs->count(); ++i)
        if (tabs->tabText(i) == title)
            return i;
    return -1;
}

// Set RATELAB_UI_SNAPSHOTS=DIR to look at what the tests see.
void snapshot(QWidget* w, const QString& name)
{
    const QString dir = qEnvironmentVariable("RATELAB_UI_SNAPSHOTS");
    if (!dir.isEmpty())
        w->grab().save(dir + QLatin1Char('/') + name);
}

} // namespace

class TestBackendCharts : public QObject {
    Q_OBJECT
private slots:
    void backendTabHoldsTheRunsFigures()
    {
        UiFixture ui;
        QVERIFY(openLesson(ui, "slow-dependency"));
        ChartPanel* charts = ui.window->charts();
        const auto result = ui.window->controller()->result();
        const int tab = tabNamed(charts->tabs(), QStringLiteral("Backend"));
        QVERIFY(tab > 0);
        QVERIFY(!charts->tabs()->isHidden());
        QVERIFY(charts->tabs()->isTabVisible(tab));
        charts->tabs()->setCurrentIndex(tab);
        BackendChartView* view = charts->backend();
        QCOMPARE(charts->currentPlot(), view->plot());
        QCOMPARE(view->rowCount(), 2);
        for (int lane = 0; lane < 2; ++lane) {
            const LaneSeries& s = result->series[static_cast<std::size_t>(lane)];
            const LaneSummary& sum = result->summaries[static_cast<std::size_t>(lane)];
            BackendChartRow* row = view->row(lane);
            QCOMPARE(row->lane(), std::size_t(lane));
            // What the clients heard, bottom to top, bucket by bucket.
            const auto& answers = row->answerPlottables();
            QCOMPARE(answers.size(), 4);
            QCOMPARE(bars(answers[0]), column(s, [](const SeriesBucket& b) { return b.goodput; }));
            QCOMPARE(bars(answers[1]), column(s, [](const SeriesBucket& b) { return b.timedOut; }));
            QCOMPARE(bars(answers[2]), column(s, [](const SeriesBucket& b) { return b.shed; }));
            QCOMPARE(bars(answers[3]), column(s, [](const SeriesBucket& b) { return b.rejected; }));
            QVERIFY(dynamic_cast<HatchedBars*>(answers[2])); // shed is a refusal: hatched
            QVERIFY(dynamic_cast<HatchedBars*>(answers[3]));
            QVERIFY(!dynamic_cast<HatchedBars*>(answers[0]));
            // The backend's capacity and load at each bucket's end.
            QCOMPARE(steps(row->workersGraph()),
                     column(s, [](const SeriesBucket& b) { return b.backendWorkers; }));
            QCOMPARE(steps(row->inBackendGraph()), column(s, [](const SeriesBucket& b) {
                         return b.backendBusy + b.backendWaiting;
                     }));
            // p99 latency per bucket: the run's, with a gap where nothing was answered.
            const std::vector<double> p99 = steps(row->p99Graph());
            QCOMPARE(p99.size(), s.buckets.size());
            for (std::size_t i = 0; i < p99.size(); ++i) {
                if (s.buckets[i].goodput > 0)
                    QCOMPARE(p99[i], s.buckets[i].p99LatencyMs);
                else
                    QVERIFY(std::isnan(p99[i]));
            }
            QVERIFY(row->badge().contains(QStringLiteral("goodput %1").arg(sum.goodput)));
        }
        // The rate limit lets the slow dependency time requests out; the concurrency limit holds.
        const LaneSummary& rate = result->summaries[0];
        const LaneSummary& inflight = result->summaries[1];
        QVERIFY(rate.timedOut > 0);
        QVERIFY(inflight.rejected > 0);
        // Only the concurrency lane has a limit on requests in flight to draw.
        QVERIFY(view->row(0)->limitGraph() == nullptr);
        QVERIFY(view->row(0)->inFlightGraph() == nullptr);
        const LaneSeries& gated = result->series[1];
        QCOMPARE(steps(view->row(1)->limitGraph()),
                 column(gated, [](const SeriesBucket& b) { return b.limit; }));
        QCOMPARE(steps(view->row(1)->inFlightGraph()),
                 column(gated, [](const SeriesBucket& b) { return b.levelMax; }));
        const std::vector<double> inFlight = steps(view->row(1)->inFlightGraph());
        QVERIFY(*std::max_element(inFlight.begin(), inFlight.end()) > 0);
        // Hover: the exact figures of one bucket (the slow middle third: 60-120 s).
        const SeriesBucket& b = result->series[0].buckets[7];
        const QString tip = view->row(0)->tooltipAt(75.0);
        QVERIFY2(tip.contains(QStringLiteral("timed out: <b>%1</b>").arg(b.timedOut)),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("<b>%1</b> of <b>%2</b> workers busy")
                                  .arg(b.backendBusy)
                                  .arg(b.backendWorkers)),
                 qPrintable(tip));
        ui.window->resize(1280, 720);
        ui.window->playback()->setCursor(fromMillis(result->durationMs));
        QCoreApplication::processEvents();
        charts->replotNow();
        snapshot(ui.window.get(), QStringLiteral("backend-charts.png"));
    }

    void anAdaptiveLanesLimitMoves()
    {
        UiFixture ui;
        QVERIFY(openLesson(ui, "adaptive-slowdown"));
        const auto result = ui.window->controller()->result();
        BackendChartView* view = ui.window->charts()->backend();
        QCOMPARE(view->rowCount(), 5);
        const LaneSummary& aimd = result->summaries[1];
        QVERIFY(aimd.limitMin < aimd.limitMax);
        const std::vector<double> limit = steps(view->row(1)->limitGraph());
        QCOMPARE(limit, column(result->series[1], [](const SeriesBucket& b) { return b.limit; }));
        QVERIFY(*std::min_element(limit.begin(), limit.end())
                < *std::max_element(limit.begin(), limit.end()));
        QVERIFY(view->row(1)->badge().contains(
            QStringLiteral("limit %1–%2").arg(aimd.limitMin).arg(aimd.limitMax)));
    }

    void noBackendNoTab()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        ChartPanel* charts = ui.window->charts();
        QCOMPARE(charts->backend()->rowCount(), 0);
        QVERIFY(!charts->backend()->hasContent());
        QVERIFY(!charts->tabs()->isTabVisible(tabNamed(charts->tabs(), QStringLiteral("Backend"))));
        QVERIFY(ui.window->topology()->scene()->backendItem() == nullptr);
    }

    void aWorldsBackendHasNoSingleBox()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("world-backend.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": 1, "duration_ms": 10000,
            "world": {"instances_per_region": [1, 1], "region_names": "us, eu"},
            "clients": [{"name": "c", "region": "eu",
                         "arrival": {"kind": "poisson", "rate_per_sec": 20}}],
            "backend": {"workers": 1, "service": {"mean_ms": 50}, "queue_limit": 0},
            "lanes": [{"algorithm": "fixed-window", "limit": 1000}]})");
        file.close();
        UiFixture ui;
        QVERIFY(ui.open(path));
        ChartPanel* charts = ui.window->charts();
        QVERIFY(charts->backend()->hasContent());
        QVERIFY(ui.window->controller()->result()->summaries[0].shed > 0);
        TopologyView* topology = ui.window->topology();
        topology->setLane(0);
        QVERIFY(topology->scene()->backendItem() == nullptr);
    }

    void topologyShowsTheBackendsSaturation()
    {
        UiFixture ui;
        QVERIFY(openLesson(ui, "slow-dependency"));
        const auto result = ui.window->controller()->result();
        TopologyView* topology = ui.window->topology();
        QVERIFY(topology->laneSelector()->isVisibleTo(topology));
        topology->setLane(0);
        // Exploring: the cursor's own bucket shows (lesson mode would show the last one ended).
        ui.window->lessonMode()->setActive(false);
        // The rate-limited lane in the slow middle third: every worker busy, requests waiting.
        ui.window->playback()->setCursor(fromMillis(95'000));
        const SeriesBucket& b = result->series[0].buckets[9];
        QCOMPARE(b.backendBusy, b.backendWorkers);
        QVERIFY(b.backendWaiting > 0);
        TopologyNodeItem* backend = topology->scene()->backendItem();
        QVERIFY(backend);
        QCOMPARE(backend->lines().at(0),
                 QStringLiteral("%1 of %2 workers busy").arg(b.backendBusy).arg(b.backendWorkers));
        QVERIFY2(
            backend->lines().at(1).startsWith(QStringLiteral("%1 waiting").arg(b.backendWaiting)),
            qPrintable(backend->lines().at(1)));
        QCOMPARE(backend->health(), Health::Degraded);
        QVERIFY(backend->toolTip().contains(QStringLiteral("20 workers")));
        // Before the slow-down the same backend keeps up.
        ui.window->playback()->setCursor(fromMillis(15'000));
        const SeriesBucket& calm = result->series[0].buckets[1];
        QCOMPARE(calm.backendWaiting, std::int64_t{0});
        QCOMPARE(backend->lines().at(1).section(QLatin1Char(' '), 0, 0), QStringLiteral("0"));
        QCOMPARE(backend->health(), Health::Healthy);
        ui.window->resize(1280, 720);
        ui.window->playback()->setCursor(fromMillis(95'000));
        for (QWidget* w = topology; w; w = w->parentWidget())
            if (auto* dock = qobject_cast<QDockWidget*>(w))
                dock->raise();
        QCoreApplication::processEvents();
        snapshot(ui.window.get(), QStringLiteral("backend-topology.png"));
    }
};

QTEST_MAIN(TestBackendCharts)
#include "tst_backendcharts.moc"
