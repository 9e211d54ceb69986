// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sliding window counter: hand-computed estimates, the seeds' test plan with exact numbers, then
// the naive reference (recomputed from every admitted request) and the retry-after rule.
#include "core/sim/algorithms/sliding_counter/SlidingCounter.h"
#include "tests/core/sim/algorithms/AlgorithmTestKit.h"
#include "tests/core/sim/algorithms/ReferenceLimiters.h"

#include <QtTest>

using namespace ratelab;
using namespace ratelab::test;

class TstSlidingCounter : public QObject {
    Q_OBJECT

private slots:
    void estimateMatchesHandComputedExample()
    {
        const SlidingCounter alg(limitParams(10, 1000));
        KeyState s;
        for (int i = 0; i < 8; ++i)
            QVERIFY(step(alg, s, 100 + i).allowed);
        QCOMPARE(alg.estimateAt(s, 1250), 6); // floor(8 * 750 / 1000)
        QCOMPARE(alg.estimateAt(s, 1000), 8);
        QCOMPARE(alg.estimateAt(s, 1999), 0); // floor(8 * 1 / 1000)
        QCOMPARE(alg.estimateAt(s, 1875), 1); // floor(8 * 125 / 1000)
        QCOMPARE(alg.estimateAt(s, 1876), 0); // floor(8 * 124 / 1000)
        const Decision d = step(alg, s, 1250);
        QVERIFY(d.allowed);
        QCOMPARE(d.remaining, 3);  // 10 - 6 - 1
        QCOMPARE(d.resetMs, 3000); // the request just counted in window 1 weighs until 3000
        QCOMPARE(alg.level(s, 1250), 7.0);
    }

    void nthAllowedNextRejected()
    {
        const SlidingCounter alg(limitParams(5, 1000));
        KeyState s;
        for (int i = 0; i < 5; ++i) {
            const Decision d = step(alg, s, 10 * i);
            QVERIFY(d.allowed);
            QCOMPARE(d.remaining, 4 - i);
            QCOMPARE(d.resetMs, 2000);
        }
        const Decision d = step(alg, s, 50);
        QVERIFY(!d.allowed);
        QCOMPARE(d.remaining, 0);
        // In window 1 the estimate is floor(5 (1000 - e) / 1000) <= 4 from e = 1.
        QCOMPARE(d.retryAfterMs, 951);
    }

    void counterRollsAndResets()
    {
        const SlidingCounter alg(limitParams(4, 1000));
        KeyState s;
        for (int i = 0; i < 4; ++i)
            step(alg, s, 999);
        Decision d = step(alg, s, 1000); // the previous window still weighs fully
        QVERIFY(!d.allowed);
        QCOMPARE(d.resetMs, 2000); // only the previous window holds counts
        QCOMPARE(d.retryAfterMs, 1);
        d = step(alg, s, 1500); // floor(4 * 500 / 1000) = 2
        QVERIFY(d.allowed);
        QCOMPARE(d.remaining, 1);
        d = step(alg, s, 5000); // many windows later: both counters zeroed
        QVERIFY(d.allowed);
        QCOMPARE(d.remaining, 3);
        QCOMPARE(s.c, 0);
        QCOMPARE(s.a, 5);
    }

    void retryAfterDecaysThePreviousWindow()
    {
        const SlidingCounter alg(limitParams(10, 1000));
        KeyState s;
        for (int i = 0; i < 4; ++i)
            step(alg, s, 0);
        for (int i = 0; i < 6; ++i)
            QVERIFY(step(alg, s, 1000).allowed);
        // Cost 4 needs floor(4 (1000 - e) / 1000) <= 0, i.e. e >= 751.
        const Decision d = step(alg, s, 1000, 4);
        QVERIFY(!d.allowed);
        QCOMPARE(d.retryAfterMs, 751);
        QVERIFY(alg.peek(s, {1751, 4, 0}).allowed);
        QVERIFY(!alg.peek(s, {1750, 4, 0}).allowed);
        // Cost 1 needs floor(4 (1000 - e) / 1000) <= 3: e >= 1.
        QCOMPARE(step(alg, s, 1000, 1).retryAfterMs, 1);
    }

    void retryAfterIntoTheNextWindow()
    {
        const SlidingCounter alg(limitParams(10, 1000));
        KeyState s;
        for (int i = 0; i < 10; ++i)
            step(alg, s, 1000);
        const Decision d = step(alg, s, 1500);
        QCOMPARE(d.retryAfterMs, 501); // window 2 from e = 1: floor(10 * 999 / 1000) = 9
        QCOMPARE(d.resetMs, 3000);
        // Cost 10 needs floor(10 (1000 - e) / 1000) = 0 in window 2: e >= 901.
        QCOMPARE(step(alg, s, 1500, 10).retryAfterMs, 1401);
    }

