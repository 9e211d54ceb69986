// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/redis/SimRedis.h"
#include "tests/support/ContractTransitions.h"
#include "tests/support/MiniEventLoop.h"

#include <QTest>

using namespace ratelab;
using ratelab::test::MiniEventLoop;

namespace {

RedisCommand get(const std::string& key, SimTime at, int region = 0)
{
    RedisCommand c;
    c.key = key;
    c.arrival = at;
    c.fromRegion = region;
    return c;
}

RedisCommand set(const std::string& key, std::int64_t count, SimTime at)
{
    RedisCommand c;
    c.op = RedisOp::Set;
    c.key = key;
    c.arrival = at;
    c.value.present = true;
    c.value.b = count;
    return c;
}

// One client, a request every 10 ms over one 1 s window (limit 10), with no network delay: it
// reads the count (from the primary or the replica), decides locally and writes the primary.
int admittedReadingFrom(bool replica, SimTime lag)
{
    SimRedisConfig cfg;
    cfg.replica = true;
    cfg.replicationLagUs = lag;
    SimRedis redis(cfg, Random(1));
    MiniEventLoop loop;
    int admitted = 0;
    for (int k = 0; k < 100; ++k) {
        loop.at(fromMillis(10 * k), [&] {
            RedisCommand c = get("rl:user:1", loop.now());
            c.fromReplica = replica;
            const SimRedisReply r = redis.submit(c);
            loop.at(r.completion, [&, r] {
                KeyState s = r.value;
                if (!test::fixedWindow(s, toMillisFloor(loop.now()), 10, 1000).allowed)
                    return;
                ++admitted;
                RedisCommand w = set("rl:user:1", 0, loop.now());
                w.value = s;
                redis.submit(w);
            });
        });
    }
    loop.run();
    return admitted;
}

} // namespace

class TestSimRedisFaults : public QObject {
    Q_OBJECT
private slots:
    void downRefusesAfterTheConnectTimeout()
    {
        SimRedisConfig cfg;
        cfg.connectTimeoutUs = 250'000;
        SimRedis redis(cfg, Random(1));
        redis.addFault({RedisFaultKind::Down, fromSeconds(10), fromSeconds(40)});
        redis.submit(set("k", 5, fromSeconds(1)));
        const SimRedisReply during = redis.submit(get("k", fromSeconds(20)));
        QCOMPARE(during.status, RedisStatus::ConnectionRefused);
        QCOMPARE(during.completion, fromSeconds(20) + 250'000);
        QVERIFY(!during.executed);
        const SimRedisReply after = redis.submit(get("k", fromSeconds(40)));
        QCOMPARE(after.status, RedisStatus::Ok);
        QCOMPARE(after.value.b, std::int64_t{5}); // persistence kept the data
        QCOMPARE(redis.stats().refused, std::int64_t{1});
    }

    void aRestartWithoutPersistenceComesBackEmpty()
    {
        SimRedis redis({}, Random(1));
        RedisFault restart{RedisFaultKind::Down, fromSeconds(10), fromSeconds(12)};
        restart.losesData = true;
        redis.addFault(restart);
        redis.submit(set("k", 5, fromSeconds(1)));
        QVERIFY(redis.submit(get("k", fromSeconds(9))).found);
        QVERIFY(!redis.submit(get("k", fromSeconds(12))).found);
    }

    void slowMultipliesTheServiceTime()
    {
        SimRedisConfig cfg;
        cfg.service.getUs = 100;
        SimRedis redis(cfg, Random(1));
        RedisFault slow{RedisFaultKind::Slow, fromSeconds(1), fromSeconds(2)};
        slow.slowPercent = 350;
        redis.addFault(slow);
        QCOMPARE(redis.submit(get("k", 0)).completion, SimTime{100});
        QCOMPARE(redis.submit(get("k", fromSeconds(1))).completion, fromSeconds(1) + 350);
        QCOMPARE(redis.submit(get("k", fromSeconds(2))).completion, fromSeconds(2) + 100);
    }

    void aPartitionCutsOffOneRegion()
    {
        SimRedis redis({}, Random(1));
        RedisFault cut{RedisFaultKind::Partition, 0, fromSeconds(5)};
        cut.region = 1;
        redis.addFault(cut);
        QCOMPARE(redis.submit(get("k", 100, 0)).status, RedisStatus::Ok);
        const SimRedisReply r = redis.submit(get("k", 200, 1));
        QCOMPARE(r.status, RedisStatus::Unreachable);
        QCOMPARE(r.completion, SimTime{200 + 500'000});
        QCOMPARE(redis.submit(get("k", fromSeconds(5), 1)).status, RedisStatus::Ok);
        QCOMPARE(redis.stats().unreachable, std::int64_t{1});
    }

    void failoverLosesTheWritesNotYetReplicated()
    {
        SimRedisConfig cfg;
        cfg.replica = true;
        cfg.replicationLagUs = fromMillis(100);
        SimRedis redis(cfg, Random(1));
        // Writes every 50 ms: value k + 1 at k * 50 ms, k = 0..19 (the last at 950 ms).
        for (int k = 0; k < 20; ++k)
            redis.submit(set("rl:user:1", k + 1, fromMillis(50 * k)));
        redis.failover(fromSeconds(1));
        // Visible on the replica by 1 s: the writes started at or before 900 ms (k <= 18).
        QCOMPARE(redis.stats().lostWrites, std::int64_t{1});
        QCOMPARE(redis.stats().failovers, std::int64_t{1});
        QCOMPARE(redis.submit(get("rl:user:1", fromSeconds(1))).value.b, std::int64_t{19});
        // The new primary replicates to a fresh replica.
        redis.submit(set("rl:user:1", 100, fromSeconds(2)));
        RedisCommand r = get("rl:user:1", fromSeconds(2) + fromMillis(100));
        r.fromReplica = true;
        QCOMPARE(redis.submit(r).value.b, std::int64_t{100});
    }

    void replicaReadsShowTheStateAsOfTheLag()
    {
        SimRedisConfig cfg;
        cfg.replica = true;
        cfg.replicationLagUs = fromMillis(200);
        SimRedis redis(cfg, Random(1));
        redis.submit(set("k", 1, fromMillis(1000)));
        RedisCommand r = get("k", fromMillis(1199));
        r.fromReplica = true;
        QVERIFY(!redis.submit(r).found);
        r.arrival = fromMillis(1200);
        QCOMPARE(redis.submit(r).value.b, std::int64_t{1});
        QCOMPARE(redis.stats().replicaReads, std::int64_t{2});
    }

    void replicaReadsWith200msLagOverAdmit()
    {
        // Primary reads: each request sees the previous write, so exactly 10 get in.
        QCOMPARE(admittedReadingFrom(false, fromMillis(200)), 10);
        // Replica reads: request k sees only writes of requests k - 21 and older (a write at
        // 10j ms + 10 us becomes visible 200 ms later), so the count it reads climbs by one per
        // 21 requests and never reaches 10 within the window: all 100 are admitted.
        QCOMPARE(admittedReadingFrom(true, fromMillis(200)), 100);
    }
};

QTEST_APPLESS_MAIN(TestSimRedisFaults)
#include "tst_simredisfaults.moc"
