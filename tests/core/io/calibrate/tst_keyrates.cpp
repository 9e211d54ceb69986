// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One identity's rates: the busiest [t, t + W) window at each length, exactly at its boundary,
// and the nearest-rank p50 / p99 over the epoch-aligned windows it was active in.
#include "core/io/calibrate/KeyRates.h"

#include <QTest>

using namespace ratelab;

namespace {
constexpr std::size_t kSecond = 0;
constexpr std::size_t kMinute = 1;
constexpr std::size_t kQuarter = 2;
constexpr std::size_t kHour = 3;
} // namespace

class TestKeyRates : public QObject {
    Q_OBJECT

private slots:
    void windowIsHalfOpenAtItsEnd()
    {
        // 0 and 1000 are exactly one second apart: no [t, t + 1000) holds both, so the busiest
        // second is 500, 999, 1000 (3), while one minute holds all four.
        KeyRates rates;
        for (const std::int64_t t : {0, 500, 999, 1000})
            rates.add(t);
        rates.finish();
        QCOMPARE(rates.busiest(kSecond), std::int64_t{3});
        QCOMPARE(rates.busiest(kMinute), std::int64_t{4});
        QCOMPARE(rates.busiest(kHour), std::int64_t{4});
        // Fixed seconds [0, 1000) holds 3 and [1000, 2000) holds 1: p50 is rank 1 of {1, 3}.
        QCOMPARE(rates.fixedPercentile(kSecond, 50), std::int64_t{1});
        QCOMPARE(rates.fixedPercentile(kSecond, 99), std::int64_t{3});
        QCOMPARE(rates.fixedPercentile(kMinute, 50), std::int64_t{4});
        QCOMPARE(rates.requests(), std::int64_t{4});
    }

    void minuteBoundary()
    {
        KeyRates rates;
        for (const std::int64_t t : {0, 59999, 60000, 119999})
            rates.add(t);
        rates.finish();
        // 0 and 59999 share a minute, 59999 and 60000 too, but 59999 and 119999 do not.
        QCOMPARE(rates.busiest(kMinute), std::int64_t{2});
        QCOMPARE(rates.busiest(kQuarter), std::int64_t{4});
        QCOMPARE(rates.fixedPercentile(kMinute, 50), std::int64_t{2});
        QCOMPARE(rates.fixedPercentile(kMinute, 99), std::int64_t{2});
    }

    void sameMillisecondCountsEveryRequest()
    {
        KeyRates rates;
        for (int i = 0; i < 7; ++i)
            rates.add(5000);
        rates.add(5999);
        rates.add(6000);
        rates.finish();
        QCOMPARE(rates.busiest(kSecond), std::int64_t{8});
        // Active seconds: [5000, 6000) with 8 and [6000, 7000) with 1.
        const std::vector<std::pair<std::int64_t, std::int64_t>> histogram{{1, 1}, {8, 1}};
        QCOMPARE(rates.fixedHistogram(kSecond), histogram);
    }

    void longSteadyStreamOverSeveralHours()
    {
        // One request every 100 ms for 10,000 s: 10 per second, 600 per minute, 9000 per quarter
        // hour, 36000 per hour; the buffer is trimmed many times on the way.
        KeyRates rates;
        for (std::int64_t t = 0; t < 10'000'000; t += 100)
            rates.add(t);
        rates.finish();
        QCOMPARE(rates.busiest(kSecond), std::int64_t{10});
        QCOMPARE(rates.busiest(kMinute), std::int64_t{600});
        QCOMPARE(rates.busiest(kQuarter), std::int64_t{9000});
        QCOMPARE(rates.busiest(kHour), std::int64_t{36000});
        // Fixed hours: 36000, 36000 and the last 2800 s with 28000.
        QCOMPARE(rates.fixedPercentile(kHour, 50), std::int64_t{36000});
        const std::vector<std::pair<std::int64_t, std::int64_t>> hours{{28000, 1}, {36000, 2}};
        QCOMPARE(rates.fixedHistogram(kHour), hours);
        QCOMPARE(rates.fixedPercentile(kSecond, 50), std::int64_t{10});
    }

    void gapsAreNotWindows()
    {
        // Active in two minutes an hour apart: idle minutes between are not counted as zeros.
        KeyRates rates;
        rates.add(0);
        rates.add(3'600'000);
        rates.add(3'600'001);
        rates.finish();
        QCOMPARE(rates.fixedPercentile(kMinute, 50), std::int64_t{1});
        QCOMPARE(rates.fixedPercentile(kMinute, 99), std::int64_t{2});
        QCOMPARE(rates.busiest(kHour), std::int64_t{2});
    }

    void negativeTimesUseFloorWindows()
    {
        KeyRates rates;
        rates.add(-1);
        rates.add(0);
        rates.finish();
        QCOMPARE(rates.busiest(kSecond), std::int64_t{2});
        // -1 is in [-1000, 0), 0 in [0, 1000): two windows of one.
        QCOMPARE(rates.fixedPercentile(kSecond, 99), std::int64_t{1});
    }
};

QTEST_GUILESS_MAIN(TestKeyRates)
#include "tst_keyrates.moc"
