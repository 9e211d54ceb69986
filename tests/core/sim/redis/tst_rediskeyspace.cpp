// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/redis/RedisKeyspace.h"

#include <QTest>

#include <string>

using namespace ratelab;

namespace {

KeyState counter(std::int64_t window, std::int64_t count)
{
    KeyState s;
    s.present = true;
    s.a = window;
    s.b = count;
    return s;
}

std::string userKey(int i)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "rl:user:%06d", i);
    return buf;
}

KeyspaceConfig limited(EvictionPolicy policy, std::int64_t keysThatFit, std::int64_t bytesPerKey)
{
    KeyspaceConfig c;
    c.policy = policy;
    c.maxMemoryBytes = RedisMemoryModel::kBaselineBytes + keysThatFit * bytesPerKey;
    return c;
}

} // namespace

class TestRedisKeyspace : public QObject {
    Q_OBJECT
private slots:
    void lazyExpiryAtExactlyTheTtl()
    {
        RedisKeyspace ks({}, Random(1));
        ks.writeState("rl:user:000001", counter(0, 3), RedisShape::StringCounter, fromSeconds(1),
                      TtlMode::RefreshOnWrite, 0);
        QCOMPARE(ks.usedMemory(), RedisMemoryModel::kBaselineBytes + 101);
        QVERIFY(ks.lookup("rl:user:000001", fromSeconds(1) - 1));
        QVERIFY(!ks.lookup("rl:user:000001", fromSeconds(1)));
        QCOMPARE(ks.stats().expiredLazy, std::int64_t{1});
        QCOMPARE(ks.keyCount(), std::int64_t{0});
        QCOMPARE(ks.usedMemory(), RedisMemoryModel::kBaselineBytes);
    }

