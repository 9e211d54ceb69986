// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/model/EvictionPolicy.h"
#include "core/sim/redis/EvictionPool.h"
#include "core/sim/redis/LfuCounter.h"

#include <QTest>

#include <string>

using namespace ratelab;

class TestEvictionPool : public QObject {
    Q_OBJECT
private slots:
    void popsTheHighestScoreFirst()
    {
        EvictionPool pool;
        pool.offer(5, "five");
        pool.offer(9, "nine");
        pool.offer(1, "one");
        QCOMPARE(pool.size(), 3);
        QCOMPARE(*pool.popBest(), std::string("nine"));
        QCOMPARE(*pool.popBest(), std::string("five"));
        QCOMPARE(*pool.popBest(), std::string("one"));
        QVERIFY(!pool.popBest());
    }

    void aFullPoolDropsItsWeakest()
    {
        EvictionPool pool;
        for (int i = 1; i <= EvictionPool::kSize; ++i)
            pool.offer(static_cast<std::uint64_t>(i * 10), "k" + std::to_string(i * 10));
        pool.offer(5, "worse-than-all"); // dropped: the pool is full and it is the weakest
        pool.offer(155, "k155");         // k10 leaves, k155 slots in below k160
        QCOMPARE(pool.size(), EvictionPool::kSize);
        QCOMPARE(*pool.popBest(), std::string("k160"));
        QCOMPARE(*pool.popBest(), std::string("k155"));
        std::string last;
        while (const auto k = pool.popBest())
            last = *k;
        QCOMPARE(last, std::string("k20"));
    }

    void lfuDecaysOnePerPeriod()
    {
        QCOMPARE(int(LfuCounter::decayed(10, 3, 1)), 7);
        QCOMPARE(int(LfuCounter::decayed(10, 3, 2)), 9);
        QCOMPARE(int(LfuCounter::decayed(2, 30, 1)), 0);
        QCOMPARE(int(LfuCounter::decayed(10, 5, 0)), 10);
    }

    void lfuGrowsLogarithmically()
    {
        Random rng(7);
        std::uint8_t c = LfuCounter::kInitial;
        // At or below the initial value every hit counts.
        QCOMPARE(int(LfuCounter::logIncrement(c, 10, rng)), 6);
        for (int i = 0; i < 100; ++i)
            c = LfuCounter::logIncrement(c, 10, rng);
        // Redis documents ~10 after 100 hits and ~18 after 1000 with lfu-log-factor 10.
        QVERIFY2(c >= 8 && c <= 13, qPrintable(QString::number(c)));
        for (int i = 0; i < 900; ++i)
            c = LfuCounter::logIncrement(c, 10, rng);
        QVERIFY2(c >= 15 && c <= 21, qPrintable(QString::number(c)));
        QCOMPARE(int(LfuCounter::logIncrement(255, 10, rng)), 255);
    }

    void policyNamesRoundTrip()
    {
        for (auto p : {EvictionPolicy::NoEviction, EvictionPolicy::AllKeysLru,
                       EvictionPolicy::AllKeysLfu, EvictionPolicy::AllKeysRandom,
                       EvictionPolicy::VolatileLru, EvictionPolicy::VolatileLfu,
                       EvictionPolicy::VolatileRandom, EvictionPolicy::VolatileTtl})
            QCOMPARE(*evictionPolicyFromName(evictionPolicyName(p)), p);
        QCOMPARE(evictionPolicyName(EvictionPolicy::VolatileTtl), std::string_view("volatile-ttl"));
        QVERIFY(!evictionPolicyFromName("allkeys-fifo"));
    }
};

QTEST_APPLESS_MAIN(TestEvictionPool)
#include "tst_evictionpool.moc"
