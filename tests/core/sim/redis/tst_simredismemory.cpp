// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/redis/CacheWorkload.h"
#include "core/sim/redis/SimRedis.h"
#include "tests/support/ContractTransitions.h"
#include "tests/support/MiniEventLoop.h"

#include <QTest>

#include <memory>
#include <optional>

using namespace ratelab;
using ratelab::test::MiniEventLoop;

namespace {

struct LimiterRun {
    int admitted = 0;
    int oom = 0;
    std::int64_t evictions = 0;
    std::int64_t cacheOom = 0;
};

// One user sending a request every 20 ms for 3 s against a fixed window of 10 per second (Lua),
// next to an optional cache workload of 1 KiB values at 2000 writes/s, in one Redis whose
// maxmemory leaves 100 KiB above the empty server.
LimiterRun limiterBesideCache(EvictionPolicy policy, bool withCache)
{
    SimRedisConfig cfg;
    cfg.keyspace.policy = policy;
    cfg.keyspace.maxMemoryBytes = RedisMemoryModel::kBaselineBytes + 100 * 1024;
    SimRedis redis(cfg, Random(7));
    const RedisScript script = [](KeyState& s, SimTime now) {
        return test::fixedWindow(s, toMillisFloor(now), 10, 1000);
    };
    MiniEventLoop loop;
    LimiterRun run;
    std::optional<CacheWorkload> cache;
    std::function<void()> step; // reschedules itself; owned by this frame, which outlives run()
    for (int k = 0; k < 150; ++k) {
        loop.at(fromMillis(20 * k) + 5, [&] {
            RedisCommand c;
            c.op = RedisOp::Script;
            c.key = "rl:{user:000001}:fw";
            c.shape = RedisMemoryModel::shapeFor(AlgorithmKind::FixedWindow); // the twin's hash
            c.arrival = loop.now();
            c.ttlUs = fromSeconds(2);
            c.script = &script;
            const SimRedisReply r = redis.submit(c);
            if (r.status == RedisStatus::Oom)
                ++run.oom;
            else if (r.decision.allowed)
                ++run.admitted;
        });
    }
    if (withCache) {
        CacheWorkloadSpec spec;
        spec.writesPerSecond = 2000;
        spec.valueBytes = 1024;
        spec.endUs = fromSeconds(3);
        cache.emplace(spec, Random(9));
        step = [&] {
            if (redis.submit(cache->next()).status == RedisStatus::Oom)
                ++run.cacheOom;
            if (cache->nextTime() != kNoDeadline)
                loop.at(cache->nextTime(), step);
        };
        loop.at(cache->nextTime(), step);
    }
    loop.run();
    run.evictions = redis.keyspace().stats().evictions;
    return run;
}

// The sliding counter (limit 10, window 1 s) in Redis, its keys living as the seeds' two
// per-window keys, with a TTL of `ttl` refreshed on every write. Ten requests at 0..90 ms fill
// window 0; then a request every 10 ms from 1000 ms. Returns how many of those are admitted before
// 1300 ms.
int slidingCounterEarlyAdmissions(SimTime ttl)
{
    SimRedis redis({}, Random(1));
    const RedisScript script = [](KeyState& s, SimTime now) {
        return test::slidingCounter(s, toMillisFloor(now), 10, 1000);
    };
    RedisCommand c;
    c.op = RedisOp::Script;
    c.key = "rl:{user:000001}:cur";
    c.shape = RedisMemoryModel::shapeFor(AlgorithmKind::SlidingCounter);
    c.ttlUs = ttl;
    c.script = &script;
    int admitted = 0;
    for (int k = 0; k < 10; ++k) {
        c.arrival = fromMillis(10 * k);
        redis.submit(c);
    }
    for (int k = 0; k < 30; ++k) {
        c.arrival = fromMillis(1000 + 10 * k);
        admitted += redis.submit(c).decision.allowed ? 1 : 0;
    }
    return admitted;
}

} // namespace

class TestSimRedisMemory : public QObject {
    Q_OBJECT
private slots:
    void noevictionRefusesWritesPastMaxmemory()
    {
        SimRedisConfig cfg;
        cfg.keyspace.maxMemoryBytes = RedisMemoryModel::kBaselineBytes + 50 * 1024;
        SimRedis redis(cfg, Random(1));
        CacheWorkloadSpec spec;
        spec.writesPerSecond = 1000;
        spec.valueBytes = 1024;
        spec.endUs = fromMillis(100);
        CacheWorkload cache(spec, Random(1));
        int ok = 0;
        int oom = 0;
        while (cache.nextTime() != kNoDeadline)
            (redis.submit(cache.next()).status == RedisStatus::Ok ? ok : oom) += 1;
        // A 1 KiB value is a 1030-byte sds in jemalloc's 1280 class: 59 + 16 + 1280 = 1355 bytes
        // per key. The 39th write finds 38 * 1355 > 51200 bytes in use and fails.
        QCOMPARE(ok, 38);
        QCOMPARE(oom, 62);
        QCOMPARE(redis.stats().oomErrors, std::int64_t{62});
        QCOMPARE(redis.keyspace().usedMemory(), RedisMemoryModel::kBaselineBytes + 38 * 1355);
        // Reads still work.
        RedisCommand g;
        g.key = "cache:3";
        g.arrival = fromMillis(100);
        QVERIFY(redis.submit(g).found);
    }

