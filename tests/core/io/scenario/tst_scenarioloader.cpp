// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every validation error path of the scenario loader, one row per kind, with the exact message.
#include "core/io/scenario/ScenarioLoader.h"

#include "tests/support/TestPaths.h"

#include "core/sim/engine/Simulation.h"

#include <QTest>

using namespace ratelab;

namespace {

// A valid scenario with one client and one lane; rows replace parts of it.
QByteArray scenario(const QString& top = QString(), const QString& client = QString(),
                    const QString& lane = QString())
{
    return QStringLiteral(R"({"format": 1%1,
"clients": [{"name": "c", "identity": {"user": "u"}%2}],
"lanes": [{"algorithm": "fixed-window", "limit": 10, "window_ms": 1000%3}]})")
        .arg(top, client, lane)
        .toUtf8();
}

} // namespace

class TestScenarioLoader : public QObject {
    Q_OBJECT

private slots:
    void validScenarioLoads()
    {
        const ScenarioLoadResult r = ScenarioLoader::fromJson(scenario(), QStringLiteral("x.json"));
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        QCOMPARE(r.scenario->clients.size(), std::size_t(1));
        QCOMPARE(r.scenario->clients[0].identity.user, std::string("u"));
        QCOMPARE(r.scenario->lanes[0].params.limit, std::int64_t(10));
        QCOMPARE(r.scenario->lanes[0].params.windowMs, std::int64_t(1000));
        QCOMPARE(r.scenario->lanes[0].name, std::string("fixed-window")); // defaults to the id
        QCOMPARE(r.scenario->durationMs, std::int64_t(60000));            // Scenario's default
    }

