// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sliding window log (and its log_rejected variant): the seeds' test plan with exact numbers,
// then the naive reference and the retry-after rule on random traces.
#include "core/sim/algorithms/sliding_log/SlidingLog.h"
#include "tests/core/sim/algorithms/AlgorithmTestKit.h"
#include "tests/core/sim/algorithms/ReferenceLimiters.h"

#include <QtTest>

using namespace ratelab;
using namespace ratelab::test;

namespace {

LimitParams params(std::int64_t n, std::int64_t w, bool logRejected = false)
{
    LimitParams p;
    p.limit = n;
    p.windowMs = w;
    p.logRejected = logRejected;
    return p;
}

} // namespace

class TstSlidingLog : public QObject {
    Q_OBJECT

private slots:
    void nthAllowedNextRejected()
    {
        const SlidingLog alg(params(3, 1000));
        KeyState s;
        QCOMPARE(step(alg, s, 100).remaining, 2);
        QCOMPARE(step(alg, s, 200).remaining, 1);
        const Decision third = step(alg, s, 300);
        QVERIFY(third.allowed);
        QCOMPARE(third.remaining, 0);
        QCOMPARE(third.resetMs, 1300); // newest entry + W
        const Decision d = step(alg, s, 400);
        QVERIFY(!d.allowed);
        QCOMPARE(d.remaining, 0);
        QCOMPARE(d.resetMs, 1300);
        QCOMPARE(d.retryAfterMs, 700); // the entry at 100 leaves at 1100
        QCOMPARE(SlidingLog::entries(s).size(), std::size_t{3});
    }

    void entryCountsWhileYoungerThanTheWindow()
    {
        const SlidingLog alg(params(1, 1000));
        KeyState s;
        QVERIFY(step(alg, s, 0).allowed);
        QVERIFY(!step(alg, s, 999).allowed); // t - s = 999 < W: still counts
        QVERIFY(step(alg, s, 1000).allowed); // t - s = W: dropped
        QCOMPARE(alg.level(s, 1000), 1.0);
        QCOMPARE(alg.level(s, 2000), 0.0);
    }

    void noBoundaryBurst()
    {
        const SlidingLog alg(params(10, 60000));
        KeyState s;
        int admitted = 0;
        for (int i = 0; i < 10; ++i)
            admitted += step(alg, s, 59999).allowed ? 1 : 0;
        for (int i = 0; i < 10; ++i)
            admitted += step(alg, s, 60000).allowed ? 1 : 0;
        QCOMPARE(admitted, 10);
        const Decision d = step(alg, s, 60000);
        QCOMPARE(d.retryAfterMs, 59999);
    }

    void costsWalkTheLog()
    {
        const SlidingLog alg(params(10, 1000));
        KeyState s;
        QCOMPARE(step(alg, s, 0, 3).remaining, 7);
        QCOMPARE(step(alg, s, 100, 3).remaining, 4);
        QCOMPARE(step(alg, s, 200, 4).remaining, 0);
        // Needs 7 free: the entries at 0 (3) and 100 (3) are not enough, 200 (4) is.
        const Decision d = step(alg, s, 300, 7);
        QVERIFY(!d.allowed);
        QCOMPARE(d.retryAfterMs, 900);
        QVERIFY(!alg.peek(s, {1199, 7, 0}).allowed);
        QVERIFY(alg.peek(s, {1200, 7, 0}).allowed);
        // Needs 3: the entry at 0 is enough.
        QCOMPARE(step(alg, s, 300, 3).retryAfterMs, 700);
    }

    void costAboveLimitNeverAdmitted()
    {
        const SlidingLog alg(params(5, 1000));
        KeyState s;
        Decision d = step(alg, s, 50, 6);
        QVERIFY(!d.allowed);
        QCOMPARE(d.remaining, 5);
        QCOMPARE(d.resetMs, 50);     // empty log: reset is now
        QCOMPARE(d.retryAfterMs, 0); // reset - t, the rule for a request that never fits
        step(alg, s, 60, 2);
        d = step(alg, s, 70, 6);
        QCOMPARE(d.resetMs, 1060);
        QCOMPARE(d.retryAfterMs, 990);
    }

    void identicalTimestamps()
    {
        const SlidingLog alg(params(4, 1000));
        KeyState s;
        int allowed = 0;
        for (int i = 0; i < 9; ++i)
            allowed += step(alg, s, 5).allowed ? 1 : 0;
        QCOMPARE(allowed, 4);
        QCOMPARE(step(alg, s, 5).retryAfterMs, 1000);
    }

