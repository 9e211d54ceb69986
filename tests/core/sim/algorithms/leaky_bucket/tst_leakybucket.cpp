// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Leaky bucket (queue with delay): exact delays for a burst, the seeds' test plan, a literal
// queue simulation as reference, and the checks that it admits exactly what the token bucket
// admits while delaying instead of passing the burst.
#include "core/sim/algorithms/leaky_bucket/LeakyBucket.h"
#include "core/sim/algorithms/token_bucket/TokenBucket.h"
#include "tests/core/sim/algorithms/AlgorithmTestKit.h"
#include "tests/core/sim/algorithms/ReferenceLimiters.h"

#include <QtTest>

using namespace ratelab;
using namespace ratelab::test;

class TstLeakyBucket : public QObject {
    Q_OBJECT

private slots:
    void burstIsQueuedAndDelayed()
    {
        const LeakyBucket alg(limitParams(5, 1000)); // one request leaves every 200 ms
        KeyState s;
        for (int i = 0; i < 5; ++i) {
            const Decision d = step(alg, s, 0);
            QVERIFY(d.allowed);
            QCOMPARE(d.delayMs, 200 * i);
            QCOMPARE(d.remaining, 4 - i);
            QCOMPARE(d.resetMs, 200 * (i + 1));
        }
        const Decision d = step(alg, s, 0);
        QVERIFY(!d.allowed);
        QCOMPARE(d.delayMs, 0);
        QCOMPARE(d.retryAfterMs, 200);
        QCOMPARE(alg.level(s, 0), 5.0);
        QCOMPARE(alg.level(s, 300), 3.5);
        QCOMPARE(alg.levelLimit(), 5.0);
    }

    void queueDrainsAtTheRate()
    {
        const LeakyBucket alg(limitParams(10, 1000, 3)); // T = 100 ms, queue of 3
        KeyState s;
        for (int i = 0; i < 3; ++i)
            QCOMPARE(step(alg, s, 0).delayMs, 100 * i);
        QVERIFY(!step(alg, s, 0).allowed);
        const Decision d = step(alg, s, 100); // one has left: two queued
        QVERIFY(d.allowed);
        QCOMPARE(d.delayMs, 200);
        QCOMPARE(d.remaining, 0);
        const Decision idle = step(alg, s, 10'000);
        QCOMPARE(idle.delayMs, 0);
        QCOMPARE(idle.remaining, 2);
    }

    void fractionalDrainRoundsDelaysUp()
    {
        const LeakyBucket alg(limitParams(3, 1000)); // T = 333.33 ms
        KeyState s;
        QCOMPARE(step(alg, s, 0).delayMs, 0);
        QCOMPARE(step(alg, s, 0).delayMs, 334);
        QCOMPARE(step(alg, s, 0).delayMs, 667);
        QCOMPARE(step(alg, s, 0).retryAfterMs, 334);
    }

    void costsAboveOneAndAboveTheQueue()
    {
        const LeakyBucket alg(limitParams(10, 1000));
        KeyState s;
        QCOMPARE(step(alg, s, 0, 3).remaining, 7);
        const Decision big = step(alg, s, 0, 12);
        QVERIFY(!big.allowed);
        QCOMPARE(big.retryAfterMs, 500);
        const Decision d = step(alg, s, 0, 7);
        QVERIFY(d.allowed);
        QCOMPARE(d.delayMs, 300); // behind three units of work
    }

    void identicalTimestampsAndLargeNumbers()
    {
        const LeakyBucket alg(limitParams(1'000'000, 86'400'000));
        KeyState s;
        int allowed = 0;
        for (int i = 0; i < 3; ++i)
            allowed += step(alg, s, 5, 500'000).allowed ? 1 : 0;
        QCOMPARE(allowed, 2);
        const std::int64_t later = 86'400'000LL * 36'500;
        const Decision d = step(alg, s, later, 999'999);
        QVERIFY(d.allowed);
        QCOMPARE(d.delayMs, 0);
        // Behind 999,999 units of 86.4 ms each: ceil(86,399,913.6).
        QCOMPARE(step(alg, s, later, 1).delayMs, 86'399'914);
        QVERIFY(!step(alg, s, later, 1).allowed);
    }

    void negativeAndBackwardClock()
    {
        const LeakyBucket alg(limitParams(5, 1000));
        KeyState s;
        QCOMPARE(step(alg, s, -1000).delayMs, 0);
        QCOMPARE(step(alg, s, -1000).delayMs, 200);
        // Back 100 ms: the queue empties at -600, 500 ms away.
        const Decision d = step(alg, s, -1100);
        QVERIFY(d.allowed);
        QCOMPARE(d.delayMs, 500);
        QCOMPARE(d.resetMs, -400);
    }

    void matchesQueueSimulation()
    {
        RandomChecks c = RandomChecks::reference();
        c.count = 1500;
        const QString error =
            matchesReferenceOnRandomTraces<LeakyBucket, reference::LeakyBucket>(c);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void admitsWhatTheTokenBucketAdmits()
    {
        int seed = 700;
        int delayed = 0;
        for (const LimitParams& p : randomCheckParams()) {
            TraceRng rng(static_cast<std::uint64_t>(seed++));
            const auto trace = randomTrace(rng, p, TraceShape{5000, 0, 0, 0});
            const LeakyBucket leaky(p);
            const TokenBucket bucket(p);
            KeyState l;
            KeyState b;
            std::int64_t lastDeparture = INT64_MIN;
            for (std::size_t i = 0; i < trace.size(); ++i) {
                const Decision x = step(leaky, l, trace[i].t, trace[i].cost);
                Decision y = step(bucket, b, trace[i].t, trace[i].cost);
                y.delayMs = x.delayMs;
                QVERIFY2(sameDecision(x, y),
                         qPrintable(QStringLiteral("request %1: leaky %2, token bucket %3")
                                        .arg(i)
                                        .arg(describe(x), describe(y))));
                if (x.allowed) {
                    // First in, first out; the delay is the scaled token deficit before the
                    // request.
                    QVERIFY(trace[i].t + x.delayMs >= lastDeparture);
                    lastDeparture = trace[i].t + x.delayMs;
                    delayed += x.delayMs > 0 ? 1 : 0;
                }
            }
        }
        QVERIFY(delayed > 1000);
    }

    void retryAfterRuleOnRandomStates()
    {
        int rejects = 0;
        const QString error = decisionRulesOnRandomTraces<LeakyBucket>(rejects);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(rejects > 1000);
    }

    // The structured dialect's `t`: the time until one more place in the queue drains, once the
    // remaining places are taken; reset is when the queue is empty. 10 per second, B = 5: three
    // queued at 0, at 150 ms 1.5 are left; one more leaves 2 places, taken they fill 4.5 of 5,
    // and the next fits 50 ms later. The queue is empty at 400 ms.
    void effectiveWindowIsTheNextPlaceInTheQueue()
    {
        const LeakyBucket alg(limitParams(10, 1000, 5));
        KeyState s;
        step(alg, s, 0, 3);
        Reported d = stepReported(alg, s, 150);
        QCOMPARE(d.remaining, 2);
        QCOMPARE(d.effectiveWindowMs, 50);
        QCOMPARE(d.resetMs, 400);
        step(alg, s, 150, 2);
        d = stepReported(alg, s, 150); // refused: the queue is full for 50 ms more
        QVERIFY(!d.allowed);
        QCOMPARE(d.effectiveWindowMs, 50);
        QCOMPARE(d.resetMs, 600);
    }
};

QTEST_APPLESS_MAIN(TstLeakyBucket)
#include "tst_leakybucket.moc"