    void allFieldsMapToTheModel()
    {
        const QByteArray json =
            R"({"format": 1, "name": "n", "description": "d", "seed": 7, "duration_ms": 5000,
 "bucket_ms": 250, "epoch_seconds": 42, "request_log_limit": 9,
 "clients": [{"name": "a", "count": 3, "identity": {"user": "u{i}", "api_key": "k", "ip": "10.0.0.1",
   "tenant": "t", "endpoint": "/e"}, "arrival": {"kind": "diurnal", "rate_per_sec": 2.5, "peak_rate_per_sec": 9,
   "start_ms": 100, "end_ms": 4000, "period_ms": 3000}, "retry": {"kind": "exponential-jitter", "max_attempts": 4,
   "base_ms": 50, "cap_ms": 800}, "cost": 2, "service_ms": 30, "legitimate": false}],
 "lanes": [{"name": "L", "algorithm": "token-bucket", "limit": 5, "window_ms": 2000, "burst": 8,
   "key": "{tenant}:{user}", "dry_run": true, "soft_limit": 0.8, "headers": "structured"},
   {"algorithm": "sliding-log", "limit": 3, "log_rejected": true}]})";
        const ScenarioLoadResult r = ScenarioLoader::fromJson(json, QStringLiteral("x.json"));
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        const Scenario& s = *r.scenario;
        QCOMPARE(s.name, std::string("n"));
        QCOMPARE(s.description, std::string("d"));
        QCOMPARE(s.seed, std::uint64_t(7));
        QCOMPARE(s.durationMs, std::int64_t(5000));
        QCOMPARE(s.bucketMs, std::int64_t(250));
        QCOMPARE(s.epochSeconds, std::int64_t(42));
        QCOMPARE(s.requestLogLimit, std::int64_t(9));
        const ClientSpec& c = s.clients[0];
        QCOMPARE(c.count, 3);
        QCOMPARE(c.identity.user, std::string("u{i}"));
        QCOMPARE(c.identity.apiKey, std::string("k"));
        QCOMPARE(c.identity.ip, std::string("10.0.0.1"));
        QCOMPARE(c.identity.tenant, std::string("t"));
        QCOMPARE(c.identity.endpoint, std::string("/e"));
        QCOMPARE(c.arrival.kind, ArrivalKind::Diurnal);
        QCOMPARE(c.arrival.ratePerSec, 2.5);
        QCOMPARE(c.arrival.peakRatePerSec, 9.0);
        QCOMPARE(c.arrival.startMs, std::int64_t(100));
        QCOMPARE(c.arrival.endMs, std::int64_t(4000));
        QCOMPARE(c.arrival.periodMs, std::int64_t(3000));
        QCOMPARE(c.retry.kind, RetryKind::ExponentialJitter);
        QCOMPARE(c.retry.maxAttempts, 4);
        QCOMPARE(c.retry.baseMs, std::int64_t(50));
        QCOMPARE(c.retry.capMs, std::int64_t(800));
        QCOMPARE(c.cost, std::int64_t(2));
        QCOMPARE(c.serviceMs, std::int64_t(30));
        QCOMPARE(c.legitimate, false);
        const LaneSpec& l = s.lanes[0];
        QCOMPARE(l.name, std::string("L"));
        QCOMPARE(l.algorithm, AlgorithmKind::TokenBucket);
        QCOMPARE(l.params.limit, std::int64_t(5));
        QCOMPARE(l.params.windowMs, std::int64_t(2000));
        QCOMPARE(l.params.burst, std::int64_t(8));
        QCOMPARE(l.keyTemplate, std::string("{tenant}:{user}"));
        QCOMPARE(l.dryRun, true);
        QCOMPARE(l.softLimitFraction, 0.8);
        QCOMPARE(l.headers, HeaderDialect::Structured);
        QCOMPARE(s.lanes[1].algorithm, AlgorithmKind::SlidingLog);
        QCOMPARE(s.lanes[1].params.logRejected, true);
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");

        QTest::newRow("syntax error")
            << QByteArray("{\"format\": 1,\n  \"name\": }")
            << "x.json:2:12: JSON syntax error: object is missing after a comma";
        QTest::newRow("syntax error, unterminated")
            << QByteArray("{\"format\": 1,\n\"name\": \"ab")
            << "x.json:2:12: JSON syntax error: unterminated string";
        QTest::newRow("top level list")
            << QByteArray("[1]")
            << "x.json: expected a JSON object ({ ... }) at the top level, got a list";
        QTest::newRow("format missing")
            << QByteArray(R"({"clients": [{}], "lanes": [{"algorithm": "gcra", "limit": 1}]})")
            << "x.json: format: missing required field; expected 1 or 2";
        QTest::newRow("format newer")
            << QByteArray(R"({"format": 3, "whatever": true})")
            << "x.json: format 3 is newer than this RateLab understands (2)";
        QTest::newRow("format not a number") << QByteArray(
            R"({"format": "one", "clients": [{}], "lanes": [{"algorithm": "gcra", "limit": 1}]})")
                                             << "x.json: format: expected 1 or 2, got \"one\"";
        QTest::newRow("integer, got string")
            << scenario().replace(R"("window_ms": 1000)", R"("window_ms": "abc")")
            << "x.json: lanes[0].window_ms: expected a positive integer (milliseconds), got \"abc\"";
        QTest::newRow("integer, got fraction")
            << scenario({}, {}, R"(, "burst": 2.5)")
            << "x.json: lanes[0].burst: expected a non-negative integer (requests), got 2.5";
        QTest::newRow("integer below minimum")
            << scenario().replace(R"("window_ms": 1000)", R"("window_ms": 0)")
            << "x.json: lanes[0].window_ms: expected a positive integer (milliseconds), got 0";
        QTest::newRow("integer above safety maximum")
            << scenario(R"(, "duration_ms": 1000000000000000)")
            << "x.json: duration_ms: expected a positive integer (milliseconds) no larger than 31622400000, "
               "got 1000000000000000";
        QTest::newRow("bounded integer")
            << scenario({}, R"(, "count": 0)")
            << "x.json: clients[0].count: expected an integer from 1 to 10000000, got 0";
        QTest::newRow("number out of range")
            << scenario({}, R"(, "arrival": {"rate_per_sec": -1})")
            << "x.json: clients[0].arrival.rate_per_sec: expected a number from 0.001 to 1000000000 "
               "(requests per second), got -1";
        QTest::newRow("fraction above 1")
            << scenario({}, {}, R"(, "soft_limit": 2)")
            << "x.json: lanes[0].soft_limit: expected a number from 0 to 1 (fraction of the limit), got 2";
        QTest::newRow("header dialect")
            << scenario({}, {}, R"(, "headers": "draft-99")")
            << "x.json: lanes[0].headers: expected one of \"x-ratelimit\", \"draft-06\", "
               "\"draft-07\", \"structured\", got \"draft-99\" (did you mean \"draft-06\"?)";
        QTest::newRow("boolean") << scenario({}, {}, R"(, "dry_run": "yes")")
                                 << "x.json: lanes[0].dry_run: expected true or false, got \"yes\"";
        QTest::newRow("string") << scenario(R"(, "name": 5)")
                                << "x.json: name: expected a string, got 5";
        QTest::newRow("choice with suggestion")
            << scenario({}, R"(, "retry": {"kind": "exponental"})")
            << "x.json: clients[0].retry.kind: expected one of \"none\", \"immediate\", \"retry-after\", "
               "\"exponential\", \"exponential-jitter\", \"retry-after-exact\", \"retry-after-jitter\", got \"exponental\" (did "
               "you mean \"exponential\"?)";
        QTest::newRow("choice without suggestion")
            << scenario({}, R"(, "arrival": {"kind": 3})")
            << "x.json: clients[0].arrival.kind: expected one of \"poisson\", \"constant\", \"on-off\", "
               "\"diurnal\", \"boundary-attacker\", \"burst\", \"trace\", \"trace-file\", got 3";
        QTest::newRow("list element")
            << scenario({}, R"(, "arrival": {"kind": "trace", "times_ms": [0, "x"]})")
            << "x.json: clients[0].arrival.times_ms[1]: expected a non-negative integer (milliseconds), got \"x\"";
        QTest::newRow("list expected")
            << scenario({}, R"(, "arrival": {"kind": "trace", "times_ms": 5})")
            << "x.json: clients[0].arrival.times_ms: expected a list of non-negative integers (milliseconds), got 5";
        QTest::newRow("world list element")
            << scenario(R"(, "world": {"instances_per_region": [2, 0]})")
            << "x.json: world.instances_per_region[1]: expected an integer from 1 to 1000 (instances), got 0";
        QTest::newRow("store choice with suggestion")
            << scenario({}, {}, R"(, "store": {"placement": "shared-redi"})")
            << "x.json: lanes[0].store.placement: expected one of \"local-memory\", \"shared-redis\", "
               "\"per-region-redis\", \"per-region-synced\", \"replica-reads\", \"redis-cluster\", \"sql\", "
               "\"memcached\", got \"shared-redi\" (did you mean \"shared-redis\"?)";
        QTest::newRow("ttl idiom")
            << scenario({}, {}, R"(, "store": {"ttl_idiom": "set-on-write"})")
            << "x.json: lanes[0].store.ttl_idiom: expected one of \"refresh\", \"set-on-create\", got "
               "\"set-on-write\" (did you mean \"set-on-create\"?)";
        QTest::newRow("fault list element")
            << scenario(
                   {}, {},
                   R"(, "store": {"faults": [{"kind": "down"}, {"kind": "slow", "slow_percent": 0}]})")
            << "x.json: lanes[0].store.faults[1].slow_percent: expected an integer from 1 to 1000000 (percent), got 0";
        QTest::newRow("fault without kind")
            << scenario({}, {}, R"(, "store": {"faults": [{"start_ms": 5}]})")
            << "x.json: lanes[0].store.faults[0].kind: missing required field; expected one of \"down\", \"slow\", "
               "\"partition\", \"failover\"";
        QTest::newRow("unknown fault field")
            << scenario({}, {}, R"(, "store": {"faults": [{"kind": "down", "regoin": "x"}]})")
            << "x.json: lanes[0].store.faults[0].regoin: unknown field (did you mean \"region\"?)";
        QTest::newRow("fault region")
            << scenario(
                   R"(, "world": {"instances_per_region": [1, 1], "region_names": "us, eu"})", {},
                   R"(, "store": {"faults": [{"kind": "down"}, {"kind": "down"}, {"kind": "partition", "region": "ap"}]})")
            << "x.json: lanes[0].store.faults[2].region: no region named \"ap\"; the regions are us, eu";
        QTest::newRow("fault on local memory")
            << scenario(R"(, "world": {"instances_per_region": [2]})", {},
                        R"(, "store": {"placement": "local-memory", "faults": [{"kind": "down"}]})")
            << "x.json: lanes[0].store.faults: a local-memory lane has no shared store to fail";
        // The world's and the stores' rules are refused at load, by the one check, with the
        // file's field names (they used to pass here and fail at run time).
        QTest::newRow("headroom 100")
            << scenario(R"(, "world": {"instances_per_region": [1, 1]})", {},
                        R"(, "store": {"placement": "per-region-synced", "headroom_percent": 100})")
            << "x.json: lanes[0].store.headroom_percent: expected an integer from 0 to 99 (percent) no larger than 99, "
               "got 100";
        QTest::newRow("client region")
            << scenario(R"(, "world": {"instances_per_region": [1, 1], "region_names": "us, eu"})",
                        R"(, "region": "mars")")
            << "x.json: clients[0].region: no region named \"mars\"";
        QTest::newRow("memcached algorithm")
            << QByteArray(R"({"format": 1, "world": {"instances_per_region": [1]}, "clients": [{}],
                           "lanes": [{"algorithm": "gcra", "limit": 1, "store": {"placement": "memcached"}}]})")
            << "x.json: lanes[0].store.placement: memcached supports only fixed-window (INCR with a TTL; no "
               "scripts, no sorted sets)";
        QTest::newRow("fault and faults")
            << scenario({}, {}, R"(, "store": {"fault": {"kind": "down"}, "faults": []})")
            << "x.json: lanes[0].store.fault: the older single form of lanes[0].store.faults; give only "
               "lanes[0].store.faults";
        QTest::newRow("unknown store field")
            << scenario({}, {}, R"(, "store": {"ttl_facter": 2})")
            << "x.json: lanes[0].store.ttl_facter: unknown field (did you mean \"ttl_factor\"?)";
        QTest::newRow("unknown field, suggestion")
            << scenario({}, {}, R"(, "windw_ms": 5)")
            << "x.json: lanes[0].windw_ms: unknown field (did you mean \"window_ms\"?)";
        QTest::newRow("unknown nested field")
            << scenario({}, R"(, "arrival": {"rate_per_second": 5})")
            << "x.json: clients[0].arrival.rate_per_second: unknown field (did you mean \"rate_per_sec\"?)";
        QTest::newRow("unknown field, no suggestion")
            << scenario(R"(, "zzzzzzzzzz": 1)")
            << "x.json: zzzzzzzzzz: unknown field; expected one of: name, description, seed, duration_ms, "
               "bucket_ms, epoch_seconds, request_log_limit, categories, world, backend, format, clients, "
               "lanes";
        QTest::newRow("group not an object")
            << scenario({}, R"(, "arrival": 5)")
            << "x.json: clients[0].arrival: expected an object, got 5";
        QTest::newRow("required field missing")
            << QByteArray(R"({"format": 1, "clients": [{}], "lanes": [{"algorithm": "gcra"}]})")
            << "x.json: lanes[0].limit: missing required field; expected a positive integer (requests)";
        QTest::newRow("clients missing")
            << QByteArray(R"({"format": 1, "lanes": [{"algorithm": "gcra", "limit": 1}]})")
            << "x.json: clients: missing required field; expected a list of clients";
        QTest::newRow("clients not a list")
            << QByteArray(
                   R"({"format": 1, "clients": {}, "lanes": [{"algorithm": "gcra", "limit": 1}]})")
            << "x.json: clients: expected a list of clients, got an object";
        QTest::newRow("clients empty") << QByteArray(
            R"({"format": 1, "clients": [], "lanes": [{"algorithm": "gcra", "limit": 1}]})")
                                       << "x.json: clients: expected at least one client";
        QTest::newRow("lane not an object")
            << QByteArray(R"({"format": 1, "clients": [{}], "lanes": [3]})")
            << "x.json: lanes[0]: expected an object (a lane), got 3";
        QTest::newRow("end before start")
            << scenario({}, R"(, "arrival": {"start_ms": 5000, "end_ms": 3000})")
            << "x.json: clients[0].arrival.end_ms: expected -1 (until the run ends) or a time after start_ms "
               "(5000), got 3000";
        QTest::newRow("trace without times")
            << scenario({}, R"(, "arrival": {"kind": "trace"})")
            << "x.json: clients[0].arrival.times_ms: expected at least one time for a \"trace\" arrival";
        QTest::newRow("trace going back")
            << scenario({}, R"(, "arrival": {"kind": "trace", "times_ms": [0, 500, 100]})")
            << "x.json: clients[0].arrival.times_ms[2]: expected a time >= 500 (times must not decrease), got 100";
        QTest::newRow("duplicate lane names")
            << QByteArray(
                   R"({"format": 1, "clients": [{}], "lanes": [{"name": "a", "algorithm": "gcra", "limit": 1},
                           {"name": "a", "algorithm": "gcra", "limit": 2}]})")
            << "x.json: lanes[1].name: duplicate lane name \"a\" (lanes[0] has it too); lane names must be unique";
        QTest::newRow("key placeholder")
            << scenario({}, {}, R"(, "key": "rl:{usr}")")
            << "x.json: lanes[0].key: unknown placeholder {usr} (known: {user} {api_key} {ip} {tenant} {endpoint} "
               "{client} {tier} {path} {method_group} {category} {api_key_hash} {api_key_hash:N})";
        QTest::newRow("too many buckets")
            << scenario(R"(, "duration_ms": 31622400000, "bucket_ms": 1)")
            << "x.json: bucket_ms: expected at least 3163 (milliseconds) so that duration_ms / bucket_ms stays "
               "within 10000000 chart buckets, got 1";
        QStringList lanes;
        for (int i = 0; i < 65; ++i)
            lanes.append(QStringLiteral(R"({"algorithm": "gcra", "limit": 1})"));
        QTest::newRow("too many lanes")
            << QStringLiteral(R"({"format": 1, "clients": [{}], "lanes": [%1]})")
                   .arg(lanes.join(QLatin1Char(',')))
                   .toUtf8()
            << "x.json: lanes: expected at most 64 lanes, got 65";
        QTest::newRow("lanes missing")
            << QByteArray(R"({"format": 1, "clients": [{}]})")
            << "x.json: lanes: missing required field; expected a list of lanes";
        // nginx and Guava are in-process limiters with their own fields, each refused by name.
        QTest::newRow("nginx in redis")
            << QByteArray(R"({"format": 1, "world": {"instances_per_region": [2]},
"clients": [{}], "lanes": [{"algorithm": "nginx", "limit": 5, "window_ms": 1000,
"store": {"placement": "shared-redis"}}]})")
            << "x.json: lanes[0].store.placement: nginx is an in-process limiter (every instance "
               "keeps its own state); only local-memory places it";
        QTest::newRow("nginx cost")
            << QByteArray(R"({"format": 1, "clients": [{"cost": 2}],
"lanes": [{"name": "n", "algorithm": "nginx", "limit": 5, "window_ms": 1000}]})")
            << "x.json: clients[0].cost: nginx counts requests: cost must be 1 (got 2), for lane \"n\"";
        QTest::newRow("delay elsewhere")
            << scenario({}, {}, R"(, "delay": 3)")
            << "x.json: lanes[0].delay: applies to nginx only, not fixed-window";
        QTest::newRow("nodelay and delay")
            << QByteArray(R"({"format": 1, "clients": [{}],
"lanes": [{"algorithm": "nginx", "limit": 5, "burst": 5, "delay": 2, "nodelay": true}]})")
            << "x.json: lanes[0].nodelay: and delay exclude each other (nginx takes one of them)";
        QTest::newRow("warm-up missing")
            << QByteArray(R"({"format": 1, "clients": [{}],
"lanes": [{"algorithm": "guava-warmup", "limit": 5, "window_ms": 1000}]})")
            << "x.json: lanes[0].warmup_ms: must be at least 1 for guava-warmup (got 0)";
        QTest::newRow("burst with warm-up")
            << QByteArray(R"({"format": 1, "clients": [{}],
"lanes": [{"algorithm": "guava-warmup", "limit": 5, "burst": 3, "warmup_ms": 100}]})")
            << "x.json: lanes[0].burst: does not apply to guava-warmup (its stored permits follow "
               "from the warm-up period)";
        QTest::newRow("penalty strikes not an integer")
            << scenario({}, {}, R"(, "penalty": {"strikes": "three"})")
            << "x.json: lanes[0].penalty.strikes: expected an integer from 0 to 1000 (refusals), got "
               "\"three\"";
        QTest::newRow("penalty unknown key")
            << scenario({}, {}, R"(, "penalty": {"strikes": 3, "block": 1000})")
            << "x.json: lanes[0].penalty.block: unknown field; expected one of: strikes, within_ms, block_ms";
        QTest::newRow("penalty in a world")
            << scenario(R"(, "world": {"instances_per_region": [1]})", {},
                        R"(, "penalty": {"strikes": 3})")
            << "x.json: lanes[0].penalty: penalties are kept in the lane's own process: a "
               "scenario with a distributed world cannot use them yet";
        QTest::newRow("engine rule")
            << scenario({}, R"(, "arrival": {"kind": "boundary-attacker", "spread_ms": 2000})")
            << "x.json: clients[0].arrival.spread_ms: must be at most 1000 (got 2000)";
    }

    void errors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const ScenarioLoadResult r = ScenarioLoader::fromJson(json, QStringLiteral("x.json"));
        QVERIFY(!r.ok());
        QCOMPARE(r.errorText(), expected);
    }

    // Each boundary value of a store field either loads and runs or is refused at load.
    void boundaryValuesLoadAndRun_data()
    {
        QTest::addColumn<QString>("store");
        QTest::newRow("headroom 0") << R"("placement": "per-region-synced", "headroom_percent": 0)";
        QTest::newRow("headroom 99")
            << R"("placement": "per-region-synced", "headroom_percent": 99)";
        QTest::newRow("sync 1 ms") << R"("placement": "per-region-synced", "sync_interval_ms": 1)";
        QTest::newRow("one shard") << R"("placement": "redis-cluster", "cluster_shards": 1)";
        QTest::newRow("timeout 1 ms") << R"("timeout_ms": 1)";
    }
    void boundaryValuesLoadAndRun()
    {
        QFETCH(QString, store);
        const ScenarioLoadResult r = ScenarioLoader::fromJson(
            scenario(R"(, "duration_ms": 2000, "world": {"instances_per_region": [1, 1]})", {},
                     QStringLiteral(R"(, "store": {%1})").arg(store)),
            QStringLiteral("x.json"));
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        const RunResult run = runScenario(*r.scenario);
        QCOMPARE(run.summaries.size(), std::size_t(1));
    }

    void collectsEveryError()
    {
        const ScenarioLoadResult r = ScenarioLoader::fromJson(
            scenario(R"(, "seed": -1)", R"(, "cost": "two")", R"(, "burst": -1)")
                .replace(R"("window_ms": 1000)", R"("window_ms": "abc")"),
            QStringLiteral("x.json"));
        QCOMPARE(
            r.errorText(),
            QStringLiteral(
                "x.json: seed: expected a non-negative integer, got -1\n"
                "x.json: clients[0].cost: expected a positive integer (units), got \"two\"\n"
                "x.json: lanes[0].window_ms: expected a positive integer (milliseconds), got \"abc\"\n"
                "x.json: lanes[0].burst: expected a non-negative integer (requests), got -1"));
    }

    void missingFile()
    {
        const ScenarioLoadResult r =
            ScenarioLoader::loadFile(QStringLiteral("/nonexistent/s.json"));
        QCOMPARE(r.errorText(),
                 QStringLiteral("/nonexistent/s.json: cannot open: No such file or directory"));
    }

    void shippedScenarioLoads()
    {
        const QString path = test::sourcePath(QStringLiteral("scenarios/boundary-burst.json"));
        const ScenarioLoadResult r = ScenarioLoader::loadFile(path);
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        QCOMPARE(r.scenario->lanes.size(), std::size_t(7));
        QCOMPARE(r.scenario->clients[0].arrival.kind, ArrivalKind::BoundaryAttacker);
    }
};

QTEST_GUILESS_MAIN(TestScenarioLoader)
#include "tst_scenarioloader.moc"
