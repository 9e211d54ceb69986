// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Token bucket: exact numbers for the seeds' test plan (including a fractional refill rate and
// products beyond 2^63), then the exact-rational reference and the retry-after rule.
#include "core/sim/algorithms/token_bucket/TokenBucket.h"
#include "tests/core/sim/algorithms/AlgorithmTestKit.h"
#include "tests/core/sim/algorithms/ReferenceLimiters.h"

#include <QtTest>

using namespace ratelab;
using namespace ratelab::test;

class TstTokenBucket : public QObject {
    Q_OBJECT

private slots:
    void nthAllowedNextRejected()
    {
        const TokenBucket alg(limitParams(5, 1000)); // one token per 200 ms
        KeyState s;
        const std::int64_t resets[] = {200, 400, 600, 800, 1000};
        for (int i = 0; i < 5; ++i) {
            const Decision d = step(alg, s, 0);
            QVERIFY(d.allowed);
            QCOMPARE(d.remaining, 4 - i);
            QCOMPARE(d.resetMs, resets[i]);
        }
        const Decision d = step(alg, s, 0);
        QVERIFY(!d.allowed);
        QCOMPARE(d.remaining, 0);
        QCOMPARE(d.retryAfterMs, 200);
        QVERIFY(!alg.peek(s, {199, 1, 0}).allowed);
        QVERIFY(alg.peek(s, {200, 1, 0}).allowed);
        QCOMPARE(alg.level(s, 100), 0.5);
    }

    void refillsToCapacityAfterTheWindow()
    {
        const TokenBucket alg(limitParams(5, 1000));
        KeyState s;
        for (int i = 0; i < 5; ++i)
            step(alg, s, 0);
        int allowed = 0;
        for (int i = 0; i < 7; ++i)
            allowed += step(alg, s, 5000).allowed ? 1 : 0;
        QCOMPARE(allowed, 5); // capped at B, not 25
    }

    void fractionalRateIsExact()
    {
        const TokenBucket alg(limitParams(3, 1000)); // one token per 333.33 ms
        KeyState s;
        for (int i = 0; i < 3; ++i)
            step(alg, s, 0);
        Decision d = step(alg, s, 0);
        QCOMPARE(d.retryAfterMs, 334); // ceil(1000 / 3)
        d = step(alg, s, 333);         // 999 of the 1000 scaled units
        QVERIFY(!d.allowed);
        QCOMPARE(d.retryAfterMs, 1);
        d = step(alg, s, 334);
        QVERIFY(d.allowed);
        QCOMPARE(d.remaining, 0);
        QCOMPARE(d.resetMs, 334 + 1000); // ceil((3000 - 2) / 3) = 1000 (scaled: 2 left over)
    }

    void costsAboveOneAndAboveBurst()
    {
        const TokenBucket alg(limitParams(10, 1000)); // one token per 100 ms
        KeyState s;
        QCOMPARE(step(alg, s, 0, 3).remaining, 7);
        const Decision d = step(alg, s, 0, 12); // above B: the formula, unchanged
        QVERIFY(!d.allowed);
        QCOMPARE(d.remaining, 7);
        QCOMPARE(d.retryAfterMs, 500);               // ceil((12000 - 7000) / 10)
        QVERIFY(!alg.peek(s, {500, 12, 0}).allowed); // never: the bucket holds 10
        const Decision eight = step(alg, s, 0, 8);
        QCOMPARE(eight.retryAfterMs, 100);
    }

    void burstAboveLimit()
    {
        const TokenBucket alg(limitParams(2, 1000, 6));
        KeyState s;
        int allowed = 0;
        for (int i = 0; i < 10; ++i)
            allowed += step(alg, s, 0).allowed ? 1 : 0;
        QCOMPARE(allowed, 6);
        const Decision d = step(alg, s, 0);
        QCOMPARE(d.retryAfterMs, 500);
        QCOMPARE(d.resetMs, 3000);
        QCOMPARE(alg.levelLimit(), 6.0);
    }

