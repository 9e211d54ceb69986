// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fixed window: the seeds' test plan with exact numbers, then the naive reference and the
// retry-after rule on random traces.
#include "core/sim/algorithms/fixed_window/FixedWindow.h"
#include "tests/core/sim/algorithms/AlgorithmTestKit.h"
#include "tests/core/sim/algorithms/ReferenceLimiters.h"

#include <QtTest>

using namespace ratelab;
using namespace ratelab::test;

class TstFixedWindow : public QObject {
    Q_OBJECT

private slots:
    void nthAllowedNextRejected()
    {
        const FixedWindow alg(limitParams(5, 1000));
        KeyState s;
        for (int i = 0; i < 5; ++i) {
            const Decision d = step(alg, s, 100 + i);
            QVERIFY(d.allowed);
            QCOMPARE(d.limit, 5);
            QCOMPARE(d.remaining, 4 - i);
            QCOMPARE(d.resetMs, 1000);
            QCOMPARE(d.retryAfterMs, 0);
        }
        const Decision d = step(alg, s, 110);
        QVERIFY(!d.allowed);
        QCOMPARE(d.remaining, 0);
        QCOMPARE(d.resetMs, 1000);
        QCOMPARE(d.retryAfterMs, 890);
        QCOMPARE(alg.level(s, 110), 5.0);
    }

    void counterResetsAfterWindow()
    {
        const FixedWindow alg(limitParams(3, 1000));
        KeyState s;
        for (int i = 0; i < 3; ++i)
            QVERIFY(step(alg, s, 0).allowed);
        const Decision last = step(alg, s, 999);
        QVERIFY(!last.allowed);
        QCOMPARE(last.retryAfterMs, 1);
        const Decision d = step(alg, s, 1000);
        QVERIFY(d.allowed);
        QCOMPARE(d.remaining, 2);
        QCOMPARE(d.resetMs, 2000);
        QCOMPARE(alg.level(s, 1999), 1.0);
        QCOMPARE(alg.level(s, 2000), 0.0);
    }

    void retryAfterIsExact()
    {
        const FixedWindow alg(limitParams(2, 60000));
        KeyState s;
        step(alg, s, 59000);
        step(alg, s, 59000);
        const Decision d = step(alg, s, 59500);
        QCOMPARE(d.retryAfterMs, 500);
        QVERIFY(alg.peek(s, {59500 + 500, 1, 0}).allowed);
        QVERIFY(!alg.peek(s, {59500 + 499, 1, 0}).allowed);
    }

    void remainingDecrementsByCost()
    {
        const FixedWindow alg(limitParams(10, 1000));
        KeyState s;
        QCOMPARE(step(alg, s, 5, 3).remaining, 7);
        QCOMPARE(step(alg, s, 6, 4).remaining, 3);
        const Decision tooBig = step(alg, s, 7, 4);
        QVERIFY(!tooBig.allowed);
        QCOMPARE(tooBig.remaining, 3);
        QCOMPARE(step(alg, s, 8, 3).remaining, 0);
    }

    void costAboveLimitNeverAdmitted()
    {
        const FixedWindow alg(limitParams(5, 1000));
        KeyState s;
        const Decision d = step(alg, s, 250, 6);
        QVERIFY(!d.allowed);
        QCOMPARE(d.remaining, 5);
        QCOMPARE(d.retryAfterMs, 750); // reset - t: the rule for a request that never fits
        QVERIFY(step(alg, s, 251, 5).allowed);
        QCOMPARE(alg.level(s, 251), 5.0);
    }

    void identicalTimestamps()
    {
        const FixedWindow alg(limitParams(4, 1000));
        KeyState s;
        int allowed = 0;
        for (int i = 0; i < 10; ++i)
            allowed += step(alg, s, 777).allowed ? 1 : 0;
        QCOMPARE(allowed, 4);
    }

    void boundaryBurstAdmitsTwiceTheLimit()
    {
        const FixedWindow alg(limitParams(10, 60000));
        KeyState s;
        int admitted = 0;
        for (int i = 0; i < 10; ++i)
            admitted += step(alg, s, 59999).allowed ? 1 : 0;
        for (int i = 0; i < 10; ++i)
            admitted += step(alg, s, 60000).allowed ? 1 : 0;
        QCOMPARE(admitted, 20); // 2N within 1 ms: the seeds' window-boundary burst
    }

    void longIdleGapsAndLargeNumbers()
    {
        const FixedWindow alg(limitParams(1'000'000, 86'400'000));
        KeyState s;
        QVERIFY(step(alg, s, 10, 1'000'000).allowed);
        QVERIFY(!step(alg, s, 20).allowed);
        const std::int64_t later = 86'400'000LL * 36'500 + 5; // a century of days later
        const Decision d = step(alg, s, later, 999'999);
        QVERIFY(d.allowed);
        QCOMPARE(d.remaining, 1);
        QCOMPARE(d.resetMs, 86'400'000LL * 36'501);
    }

    void negativeAndBackwardClock()
    {
        const FixedWindow alg(limitParams(2, 1000));
        KeyState s;
        Decision d = step(alg, s, -1);
        QCOMPARE(d.resetMs, 0);
        d = step(alg, s, -1000); // same window [-1000, 0)
        QCOMPARE(d.remaining, 0);
        d = step(alg, s, -1000);
        QVERIFY(!d.allowed);
        QCOMPARE(d.retryAfterMs, 1000);
        d = step(alg, s, -1001); // window [-2000, -1000): a fresh count
        QVERIFY(d.allowed);
        QCOMPARE(d.resetMs, -1000);
        // The clock steps back into an earlier window: one stored window, so it starts at 0.
        step(alg, s, 2500);
        step(alg, s, 2500);
        QVERIFY(!step(alg, s, 2600).allowed);
        d = step(alg, s, 1500);
        QVERIFY(d.allowed);
        QCOMPARE(d.remaining, 1);
        QCOMPARE(d.resetMs, 2000);
    }

    void matchesNaiveReference()
    {
        const QString error = matchesReferenceOnRandomTraces<FixedWindow, reference::FixedWindow>();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void retryAfterRuleOnRandomStates()
    {
        int rejects = 0;
        const QString error = decisionRulesOnRandomTraces<FixedWindow>(rejects);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(rejects > 1000); // the rule was exercised, not skipped
    }

    // The structured dialect's `t` (docs/algorithms.md "Header dialects"): once the remaining
    // units are spent, the next request waits for the window's end, its reset too.
    void effectiveWindowIsTheWindowsEnd()
    {
        const FixedWindow alg(limitParams(5, 1000));
        KeyState s;
        Reported d = stepReported(alg, s, 250);
        QCOMPARE(d.remaining, 4);
        QCOMPARE(d.effectiveWindowMs, 750);
        QCOMPARE(d.effectiveWindowMs, d.resetMs - 250);
        step(alg, s, 900, 4);
        d = stepReported(alg, s, 900);
        QVERIFY(!d.allowed);
        QCOMPARE(d.effectiveWindowMs, 100);
        // A cost above N in a new window: nothing is spent, all 5 are left until 2000.
        d = stepReported(alg, s, 1000, 7);
        QVERIFY(!d.allowed);
        QCOMPARE(d.remaining, 5);
        QCOMPARE(d.effectiveWindowMs, 1000);
        QCOMPARE(step(alg, s, 1500).effectiveWindowSeconds, -1); // not asked for
    }
};

QTEST_APPLESS_MAIN(TstFixedWindow)
#include "tst_fixedwindow.moc"
