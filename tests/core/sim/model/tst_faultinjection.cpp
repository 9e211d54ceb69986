// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// addStoreFault: the one way the GUI adds a store fault to a lane. Checked like a loaded file
// (same messages, the field path of the element), kept in order of start, and several faults of
// one lane all take effect in a run; a fault aimed at one store of a per-region lane fails that
// region's requests only, and a target the lane does not have is refused by name.
#include "core/sim/engine/Simulation.h"
#include "core/sim/model/FaultInjection.h"
#include "tests/support/ScenarioBuilder.h"

#include <QTest>

#include <stdexcept>

using namespace ratelab;
using namespace ratelab::test;

namespace {

// Two regions of one instance; one user in the store's region (0.5 ms away) at 10 requests/s for
// 60 s against 1,000 per minute (never limited), so every rejection is a store fault's.
Scenario twoRegions()
{
    ScenarioBuilder b;
    b.duration(60'000).bucket(1000).seed(5);
    b.scenario().world.instancesPerRegion = {1, 1};
    b.scenario().world.regionNames = "us, eu";
    ClientSpec c = client("us-user", constantArrival(10));
    c.region = "us";
    b.client(c);
    LaneSpec l = lane("shared", AlgorithmKind::FixedWindow, 1000, 60'000, 0, "rl:{user}");
    l.store.failure = FailurePolicy::FailClosed;
    b.lane(l);
    return b.build();
}

QString messageOf(Scenario& s, int lane, const StoreFaultSpec& f)
{
    try {
        addStoreFault(s, lane, f);
    } catch (const std::invalid_argument& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestFaultInjection : public QObject {
    Q_OBJECT

private slots:
    void keepsFaultsInOrderOfStart()
    {
        Scenario s = twoRegions();
        addStoreFault(s, 0, {StoreFaultKind::Slow, 30'000, 5'000, 2000, "", false, ""});
        addStoreFault(s, 0, {StoreFaultKind::Down, 10'000, 5'000, 1000, "", false, ""});
        addStoreFault(s, 0, {StoreFaultKind::Partition, 30'000, 1'000, 1000, "eu", false, ""});
        const auto& faults = s.lanes[0].store.faults;
        QCOMPARE(faults.size(), std::size_t{3});
        QCOMPARE(faults[0].kind, StoreFaultKind::Down);
        QCOMPARE(faults[1].kind, StoreFaultKind::Slow); // equal starts keep the order of adding
        QCOMPARE(faults[2].kind, StoreFaultKind::Partition);
    }

    void refusesWhatCannotRun()
    {
        Scenario s = twoRegions();
        QCOMPARE(
            messageOf(s, 0, {StoreFaultKind::Partition, 0, 1000, 1000, "ap", false, ""}),
            QStringLiteral(
                "lanes[0].store.faults.region: no region named \"ap\"; the regions are us, eu"));
        QCOMPARE(
            messageOf(s, 0, {StoreFaultKind::None, 0, 1000, 1000, "", false, ""}),
            QStringLiteral(
                "lanes[0].store.faults.kind: a listed fault needs a kind (down, slow, partition or failover)"));
        QCOMPARE(messageOf(s, 0, {StoreFaultKind::Down, -1, 1000, 1000, "", false, ""}),
                 QStringLiteral("lanes[0].store.faults.start_ms: must be 0 to 31622400000"));
        QCOMPARE(messageOf(s, 0, {StoreFaultKind::Slow, 0, 1000, 0, "", false, ""}),
                 QStringLiteral("lanes[0].store.faults.slow_percent: must be 1 to 1000000"));
        QCOMPARE(messageOf(s, 3, {StoreFaultKind::Down, 0, 1000, 1000, "", false, ""}),
                 QStringLiteral("lanes[3]: no such lane (the scenario has 1)"));
        s.lanes[0].store.placement = PlacementKind::LocalMemory;
        QCOMPARE(messageOf(s, 0, {StoreFaultKind::Down, 0, 1000, 1000, "", false, ""}),
                 QStringLiteral(
                     "lanes[0].store.faults: a local-memory lane has no shared store to fail"));
        QVERIFY(s.lanes[0].store.faults.empty());
    }

    void aTargetedFaultHitsItsStoreOnly()
    {
        // A Redis per region, a user in each region at 10 requests/s, fail closed: down on eu's
        // store 10-15 s fails eu's 50 requests and none of us's.
        Scenario s = twoRegions();
        ClientSpec eu = client("eu-user", constantArrival(10));
        eu.region = "eu";
        s.clients.push_back(eu);
        s.lanes[0].store.placement = PlacementKind::PerRegionRedis;
        Scenario whole = s;
        addStoreFault(s, 0, {StoreFaultKind::Down, 10'000, 5'000, 1000, "", false, "eu"});
        addStoreFault(whole, 0, {StoreFaultKind::Down, 10'000, 5'000, 1000, "", false, ""});
        const RunResult r = runScenario(s);
        QCOMPARE(r.summaries[0].failedClosed, 50);
        QCOMPARE(r.topology[0].admittedPerRegion, (std::vector<std::int64_t>{600, 550}));
        // Without a target the fault keeps its old meaning: every store of the lane.
        QCOMPARE(runScenario(whole).summaries[0].failedClosed, 100);

        QCOMPARE(messageOf(s, 0, {StoreFaultKind::Down, 0, 1000, 1000, "", false, "ap"}),
                 QStringLiteral("lanes[0].store.faults.store: no store named \"ap\"; the stores "
                                "are us, eu"));
        s.lanes[0].store.placement = PlacementKind::SharedRedis;
        QCOMPARE(messageOf(s, 0, {StoreFaultKind::Down, 0, 1000, 1000, "", false, "eu"}),
                 QStringLiteral("lanes[0].store.faults.store: no store named \"eu\"; a "
                                "shared-redis lane has one store (leave store empty)"));
    }

    void everyFaultOfALaneTakesEffect()
    {
        // Down 10-15 s, the us region cut off 30-32 s, down again 50-51 s: 50 + 20 + 10 requests
        // fail closed; everything else is admitted (one user, far under the limit).
        Scenario s = twoRegions();
        addStoreFault(s, 0, {StoreFaultKind::Down, 50'000, 1'000, 1000, "", false, ""});
        addStoreFault(s, 0, {StoreFaultKind::Partition, 30'000, 2'000, 1000, "us", false, ""});
        addStoreFault(s, 0, {StoreFaultKind::Down, 10'000, 5'000, 1000, "", false, ""});
        const RunResult r = runScenario(s);
        QCOMPARE(r.summaries[0].failedClosed, 80);
        QCOMPARE(r.summaries[0].admitted, 520);
        QCOMPARE(r.summaries[0].errors, 80);
        // The region of a partition must exist when the run starts, too.
        Scenario bad = twoRegions();
        bad.lanes[0].store.faults = {{StoreFaultKind::Down, 0, 1, 1000, "", false, ""},
                                     {StoreFaultKind::Partition, 0, 1, 1000, "mars", false, ""}};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runScenario(bad));
        try {
            runScenario(bad);
        } catch (const std::invalid_argument& e) {
            QCOMPARE(
                QString::fromStdString(e.what()),
                QStringLiteral(
                    "lanes[0].store.faults[1].region: no region named \"mars\"; the regions are us, eu"));
        }
    }
};

QTEST_APPLESS_MAIN(TestFaultInjection)
#include "tst_faultinjection.moc"
