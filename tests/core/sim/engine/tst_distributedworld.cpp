// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The distributed world wired into the engine: scenarios with a "world" route requests through
// load balancers to instances with their own clocks and decide on the lane's placement. These
// tests build scenarios in code; the lessons in scenarios/distributed-*.json are asserted in
// tests/scenarios.
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/engine/Simulation.h"
#include "core/sim/model/RunMetrics.h"
#include "tests/support/ScenarioBuilder.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <stdexcept>

using namespace ratelab;
using namespace ratelab::test;

namespace {

LaneSpec storeLane(const std::string& name, PlacementKind placement, std::int64_t limit = 100,
                   std::int64_t windowMs = 60'000)
{
    LaneSpec l = lane(name, AlgorithmKind::FixedWindow, limit, windowMs, 0, "rl:{user}");
    l.store.placement = placement;
    return l;
}

// Three regions of two instances, one user calling from each at 5 requests/s for 3 minutes.
Scenario threeRegions()
{
    ScenarioBuilder b;
    b.duration(180'000).bucket(60'000).seed(3);
    b.scenario().world.instancesPerRegion = {2, 2, 2};
    b.scenario().world.regionNames = "us, eu, ap";
    for (const char* region : {"us", "eu", "ap"}) {
        ClientSpec c = client(std::string("user-") + region, constantArrival(5));
        c.identity.user = "alice";
        c.region = region;
        b.client(c);
    }
    b.lane(storeLane("per region", PlacementKind::PerRegionRedis));
    b.lane(storeLane("shared", PlacementKind::SharedRedis));
    b.lane(storeLane("local", PlacementKind::LocalMemory));
    return b.build();
}

// Everything at once: random balancers, skewed and drifting clocks with a step, a cache over
// maxmemory with LFU eviction, an outage with a breaker and a local fallback, a failover.
Scenario everything()
{
    Scenario s = threeRegions();
    s.world.balancer = BalancerKind::Random;
    s.world.clockOffsetsMs = {30, -20, 0, 5, -50, 50};
    s.world.clockDriftPpm = {100, -100};
    s.world.clockStep = {1, 20'000, -2000};
    s.lanes[0].store.maxMemoryBytes = 939'400 + 64 * 1024;
    s.lanes[0].store.eviction = EvictionPolicy::AllKeysLfu;
    s.lanes[0].store.cache = {500, 512, 0};
    s.lanes[1].store.failure = FailurePolicy::LocalFallback;
    s.lanes[1].store.breakerFailures = 3;
    s.lanes[1].store.faults = {{StoreFaultKind::Down, 30'000, 30'000, 1000, "", false, ""}};
    LaneSpec failover = storeLane("failover", PlacementKind::SharedRedis);
    failover.algorithm = AlgorithmKind::SlidingCounter;
    failover.store.faults = {{StoreFaultKind::Failover, 90'000, 2'000, 1000, "", false, ""}};
    failover.store.replicaLagMs = 500;
    s.lanes.push_back(failover);
    return s;
}

} // namespace

class TestDistributedWorld : public QObject {
    Q_OBJECT
private slots:
    void redisStateBytesAreTheStoresBytesForTheLanesKeys()
    {
        // Five users on a fixed window in the shared Redis: state_bytes is what the server holds
        // for their five hashes (RedisMemoryModel's price of the twin's keys), the same for
        // each; with a TTL shorter than the quiet end of the run, nothing is left.
        auto run = [](double ttlFactor) {
            ScenarioBuilder b;
            b.duration(20'000).seed(2);
            b.scenario().world.instancesPerRegion = {2};
            ClientSpec c = client("user-{i}", constantArrival(2, 0, 5000));
            c.count = 5;
            c.identity.user = "u{i}";
            b.client(c);
            LaneSpec l = storeLane("shared", PlacementKind::SharedRedis, 10, 1000);
            l.store.ttlFactor = ttlFactor;
            b.lane(l);
            b.lane(storeLane("local", PlacementKind::LocalMemory, 10, 1000));
            return runScenario(b.build());
        };
        const RunResult kept = run(100.0);
        const LaneSummary& shared = kept.summaries[0];
        QCOMPARE(shared.keys, std::int64_t{5});
        QCOMPARE(shared.stateKeys, std::int64_t{5});
        QVERIFY(shared.stateBytes > 0);
        QCOMPARE(shared.stateBytes % 5, std::int64_t{0}); // "rl:u0" .. "rl:u4": one size
        const std::int64_t one = shared.stateBytes / 5;
        QVERIFY2(one > 60 && one < 200, qPrintable(QString::number(one)));
        const auto* perKey = findMetric(summaryMetrics(), "state_bytes_per_key");
        QVERIFY(perKey);
        QCOMPARE(perKey->read(shared).real, static_cast<double>(one));
        // Local memory counts the engine's own state, every key it has seen.
        QCOMPARE(kept.summaries[1].stateKeys, kept.summaries[1].keys);
        const LaneSummary expired = run(2.0).summaries[0];
        QCOMPARE(expired.keys, std::int64_t{5});
        QCOMPARE(expired.stateKeys, std::int64_t{0});
        QCOMPARE(expired.stateBytes, std::int64_t{0});
        QCOMPARE(perKey->read(expired).real, 0.0);
    }

    void setOnCreateTtlLosesThePreviousWindowEarly()
    {
        // Rule 9 for real. alice calls once at 0 ms, spends the rest of her 10 at 900 ms, then
        // sends 30, one every 10 ms from 1000 ms. The sliding counter's per-window keys in Redis
        // have a TTL of 1.2 windows. Refreshed on every write, window 0's key lives until
        // 900 + 1200 ms and keeps weighing her 10 through window 1; set when the key is created
        // (INCR, then EXPIRE if 1) it dies at 1200 ms, in the middle of window 1, and the counter
        // forgets the 10 while they still count. With a TTL of two windows the idiom no longer
        // matters.
        auto run = [](double ttlFactor, TtlIdiom idiom) {
            ScenarioBuilder b;
            b.duration(2000).bucket(1000).seed(5);
            b.scenario().world.instancesPerRegion = {1};
            for (ClientSpec c :
                 {client("first", burstArrival(1, 0)), client("spend", burstArrival(9, 900)),
                  client("later", burstArrival(30, 1000, 10))}) {
                c.identity.user = "alice";
                b.client(c);
            }
            LaneSpec l = storeLane("counter", PlacementKind::SharedRedis, 10, 1000);
            l.algorithm = AlgorithmKind::SlidingCounter;
            l.store.ttlFactor = ttlFactor;
            l.store.ttlIdiom = idiom;
            b.lane(l);
            return runScenario(b.build()).summaries[0];
        };
        const LaneSummary refresh = run(1.2, TtlIdiom::Refresh);
        const LaneSummary create = run(1.2, TtlIdiom::SetOnCreate);
        QVERIFY2(create.admitted > refresh.admitted,
                 qPrintable(QStringLiteral("%1 vs %2").arg(create.admitted).arg(refresh.admitted)));
        QVERIFY2(create.maxAdmittedAnyWindow > refresh.maxAdmittedAnyWindow,
                 qPrintable(QStringLiteral("%1 vs %2")
                                .arg(create.maxAdmittedAnyWindow)
                                .arg(refresh.maxAdmittedAnyWindow)));
        QCOMPARE(run(2.0, TtlIdiom::SetOnCreate).admitted, run(2.0, TtlIdiom::Refresh).admitted);
    }

    void localFallbackKeepsTwoInstancesLimitPerWindow()
    {
        // scenarios/distributed-outage.json's local-fallback lane: 40 requests/s on two
        // instances, 10 per second each, the shared Redis down from 10 s to 40 s, a breaker,
        // and a one-second timeout. A request that waited out the timeout is decided with the
        // clock of the moment it falls back, so each aligned second admits at most 2 x 10.
        ScenarioBuilder b;
        b.duration(60'000).bucket(1000).seed(1);
        b.scenario().world.instancesPerRegion = {2};
        ClientSpec c = client("app", constantArrival(40));
        c.identity.user = "alice";
        b.client(c);
        LaneSpec l = storeLane("local fallback", PlacementKind::SharedRedis, 10, 1000);
        l.store.failure = FailurePolicy::LocalFallback;
        l.store.breakerFailures = 5;
        l.store.breakerCoolDownMs = 5000;
        l.store.faults = {{StoreFaultKind::Down, 10'000, 30'000, 1000, "", false, ""}};
        b.lane(l);
        const RunResult r = runScenario(b.build());
        std::map<std::int64_t, std::int64_t> perSecond;
        std::int64_t during = 0;
        for (const RequestRecord& q : r.requests) {
            if (q.decision.allowed)
                ++perSecond[q.time / kMicrosPerSecond];
            // While the store is down every decision is the fallback's, on the clock of the
            // moment it decides (the instances' clocks are true time here), not of the send.
            if (q.time >= 11 * kMicrosPerSecond && q.time < 40 * kMicrosPerSecond) {
                QCOMPARE(q.clockMs, q.time / kMicrosPerMilli);
                ++during;
            }
        }
        QVERIFY(during > 1000);
        QVERIFY(r.topology[0].fallbackDecisions > 1000);
        for (const auto& [second, admitted] : perSecond)
            QVERIFY2(second < 11 || second > 40 || admitted <= 20,
                     qPrintable(QStringLiteral("second %1 admitted %2").arg(second).arg(admitted)));
        // During the outage each second admits exactly the two instances' limits.
        QCOMPARE(perSecond[20], std::int64_t{20});
        QVERIFY(r.summaries[0].maxAdmittedAnyWindow <= 2 * 2 * 10);
    }

    void noWorldNoTopology()
    {
        Scenario s = threeRegions();
        s.world = {};
        const RunResult r = runScenario(s);
        QVERIFY(r.topology.empty());
        // Without a world every lane decides in process: the store settings are ignored.
        QCOMPARE(r.summaries[0].admitted, 300);
        QCOMPARE(r.series[0].buckets[0].storeMemoryBytes, 0);
    }

    void regionsEnforcingLocallyAdmitThreeTimesTheLimit()
    {
        const RunResult r = runScenario(threeRegions());
        QCOMPARE(r.topology.size(), std::size_t{3});
        const LaneTopologyTotals& perRegion = r.topology[0];
        QCOMPARE(perRegion.regionNames, (std::vector<std::string>{"us", "eu", "ap"}));
        QCOMPARE(perRegion.admittedPerRegion, (std::vector<std::int64_t>{300, 300, 300}));
        QCOMPARE(perRegion.admittedPerRegionBucket[1], (std::vector<std::int64_t>{100, 100, 100}));
        QCOMPARE(r.summaries[0].admitted, 900);
        // Round robin over two instances per region: each instance takes half of its region's.
        QCOMPARE(perRegion.admittedPerInstance,
                 (std::vector<std::int64_t>{150, 150, 150, 150, 150, 150}));
        QCOMPARE(r.summaries[1].admitted, 300);
        // Local memory: six instances, each enforcing 100 per minute on 2.5 requests/s (150 a
        // minute).
        QCOMPARE(r.summaries[2].admitted, 6 * 300);
        QVERIFY(r.series[1].buckets[0].storeMemoryBytes > 939'400);
    }

    // A region of a per-region-synced lane answers with the headers a fixed window on its share
    // would send: before any sync a region may use 85 of 100 (15 % headroom), so the first
    // request leaves 84, reset at the minute's end; a rejection says when that reset comes.
    void perRegionSyncedAnswersLikeARegionalFixedWindow()
    {
        Scenario s = threeRegions();
        LaneSpec synced = storeLane("synced", PlacementKind::PerRegionSynced);
        synced.store.syncIntervalMs = 5000;
        synced.store.headroomPercent = 15;
        s.lanes = {synced};
        const RunResult r = runScenario(s);
        QVERIFY(!r.requests.empty());
        const RequestRecord& first = r.requests.front();
        QCOMPARE(first.decision.remaining, 84);
        QCOMPARE(first.decision.resetMs, 60'000);
        const auto isRejected = [](const RequestRecord& q) { return !q.decision.allowed; };
        const auto rejected = std::find_if(r.requests.begin(), r.requests.end(), isRejected);
        QVERIFY(rejected != r.requests.end());
        QVERIFY(rejected->decision.retryAfterMs > 0);
        QCOMPARE(rejected->decision.retryAfterMs, rejected->decision.resetMs - rejected->clockMs);
    }

    // The structured dialect's `t` from every place a lane's limiter can decide: an instance's
    // memory, the simulated Redis running the script, GET then SET, MULTI/EXEC, a region's own
    // Redis, a Cluster shard, a SQL upsert, memcached. One client on one instance, 8 requests a
    // second, 125 ms apart (nothing races or overtakes): each record is what the algorithm itself
    // answers at that clock, window included. Asked by no other dialect, the window stays -1.
    void structuredWindowFromEveryStore_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("placement");
        QTest::addColumn<int>("atomicity");
        const auto row = [](const char* name, AlgorithmKind a, PlacementKind p, AtomicityMode m) {
            QTest::newRow(name) << int(a) << int(p) << int(m);
        };
        const auto bucket = AlgorithmKind::TokenBucket;
        const auto lua = AtomicityMode::LuaScript;
        row("local memory", bucket, PlacementKind::LocalMemory, lua);
        row("shared, script", bucket, PlacementKind::SharedRedis, lua);
        row("shared, get-set", bucket, PlacementKind::SharedRedis, AtomicityMode::GetThenSet);
        row("shared, multi-exec", bucket, PlacementKind::SharedRedis, AtomicityMode::MultiExec);
        row("per region", AlgorithmKind::SlidingLog, PlacementKind::PerRegionRedis, lua);
        row("cluster", AlgorithmKind::SlidingCounter, PlacementKind::RedisCluster, lua);
        row("sql", AlgorithmKind::Gcra, PlacementKind::SqlDatabase, lua);
        row("memcached", AlgorithmKind::FixedWindow, PlacementKind::Memcached, lua);
    }
    void structuredWindowFromEveryStore()
    {
        QFETCH(int, algorithm);
        QFETCH(int, placement);
        QFETCH(int, atomicity);
        LaneSpec l = lane("lane", static_cast<AlgorithmKind>(algorithm), 5, 2000, 0, "rl:{user}");
        l.headers = HeaderDialect::Structured;
        l.store.placement = static_cast<PlacementKind>(placement);
        l.store.atomicity = static_cast<AtomicityMode>(atomicity);
        ScenarioBuilder b;
        b.duration(20'000).bucket(1000).seed(2).lane(l).client(client("c", constantArrival(8)));
        b.scenario().world.instancesPerRegion = {1};
        const RunResult r = runScenario(b.build());
        QCOMPARE(r.summaries[0].errors, std::int64_t(0));
        const auto alg = makeAlgorithm(l.algorithm, l.params);
        KeyState state;
        std::int64_t refused = 0;
        for (const RequestRecord& rec : r.requests) {
            DecideInput in{rec.clockMs, rec.cost, 0};
            in.effectiveWindow = true;
            const Decision want = alg->decideForResponse(state, in);
            QCOMPARE(rec.decision.allowed, want.allowed);
            QCOMPARE(rec.decision.remaining, want.remaining);
            QCOMPARE(rec.decision.effectiveWindowSeconds, want.effectiveWindowSeconds);
            refused += want.allowed ? 0 : 1;
        }
        QVERIFY(r.requests.size() > 150 && refused > 50);

        b.scenario().lanes[0].headers = HeaderDialect::Draft07;
        for (const RequestRecord& rec : runScenario(b.build()).requests)
            QCOMPARE(rec.decision.effectiveWindowSeconds, -1);
    }

    // A region's synced share is a fixed window of its own: spent, it waits for the window's end.
    void perRegionSyncedWindowIsItsWindowsEnd()
    {
        Scenario s = threeRegions();
        LaneSpec synced = storeLane("synced", PlacementKind::PerRegionSynced);
        synced.headers = HeaderDialect::Structured;
        s.lanes = {synced};
        const RunResult r = runScenario(s);
        QVERIFY(!r.requests.empty());
        for (const RequestRecord& rec : r.requests)
            QCOMPARE(rec.decision.effectiveWindowSeconds,
                     delaySeconds(rec.decision.resetMs - rec.clockMs));
    }

    void sameSeedSameRunWithEverythingOn()
    {
        const RunResult a = runScenario(everything());
        const RunResult b = runScenario(everything());
        QCOMPARE(a.events, b.events);
        for (std::size_t l = 0; l < a.summaries.size(); ++l) {
            QCOMPARE(a.summaries[l].admitted, b.summaries[l].admitted);
            QCOMPARE(a.summaries[l].failedOpen, b.summaries[l].failedOpen);
            QCOMPARE(a.summaries[l].errors, b.summaries[l].errors);
            QCOMPARE(a.topology[l].admittedPerInstance, b.topology[l].admittedPerInstance);
            QCOMPARE(a.topology[l].evictions, b.topology[l].evictions);
            for (std::size_t i = 0; i < a.series[l].buckets.size(); ++i)
                QCOMPARE(a.series[l].buckets[i].storeMemoryBytes,
                         b.series[l].buckets[i].storeMemoryBytes);
        }
        QCOMPARE(a.requests.size(), b.requests.size());
        for (std::size_t i = 0; i < a.requests.size(); ++i) {
            QCOMPARE(a.requests[i].time, b.requests[i].time);
            QCOMPARE(a.requests[i].decision.allowed, b.requests[i].decision.allowed);
        }
        // And the features did something.
        QVERIFY(a.topology[0].evictions > 0);
        QVERIFY(a.topology[1].fallbackDecisions > 0);
        QVERIFY(a.topology[1].shortCircuited > 0);
        QVERIFY(a.summaries[1].errors > 0);
        const RunResult other = [] {
            Scenario s = everything();
            s.seed = 4;
            return runScenario(s);
        }();
        QVERIFY(other.events != a.events || other.requests.front().time != a.requests.front().time
                || other.topology[0].evictions != a.topology[0].evictions);
    }

    void recordsTheDecidingInstanceItsClockAndTheRoundTrip()
    {
        // One region of two instances, +50 ms and -50 ms; one request a second for 4 s.
        ScenarioBuilder b;
        b.duration(4000).bucket(1000).seed(1);
        b.scenario().world.instancesPerRegion = {2};
        b.scenario().world.clockOffsetsMs = {50, -50};
        b.client(client("c", constantArrival(1)));
        b.lane(storeLane("instance clock", PlacementKind::SharedRedis, 10, 1000));
        LaneSpec storeTime = storeLane("store TIME", PlacementKind::SharedRedis, 10, 1000);
        storeTime.store.clock = ClockSource::StoreTime;
        b.lane(storeTime);
        b.lane(storeLane("local", PlacementKind::LocalMemory, 10, 1000));
        const RunResult r = runScenario(b.build());
        std::vector<std::int32_t> instances;
        std::vector<std::int64_t> clocks;
        for (const RequestRecord& rec : r.requests) {
            instances.push_back(rec.instance);
            clocks.push_back(rec.clockMs);
        }
        // Lanes in order per request time; the Redis lanes' records come 1 ms later (the round
        // trip).
        QCOMPARE(instances, (std::vector<std::int32_t>{0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1}));
        QCOMPARE(clocks, (std::vector<std::int64_t>{50, 50, 0, 950, 950, 1000, 2050, 2050, 2000,
                                                    2950, 2950, 3000}));
        // 0.5 ms each way and 30 µs of script: one round trip of 1,030 µs per bucket.
        const SeriesBucket& bucket = r.series[0].buckets[2];
        QCOMPARE(bucket.storeRoundTrips, 1);
        QCOMPARE(bucket.storeRoundTripUsTotal, 1030);
        QCOMPARE(bucket.storeRoundTripUsMax, 1030);
        QCOMPARE(bucket.storeRoundTripMsMean(), 1.03);
        QCOMPARE(r.series[2].buckets[2].storeRoundTrips, 0); // local memory: no network
        // Without a world: no instance, the lane's clock.
        Scenario plain = b.build();
        plain.world = {};
        const RunResult p = runScenario(plain);
        QCOMPARE(p.requests[1].instance, -1);
        QCOMPARE(p.requests[3].clockMs, 1000);
    }

    void partitionCutsOneRegionOff()
    {
        // eu cannot reach the shared Redis in us for 60 s: its requests fail closed, the others go
        // on.
        Scenario s = threeRegions();
        s.lanes.resize(2);
        s.lanes[1].store.failure = FailurePolicy::FailClosed;
        s.lanes[1].store.faults = {
            {StoreFaultKind::Partition, 60'000, 60'000, 1000, "eu", false, ""}};
        const RunResult r = runScenario(s);
        const LaneSummary& shared = r.summaries[1];
        // 5 requests/s from eu for 60 s, each refused after the 500 ms connect timeout.
        QCOMPARE(shared.failedClosed, 300);
        QCOMPARE(shared.errors, 300);
        QCOMPARE(shared.failedOpen, 0);
        // The minute of the partition is shared by us and ap only: eu admitted nothing then.
        QCOMPARE(r.topology[1].admittedPerRegionBucket[1][1], 0);
        QCOMPARE(r.topology[1].admittedPerRegionBucket[0][1]
                     + r.topology[1].admittedPerRegionBucket[2][1],
                 100);
    }

    void failoverLosesUnreplicatedWrites()
    {
        Scenario s = threeRegions();
        s.lanes.resize(2);
        // The count reaches 100 at about 6.7 s; the failover at 3 s loses the writes of [2 s, 3 s).
        s.lanes[1].store.replicaLagMs = 1000;
        s.lanes[1].store.failure = FailurePolicy::FailClosed;
        s.lanes[1].store.faults = {{StoreFaultKind::Failover, 3'000, 1'000, 1000, "", false, ""}};
        const RunResult r = runScenario(s);
        QVERIFY(r.topology[1].lostWrites > 0);
        // The promoted replica forgot a second of counts (15 requests at 15/s): window 0 admits
        // 115, and 300 + 15 in all; the second of switch-over fails closed.
        QCOMPARE(r.summaries[1].admitted, 315);
        QCOMPARE(r.summaries[1].failedClosed, 15);
        QCOMPARE(r.summaries[1].maxAdmittedAnyWindow, 132);
    }

    void badWorldFieldsNameTheField_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("message");
        QTest::newRow("client region") << 0 << "clients[0].region: no region named \"mars\"";
        QTest::newRow("instances") << 1 << "world.instances_per_region[1]: must be 1 to 1000";
        QTest::newRow("names") << 2 << "world.region_names: 4 names for 3 regions";
        QTest::newRow("clock offsets")
            << 3 << "world.clock_offsets_ms: more entries than the 6 instances";
        QTest::newRow("memcached") << 4 << "lanes[0].store.";
        QTest::newRow("synced")
            << 5 << "lanes[0].store.placement: per-region-synced counts fixed windows only";
        QTest::newRow("primary") << 6 << "lanes[0].store.primary_region: no region named \"mars\"";
        QTest::newRow("step") << 7 << "world.clock_step.instance: must be 0 to 5";
    }
    void badWorldFieldsNameTheField()
    {
        QFETCH(int, which);
        QFETCH(QString, message);
        Scenario s = threeRegions();
        switch (which) {
        case 0:
            s.clients[0].region = "mars";
            break;
        case 1:
            s.world.instancesPerRegion[1] = 0;
            break;
        case 2:
            s.world.regionNames = "a, b, c, d";
            break;
        case 3:
            s.world.clockOffsetsMs.assign(7, 1);
            break;
        case 4:
            s.lanes[0].algorithm = AlgorithmKind::TokenBucket;
            s.lanes[0].store.placement = PlacementKind::Memcached;
            break;
        case 5:
            s.lanes[0].algorithm = AlgorithmKind::SlidingLog;
            s.lanes[0].store.placement = PlacementKind::PerRegionSynced;
            break;
        case 6:
            s.lanes[0].store.primaryRegion = "mars";
            break;
        case 7:
            s.world.clockStep = {6, 10, -5};
            break;
        }
        try {
            runScenario(s);
            QFAIL("the scenario ran");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QString::fromStdString(e.what()).startsWith(message), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestDistributedWorld)
#include "tst_distributedworld.moc"