    void costAboveLimitNeverAdmitted()
    {
        const SlidingCounter alg(limitParams(5, 1000));
        KeyState s;
        Decision d = step(alg, s, 300, 6);
        QVERIFY(!d.allowed);
        QCOMPARE(d.remaining, 5);
        QCOMPARE(d.resetMs, 300);    // nothing counted: reset is now
        QCOMPARE(d.retryAfterMs, 0); // reset - t
        step(alg, s, 310, 2);
        d = step(alg, s, 320, 6);
        QCOMPARE(d.retryAfterMs, 1680); // (a + 2) W - t
        QCOMPARE(d.remaining, 3);
    }

    void identicalTimestamps()
    {
        const SlidingCounter alg(limitParams(3, 100));
        KeyState s;
        int allowed = 0;
        for (int i = 0; i < 8; ++i)
            allowed += step(alg, s, 42).allowed ? 1 : 0;
        QCOMPARE(allowed, 3);
    }

    void longIdleGapsAndLargeNumbers()
    {
        const std::int64_t w = 86'400'000;
        const SlidingCounter alg(limitParams(1'000'000, w));
        KeyState s;
        QVERIFY(step(alg, s, w - 1, 1'000'000).allowed);
        // Half a window later: floor(1e6 * 43,200,000 / 86,400,000) = 500,000.
        const Decision d = step(alg, s, w + w / 2, 500'000);
        QVERIFY(d.allowed);
        QCOMPARE(d.remaining, 0);
        const Decision r = step(alg, s, w + w / 2);
        QVERIFY(!r.allowed);
        // Needs floor(1e6 (W - e) / W) <= 499,999, i.e. W - e < W / 2: e >= 43,200,001.
        QCOMPARE(r.retryAfterMs, 1);
        const Decision far = step(alg, s, w * 36'500 + 7, 1'000'000);
        QVERIFY(far.allowed);
        QCOMPARE(far.resetMs, w * 36'502);
    }

    void negativeAndBackwardClock()
    {
        const SlidingCounter alg(limitParams(10, 1000));
        KeyState s;
        for (int i = 0; i < 4; ++i)
            step(alg, s, 1100);
        for (int i = 0; i < 3; ++i)
            QVERIFY(step(alg, s, 2500).allowed); // floor(4 * 500 / 1000) + b
        // Back to window 1: the stored window 2 is kept with elapsed 0, est = 4 + 3.
        Decision d = step(alg, s, 1500, 3);
        QVERIFY(d.allowed);
        QCOMPARE(d.remaining, 0);
        QCOMPARE(d.resetMs, 4000);
        d = step(alg, s, 1600);
        QVERIFY(!d.allowed);
        QCOMPARE(d.retryAfterMs, 401); // window 2 from e = 1: floor(4 * 999 / 1000) + 6 = 9
        KeyState neg;
        d = step(alg, neg, -1, 10);
        QVERIFY(d.allowed);
        QCOMPARE(d.resetMs, 1000); // window -1 counted until 1000
        QCOMPARE(alg.estimateAt(neg, 500), 5);
    }

    void matchesNaiveReference()
    {
        const QString error =
            matchesReferenceOnRandomTraces<SlidingCounter, reference::SlidingCounter>();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void retryAfterRuleOnRandomStates()
    {
        int rejects = 0;
        const QString error = decisionRulesOnRandomTraces<SlidingCounter>(rejects);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(rejects > 1000);
    }

    // The structured dialect's `t`: N = 10, 6 admitted in window 0. At 1200 the previous count
    // weighs floor(6 * 800 / 1000) = 4, a request leaves 5; spent, the estimate is 10 and falls
    // to 9 when floor(6 * (2000 - e) / 1000) <= 3, i.e. at e = 1334: 134 ms. Reset (both windows
    // empty) is 1800 ms away.
    void effectiveWindowWaitsForTheEstimateToDecay()
    {
        const SlidingCounter alg(limitParams(10, 1000));
        KeyState s;
        step(alg, s, 500, 6);
        Reported d = stepReported(alg, s, 1200);
        QCOMPARE(d.remaining, 5);
        QCOMPARE(d.effectiveWindowMs, 134);
        QCOMPARE(d.resetMs, 3000);
        step(alg, s, 1200, 5);
        QVERIFY(!alg.peek(s, {1333, 1, 0}).allowed);
        QVERIFY(alg.peek(s, {1334, 1, 0}).allowed);
        d = stepReported(alg, s, 1300); // refused: the same 34 ms as Retry-After
        QVERIFY(!d.allowed);
        QCOMPARE(d.effectiveWindowMs, 34);
        QCOMPARE(d.retryAfterMs, 34);
    }
};

QTEST_APPLESS_MAIN(TstSlidingCounter)
#include "tst_slidingcounter.moc"
