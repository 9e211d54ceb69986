// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// runScenario refuses what cannot run, naming the scenario-file field path.
#include "core/sim/engine/Simulation.h"
#include "tests/support/ScenarioBuilder.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <stdexcept>

using namespace ratelab;
using namespace ratelab::test;

namespace {

Scenario valid()
{
    return ScenarioBuilder()
        .duration(10'000)
        .lane(lane("a", AlgorithmKind::FixedWindow, 10, 1000))
        .lane(lane("b", AlgorithmKind::TokenBucket, 10, 1000))
        .lane(lane("c", AlgorithmKind::SlidingLog, 10, 1000))
        .client(client("c0", poissonArrival(5)))
        .client(client("c1", constantArrival(5)))
        .build();
}

std::string errorOf(const std::function<void(Scenario&)>& edit)
{
    Scenario s = valid();
    edit(s);
    try {
        runScenario(s);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "no error";
}

} // namespace

Q_DECLARE_METATYPE(std::function<void(ratelab::Scenario&)>)

class TestScenarioValidator : public QObject {
    Q_OBJECT
private slots:
    void validRuns()
    {
        QCOMPARE(errorOf([](Scenario&) {}), std::string("no error"));
    }

    void messages_data()
    {
        QTest::addColumn<std::function<void(Scenario&)>>("edit");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, std::function<void(Scenario&)> edit,
                            const char* message) {
            QTest::newRow(name) << edit << QString::fromUtf8(message);
        };
        row(
            "limit", [](Scenario& s) { s.lanes[2].params.limit = 0; },
            "lanes[2].limit: must be at least 1 (got 0)");
        row(
            "window", [](Scenario& s) { s.lanes[0].params.windowMs = -5; },
            "lanes[0].window_ms: must be at least 1 (got -5)");
        row(
            "burst", [](Scenario& s) { s.lanes[1].params.burst = -1; },
            "lanes[1].burst: must be at least 0 (got -1)");
        row(
            "product",
            [](Scenario& s) {
                s.lanes[1].params.limit = 1'000'000'000;
                s.lanes[1].params.windowMs = 100'000'000'000;
            },
            "lanes[1]: limit (or burst) times window must not exceed 2^62");
        row(
            "template", [](Scenario& s) { s.lanes[1].keyTemplate = "{usr}"; },
            "lanes[1].key: unknown placeholder {usr} (known: {user} {api_key} {ip} {tenant} {endpoint} {client} {tier} {path} {method_group} {category} {api_key_hash} {api_key_hash:N})");
        row(
            "match ip",
            [](Scenario& s) {
                RuleSpec rule;
                rule.name = "per-ip";
                rule.match.ip = "!100.64/10";
                s.lanes[1].rules = {rule};
            },
            "lanes[1].rules[0].match.ip: \"100.64/10\" is not an IPv4 address, a range such as "
            "10.0.0.0/8, or \"cgnat\" (100.64.0.0/10)");
        row(
            "category path",
            [](Scenario& s) {
                s.categories = {{"ai", "/API/ai/"}};
            },
            "categories[0].path: \"/API/ai/\" can never match a normalised path; write it as "
            "\"/api/ai\"");
        row(
            "category name",
            [](Scenario& s) {
                s.categories = {{"a i", "/ai"}};
            },
            "categories[0].name: use letters, digits, '-' and '_' only (got \"a i\")");
        row(
            "soft", [](Scenario& s) { s.lanes[0].softLimitFraction = 1.5; },
            "lanes[0].soft_limit: must be from 0 (off) to 1");
        row(
            "lane name", [](Scenario& s) { s.lanes[1].name = "a"; },
            "lanes[1].name: duplicate lane name \"a\" (lanes[0] has it too); lane names must be unique");
        row(
            "empty lane name", [](Scenario& s) { s.lanes[0].name.clear(); },
            "lanes[0].name: must not be empty");
        row(
            "no lanes", [](Scenario& s) { s.lanes.clear(); }, "lanes: at least one lane is needed");
        row(
            "duration", [](Scenario& s) { s.durationMs = 0; },
            "duration_ms: must be at least 1 (got 0)");
        row(
            "bucket", [](Scenario& s) { s.bucketMs = 0; }, "bucket_ms: must be at least 1 (got 0)");
        row(
            "buckets",
            [](Scenario& s) {
                s.durationMs = 366LL * 24 * 3600 * 1000;
                s.bucketMs = 1;
            },
            "bucket_ms: expected at least 3163 (milliseconds) so that duration_ms / bucket_ms stays within "
            "10000000 chart buckets, got 1");
        row(
            "log", [](Scenario& s) { s.requestLogLimit = -1; },
            "request_log_limit: must be at least 0 (got -1)");
        row(
            "rate", [](Scenario& s) { s.clients[0].arrival.ratePerSec = 0; },
            "clients[0].arrival.rate_per_sec: must be a number from 0.001 to 1e9 (requests per second)");
        row(
            "nan rate", [](Scenario& s) { s.clients[1].arrival.ratePerSec = std::nan(""); },
            "clients[1].arrival.rate_per_sec: must be a number from 0.001 to 1e9 (requests per second)");
        row(
            "count", [](Scenario& s) { s.clients[1].count = 0; },
            "clients[1].count: must be at least 1 (got 0)");
        row(
            "cost", [](Scenario& s) { s.clients[0].cost = 0; },
            "clients[0].cost: must be at least 1 (got 0)");
        row(
            "client name", [](Scenario& s) { s.clients[0].name.clear(); },
            "clients[0].name: must not be empty");
        row(
            "end before start",
            [](Scenario& s) {
                s.clients[0].arrival.startMs = 500;
                s.clients[0].arrival.endMs = 100;
            },
            "clients[0].arrival.end_ms: expected -1 (until the run ends) or a time after start_ms (500), got 100");
        row(
            "on", [](Scenario& s) { s.clients[0].arrival = onOffArrival(5, 0, 10); },
            "clients[0].arrival.on_ms: must be at least 1 (got 0)");
        row(
            "period", [](Scenario& s) { s.clients[0].arrival = diurnalArrival(5, 10, 0); },
            "clients[0].arrival.period_ms: must be at least 1 (got 0)");
        row(
            "peak", [](Scenario& s) { s.clients[0].arrival = diurnalArrival(5, -1, 1000); },
            "clients[0].arrival.peak_rate_per_sec: must be a number from 0 to 1e9 (requests per second)");
        row(
            "spread", [](Scenario& s) { s.clients[1].arrival = boundaryAttack(0, 1001); },
            "clients[1].arrival.spread_ms: must be at most 1000 (got 1001)");
        row(
            "attack overlap",
            [](Scenario& s) { s.clients[1].arrival = boundaryAttack(0, 800, 0, 1000); },
            "clients[1].arrival.repeat_every_ms: attacks would overlap: rounded up to whole windows it must be "
            "at least 2 * spread_ms");
        row(
            "burst overlap",
            [](Scenario& s) { s.clients[1].arrival = burstArrival(10, 0, 100, 900); },
            "clients[1].arrival.repeat_every_ms: must be longer than one burst ((count - 1) * spacing_ms = 900)");
        row(
            "trace",
            [](Scenario& s) {
                s.clients[1].arrival = traceArrival({1, -2});
            },
            "clients[1].arrival.times_ms[1]: must be at least 0 (got -2)");
        row(
            "retries", [](Scenario& s) { s.clients[0].retry.maxAttempts = -1; },
            "clients[0].retry.max_attempts: must be at least 0 (got -1)");
        row(
            "cap", [](Scenario& s) { s.clients[0].retry.capMs = -1; },
            "clients[0].retry.cap_ms: must be at least 0 (got -1)");
    }

    // The world and each lane's store are checked by the same one check, with the file's names;
    // each boundary value either runs or is refused naming its field.
    void storeRules_data()
    {
        QTest::addColumn<std::function<void(Scenario&)>>("edit");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, std::function<void(Scenario&)> edit,
                            const char* message) {
            QTest::newRow(name) << edit << QString::fromUtf8(message);
        };
        const auto synced = [](int headroom) {
            return [headroom](Scenario& s) {
                s.lanes[0].store.placement = PlacementKind::PerRegionSynced;
                s.lanes[0].store.headroomPercent = headroom;
            };
        };
        row("headroom 0", synced(0), "no error");
        row("headroom 99", synced(99), "no error");
        row("headroom 100", synced(100),
            "lanes[0].store.headroom_percent: must be at most 99 (got 100)");
        row("headroom -1", synced(-1),
            "lanes[0].store.headroom_percent: must be at least 0 (got -1)");
        row(
            "synced sync",
            [](Scenario& s) {
                s.lanes[0].store.placement = PlacementKind::PerRegionSynced;
                s.lanes[0].store.syncIntervalMs = 0;
            },
            "lanes[0].store.sync_interval_ms: must be above 0");
        row(
            "synced algorithm",
            [](Scenario& s) {
                s.lanes[0].store.placement = PlacementKind::PerRegionSynced;
                s.lanes[0].algorithm = AlgorithmKind::SlidingLog;
            },
            "lanes[0].store.placement: per-region-synced counts fixed windows only");
        row(
            "memcached algorithm",
            [](Scenario& s) {
                s.lanes[0].store.placement = PlacementKind::Memcached;
                s.lanes[0].algorithm = AlgorithmKind::TokenBucket;
            },
            "lanes[0].store.placement: memcached supports only fixed-window (INCR with a TTL; no scripts, no "
            "sorted sets)");
        row(
            "memcached exec",
            [](Scenario& s) {
                s.lanes[0].store.placement = PlacementKind::Memcached;
                s.lanes[0].store.atomicity = AtomicityMode::MultiExec;
            },
            "lanes[0].store.atomicity: memcached has no MULTI/EXEC (use lua for its atomic INCR, or get-then-set)");
        row(
            "memcached fixed",
            [](Scenario& s) { s.lanes[0].store.placement = PlacementKind::Memcached; }, "no error");
        row(
            "shards",
            [](Scenario& s) {
                s.lanes[0].store.placement = PlacementKind::RedisCluster;
                s.lanes[0].store.clusterShards = 0;
            },
            "lanes[0].store.cluster_shards: must be at least 1 (got 0)");
        row(
            "ttl", [](Scenario& s) { s.lanes[0].store.ttlFactor = 0; },
            "lanes[0].store.ttl_factor: must be above 0");
        row(
            "timeout", [](Scenario& s) { s.lanes[0].store.timeoutMs = 0; },
            "lanes[0].store.timeout_ms: must be above 0");
        row(
            "primary", [](Scenario& s) { s.lanes[0].store.primaryRegion = "mars"; },
            "lanes[0].store.primary_region: no region named \"mars\"");
        row(
            "instances 1000",
            [](Scenario& s) {
                s.world = {};
                s.world.instancesPerRegion = {1000};
            },
            "no error");
        row(
            "instances 1001",
            [](Scenario& s) {
                s.world = {};
                s.world.instancesPerRegion = {1001};
            },
            "world.instances_per_region[0]: must be 1 to 1000");
        row(
            "fault region",
            [](Scenario& s) {
                s.lanes[0].store.faults = {
                    {StoreFaultKind::Partition, 0, 1, 1000, "mars", false, ""}};
            },
            "lanes[0].store.faults[0].region: no region named \"mars\"; the regions are us, eu");
        row(
            "local fault",
            [](Scenario& s) {
                s.lanes[0].store.placement = PlacementKind::LocalMemory;
                s.lanes[0].store.faults = {{StoreFaultKind::Down, 0, 1, 1000, "", false, ""}};
            },
            "lanes[0].store.faults: a local-memory lane has no shared store to fail");
    }

    void storeRules()
    {
        QFETCH(std::function<void(Scenario&)>, edit);
        QFETCH(QString, message);
        Scenario s = valid();
        s.durationMs = 2000;
        s.world.instancesPerRegion = {1, 1};
        s.world.regionNames = "us, eu";
        edit(s);
        std::string error = "no error";
        try {
            runScenario(s);
        } catch (const std::invalid_argument& e) {
            error = e.what();
        }
        QCOMPARE(QString::fromStdString(error), message);
    }

    void messages()
    {
        QFETCH(std::function<void(Scenario&)>, edit);
        QFETCH(QString, message);
        QCOMPARE(QString::fromStdString(errorOf(edit)), message);
    }
};

QTEST_APPLESS_MAIN(TestScenarioValidator)
#include "tst_scenariovalidator.moc"
