// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The soft-limit threshold: ceil(f * N) on f rounded to a millionth, at least 1, 0 when off.
#include "core/sim/http/SoftLimit.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace ratelab;

class TstSoftLimit : public QObject {
    Q_OBJECT

private slots:
    void threshold()
    {
        QCOMPARE(softLimitThreshold(0.8, 100), 80);
        QCOMPARE(softLimitThreshold(0.7, 100), 70); // 0.7 * 100 is 70.00000000000001 in double
        QCOMPARE(softLimitThreshold(0.8, 7), 6);    // ceil(5.6)
        QCOMPARE(softLimitThreshold(0.5, 1), 1);
        QCOMPARE(softLimitThreshold(0.9, 1'000'000), 900'000);
        QCOMPARE(softLimitThreshold(1e-9, 100), 1);  // at least one unit used
        QCOMPARE(softLimitThreshold(1.5, 100), 100); // capped at the limit
        QCOMPARE(softLimitThreshold(0.0, 100), 0);
        QCOMPARE(softLimitThreshold(-0.5, 100), 0);
        QCOMPARE(softLimitThreshold(std::numeric_limits<double>::quiet_NaN(), 100), 0);
    }

    void reached()
    {
        Decision d;
        d.allowed = true;
        d.limit = 100;
        d.remaining = 30;
        QVERIFY(softLimitReached(d, 0.7));
        d.remaining = 31;
        QVERIFY(!softLimitReached(d, 0.7));
        QVERIFY(!softLimitReached(d, 0.0));
        d.remaining = 0;
        QVERIFY(softLimitReached(d, 1.0));
        d.remaining = 150; // a bucket with B > N can report more than N
        QVERIFY(!softLimitReached(d, 0.1));
    }
};

QTEST_APPLESS_MAIN(TstSoftLimit)
#include "tst_softlimit.moc"