    void logRejectedKeepsAHammeringClientOut()
    {
        const SlidingLog plain(params(2, 1000));
        const SlidingLog logged(params(2, 1000, true));
        KeyState a;
        KeyState b;
        int plainAdmitted = 0;
        int loggedAdmitted = 0;
        // A request every 400 ms: the plain log admits 0, 400, 1200, 1600, 2400, 2800, 3600, 4000;
        // logging rejects keeps two entries alive in every window, so only the first two pass.
        for (int t = 0; t <= 4000; t += 400) {
            plainAdmitted += step(plain, a, t).allowed ? 1 : 0;
            loggedAdmitted += step(logged, b, t).allowed ? 1 : 0;
        }
        QCOMPARE(plainAdmitted, 8);
        QCOMPARE(loggedAdmitted, 2);
        // The rejected entries count: at t=4000 the log holds 3200, 3600 and 4000.
        QCOMPARE(logged.level(b, 4000), 3.0);
        const Decision d = step(logged, b, 4000);
        QCOMPARE(d.remaining, 0);
        // This one is logged too (3200, 3600, 4000, 4000): three must leave, the third at 5000.
        QCOMPARE(d.retryAfterMs, 1000);
        QCOMPARE(d.resetMs, 5000);
    }

    void longIdleGapsAndLargeNumbers()
    {
        const SlidingLog alg(params(1'000'000, 86'400'000));
        KeyState s;
        QVERIFY(step(alg, s, 0, 999'999).allowed);
        QVERIFY(step(alg, s, 5).allowed);
        QCOMPARE(step(alg, s, 6).retryAfterMs, 86'399'994); // the big entry at 0 leaves
        const Decision d = step(alg, s, 86'400'000LL * 36'500, 1'000'000);
        QVERIFY(d.allowed);
        QCOMPARE(d.remaining, 0);
        QCOMPARE(SlidingLog::entries(s).size(), std::size_t{1});
    }

    void negativeAndBackwardClock()
    {
        const SlidingLog alg(params(2, 1000));
        KeyState s;
        QVERIFY(step(alg, s, -500).allowed);
        QVERIFY(step(alg, s, 200).allowed);
        // The clock steps back: the entry is inserted in time order and the later one still counts.
        KeyState back;
        step(alg, back, 1000);
        const Decision d = step(alg, back, 400);
        QVERIFY(d.allowed);
        QCOMPARE(d.resetMs, 2000);
        const auto log = SlidingLog::entries(back);
        QCOMPARE(log.size(), std::size_t{2});
        QCOMPARE(log[0].timeMs, 400);
        QCOMPARE(log[1].timeMs, 1000);
        const Decision r = step(alg, back, 450);
        QVERIFY(!r.allowed);
        QCOMPARE(r.retryAfterMs, 950); // the entry at 400 leaves at 1400
    }

    void expiredPrefixIsErased()
    {
        const SlidingLog alg(params(100, 100));
        KeyState s;
        for (int t = 0; t < 100'000; ++t)
            step(alg, s, t);
        // 100 live entries; the dead prefix is erased once it is half the log.
        QCOMPARE(SlidingLog::entries(s).size(), std::size_t{100});
        QCOMPARE(s.liveLogSize(), std::size_t{100});
        QVERIFY(s.log.size() <= 200);
        QCOMPARE(s.b, 100);
    }

    void matchesNaiveReference_data()
    {
        QTest::addColumn<bool>("logRejected");
        QTest::newRow("admitted only") << false;
        QTest::newRow("log_rejected") << true;
    }

    void matchesNaiveReference()
    {
        QFETCH(bool, logRejected);
        RandomChecks c = RandomChecks::reference();
        c.firstSeed = logRejected ? 50 : 1;
        c.logRejected = logRejected;
        const QString error = matchesReferenceOnRandomTraces<SlidingLog, reference::SlidingLog>(c);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void retryAfterRuleOnRandomStates_data() { matchesNaiveReference_data(); }

    void retryAfterRuleOnRandomStates()
    {
        QFETCH(bool, logRejected);
        RandomChecks c = RandomChecks::rules();
        c.firstSeed = logRejected ? 2000 : 1000;
        c.logRejected = logRejected;
        int rejects = 0;
        const QString error = decisionRulesOnRandomTraces<SlidingLog>(rejects, c);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(rejects > 1000);
    }

    // The structured dialect's `t`: with the remaining units spent now, the next request waits
    // for the oldest live entry to leave the window (W for an empty log); reset waits for the
    // newest.
    void effectiveWindowWaitsForTheOldestEntry()
    {
        const SlidingLog alg(limitParams(3, 1000));
        KeyState empty;
        Reported d = stepReported(alg, empty, 100, 5); // never admissible, nothing logged
        QVERIFY(!d.allowed);
        QCOMPARE(d.remaining, 3);
        QCOMPARE(d.effectiveWindowMs, 1000);

        KeyState s;
        step(alg, s, 0);
        d = stepReported(alg, s, 400);
        QCOMPARE(d.remaining, 1);
        QCOMPARE(d.effectiveWindowMs, 600); // the entry at 0 leaves at 1000
        QCOMPARE(d.resetMs - 400, 1000);
        d = stepReported(alg, s, 700);
        QCOMPARE(d.remaining, 0);
        QCOMPARE(d.effectiveWindowMs, 300);
        d = stepReported(alg, s, 800);
        QVERIFY(!d.allowed);
        QCOMPARE(d.effectiveWindowMs, 200);
        QCOMPARE(d.effectiveWindowMs, d.retryAfterMs);
    }
};

QTEST_APPLESS_MAIN(TstSlidingLog)
#include "tst_slidinglog.moc"
