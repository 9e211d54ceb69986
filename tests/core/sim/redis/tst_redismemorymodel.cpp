// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/redis/RedisMemoryModel.h"

#include <QTest>

using namespace ratelab;

Q_DECLARE_METATYPE(ratelab::RedisShape)
Q_DECLARE_METATYPE(ratelab::KeyState)

// The generic shapes' measured column is used_memory growth per key on redis-server 7.0.15
// (jemalloc 5.3.0), 20,000 to 200,000 keys per row; see docs/distributed.md for the commands. The
// twins' figures are MEMORY USAGE of the keys the Lua twins write (docs/redis.md).
class TestRedisMemoryModel : public QObject {
    Q_OBJECT
private slots:
    void jemallocClasses()
    {
        QCOMPARE(RedisMemoryModel::allocClass(1), std::int64_t{8});
        QCOMPARE(RedisMemoryModel::allocClass(9), std::int64_t{16});
        QCOMPARE(RedisMemoryModel::allocClass(17), std::int64_t{32});
        QCOMPARE(RedisMemoryModel::allocClass(50), std::int64_t{64});
        QCOMPARE(RedisMemoryModel::allocClass(128), std::int64_t{128});
        QCOMPARE(RedisMemoryModel::allocClass(129), std::int64_t{160});
        QCOMPARE(RedisMemoryModel::allocClass(1006), std::int64_t{1024});
        QCOMPARE(RedisMemoryModel::allocClass(1025), std::int64_t{1280});
        QCOMPARE(RedisMemoryModel::allocClass(10006), std::int64_t{10240});
    }

    void exactFiguresOfTheFormula()
    {
        using M = RedisMemoryModel;
        QCOMPARE(M::entryBytes(RedisShape::StringCounter, 14, 0, true, true), std::int64_t{101});
        QCOMPARE(M::entryBytes(RedisShape::StringCounter, 14, 0, true, false), std::int64_t{117});
        QCOMPARE(M::entryBytes(RedisShape::HashTwoFields, 14, 0, true, true), std::int64_t{165});
        QCOMPARE(M::entryBytes(RedisShape::TwoStringCounters, 14, 0, true, true),
                 std::int64_t{234});
        QCOMPARE(M::entryBytes(RedisShape::SortedSet, 14, 100, true, true), std::int64_t{3195});
    }

    void matchesMeasuredRedis_data()
    {
        QTest::addColumn<RedisShape>("shape");
        QTest::addColumn<int>("keyLength");
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("ttl");
        QTest::addColumn<double>("measured");
        QTest::newRow("counter, no ttl") << RedisShape::StringCounter << 14 << 0 << false << 58.5;
        QTest::newRow("counter") << RedisShape::StringCounter << 14 << 0 << true << 101.0;
        QTest::newRow("counter key15") << RedisShape::StringCounter << 15 << 0 << true << 117.0;
        QTest::newRow("counter key23") << RedisShape::StringCounter << 23 << 0 << true << 117.5;
        QTest::newRow("counter key46") << RedisShape::StringCounter << 46 << 0 << true << 149.0;
        QTest::newRow("gcra tat") << RedisShape::StringInteger << 14 << 0 << true << 117.0;
        QTest::newRow("token hash") << RedisShape::HashTwoFields << 14 << 0 << true << 165.0;
        QTest::newRow("two counters") << RedisShape::TwoStringCounters << 14 << 0 << true << 234.0;
        QTest::newRow("zset 1") << RedisShape::SortedSet << 14 << 1 << true << 176.8;
        QTest::newRow("zset 10") << RedisShape::SortedSet << 14 << 10 << true << 448.8;
        QTest::newRow("zset 100") << RedisShape::SortedSet << 14 << 100 << true << 3194.2;
        QTest::newRow("zset 129") << RedisShape::SortedSet << 14 << 129 << true << 19123.2;
        QTest::newRow("zset 1000") << RedisShape::SortedSet << 14 << 1000 << true << 126447.0;
        QTest::newRow("cache 40") << RedisShape::CacheString << 14 << 40 << false << 125.1;
        QTest::newRow("cache 100") << RedisShape::CacheString << 14 << 100 << false << 189.1;
        QTest::newRow("cache 1000") << RedisShape::CacheString << 14 << 1000 << false << 1101.1;
        QTest::newRow("cache 10000") << RedisShape::CacheString << 14 << 10000 << false << 10317.1;
    }

    void matchesMeasuredRedis()
    {
        QFETCH(RedisShape, shape);
        QFETCH(int, keyLength);
        QFETCH(int, count);
        QFETCH(bool, ttl);
        QFETCH(double, measured);
        const auto model =
            static_cast<double>(RedisMemoryModel::entryBytes(shape, keyLength, count, ttl, true));
        QVERIFY2(std::abs(model - measured) <= 0.02 * measured,
                 qPrintable(QString("model %1 vs measured %2").arg(model).arg(measured)));
    }

