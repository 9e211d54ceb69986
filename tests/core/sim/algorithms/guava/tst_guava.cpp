// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Guava RateLimiter: the documented examples (RateLimiter's javadoc, SmoothRateLimiter's comments)
// worked through reserveEarliestAvailable by hand. tests/reference drives Guava itself.
#include "core/sim/algorithms/guava/GuavaBursty.h"
#include "core/sim/algorithms/guava/GuavaWarmup.h"
#include "tests/core/sim/algorithms/AlgorithmTestKit.h"

#include <QtTest>

using namespace ratelab;
using namespace ratelab::test;

namespace {

constexpr std::int64_t kForever = 3'600'000; // a timeout long enough to act as acquire()

LimitParams guava(std::int64_t n, std::int64_t w, std::int64_t timeoutMs, std::int64_t warmupMs = 0,
                  std::int64_t burst = 0)
{
    LimitParams p = limitParams(n, w, burst);
    p.timeoutMs = timeoutMs;
    p.warmupMs = warmupMs;
    return p;
}

} // namespace

class TstGuava : public QObject {
    Q_OBJECT

private slots:
    void createFiveGrantsEveryTwoHundredMs()
    {
        // RateLimiter.create(5.0): acquire() at 0 returns at once, later ones 0.2 s apart.
        const GuavaBursty alg(guava(5, 1000, kForever));
        KeyState s;
        for (std::int64_t expected : {0, 200, 400, 600, 800}) {
            const Decision d = step(alg, s, 0);
            QVERIFY(d.allowed);
            QCOMPARE(d.delayMs, expected);
        }
    }

    void expensiveRequestIsPaidByTheNextOne()
    {
        // create(5): acquire(10) is granted at once; the following acquire(1) waits 2 s.
        const GuavaBursty alg(guava(5, 1000, kForever));
        KeyState s;
        const Decision big = step(alg, s, 0, 10);
        QVERIFY(big.allowed);
        QCOMPARE(big.delayMs, 0);
        const Decision next = step(alg, s, 0, 1);
        QVERIFY(next.allowed);
        QCOMPARE(next.delayMs, 2000);
    }

    void tryAcquireWithoutTimeoutRefusesAWait()
    {
        const GuavaBursty alg(guava(5, 1000, 0));
        KeyState s;
        QVERIFY(step(alg, s, 0).allowed);
        const KeyState before = s;
        const Decision early = step(alg, s, 100);
        QVERIFY(!early.allowed);
        QCOMPARE(early.retryAfterMs, 100);
        QCOMPARE(s.a, before.a); // canAcquire is false: nothing reserved
        QCOMPARE(s.b, before.b);
        QVERIFY(!step(alg, s, 199).allowed);
        const Decision tie = step(alg, s, 200); // nextFreeTicketMicros == now is granted
        QVERIFY(tie.allowed);
        QCOMPARE(tie.delayMs, 0);
    }

    void timeoutGrantsWhatWaitsAtMostThatLong()
    {
        const GuavaBursty alg(guava(5, 1000, 300));
        KeyState s;
        QCOMPARE(step(alg, s, 0).delayMs, 0);
        QCOMPARE(step(alg, s, 0).delayMs, 200);
        const Decision third = step(alg, s, 0); // would wait 400 > 300
        QVERIFY(!third.allowed);
        QCOMPARE(third.retryAfterMs, 100);
        const Decision at100 = step(alg, s, 100); // waits exactly 300: granted
        QVERIFY(at100.allowed);
        QCOMPARE(at100.delayMs, 300);
    }

