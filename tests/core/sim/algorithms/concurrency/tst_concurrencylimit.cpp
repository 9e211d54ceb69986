// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Concurrency limit: in-flight counting with leases, exact numbers, the naive lease scan as
// reference and the retry-after rule.
#include "core/sim/algorithms/concurrency/ConcurrencyLimit.h"
#include "tests/core/sim/algorithms/AlgorithmTestKit.h"
#include "tests/core/sim/algorithms/ReferenceLimiters.h"

#include <QtTest>

using namespace ratelab;
using namespace ratelab::test;

namespace {

LimitParams params(std::int64_t n)
{
    LimitParams p;
    p.limit = n;
    p.windowMs = 1000; // ignored
    return p;
}

} // namespace

class TstConcurrencyLimit : public QObject {
    Q_OBJECT

private slots:
    void nthAllowedNextRejected()
    {
        const ConcurrencyLimit alg(params(3));
        KeyState s;
        for (int i = 0; i < 3; ++i) {
            const Decision d = step(alg, s, 0, 1, 100 * (i + 1));
            QVERIFY(d.allowed);
            QCOMPARE(d.remaining, 2 - i);
            QCOMPARE(d.resetMs, 100 * (i + 1)); // the latest release
        }
        const Decision d = step(alg, s, 50, 1, 10);
        QVERIFY(!d.allowed);
        QCOMPARE(d.remaining, 0);
        QCOMPARE(d.retryAfterMs, 50);
        QCOMPARE(d.resetMs, 300);
        QCOMPARE(alg.level(s, 50), 3.0);
        QCOMPARE(alg.level(s, 150), 2.0);
    }

    void releasedSlotIsFreeAtTheReleaseTime()
    {
        const ConcurrencyLimit alg(params(1));
        KeyState s;
        QVERIFY(step(alg, s, 0, 1, 100).allowed);
        QVERIFY(!step(alg, s, 99, 1, 100).allowed);
        const Decision d = step(alg, s, 100, 1, 100);
        QVERIFY(d.allowed);
        QCOMPARE(d.resetMs, 200);
    }

    void costsWalkTheLeases()
    {
        const ConcurrencyLimit alg(params(4));
        KeyState s;
        step(alg, s, 0, 1, 500);
        step(alg, s, 0, 2, 100);
        step(alg, s, 0, 1, 300);
        // Needs 3 free: the lease of 2 (100) and the one of 1 (300).
        const Decision d = step(alg, s, 10, 3, 50);
        QVERIFY(!d.allowed);
        QCOMPARE(d.retryAfterMs, 290);
        QCOMPARE(d.resetMs, 500);
        QCOMPARE(step(alg, s, 10, 2, 50).retryAfterMs, 90);
        const Decision tooBig = step(alg, s, 10, 5, 50);
        QCOMPARE(tooBig.retryAfterMs, 490); // never fits: reset - t
    }

    void zeroServiceTimeHoldsNothing()
    {
        const ConcurrencyLimit alg(params(2));
        KeyState s;
        for (int i = 0; i < 5; ++i) {
            const Decision d = step(alg, s, 7, 1, 0);
            QVERIFY(d.allowed);
            QCOMPARE(d.remaining, 2);
            QCOMPARE(d.resetMs, 7);
        }
    }

    void identicalTimestamps()
    {
        const ConcurrencyLimit alg(params(5));
        KeyState s;
        int allowed = 0;
        for (int i = 0; i < 12; ++i)
            allowed += step(alg, s, 1000, 1, 30).allowed ? 1 : 0;
        QCOMPARE(allowed, 5);
    }

    void longIdleAndNegativeAndBackwardClock()
    {
        const ConcurrencyLimit alg(params(2));
        KeyState s;
        step(alg, s, -5000, 1, 1000);
        step(alg, s, -5000, 1, 2000);
        QVERIFY(!step(alg, s, -4500, 1, 10).allowed);
        QCOMPARE(step(alg, s, -4500, 1, 10).retryAfterMs, 500);
        // Stepping back keeps every lease: they release at their own times.
        const Decision back = step(alg, s, -6000, 1, 10);
        QVERIFY(!back.allowed);
        QCOMPARE(back.retryAfterMs, 2000);
        const Decision later = step(alg, s, 86'400'000LL * 36'500, 2, 86'400'000);
        QVERIFY(later.allowed);
        QCOMPARE(later.resetMs, 86'400'000LL * 36'501);
        QCOMPARE(s.log.size(), std::size_t{1});
    }

    void matchesNaiveReference()
    {
        RandomChecks c = RandomChecks::reference();
        c.holdWindows = 3;
        const QString error =
            matchesReferenceOnRandomTraces<ConcurrencyLimit, reference::Concurrency>(c);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void retryAfterRuleOnRandomStates()
    {
        RandomChecks c = RandomChecks::rules();
        c.holdWindows = 3;
        int rejects = 0;
        const QString error = decisionRulesOnRandomTraces<ConcurrencyLimit>(rejects, c);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(rejects > 1000);
    }

    // The structured dialect's `t`: the remaining slots taken for as long as this request holds
    // its own, the next request waits for the first lease to end; reset waits for the last.
    void effectiveWindowIsTheFirstRelease()
    {
        const ConcurrencyLimit alg(params(3));
        KeyState s;
        step(alg, s, 0, 1, 500);
        Reported d = stepReported(alg, s, 100, 1, 1000);
        QCOMPARE(d.remaining, 1);
        QCOMPARE(d.effectiveWindowMs, 400); // the lease taken at 0 ends at 500
        QCOMPARE(d.resetMs, 1100);

        KeyState shortHold;
        step(alg, shortHold, 0, 1, 500);
        d = stepReported(alg, shortHold, 100, 1, 100);
        QCOMPARE(d.effectiveWindowMs, 100); // the spent slot, held 100 ms, ends first
        QCOMPARE(d.resetMs, 500);

        // Requests that hold no slot are never held back: no window.
        KeyState none;
        d = stepReported(alg, none, 0, 1, 0);
        QCOMPARE(d.remaining, 3);
        QCOMPARE(d.effectiveWindowMs, 0);
    }
};

QTEST_APPLESS_MAIN(TstConcurrencyLimit)
#include "tst_concurrencylimit.moc"
