#include "distributed/RedisMemoryModel.h"

#include <QTest>

using namespace ratelab;

Q_DECLARE_METATYPE(ratelab::RedisShape)

// The measured column is used_memory growth per key on redis-server 7.0.15 (jemalloc 5.3.0),
// 20,000 to 200,000 keys per row; see docs/distributed.md for the commands.
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
        QCOMPARE(M::entryBytes(RedisShape::TwoStringCounters, 14, 0, true, true), std::int64_t{234});
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
        const auto model = static_cast<double>(RedisMemoryModel::entryBytes(shape, keyLength, count, ttl, true));
        QVERIFY2(std::abs(model - measured) <= 0.02 * measured,
                 qPrintable(QString("model %1 vs measured %2").arg(model).arg(measured)));
    }

    void everyAlgorithmHasAShape()
    {
        QCOMPARE(RedisMemoryModel::shapeFor(AlgorithmKind::FixedWindow), RedisShape::StringCounter);
        QCOMPARE(RedisMemoryModel::shapeFor(AlgorithmKind::SlidingCounter), RedisShape::TwoStringCounters);
        QCOMPARE(RedisMemoryModel::shapeFor(AlgorithmKind::TokenBucket), RedisShape::HashTwoFields);
        QCOMPARE(RedisMemoryModel::shapeFor(AlgorithmKind::SlidingLog), RedisShape::SortedSet);
        QCOMPARE(RedisMemoryModel::shapeFor(AlgorithmKind::Gcra), RedisShape::StringInteger);
    }
};

QTEST_APPLESS_MAIN(TestRedisMemoryModel)
#include "tst_redismemorymodel.moc"