    void aDedicatedRedisAdmitsExactlyTheLimit()
    {
        const LimiterRun run = limiterBesideCache(EvictionPolicy::AllKeysLru, false);
        QCOMPARE(run.admitted, 30);
        QCOMPARE(run.evictions, std::int64_t{0});
    }

    void allkeysLruEvictsTheLimiterKeyAndOverAdmits()
    {
        const LimiterRun run = limiterBesideCache(EvictionPolicy::AllKeysLru, true);
        // About 75 keys fit; 40 cache writes land between two limiter requests, each evicting one
        // key, and the LRU clock's one-second resolution makes the limiter key look as idle as
        // the cache keys. It is evicted almost every time: 148 of 150 requests get in.
        QCOMPARE(run.oom, 0);
        QCOMPARE(run.admitted, 148);
        QVERIFY(run.evictions > 5000);
    }

    void allkeysLfuProtectsTheBusyLimiterKeyBetter()
    {
        const LimiterRun lru = limiterBesideCache(EvictionPolicy::AllKeysLru, true);
        const LimiterRun lfu = limiterBesideCache(EvictionPolicy::AllKeysLfu, true);
        QCOMPARE(lfu.admitted, 42);
        QVERIFY(lfu.admitted < lru.admitted);
    }

    void noevictionGivesTheLimiterOomErrors()
    {
        const LimiterRun run = limiterBesideCache(EvictionPolicy::NoEviction, true);
        // The cache fills memory in 38 ms (76 values of 1355 bytes): the requests at 0 and 20 ms
        // get in, every later limiter write is refused, and what the lane does with those OOM
        // errors is its failure policy's choice.
        QCOMPARE(run.evictions, std::int64_t{0});
        QCOMPARE(run.oom, 148);
        QCOMPARE(run.admitted, 2);
        QVERIFY(run.cacheOom > 5000);
    }

    void aSlidingLogWhoseFirstWriteIsNotDenyOomGrowsPastMaxmemory()
    {
        // The twin's first write is ZREMRANGEBYSCORE on a new key or when entries expired, which
        // Redis lets through on a full server; with nothing expired it is ZADD, refused.
        SimRedisConfig cfg;
        cfg.keyspace.maxMemoryBytes = RedisMemoryModel::kBaselineBytes + 10 * 1024;
        SimRedis redis(cfg, Random(1));
        RedisCommand fill;
        fill.op = RedisOp::CacheSet;
        fill.key = "cache";
        fill.valueBytes = 20 * 1024;
        QCOMPARE(redis.submit(fill).status, RedisStatus::Ok);
        QVERIFY(redis.keyspace().overLimit());

        const auto log = makeAlgorithm(AlgorithmKind::SlidingLog, {10, 1000, 0, false});
        DecideInput in;
        const RedisScript script = [&](KeyState& s, SimTime) { return log->decide(s, in); };
        const ScriptWriteRule rule = [&](const KeyState& b, const KeyState& a, const Decision& d) {
            return twinFirstWrite(*log, b, a, d, in, TtlMode::RefreshOnWrite);
        };
        RedisCommand c;
        c.op = RedisOp::Script;
        c.key = "rl:{alice}:log";
        c.shape = RedisMemoryModel::shapeFor(AlgorithmKind::SlidingLog);
        c.ttlUs = fromSeconds(2);
        c.script = &script;
        c.firstWrite = &rule;
        const auto call = [&](std::int64_t ms) {
            in = {ms, 1, 0};
            c.arrival = fromMillis(ms);
            return redis.submit(c);
        };
        const std::int64_t full = redis.keyspace().usedMemory();
        QCOMPARE(call(1000).status, RedisStatus::Ok); // new key
        QVERIFY(redis.keyspace().usedMemory() > full);
        QCOMPARE(redis.stats().writesPastMaxmemory, std::int64_t{1});
        QCOMPARE(call(1001).status, RedisStatus::Oom); // nothing expired: ZADD first
        QCOMPARE(redis.keyspace().peek(c.key)->state.liveLogSize(), std::size_t{1});
        QCOMPARE(call(2000).status, RedisStatus::Ok); // the entry at 1000 expired
        QCOMPARE(redis.stats().writesPastMaxmemory, std::int64_t{2});
        QCOMPARE(redis.stats().oomErrors, std::int64_t{1});

        // Without a rule, a script is refused whenever it would change the state (INCR first).
        c.firstWrite = nullptr;
        QCOMPARE(call(3500).status, RedisStatus::Oom);
    }

    void ttlOfOneWindowResetsTheCounterEarly()
    {
        // Window 0's key was last written at 90 ms. With TTL = W it expires at 1090 ms while it
        // still serves as the previous window: from then on the estimate forgets window 0.
        const int oneWindow = slidingCounterEarlyAdmissions(fromSeconds(1));
        const int twoWindows = slidingCounterEarlyAdmissions(fromSeconds(2));
        // 2W: est = floor(10 * (1000 - e) / 1000) + curr admits at e = 10, 110, 210 ms.
        QCOMPARE(twoWindows, 3);
        // W: 1010 ms as above, then at 1090 ms the previous count vanishes and curr (1) + 1
        // goes up to 10: requests at 1090..1170 ms get in.
        QCOMPARE(oneWindow, 10);
    }
};

QTEST_APPLESS_MAIN(TestSimRedisMemory)
#include "tst_simredismemory.moc"