    void idleStoresOneSecondOfPermitsThenPaysLater()
    {
        // A new limiter stores nothing; idle time stores up to maxPermits = 1 s x 5/s. After that
        // the five stored ones and one more (pay later) pass at once, and the next is refused.
        const GuavaBursty alg(guava(5, 1000, 0));
        QCOMPARE(alg.maxPermits(), 5.0);
        KeyState s;
        QVERIFY(step(alg, s, 0).allowed);
        QCOMPARE(alg.level(s, 0), 0.0);
        QCOMPARE(alg.level(s, 10'000), 5.0);
        for (int i = 0; i < 6; ++i) {
            const Decision d = step(alg, s, 10'000);
            QVERIFY(d.allowed);
            QCOMPARE(d.delayMs, 0);
        }
        QVERIFY(!step(alg, s, 10'000).allowed);
    }

    void burstSetsTheStoredMaximum()
    {
        const GuavaBursty alg(guava(5, 1000, 0, 0, 2));
        QCOMPARE(alg.maxPermits(), 2.0);
        KeyState s;
        step(alg, s, 0);
        for (int i = 0; i < 3; ++i)
            QVERIFY(step(alg, s, 60'000).allowed);
        QVERIFY(!step(alg, s, 60'000).allowed);
    }

    void costAboveStoredPermits()
    {
        // cost 8 with 5 stored: 3 fresh permits, 600 ms charged to the next request.
        const GuavaBursty alg(guava(5, 1000, kForever));
        KeyState s;
        step(alg, s, 0);
        QCOMPARE(step(alg, s, 5000, 8).delayMs, 0);
        QCOMPARE(step(alg, s, 5000).delayMs, 600);
    }

    void warmupTrapezoidFromTheJavadoc()
    {
        // create(10, 2 s): stable 100 ms, cold 300 ms, threshold 10, max 20; a cold limiter
        // starts with 20 stored. The 10 permits above the threshold cost the trapezoid's area,
        // 2 s in all: 290, 270, ..., 110 ms (each the mean of its slice).
        const GuavaWarmup alg(guava(10, 1000, kForever, 2000));
        QCOMPARE(alg.stableIntervalMicros(), 100000.0);
        QCOMPARE(alg.thresholdPermits(), 10.0);
        QCOMPARE(alg.maxPermits(), 20.0);
        KeyState s;
        std::int64_t expected = 0;
        for (int i = 0; i < 10; ++i) {
            const Decision d = step(alg, s, 0);
            QVERIFY(d.allowed);
            QCOMPARE(d.delayMs, expected);
            expected += 290 - 20 * i;
        }
        QCOMPARE(expected, 2000);
        QCOMPARE(step(alg, s, 0).delayMs, 2000); // below the threshold: 100 ms each
        QCOMPARE(step(alg, s, 0).delayMs, 2100);
    }

    void warmupCoolsDownWhileIdle()
    {
        // coolDownInterval = warmup / maxPermits = 100 ms per permit: 20 idle permits refill
        // the limiter to cold again after 2 s past nextFreeTicket.
        const GuavaWarmup alg(guava(10, 1000, kForever, 2000));
        KeyState s;
        for (int i = 0; i < 20; ++i)
            step(alg, s, 0);
        const double atFree = alg.level(s, 4000); // nextFree = 2000 + 10 x 100 = 3000 ms
        QCOMPARE(atFree, 10.0);
        QCOMPARE(alg.level(s, 3000), 0.0);
        QCOMPARE(alg.level(s, 10'000), 20.0);
        QCOMPARE(step(alg, s, 10'000).delayMs, 0);
        QCOMPARE(step(alg, s, 10'000).delayMs, 290);
    }

    void doublesTruncatedToMicros()
    {
        // 3 per 1000 ms: stableInterval 333333.33 us, truncated per reservation: two fresh
        // permits reserved one by one cost 666666 us, so the third waits 667 ms (ceil), not 666.
        const GuavaBursty alg(guava(3, 1000, kForever));
        KeyState s;
        QCOMPARE(step(alg, s, 0).delayMs, 0);
        QCOMPARE(step(alg, s, 0).delayMs, 334);
        QCOMPARE(step(alg, s, 0).delayMs, 667);
        QCOMPARE(s.b, 999'999);
    }

    // The structured dialect's `t`. SmoothBursty at 10/s: a new limiter's first request owes
    // 100 ms, so nothing is left for 100 ms. Two seconds idle store 10 permits: a request leaves
    // 9, and when they are spent Guava still grants one more at once and charges the next
    // (pay later), so no window holds the client to 9: t = 0.
    void effectiveWindowOfSmoothBursty()
    {
        const GuavaBursty alg(guava(10, 1000, 0));
        KeyState s;
        Reported d = stepReported(alg, s, 0);
        QCOMPARE(d.remaining, 0);
        QCOMPARE(d.effectiveWindowMs, 100);
        d = stepReported(alg, s, 2000);
        QCOMPARE(d.remaining, 9);
        QCOMPARE(d.effectiveWindowMs, 0);

        // tryAcquire(1, 500 ms): six at once are granted (nextFree 600 ms), the seventh in 100 ms;
        // reset waits for nextFree.
        const GuavaBursty waiting(guava(10, 1000, 500));
        KeyState w;
        QCOMPARE(stepReported(waiting, w, 0).effectiveWindowMs, 0); // pay later, within 500 ms
        for (int i = 0; i < 4; ++i)
            step(waiting, w, 0);
        d = stepReported(waiting, w, 0);
        QVERIFY(d.allowed);
        QCOMPARE(d.effectiveWindowMs, 100);
        QCOMPARE(d.resetMs, 600);
    }

    // SmoothWarmingUp at 10/s, warm-up 2 s, cold (20 permits, threshold 10, slope 20000 us):
    // the first request costs (300 + 280) / 2 = 290 ms. With a 1 s timeout 19 are left; taken in
    // one tryAcquire(19) they cost 9 x (280 + 100) / 2 = 1710 ms above the threshold and 1000 ms
    // below, so nextFree is 3000 ms and the next request waits until 3000 - 1000: t = 2000 ms,
    // where reset says 290 ms.
    void effectiveWindowOfSmoothWarmingUp()
    {
        const GuavaWarmup alg(guava(10, 1000, 1000, 2000));
        KeyState s;
        const Reported d = stepReported(alg, s, 0);
        QCOMPARE(d.remaining, 19);
        QCOMPARE(d.resetMs, 290);
        QCOMPARE(d.effectiveWindowMs, 2000);
    }
};

QTEST_APPLESS_MAIN(TstGuava)
#include "tst_guava.moc"
