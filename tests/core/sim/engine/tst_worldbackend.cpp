// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The backend in a distributed world: each region has its own copy of the backend and serves the
// requests its region's instances admitted, so a region that gets most of the traffic saturates
// its copy while another region's stays idle (figures recomputed here from the arrivals); a world
// with a backend runs split by lanes as it runs whole; a gate in a world is refused.
#include "core/sim/engine/LaneRunMerge.h"
#include "core/sim/engine/ScenarioValidator.h"
#include "core/sim/engine/Simulation.h"
#include "tests/support/ScenarioBuilder.h"

#include <QtTest>

using namespace ratelab;
using namespace ratelab::test;

namespace {

constexpr std::int64_t kServiceMs = 90;

std::vector<std::int64_t> every(std::int64_t stepMs, std::int64_t untilMs)
{
    std::vector<std::int64_t> times;
    for (std::int64_t t = 0; t < untilMs; t += stepMs)
        times.push_back(t);
    return times;
}

// One worker and no waiting line: a request arriving while the worker is busy is shed.
std::int64_t shedByOneWorker(const std::vector<std::int64_t>& arrivals)
{
    std::int64_t freeAt = 0;
    std::int64_t shed = 0;
    for (const std::int64_t t : arrivals) {
        if (t < freeAt) {
            ++shed;
            continue;
        }
        freeAt = t + kServiceMs;
    }
    return shed;
}

// Two regions of one instance each: "busy" in us calls every 50 ms, "quiet" in eu every 200 ms.
Scenario twoRegions(const std::vector<std::int64_t>& busy, const std::vector<std::int64_t>& quiet)
{
    ScenarioBuilder b;
    b.duration(10'000).bucket(5000).seed(7);
    b.scenario().world.instancesPerRegion = {1, 1};
    b.scenario().world.regionNames = "us, eu";
    ClientSpec heavy = client("busy", traceArrival(busy));
    heavy.region = "us";
    ClientSpec light = client("quiet", traceArrival(quiet));
    light.region = "eu";
    b.client(heavy).client(light);
    LaneSpec l = lane("per region", AlgorithmKind::FixedWindow, 100'000, 60'000, 0, "rl:{user}");
    l.store.placement = PlacementKind::PerRegionRedis;
    b.lane(l);
    Scenario s = b.build();
    s.backend.workers = 1;
    s.backend.service.meanMs = kServiceMs;
    s.backend.queueLimit = 0;
    return s;
}

} // namespace

class TstWorldBackend : public QObject {
    Q_OBJECT

private slots:
    void eachRegionSaturatesItsOwnBackend()
    {
        const std::vector<std::int64_t> busy = every(50, 10'000);
        const std::vector<std::int64_t> quiet = every(200, 10'000);
        const Scenario s = twoRegions(busy, quiet);
        QVERIFY(scenarioProblems(s).empty());
        const RunResult r = runScenario(s);
        const LaneSummary& l = r.summaries.front();
        const auto all = static_cast<std::int64_t>(busy.size() + quiet.size());
        QCOMPARE(l.admitted, all);
        // Every admission waited the same store round trip, so the gaps are the arrivals'.
        const std::int64_t busyShed = shedByOneWorker(busy);
        QCOMPARE(busyShed, std::int64_t{100});
        QCOMPARE(shedByOneWorker(quiet), std::int64_t{0});
        QCOMPARE(l.clients[0].shed, busyShed);
        QCOMPARE(l.clients[0].goodput, static_cast<std::int64_t>(busy.size()) - busyShed);
        QCOMPARE(l.clients[1].shed, std::int64_t{0});
        QCOMPARE(l.clients[1].goodput, static_cast<std::int64_t>(quiet.size()));
        // The lane's figures are the totals over both regions.
        QCOMPARE(l.shed, busyShed);
        QCOMPARE(l.goodput, all - busyShed);
        QCOMPARE(l.timedOut, std::int64_t{0});
        QCOMPARE(l.p99LatencyMs, static_cast<double>(kServiceMs));
        QCOMPARE(r.series.front().buckets.front().backendWorkers, std::int64_t{2});

        // One backend for both (no world) would shed the quiet client's requests as well.
        Scenario one = s;
        one.world = {};
        for (ClientSpec& c : one.clients)
            c.region.clear();
        one.lanes.front().store = {};
        const LaneSummary single = runScenario(one).summaries.front();
        QVERIFY(single.clients[1].shed > 0);
    }

    void aSplitRunMatchesTheWholeRun()
    {
        Scenario s = twoRegions(every(50, 10'000), every(200, 10'000));
        ClientSpec crowd = client("crowd", poissonArrival(40));
        crowd.region = "eu";
        s.clients.push_back(crowd);
        s.lanes.push_back(s.lanes.front());
        s.lanes.back().name = "shared";
        s.lanes.back().store.placement = PlacementKind::SharedRedis;
        s.backend.service.kind = ServiceTimeKind::Exponential;
        s.backend.queueLimit = 3;
        s.backend.timeoutMs = 150;
        QVERIFY(scenarioProblems(s).empty());
        const RunResult whole = runScenario(s);
        QVERIFY(whole.summaries[0].shed > 0 && whole.summaries[0].timedOut > 0);

        std::vector<RunResult> parts;
        const std::vector<std::vector<std::int32_t>> sets{{0}, {1}};
        for (const auto& set : sets) {
            RunEnvironment env;
            env.lanes = set;
            parts.push_back(runScenario(s, env));
        }
        const RunResult merged = mergeLaneRuns(std::move(parts), sets, s.requestLogLimit);
        for (std::size_t l = 0; l < 2; ++l) {
            const LaneSummary& a = merged.summaries[l];
            const LaneSummary& b = whole.summaries[l];
            QCOMPARE(a.shed, b.shed);
            QCOMPARE(a.goodput, b.goodput);
            QCOMPARE(a.timedOut, b.timedOut);
            QCOMPARE(a.p99LatencyMs, b.p99LatencyMs);
            for (std::size_t i = 0; i < b.clients.size(); ++i)
                QCOMPARE(a.clients[i].goodput, b.clients[i].goodput);
            for (std::size_t i = 0; i < whole.series[l].buckets.size(); ++i) {
                const SeriesBucket& x = merged.series[l].buckets[i];
                const SeriesBucket& y = whole.series[l].buckets[i];
                QCOMPARE(x.shed, y.shed);
                QCOMPARE(x.timedOut, y.timedOut);
                QCOMPARE(x.p99LatencyMs, y.p99LatencyMs);
                QCOMPARE(x.backendBusy, y.backendBusy);
            }
        }
        QCOMPARE(runScenario(s).summaries[1].goodput, whole.summaries[1].goodput);
    }

    void aGateInAWorldIsRefused_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<bool>("backend");
        QTest::addColumn<QString>("problem");
        QTest::newRow("concurrency before a backend")
            << static_cast<int>(AlgorithmKind::Concurrency) << true
            << QStringLiteral("lanes[0].algorithm: a concurrency limit in front of the backend "
                              "runs in one process");
        QTest::newRow("aimd") << static_cast<int>(AlgorithmKind::Aimd) << false
                              << QStringLiteral("lanes[0].algorithm: an adaptive limit (aimd) "
                                                "runs in one process");
        QTest::newRow("concurrency, no backend")
            << static_cast<int>(AlgorithmKind::Concurrency) << false << QString();
    }

    void aGateInAWorldIsRefused()
    {
        QFETCH(int, algorithm);
        QFETCH(bool, backend);
        QFETCH(QString, problem);
        Scenario s = twoRegions({0}, {0});
        s.lanes.front().algorithm = static_cast<AlgorithmKind>(algorithm);
        s.lanes.front().params.limit = 10;
        if (!backend)
            s.backend = {};
        const std::vector<ScenarioProblem> problems = scenarioProblems(s);
        if (problem.isEmpty()) {
            QVERIFY(problems.empty());
            return;
        }
        QVERIFY(!problems.empty());
        const ScenarioProblem& p = problems.front();
        QVERIFY2(QString::fromStdString(p.field + ": " + p.what).startsWith(problem),
                 (p.field + ": " + p.what).c_str());
    }
};

QTEST_APPLESS_MAIN(TstWorldBackend)
#include "tst_worldbackend.moc"
