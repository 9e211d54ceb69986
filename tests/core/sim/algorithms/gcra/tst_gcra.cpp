// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// GCRA: exact numbers for the seeds' test plan, times whose product with N passes 2^63, the
// textbook reference with an absolute rational TAT, equality with the token bucket on random
// traces (every output), and the retry-after rule.
#include "core/sim/algorithms/gcra/Gcra.h"
#include "core/sim/algorithms/token_bucket/TokenBucket.h"
#include "tests/core/sim/algorithms/AlgorithmTestKit.h"
#include "tests/core/sim/algorithms/ReferenceLimiters.h"

#include <QtTest>

using namespace ratelab;
using namespace ratelab::test;

class TstGcra : public QObject {
    Q_OBJECT

private slots:
    void nthAllowedNextRejected()
    {
        const Gcra alg(limitParams(5, 1000)); // T = 200 ms, tolerance 5 T
        KeyState s;
        for (int i = 0; i < 5; ++i) {
            const Decision d = step(alg, s, 0);
            QVERIFY(d.allowed);
            QCOMPARE(d.remaining, 4 - i);
            QCOMPARE(d.resetMs, 200 * (i + 1)); // the TAT, in ms
        }
        const Decision d = step(alg, s, 0);
        QVERIFY(!d.allowed);
        QCOMPARE(d.remaining, 0);
        QCOMPARE(d.retryAfterMs, 200);
        QVERIFY(!alg.peek(s, {199, 1, 0}).allowed);
        QVERIFY(alg.peek(s, {200, 1, 0}).allowed);
        QCOMPARE(alg.level(s, 500), 2.5);
    }

    void sustainedRateAfterTheBurst()
    {
        const Gcra alg(limitParams(10, 1000, 2)); // T = 100 ms, burst 2
        KeyState s;
        QVERIFY(step(alg, s, 0).allowed);
        QVERIFY(step(alg, s, 0).allowed);
        QVERIFY(!step(alg, s, 0).allowed);
        int allowed = 0;
        for (int t = 1; t <= 1000; ++t)
            allowed += step(alg, s, t).allowed ? 1 : 0;
        QCOMPARE(allowed, 10); // one per T once the burst is spent
    }

    void costsAboveOneAndAboveBurst()
    {
        const Gcra alg(limitParams(10, 1000));
        KeyState s;
        QCOMPARE(step(alg, s, 0, 3).remaining, 7);
        const Decision d = step(alg, s, 0, 12);
        QVERIFY(!d.allowed);
        QCOMPARE(d.retryAfterMs, 500); // ceil((tat' - now - B W) / N) = ceil(5000 / 10)
        QCOMPARE(d.resetMs, 300);
        QCOMPARE(step(alg, s, 0, 8).retryAfterMs, 100);
    }

    void identicalTimestamps()
    {
        const Gcra alg(limitParams(3, 10));
        KeyState s;
        int allowed = 0;
        for (int i = 0; i < 9; ++i)
            allowed += step(alg, s, 77).allowed ? 1 : 0;
        QCOMPARE(allowed, 3);
    }

    void epochTimesWithLargeLimit()
    {
        // t * N = 1.7e12 * 1e7 passes 2^63: the TAT is stored relative to the last write.
        const std::int64_t t0 = 1'700'000'000'000;
        const Gcra alg(limitParams(10'000'000, 1000, 4));
        const TokenBucket bucket(limitParams(10'000'000, 1000, 4));
        KeyState s;
        KeyState tb;
        for (int i = 0; i < 4; ++i)
            QVERIFY(step(alg, s, t0, 1).allowed);
        Decision d = step(alg, s, t0, 1);
        QVERIFY(!d.allowed);
        QCOMPARE(d.retryAfterMs, 1); // T = 0.0001 ms
        QCOMPARE(d.resetMs, t0 + 1);
        d = step(alg, s, t0 + 1, 4); // one ms refills 10,000 requests' worth, capped at B = 4
        QVERIFY(d.allowed);
        QCOMPARE(d.remaining, 0);
        for (int i = 0; i < 4; ++i)
            step(bucket, tb, t0, 1);
        step(bucket, tb, t0, 1);
        QVERIFY(sameDecision(step(bucket, tb, t0 + 1, 4), d));
        const Decision far = step(alg, s, t0 + 86'400'000LL * 365 * 100, 4);
        QVERIFY(far.allowed);
        QCOMPARE(far.remaining, 0);
    }

    void negativeAndBackwardClock()
    {
        const Gcra alg(limitParams(5, 1000));
        KeyState s;
        for (int i = 0; i < 5; ++i)
            step(alg, s, -3000);
        QVERIFY(step(alg, s, -2800).allowed);
        KeyState back;
        for (int i = 0; i < 5; ++i)
            step(alg, back, 1000);
        // Back to 500: the TAT (2000) is 1500 ms ahead, more than the 1000 ms tolerance.
        const Decision d = step(alg, back, 500);
        QVERIFY(!d.allowed);
        QCOMPARE(d.remaining, 0);
        QCOMPARE(d.retryAfterMs, 700);
        QCOMPARE(d.resetMs, 2000);
    }

    void matchesTextbookReference()
    {
        const QString error = matchesReferenceOnRandomTraces<Gcra, reference::Gcra>();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void equalsTokenBucketOnRandomTraces()
    {
        int seed = 500;
        for (const LimitParams& p : randomCheckParams()) {
            for (int round = 0; round < 5; ++round) {
                TraceRng rng(static_cast<std::uint64_t>(seed++));
                const auto trace = randomTrace(rng, p, TraceShape{5000, 1'700'000'000'000, 0, 0});
                const Gcra gcra(p);
                const TokenBucket bucket(p);
                KeyState g;
                KeyState b;
                for (std::size_t i = 0; i < trace.size(); ++i) {
                    const Decision x = step(gcra, g, trace[i].t, trace[i].cost);
                    const Decision y = step(bucket, b, trace[i].t, trace[i].cost);
                    QVERIFY2(sameDecision(x, y),
                             qPrintable(QStringLiteral("request %1: gcra %2, token bucket %3")
                                            .arg(i)
                                            .arg(describe(x), describe(y))));
                    QCOMPARE(gcra.level(g, trace[i].t), bucket.level(b, trace[i].t));
                }
            }
        }
    }

    void retryAfterRuleOnRandomStates()
    {
        int rejects = 0;
        const QString error = decisionRulesOnRandomTraces<Gcra>(rejects);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(rejects > 1000);
    }

    // The structured dialect's `t`, as the token bucket's: 100 per 60 s with 50 left, the TAT 30 s
    // ahead (reset) but the 51st request only T = 600 ms after the 50 are spent.
    void effectiveWindowIsOneEmissionInterval()
    {
        const Gcra alg(limitParams(100, 60'000));
        KeyState s;
        const Reported d = stepReported(alg, s, 0, 50);
        QCOMPARE(d.remaining, 50);
        QCOMPARE(d.effectiveWindowMs, 600);
        QCOMPARE(d.resetMs, 30'000);
    }
};

QTEST_APPLESS_MAIN(TstGcra)
#include "tst_gcra.moc"
