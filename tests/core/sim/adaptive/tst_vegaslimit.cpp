// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// VegasLimit's rule by hand: queue = ceil(limit x (1 - noload / rtt)), L = max(1, (int)log10),
// grow by beta = 6L at a queue <= L, by L below alpha = 3L, shrink by L above beta; drops shrink;
// app-limited samples and new minimum RTTs leave the limit; probes reset rtt_noload.
#include "core/sim/JavaArithmetic.h"
#include "core/sim/adaptive/Log10RootInt.h"
#include "core/sim/adaptive/VegasLimit.h"

#include <QtTest>

using namespace ratelab;

namespace {

VegasParams pinned(int initial)
{
    VegasParams p;
    p.initialLimit = initial;
    p.probeJitter = 0.5; // 0.5 x 30 x limit: no probe in these short runs
    return p;
}

} // namespace

class TstVegasLimit : public QObject {
    Q_OBJECT

private slots:
    void log10RootIntAsTheReferenceTabulatesIt()
    {
        QCOMPARE(log10RootInt(0), 1); // max(1, (int) -inf)
        QCOMPARE(log10RootInt(1), 1);
        QCOMPARE(log10RootInt(99), 1);
        QCOMPARE(log10RootInt(100), 2);
        QCOMPARE(log10RootInt(999), 2);
        QCOMPARE(log10RootInt(1000), 3);
        QCOMPARE(log10RootInt(123456), 5);
    }

    void javaIntCastTruncatesAndSaturates()
    {
        QCOMPARE(java::toInt(18.9), 18);
        QCOMPARE(java::toInt(-0.9), 0);
        QCOMPARE(java::toInt(1e300), 2147483647);
        QCOMPARE(java::toInt(std::nan("")), 0);
    }

    void defaultsAreTheBuilders()
    {
        const VegasParams p;
        QCOMPARE(p.initialLimit, 20);
        QCOMPARE(p.maxLimit, 1000);
        QCOMPARE(p.smoothing, 1.0);
        QCOMPARE(p.probeMultiplier, 30);
        QVERIFY(!p.alpha && !p.beta && !p.threshold && !p.probeJitter);
    }

    void eachBranchOfTheUpdate()
    {
        VegasLimit v(pinned(20), Random(1));
        QCOMPARE(v.onSample(10'000, 10, false), 20); // first sample: rtt_noload = 10 ms
        QCOMPARE(v.onSample(10'000, 10, false), 26); // queue 0 <= L = 1: + beta 6
        QCOMPARE(v.onSample(20'000, 13, false), 25); // queue ceil(26 x 0.5) = 13 > 6: - 1
        QCOMPARE(v.onSample(10'500, 13, false), 26); // queue ceil(1.19) = 2 < alpha 3: + 1
        QCOMPARE(v.onSample(11'000, 13, false), 26); // queue ceil(2.36) = 3: in [alpha, beta]
        QCOMPARE(v.onSample(50'000, 12, false), 26); // 24 < 26: app-limited, unchanged
        QCOMPARE(v.onSample(50'000, 0, true), 25);   // a drop shrinks even when app-limited
        QCOMPARE(v.onSample(9'000, 20, false), 25);  // a new minimum only moves rtt_noload
        QCOMPARE(v.onSample(9'000, 20, false), 31);  // queue 0 again: + 6
    }

    void fixedAlphaBetaThreshold()
    {
        VegasParams p = pinned(20);
        p.alpha = 2;
        p.beta = 4;
        p.threshold = 0;
        VegasLimit v(p, Random(1));
        v.onSample(10'000, 10, false);
        QCOMPARE(v.onSample(10'000, 10, false), 24); // queue 0 <= 0: + beta 4
        QCOMPARE(v.onSample(10'500, 12, false), 24); // queue ceil(1.14) = 2: not < alpha 2
        QCOMPARE(v.onSample(20'000, 12, false), 23); // queue 12 > beta 4: - L
        QCOMPARE(v.onSample(10'200, 12, false), 24); // queue ceil(0.45) = 1 < alpha 2: + L
    }

    void clampsToOneAndTheMaximum()
    {
        VegasLimit one(pinned(1), Random(1));
        one.onSample(10'000, 1, false);
        QCOMPARE(one.onSample(10'000, 1, true), 1); // 1 - L(1) = 0, clamped to 1
        VegasParams p = pinned(998);
        VegasLimit top(p, Random(1));
        top.onSample(10'000, 999, false);
        QCOMPARE(top.onSample(10'000, 999, false), 1000); // 998 + 6 x L(998) = 1010 -> 1000
    }

    void smoothingBlendsTheEstimate()
    {
        VegasParams p = pinned(20);
        p.smoothing = 0.5;
        VegasLimit v(p, Random(1));
        v.onSample(10'000, 10, false);
        QCOMPARE(v.onSample(10'000, 10, false), 23); // 0.5 x 20 + 0.5 x 26
    }

    void aProbeResetsRttNoLoad()
    {
        VegasParams p = pinned(10);
        p.probeMultiplier = 2; // probe when 0.5 x 2 x 10 = 10 <= samples since the last one
        VegasLimit v(p, Random(1));
        v.onSample(10'000, 0, false);
        for (int i = 2; i <= 9; ++i)
            QCOMPARE(v.onSample(10'000, 0, false), 10); // app-limited
        QCOMPARE(v.onSample(30'000, 5, false), 10);     // the 10th: a probe, rtt_noload = 30 ms
        // Against 30 ms the queue is 0 (+ 6); against 10 ms it would be 7 (> 6: - 1).
        QCOMPARE(v.onSample(30'000, 5, false), 16);
    }

    void theDrawnJitterIsSeededAndInItsRange()
    {
        // With a drawn jitter the first probe comes after (0.5..1) x 30 x 20 samples.
        auto probeAt = [](std::uint64_t seed) {
            VegasParams p;
            p.initialLimit = 20;
            VegasLimit v(p, Random(seed));
            v.onSample(10'000, 10, false); // rtt_noload = 10 ms
            // App-limited 20 ms samples leave the limit; a copy fed one with 10 in flight tells
            // the probe apart: before it the queue is 10 (> 6: 19), after it 0 (+ 6: 26).
            for (int i = 2; i <= 700; ++i) {
                VegasLimit copy = v;
                if (copy.onSample(20'000, 10, false) > 20)
                    return i - 1; // the probe happened at sample i - 1
                v.onSample(20'000, 0, false);
            }
            return -1;
        };
        const int a = probeAt(1);
        const int b = probeAt(2);
        QCOMPARE(probeAt(1), a);
        QVERIFY2(a >= 300 && a <= 600, qPrintable(QString::number(a)));
        QVERIFY2(b >= 300 && b <= 600, qPrintable(QString::number(b)));
        QVERIFY2(a != b || probeAt(3) != a, "the jitter does not depend on the seed");
    }
};

QTEST_GUILESS_MAIN(TstVegasLimit)
#include "tst_vegaslimit.moc"