    void identicalTimestamps()
    {
        const TokenBucket alg(limitParams(4, 100));
        KeyState s;
        int allowed = 0;
        for (int i = 0; i < 9; ++i)
            allowed += step(alg, s, 12345).allowed ? 1 : 0;
        QCOMPARE(allowed, 4);
    }

    void longIdleGapsBeyondInt64Products()
    {
        const TokenBucket alg(limitParams(1'000'000, 86'400'000));
        KeyState s;
        QVERIFY(step(alg, s, 0, 1'000'000).allowed);
        QCOMPARE(s.a, 0);
        // 10^13 ms idle times N = 10^19 scaled tokens: past 2^63, capped at B * W.
        const Decision d = step(alg, s, 10'000'000'000'000LL, 999'999);
        QVERIFY(d.allowed);
        QCOMPARE(d.remaining, 1);
        QCOMPARE(d.resetMs, 10'000'000'000'000LL + 86'400'000LL * 999'999 / 1'000'000 + 1);
        const Decision r = step(alg, s, 10'000'000'000'000LL, 2);
        QCOMPARE(r.retryAfterMs, 87); // ceil(86,400,000 / 1,000,000)
    }

    void negativeAndBackwardClock()
    {
        const TokenBucket alg(limitParams(5, 1000));
        KeyState s;
        for (int i = 0; i < 5; ++i)
            step(alg, s, -3000);
        QVERIFY(step(alg, s, -2800).allowed);
        KeyState back;
        for (int i = 0; i < 5; ++i)
            step(alg, back, 1000);
        // The clock steps back 500 ms: no refill, and the wait counts from the last refill.
        const Decision d = step(alg, back, 500);
        QVERIFY(!d.allowed);
        QCOMPARE(d.retryAfterMs, 700);
        QCOMPARE(d.resetMs, 2000);
        QVERIFY(!alg.peek(back, {1199, 1, 0}).allowed);
        QVERIFY(alg.peek(back, {1200, 1, 0}).allowed);
        QCOMPARE(back.b, 1000);
    }

    void matchesRationalReference()
    {
        const QString error = matchesReferenceOnRandomTraces<TokenBucket, reference::TokenBucket>();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void retryAfterRuleOnRandomStates()
    {
        int rejects = 0;
        const QString error = decisionRulesOnRandomTraces<TokenBucket>(rejects);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(rejects > 1000);
    }

    // The structured dialect's `t` is the time to the next whole token once the remaining ones
    // are spent, not the time to a full bucket (reset): 100 per 60 s with 50 left says 600 ms,
    // where reset says 30 s.
    void effectiveWindowIsTheNextToken()
    {
        const TokenBucket alg(limitParams(100, 60'000));
        KeyState s;
        Reported d = stepReported(alg, s, 0, 50);
        QCOMPARE(d.remaining, 50);
        QCOMPARE(d.effectiveWindowMs, 600);
        QCOMPARE(d.resetMs, 30'000);

        // A fractional token left over: 3 per 1000 ms, empty at 0; at 400 ms 1.2 tokens, a
        // request leaves 0.2, the next token is ceil(800 / 3) = 267 ms away, full in 934 ms.
        const TokenBucket three(limitParams(3, 1000));
        KeyState f;
        step(three, f, 0, 3);
        d = stepReported(three, f, 400);
        QVERIFY(d.allowed);
        QCOMPARE(d.remaining, 0);
        QCOMPARE(d.effectiveWindowMs, 267);
        QCOMPARE(d.resetMs, 1334);

        // B > N: 10 per second with 30 tokens; 20 spent leave 10, the 11th waits 100 ms.
        const TokenBucket big(limitParams(10, 1000, 30));
        KeyState b;
        d = stepReported(big, b, 0, 20);
        QCOMPARE(d.remaining, 10);
        QCOMPARE(d.effectiveWindowMs, 100);
        QCOMPARE(d.resetMs, 2000);
    }
};

QTEST_APPLESS_MAIN(TstTokenBucket)
#include "tst_tokenbucket.moc"