    // The Lua twins' structures, priced from the state. Expected = MEMORY USAGE on redis-server
    // 7.0.15 (summed over the twin's keys, as tests/redis/tst_redismemory measures it) + 61 bytes
    // per Redis key that MEMORY USAGE leaves out (42 expires entry + 19 amortised buckets).
    void twinStructuresMatchMemoryUsage_data()
    {
        QTest::addColumn<RedisShape>("shape");
        QTest::addColumn<int>("keyLength");
        QTest::addColumn<KeyState>("state");
        QTest::addColumn<bool>("shared");
        QTest::addColumn<qint64>("expected");
        const auto pair = [](std::int64_t a, std::int64_t b, std::int64_t c = 0) {
            KeyState s;
            s.present = true;
            s.a = a;
            s.b = b;
            s.c = c;
            return s;
        };
        const auto log = [](int entries, std::int64_t start, std::int64_t spacing) {
            KeyState s;
            s.present = true;
            for (int e = 0; e < entries; ++e) {
                s.log.push_back({start + e * spacing, 1 + e % 3});
                s.b += 1 + e % 3;
            }
            return s;
        };
        // rl:{u000000}:fw, 3 requests of cost 1, 2, 3 at 1,000,000 ms, W = 600,000: {w 1, n 6}.
        QTest::newRow("fixed window")
            << RedisShape::FixedWindowHash << 15 << pair(1, 6) << true << qint64{104 + 61};
        // Window index 2,940,000 (a 24-bit integer): 6 + 3 + 5 + 3 + 2 + 1 = 20 bytes, the 32
        // class.
        QTest::newRow("fixed window, unix ms")
            << RedisShape::FixedWindowHash << 15 << pair(2'940'000, 6) << true << qint64{104 + 61};
        QTest::newRow("token bucket")
            << RedisShape::TokenBucketHash << 15 << pair(599'996'400'000, 1'000'014) << true
            << qint64{120 + 61};
        QTest::newRow("gcra, unix ms")
            << RedisShape::TatHash << 17 << pair(1'764'000'000'014, 3'600'000) << true
            << qint64{120 + 61};
        QTest::newRow("sliding counter") << RedisShape::SlidingCounterKeys << 16 << pair(1, 6, 0)
                                         << false << qint64{176 + 2 * 61};
        // The previous count 0 is Redis's shared integer: no object of its own.
        QTest::newRow("sliding counter, shared 0")
            << RedisShape::SlidingCounterKeys << 16 << pair(1, 6, 0) << true
            << qint64{176 + 2 * 61 - 16};
        QTest::newRow("sliding log 1") << RedisShape::SlidingLogKeys << 16 << log(1, 1'000'000, 7)
                                       << false << qint64{176 + 2 * 61};
        QTest::newRow("sliding log 10") << RedisShape::SlidingLogKeys << 16 << log(10, 1'000'000, 7)
                                        << false << qint64{336 + 2 * 61};
        QTest::newRow("sliding log 20, one ms")
            << RedisShape::SlidingLogKeys << 16 << log(20, 1'764'000'000'000, 0) << false
            << qint64{784 + 2 * 61};
        QTest::newRow("sliding log 100")
            << RedisShape::SlidingLogKeys << 16 << log(100, 1'000'000, 7) << false
            << qint64{2192 + 2 * 61};
        QTest::newRow("concurrency 1") << RedisShape::ConcurrencyKeys << 19 << log(1, 1'600'000, 7)
                                       << false << qint64{208 + 2 * 61};
        QTest::newRow("concurrency 100")
            << RedisShape::ConcurrencyKeys << 19 << log(100, 1'600'000, 7) << false
            << qint64{2960 + 2 * 61};
        // No live entry: the twin has deleted both keys.
        KeyState drained = log(4, 1'000'000, 7);
        drained.a = 4;
        QTest::newRow("sliding log drained")
            << RedisShape::SlidingLogKeys << 16 << drained << false << qint64{0};
    }

    void twinStructuresMatchMemoryUsage()
    {
        QFETCH(RedisShape, shape);
        QFETCH(int, keyLength);
        QFETCH(KeyState, state);
        QFETCH(bool, shared);
        QFETCH(qint64, expected);
        QVERIFY(RedisMemoryModel::pricesState(shape));
        QCOMPARE(RedisMemoryModel::stateBytes(shape, keyLength, state, true, shared), expected);
    }

    // Skiplist sorted sets price the nodes' random levels by their expectation: within 2 % of
    // MEMORY USAGE (SAMPLES 0) of a 200-member log, 21,512 bytes.
    void skiplistLogWithinTwoPercent()
    {
        KeyState s;
        s.present = true;
        for (int e = 0; e < 200; ++e) {
            s.log.push_back({1'000'000 + e * 7, 1 + e % 3});
            s.b += 1 + e % 3;
        }
        const std::int64_t model =
            RedisMemoryModel::stateBytes(RedisShape::SlidingLogKeys, 16, s, true, false) - 2 * 61;
        QVERIFY2(std::abs(model - 21'512) <= 21'512 / 50, qPrintable(QString::number(model)));
    }

    void everyAlgorithmHasATwinShape()
    {
        QCOMPARE(RedisMemoryModel::shapeFor(AlgorithmKind::FixedWindow),
                 RedisShape::FixedWindowHash);
        QCOMPARE(RedisMemoryModel::shapeFor(AlgorithmKind::SlidingCounter),
                 RedisShape::SlidingCounterKeys);
        QCOMPARE(RedisMemoryModel::shapeFor(AlgorithmKind::TokenBucket),
                 RedisShape::TokenBucketHash);
        QCOMPARE(RedisMemoryModel::shapeFor(AlgorithmKind::SlidingLog), RedisShape::SlidingLogKeys);
        QCOMPARE(RedisMemoryModel::shapeFor(AlgorithmKind::Concurrency),
                 RedisShape::ConcurrencyKeys);
        QCOMPARE(RedisMemoryModel::shapeFor(AlgorithmKind::Gcra), RedisShape::TatHash);
        QCOMPARE(RedisMemoryModel::shapeFor(AlgorithmKind::LeakyBucket), RedisShape::TatHash);
        QVERIFY(!RedisMemoryModel::pricesState(RedisShape::CacheString));
        QVERIFY(!RedisMemoryModel::pricesState(RedisShape::TwoStringCounters));
    }
};

QTEST_APPLESS_MAIN(TestRedisMemoryModel)
#include "tst_redismemorymodel.moc"
