// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The INCR-first fixed window: rejected requests are counted, so the count only grows within a
// window; everything else (alignment, reset, retry-after) is the fixed window's.
#include "core/sim/algorithms/fixed_window/FixedWindow.h"
#include "core/sim/algorithms/fixed_window_incr_first/FixedWindowIncrFirst.h"
#include "tests/core/sim/algorithms/AlgorithmTestKit.h"

#include <QtTest>

using namespace ratelab;
using namespace ratelab::test;

class TstFixedWindowIncrFirst : public QObject {
    Q_OBJECT

private slots:
    void rejectedRequestsAreCounted()
    {
        const FixedWindowIncrFirst alg(limitParams(3, 1000));
        KeyState s;
        for (int i = 0; i < 3; ++i) {
            const Decision d = step(alg, s, 100);
            QVERIFY(d.allowed);
            QCOMPARE(d.remaining, 2 - i);
        }
        for (int i = 0; i < 4; ++i) {
            const Decision d = step(alg, s, 400);
            QVERIFY(!d.allowed);
            QCOMPARE(d.remaining, 0);
            QCOMPARE(d.retryAfterMs, 600);
            QCOMPARE(d.resetMs, 1000);
        }
        QCOMPARE(s.b, 7);
        QCOMPARE(alg.level(s, 999), 7.0);
        const Decision next = step(alg, s, 1000); // a new window starts at 0
        QVERIFY(next.allowed);
        QCOMPARE(s.b, 1);
    }

    void exactTieAtTheLimit()
    {
        const FixedWindowIncrFirst alg(limitParams(5, 1000));
        KeyState s;
        QVERIFY(step(alg, s, 0, 5).allowed); // count 5 <= 5
        QVERIFY(step(alg, s, 0, 0).allowed); // cost 0 keeps the count at 5: still allowed
        QVERIFY(!step(alg, s, 999, 1).allowed);
    }

    void costAboveTheLimitStillCounts()
    {
        // A request that can never pass still eats the window: the check-first window would
        // admit the small one after it, INCR first does not.
        const FixedWindowIncrFirst incr(limitParams(5, 1000));
        const FixedWindow check(limitParams(5, 1000));
        KeyState a;
        KeyState b;
        QVERIFY(!step(incr, a, 0, 6).allowed);
        QVERIFY(!step(check, b, 0, 6).allowed);
        QVERIFY(!step(incr, a, 1, 1).allowed);
        QVERIFY(step(check, b, 1, 1).allowed);
    }

    void raisingTheLimitMidWindowDoesNotHelp()
    {
        // Six calls against N = 3 (three rejected, count 6); then N is raised to 5 for the same
        // key: INCR first counts 7 > 5 and keeps refusing, the check-first window admits two.
        const FixedWindowIncrFirst low(limitParams(3, 60000));
        const FixedWindow lowCheck(limitParams(3, 60000));
        KeyState incr;
        KeyState check;
        for (int i = 0; i < 6; ++i) {
            step(low, incr, i);
            step(lowCheck, check, i);
        }
        const FixedWindowIncrFirst high(limitParams(5, 60000));
        const FixedWindow highCheck(limitParams(5, 60000));
        QVERIFY(!step(high, incr, 10).allowed);
        QVERIFY(step(highCheck, check, 10).allowed);
        QVERIFY(step(highCheck, check, 11).allowed);
        QVERIFY(!step(highCheck, check, 12).allowed);
        QVERIFY(!step(high, incr, 60'000 - 1).allowed);
        QVERIFY(step(high, incr, 60'000).allowed);
    }

    void sameAsFixedWindowWhileNothingIsRejected()
    {
        // Until the first rejection both windows hold the same count.
        const FixedWindowIncrFirst incr(limitParams(4, 700));
        const FixedWindow check(limitParams(4, 700));
        KeyState a;
        KeyState b;
        for (std::int64_t t = -1400; t < 1400; t += 180) {
            const Decision x = step(incr, a, t);
            const Decision y = step(check, b, t);
            QVERIFY2(sameDecision(x, y), qPrintable(describe(x) + describe(y)));
        }
    }

    // The structured dialect's `t`: the window's end, a refused (and counted) request included.
    void effectiveWindowIsTheWindowsEnd()
    {
        const FixedWindowIncrFirst alg(limitParams(3, 1000));
        KeyState s;
        Reported d = stepReported(alg, s, 100);
        QCOMPARE(d.remaining, 2);
        QCOMPARE(d.effectiveWindowMs, 900);
        step(alg, s, 100, 2);
        d = stepReported(alg, s, 400);
        QVERIFY(!d.allowed);
        QCOMPARE(d.remaining, 0);
        QCOMPARE(d.effectiveWindowMs, 600);
    }
};

QTEST_APPLESS_MAIN(TstFixedWindowIncrFirst)
#include "tst_fixedwindowincrfirst.moc"
