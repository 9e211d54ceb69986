// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rule of thumb's numbers: limit ceil(2 x p99), upper end 3 x p99, burst ceil(15 % x limit).
#include "core/io/calibrate/LimitSuggestion.h"

#include <QTest>

using namespace ratelab;

namespace {

RatePercentileRow minute(std::int64_t p99, std::int64_t identities)
{
    RatePercentileRow row;
    row.window = kMinuteWindow;
    row.p99 = p99;
    row.identities = identities;
    return row;
}

} // namespace

class TestLimitSuggestion : public QObject {
    Q_OBJECT

private slots:
    void fromTheLegitimateP99()
    {
        const LimitSuggestion s = suggestLimit(minute(37, 412), minute(900, 420), LimitRule{});
        QCOMPARE(s.p99, std::int64_t{37});
        QCOMPARE(s.limit, std::int64_t{74});
        QCOMPARE(s.upper, std::int64_t{111});
        QCOMPARE(s.burst, std::int64_t{12}); // ceil(11.1)
        QVERIFY(s.legitimateOnly);
        QVERIFY2(s.reason.find("limit 74/min = ceil(2 x 37)") != std::string::npos,
                 s.reason.c_str());
        QVERIFY2(s.reason.find("412 legitimate identities") != std::string::npos, s.reason.c_str());
        QVERIFY2(s.reason.find("3 x 37 = 111") != std::string::npos, s.reason.c_str());
        QVERIFY2(s.reason.find("burst 12 = ceil(0.15 x 74)") != std::string::npos,
                 s.reason.c_str());
    }

    void burstRoundsUpAndIsAtLeastOne()
    {
        QCOMPARE(burstFor(100, 15), std::int64_t{15});
        QCOMPARE(burstFor(101, 15), std::int64_t{16}); // 15.15
        QCOMPARE(burstFor(1, 15), std::int64_t{1});
        QCOMPARE(burstFor(6, 10), std::int64_t{1}); // 0.6
        QCOMPARE(burstFor(20, 20), std::int64_t{4});
    }

    void quietCategoryStillGetsALimit()
    {
        const LimitSuggestion s = suggestLimit(minute(0, 3), minute(0, 3), LimitRule{});
        QCOMPARE(s.limit, std::int64_t{1});
        QCOMPARE(s.burst, std::int64_t{1});
    }

    void noLegitimateIdentityFallsBackToAll()
    {
        const LimitSuggestion s = suggestLimit(minute(0, 0), minute(50, 2), LimitRule{});
        QVERIFY(!s.legitimateOnly);
        QCOMPARE(s.limit, std::int64_t{100});
        QVERIFY2(s.reason.find("none legitimate") != std::string::npos, s.reason.c_str());
    }

    void perSecondWindow()
    {
        RatePercentileRow second = minute(4, 9);
        second.window = 0;
        const LimitSuggestion s = suggestLimit(second, second, LimitRule{});
        QCOMPARE(s.limit, std::int64_t{8});
        QVERIFY2(s.reason.find("limit 8/s = ceil(2 x 4)") != std::string::npos, s.reason.c_str());
        QVERIFY2(s.reason.find("busiest 1-s count") != std::string::npos, s.reason.c_str());
    }

    void otherFactors()
    {
        LimitRule rule;
        rule.limitPercent = 250;
        rule.burstPercent = 10;
        const LimitSuggestion s = suggestLimit(minute(7, 5), minute(7, 5), rule);
        QCOMPARE(s.limit, std::int64_t{18}); // ceil(17.5)
        QCOMPARE(s.burst, std::int64_t{2});  // ceil(1.8)
    }
};

QTEST_GUILESS_MAIN(TestLimitSuggestion)
#include "tst_limitsuggestion.moc"