    void activeExpiryRemovesKeysNobodyReads()
    {
        RedisKeyspace ks({}, Random(1));
        for (int i = 0; i < 100; ++i)
            ks.writeState(userKey(i), counter(0, 1), RedisShape::StringCounter, fromSeconds(1),
                          TtlMode::RefreshOnWrite, 0);
        ks.writeState("persistent", counter(0, 1), RedisShape::StringCounter, 0,
                      TtlMode::RefreshOnWrite, 0);
        QCOMPARE(ks.volatileCount(), std::int64_t{100});
        ks.activeExpireCycle(fromSeconds(1) - 1);
        QCOMPARE(ks.keyCount(), std::int64_t{101});
        for (int tick = 0; tick < 5 && ks.volatileCount() > 0; ++tick)
            ks.activeExpireCycle(fromSeconds(2) + tick * 100'000);
        QCOMPARE(ks.keyCount(), std::int64_t{1});
        QCOMPARE(ks.stats().expiredActive, std::int64_t{100});
        QCOMPARE(ks.stats().expiredLazy, std::int64_t{0});
    }

    void ttlRefreshedOrSetOnCreate()
    {
        RedisKeyspace ks({}, Random(1));
        const SimTime ttl = fromSeconds(10);
        ks.writeState("a", counter(0, 1), RedisShape::StringCounter, ttl, TtlMode::RefreshOnWrite,
                      0);
        ks.writeState("a", counter(0, 2), RedisShape::StringCounter, ttl, TtlMode::RefreshOnWrite,
                      fromSeconds(4));
        ks.writeState("b", counter(0, 1), RedisShape::StringCounter, ttl, TtlMode::SetOnCreate, 0);
        ks.writeState("b", counter(0, 2), RedisShape::StringCounter, ttl, TtlMode::SetOnCreate,
                      fromSeconds(4));
        QCOMPARE(ks.lookup("a", 0, false)->expireAt, fromSeconds(14));
        QCOMPARE(ks.lookup("b", 0, false)->expireAt, fromSeconds(10));
        QVERIFY(ks.lookup("a", fromSeconds(12)));
        QVERIFY(!ks.lookup("b", fromSeconds(12)));
    }

    void slidingCounterKeepsTwoKeysWithTheirOwnTtl()
    {
        RedisKeyspace ks({}, Random(1));
        const SimTime w = fromSeconds(1);
        KeyState s = counter(0, 7);
        ks.writeState("rl:user:000001", s, RedisShape::TwoStringCounters, w,
                      TtlMode::RefreshOnWrite, 300'000);
        QCOMPARE(ks.usedMemory() - RedisMemoryModel::kBaselineBytes, std::int64_t{117});
        // Next window: the old current key becomes the previous one and keeps its expiry (1.3 s).
        s.a = 1;
        s.c = 7;
        s.b = 1;
        ks.writeState("rl:user:000001", s, RedisShape::TwoStringCounters, w,
                      TtlMode::RefreshOnWrite, 1'100'000);
        QCOMPARE(ks.usedMemory() - RedisMemoryModel::kBaselineBytes, std::int64_t{234});
        const RedisEntry* e = ks.lookup("rl:user:000001", 1'299'999);
        QCOMPARE(e->state.c, std::int64_t{7});
        QCOMPARE(e->prevExpireAt, SimTime{1'300'000});
        e = ks.lookup("rl:user:000001", 1'300'000);
        QCOMPARE(e->state.c, std::int64_t{0}); // the previous count is gone mid-window
        QCOMPARE(e->state.b, std::int64_t{1});
        QCOMPARE(ks.usedMemory() - RedisMemoryModel::kBaselineBytes, std::int64_t{117});
    }

    void versionChangesOnEveryWriteAndOnDelete()
    {
        RedisKeyspace ks({}, Random(1));
        QCOMPARE(ks.versionOf("k", 0), std::uint64_t{0});
        ks.writeState("k", counter(0, 1), RedisShape::StringCounter, 0, TtlMode::RefreshOnWrite, 0);
        const std::uint64_t v1 = ks.versionOf("k", 0);
        ks.writeState("k", counter(0, 1), RedisShape::StringCounter, 0, TtlMode::RefreshOnWrite, 0);
        QVERIFY(ks.versionOf("k", 0) != v1);
        ks.erase("k");
        QCOMPARE(ks.versionOf("k", 0), std::uint64_t{0});
    }

    void noevictionCannotFreeMemory()
    {
        RedisKeyspace ks(limited(EvictionPolicy::NoEviction, 10, 101), Random(1));
        for (int i = 0; i < 11; ++i)
            ks.writeState(userKey(i), counter(0, 1), RedisShape::StringCounter, fromSeconds(60),
                          TtlMode::RefreshOnWrite, 0);
        QVERIFY(ks.overLimit());
        QVERIFY(!ks.freeMemory(0));
        QCOMPARE(ks.keyCount(), std::int64_t{11});
    }

    void allkeysLruEvictsMostlyTheIdlest()
    {
        // 200 keys, key i last touched at second i; room for 150 (with shared-off, 117 bytes each).
        RedisKeyspace ks(limited(EvictionPolicy::AllKeysLru, 150, 117), Random(3));
        for (int i = 0; i < 200; ++i)
            ks.writeState(userKey(i), counter(0, 1), RedisShape::StringInteger, fromSeconds(600),
                          TtlMode::RefreshOnWrite, fromSeconds(i));
        QVERIFY(ks.freeMemory(fromSeconds(200)));
        QCOMPARE(ks.stats().evictions, std::int64_t{50});
        QCOMPARE(ks.keyCount(), std::int64_t{150});
        int evictedOld = 0;
        int evictedYoung = 0;
        for (int i = 0; i < 200; ++i) {
            if (ks.lookup(userKey(i), fromSeconds(200), false))
                continue;
            (i < 100 ? evictedOld : evictedYoung) += 1;
        }
        // Sampled LRU with a pool is close to true LRU (which evicts keys 0..49) but not equal.
        QVERIFY2(evictedOld >= 45, qPrintable(QString::number(evictedOld)));
        QCOMPARE(evictedOld + evictedYoung, 50);
    }

    void allkeysLfuKeepsTheHotKeys()
    {
        // No TTL and no shared integers under LFU: 59 + 16 bytes per key.
        KeyspaceConfig c = limited(EvictionPolicy::AllKeysLfu, 60, 75);
        RedisKeyspace ks(c, Random(5));
        for (int i = 0; i < 100; ++i)
            ks.writeState(userKey(i), counter(0, 1), RedisShape::StringInteger, 0,
                          TtlMode::RefreshOnWrite, 0);
        for (int hit = 0; hit < 50; ++hit)
            for (int i = 0; i < 10; ++i)
                QVERIFY(ks.lookup(userKey(i), fromSeconds(1)));
        QVERIFY(ks.freeMemory(fromSeconds(2)));
        QCOMPARE(ks.stats().evictions, std::int64_t{40});
        for (int i = 0; i < 10; ++i)
            QVERIFY(ks.lookup(userKey(i), fromSeconds(2), false));
    }

    void volatileTtlEvictsTheSoonestToExpire()
    {
        KeyspaceConfig c = limited(EvictionPolicy::VolatileTtl, 8, 101);
        c.maxMemorySamples = 64; // with this many samples of 10 keys the choice is exact
        RedisKeyspace ks(c, Random(1));
        for (int i = 0; i < 10; ++i)
            ks.writeState(userKey(i), counter(0, 1), RedisShape::StringCounter,
                          fromSeconds(100 - i), TtlMode::RefreshOnWrite, 0);
        QVERIFY(ks.freeMemory(0));
        QCOMPARE(ks.stats().evictions, std::int64_t{2});
        // Keys 9 and 8 expire first (91 s, 92 s).
        QVERIFY(!ks.lookup(userKey(9), 0, false));
        QVERIFY(!ks.lookup(userKey(8), 0, false));
    }

    void volatilePolicyWithoutTtlKeysIsStuck()
    {
        RedisKeyspace ks(limited(EvictionPolicy::VolatileLru, 5, 59), Random(1));
        for (int i = 0; i < 10; ++i)
            ks.writeValue("cache:" + std::to_string(i), 1000, 0, 0);
        QVERIFY(!ks.freeMemory(0));
        QCOMPARE(ks.stats().evictions, std::int64_t{0});
    }

    void allkeysRandomEvictsJustEnough()
    {
        RedisKeyspace a(limited(EvictionPolicy::AllKeysRandom, 50, 101), Random(9));
        RedisKeyspace b(limited(EvictionPolicy::AllKeysRandom, 50, 101), Random(9));
        for (int i = 0; i < 100; ++i) {
            a.writeState(userKey(i), counter(0, 1), RedisShape::StringCounter, fromSeconds(60),
                         TtlMode::RefreshOnWrite, 0);
            b.writeState(userKey(i), counter(0, 1), RedisShape::StringCounter, fromSeconds(60),
                         TtlMode::RefreshOnWrite, 0);
        }
        QVERIFY(a.freeMemory(0));
        QVERIFY(b.freeMemory(0));
        QCOMPARE(a.stats().evictions, std::int64_t{50});
        for (int i = 0; i < 100; ++i)
            QCOMPARE(a.lookup(userKey(i), 0, false) != nullptr,
                     b.lookup(userKey(i), 0, false) != nullptr);
    }

    void aCopyIsIndependent()
    {
        RedisKeyspace ks({}, Random(1));
        for (int i = 0; i < 50; ++i)
            ks.writeState(userKey(i), counter(0, i), RedisShape::StringCounter, 0,
                          TtlMode::RefreshOnWrite, 0);
        const RedisKeyspace copy(ks);
        for (int i = 0; i < 50; i += 2)
            ks.erase(userKey(i));
        QCOMPARE(copy.keyCount(), std::int64_t{50});
        RedisKeyspace mutableCopy(copy);
        QCOMPARE(mutableCopy.lookup(userKey(48), 0)->state.b, std::int64_t{48});
        QCOMPARE(mutableCopy.usedMemory(), RedisMemoryModel::kBaselineBytes + 50 * 59);
    }
};

QTEST_APPLESS_MAIN(TestRedisKeyspace)
#include "tst_rediskeyspace.moc"
