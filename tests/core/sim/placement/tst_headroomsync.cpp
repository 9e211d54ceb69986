// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/placement/HeadroomSync.h"

#include <QTest>

using namespace ratelab;

namespace {

// Three regions share a quota of 1000 per 60 s window; each gets `perSecond` requests a second
// (at (k + 1/2) / perSecond s), and every region pushes and pulls every 5 s, together.
std::int64_t admittedInFirstWindow(std::int64_t perSecond, int headroom, bool sync)
{
    HeadroomSync hs(3, 1000, headroom);
    const std::int64_t spacingUs = 1'000'000 / perSecond;
    std::int64_t admitted = 0;
    for (std::int64_t t = 0; t < 60'000'000; t += spacingUs / 2) {
        if (sync && t % 5'000'000 == 0 && t > 0)
            hs.syncAll();
        if (t % spacingUs == spacingUs / 2)
            for (int r = 0; r < 3; ++r)
                admitted += hs.tryAdmit(r, 0) ? 1 : 0;
    }
    return admitted;
}

} // namespace

class TestHeadroomSync : public QObject {
    Q_OBJECT
private slots:
    void effectiveLimitArithmetic()
    {
        HeadroomSync hs(3, 1000, 15);
        QCOMPARE(hs.effectiveLimit(0), std::int64_t{850});
        for (int i = 0; i < 100; ++i)
            QVERIFY(hs.tryAdmit(1, 0));
        for (int i = 0; i < 300; ++i)
            QVERIFY(hs.tryAdmit(2, 0));
        hs.syncAll();
        QCOMPARE(hs.knownOthers(0), std::int64_t{400});
        QCOMPARE(hs.effectiveLimit(0), std::int64_t{510}); // (1000 - 400) * 0.85
        QCOMPARE(hs.effectiveLimit(1), std::int64_t{595}); // (1000 - 300) * 0.85
        QCOMPARE(hs.globalCount(0), std::int64_t{400});
    }

    void aNewWindowForgetsTheOldCounts()
    {
        HeadroomSync hs(2, 10, 0);
        for (int i = 0; i < 10; ++i)
            QVERIFY(hs.tryAdmit(0, 0));
        hs.syncAll();
        QCOMPARE(hs.effectiveLimit(1), std::int64_t{0});
        QVERIFY(!hs.tryAdmit(1, 0));
        QVERIFY(hs.tryAdmit(1, 1)); // window 1: region 1 starts afresh and knows nothing yet
        QCOMPARE(hs.knownOthers(1), std::int64_t{0});
        hs.pull(1);
        QCOMPARE(hs.knownOthers(1), std::int64_t{0}); // region 0's push is for window 0
    }

    void perRegionEnforcementAdmitsThreeTimesTheLimit()
    {
        QCOMPARE(admittedInFirstWindow(40, 0, false), std::int64_t{3000});
    }

    void headroomSingleRegionUnderAdmits()
    {
        HeadroomSync hs(3, 1000, 15);
        std::int64_t n = 0;
        while (hs.tryAdmit(0, 0))
            ++n;
        QCOMPARE(n, std::int64_t{850}); // the price of headroom when one region has all traffic
    }

    void syncEvery5sStaysWithinTheBound()
    {
        // 40/s per region: 200 per region per interval. Sync 1 (5 s): 600 in, others 400 each,
        // limit (1000 - 400) * 0.85 = 510 > 400, so interval 2 admits its 600 too: 1200.
        // Sync 2: others 800, limit 170 < 400: nothing more.
        const std::int64_t fast = admittedInFirstWindow(40, 15, true);
        QCOMPARE(fast, std::int64_t{1200});
        const std::int64_t fastBound = HeadroomSync::overAdmissionBound(3, 1000, 15, 200);
        QCOMPARE(fastBound, std::int64_t{364});
        QVERIFY(fast - 1000 <= fastBound);
        // 10/s per region: 50 per interval. 900 by 30 s; limit (1000 - 600) * 0.85 = 340, so
        // each region adds 40 more: 1020, then stops.
        const std::int64_t slow = admittedInFirstWindow(10, 15, true);
        QCOMPARE(slow, std::int64_t{1020});
        const std::int64_t slowBound = HeadroomSync::overAdmissionBound(3, 1000, 15, 50);
        QCOMPARE(slowBound, std::int64_t{91});
        QVERIFY(slow - 1000 <= slowBound);
    }

    void enoughHeadroomMeansNoOverAdmission()
    {
        // R * (1 - h) <= 1: with 3 regions, 67% headroom.
        QCOMPARE(HeadroomSync::overAdmissionBound(3, 1000, 67, 1000), std::int64_t{0});
        QVERIFY(admittedInFirstWindow(40, 67, true) <= 1000);
    }
};

QTEST_APPLESS_MAIN(TestHeadroomSync)
#include "tst_headroomsync.moc"
