// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// AIMDLimit's rule by hand: +1 when inflight x 2 >= limit, (int)(limit x backoff) on a drop or a
// round trip over the timeout, then min(max, max(min, limit)).
#include "core/sim/adaptive/AimdLimit.h"

#include <QtTest>

using namespace ratelab;

class TstAimdLimit : public QObject {
    Q_OBJECT

private slots:
    void defaultsAreTheBuilders()
    {
        const AimdParams p;
        QCOMPARE(p.initialLimit, 20);
        QCOMPARE(p.minLimit, 20);
        QCOMPARE(p.maxLimit, 200);
        QCOMPARE(p.backoffRatio, 0.9);
        QCOMPARE(p.timeoutUs, std::int64_t{5'000'000});
        QCOMPARE(AimdLimit(p).limit(), 20);
    }

    void growsOnlyWhenHalfTheLimitIsInFlight()
    {
        AimdLimit aimd{AimdParams{}};
        QCOMPARE(aimd.onSample(10'000, 9, false), 20);  // 18 < 20
        QCOMPARE(aimd.onSample(10'000, 10, false), 21); // 20 >= 20
        QCOMPARE(aimd.onSample(10'000, 10, false), 21); // 20 < 21
        QCOMPARE(aimd.onSample(10'000, 11, false), 22);
    }

    void backsOffByTruncationAndClampsAtTheMinimum()
    {
        AimdParams p;
        p.initialLimit = 21;
        AimdLimit aimd(p);
        QCOMPARE(aimd.onSample(10'000, 100, true), 20); // (int) 18.9 = 18, clamped to 20

        p.minLimit = 1;
        p.initialLimit = 10;
        AimdLimit low(p);
        QCOMPARE(low.onSample(10'000, 100, true), 9); // 9.0
        QCOMPARE(low.onSample(10'000, 100, true), 8); // 8.1
        p.initialLimit = 1;
        AimdLimit one(p);
        QCOMPARE(one.onSample(10'000, 100, true), 1); // (int) 0.9 = 0, clamped to 1
    }

    void aRoundTripOverTheTimeoutIsADrop()
    {
        AimdParams p;
        p.initialLimit = 100;
        AimdLimit aimd(p);
        QCOMPARE(aimd.onSample(5'000'000, 100, false), 101); // equal is not over
        QCOMPARE(aimd.onSample(5'000'001, 100, false), 90);  // (int) 90.9
        p.timeoutUs = 1000;
        p.backoffRatio = 0.5;
        AimdLimit tight(p);
        QCOMPARE(tight.onSample(1001, 0, false), 50);
    }

    void clampsAtTheMaximumAndMaxWinsOverMin()
    {
        AimdParams p;
        p.initialLimit = 200;
        AimdLimit aimd(p);
        QCOMPARE(aimd.onSample(10'000, 150, false), 200);
        p.minLimit = 50;
        p.maxLimit = 30; // the reference only warns; min(max, max(min, x)) gives max
        p.initialLimit = 40;
        AimdLimit odd(p);
        QCOMPARE(odd.onSample(10'000, 0, false), 30);
        QCOMPARE(odd.onSample(10'000, 0, true), 30);
    }
};

QTEST_GUILESS_MAIN(TstAimdLimit)
#include "tst_aimdlimit.moc"
