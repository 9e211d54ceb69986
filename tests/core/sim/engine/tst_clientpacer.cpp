// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A client's own limiter in front of a third-party API: the pacer's bucket, queue, deadline and
// what it hears, on timelines worked out by hand; then whole runs against an upstream of 150 a
// minute: the seeds' bucket (capacity 100, refill 1/s) trusted alone overruns it, the same bucket
// following the headers with a 10 % reserve never does, in every dialect and behind a store
// round trip; against a token bucket the structured dialect's effective window keeps pace where
// draft-07's reset waits for a full bucket; and what validation refuses.
#include "core/sim/engine/ClientPacer.h"
#include "core/sim/engine/ScenarioValidator.h"
#include "core/sim/engine/Simulation.h"
#include "tests/support/ScenarioBuilder.h"

#include <QTest>

using namespace ratelab;
using namespace ratelab::test;

namespace {

constexpr SimTime kSecond = kMicrosPerSecond;

ClientLimiterSpec bucket(std::int64_t capacity, std::int64_t refillPerSec, LimiterSync sync,
                         std::int64_t maxWaitMs = 60'000)
{
    ClientLimiterSpec l;
    l.capacity = capacity;
    l.refillPerSec = refillPerSec;
    l.sync = sync;
    l.maxWaitMs = maxWaitMs;
    return l;
}

RateLimitReading reading(std::int64_t limit, std::int64_t remaining, std::int64_t resetSeconds)
{
    RateLimitReading r;
    r.limit = limit;
    r.remaining = remaining;
    r.resetSeconds = resetSeconds;
    return r;
}

// Releases everything the pacer lets go at `now`; returns how many.
int drain(ClientPacer& p, SimTime now)
{
    int n = 0;
    while (p.release(now))
        ++n;
    return n;
}

// A batch job with 5 calls a second of work for three minutes against an upstream that publishes
// 150 a minute (a fixed window), through the seeds' bucket.
Scenario batchJob(LimiterSync sync, HeaderDialect dialect = HeaderDialect::XRateLimit)
{
    ClientSpec job = client("job", constantArrival(5), retry(RetryKind::HonourRetryAfter, 3));
    job.limiter = bucket(100, 1, sync, 3'600'000);
    LaneSpec upstream = lane("upstream", AlgorithmKind::FixedWindow, 150, 60'000);
    upstream.headers = dialect;
    return ScenarioBuilder().duration(180'000).bucket(1'000).lane(upstream).client(job).build();
}

} // namespace

class TestClientPacer : public QObject {
    Q_OBJECT
private slots:
    // Capacity 3, a token a second: three go at once, the fourth a second later, the fifth two.
    void aFullBucketThenOneTokenASecond()
    {
        ClientPacer p(bucket(3, 1, LimiterSync::None), 1);
        for (int i = 0; i < 5; ++i)
            p.enqueue(0, 0);
        QCOMPARE(drain(p, 0), 3);
        QCOMPARE(p.nextWake(0).value_or(-1), kSecond);
        QVERIFY(!p.release(kSecond - 1));
        const auto fourth = p.release(kSecond);
        QVERIFY(fourth);
        QCOMPARE(fourth->waited, kSecond);
        QCOMPARE(p.nextWake(kSecond).value_or(-1), 2 * kSecond);
        QCOMPARE(drain(p, 2 * kSecond), 1);
        QCOMPARE(p.nextWake(2 * kSecond), std::nullopt);
        QCOMPARE(p.held(), std::int64_t(2));
        QCOMPARE(p.maxWait(), 2 * kSecond);
        QCOMPARE(p.dropped(), std::int64_t(0));
    }

    // Half a second refills half a token, to the micro-token; the bucket never passes capacity.
    void refillIsExactAndCapped()
    {
        ClientPacer p(bucket(2, 1, LimiterSync::None), 1);
        p.enqueue(0, 0);
        QVERIFY(p.release(0));
        QCOMPARE(p.microTokens(kSecond / 2), std::int64_t(1'500'000));
        QCOMPARE(p.microTokens(100 * kSecond), std::int64_t(2'000'000));
    }

    // A request costing 3 waits for three tokens.
    void aCostlyRequestWaitsForAllItsTokens()
    {
        ClientPacer p(bucket(3, 2, LimiterSync::None), 3);
        p.enqueue(0, 0);
        p.enqueue(0, 0);
        QCOMPARE(drain(p, 0), 1);
        QCOMPARE(p.nextWake(0).value_or(-1), 1'500'000); // 3 tokens at 2 a second
    }

    // max_wait_ms 1500: the fifth request would go at 2 s; it is dropped just after 1.5 s.
    void aRequestPastItsDeadlineIsDropped()
    {
        ClientPacer p(bucket(3, 1, LimiterSync::None, 1'500), 1);
        for (int i = 0; i < 5; ++i)
            p.enqueue(0, 0);
        QCOMPARE(drain(p, 0), 3);
        QCOMPARE(drain(p, kSecond), 1);
        const SimTime wake = p.nextWake(kSecond).value_or(-1);
        QCOMPARE(wake, 1'500'001);
        QVERIFY(!p.release(1'500'000)); // at its deadline it still waits
        QVERIFY(!p.release(wake));
        QCOMPARE(p.dropped(), std::int64_t(1));
        QCOMPARE(p.nextWake(wake), std::nullopt);
    }

    // Remaining sets the tokens, less 10 % of the stated limit: 20 left of 150 leaves 5 to use;
    // 15 left leaves none, and the client waits for Reset.
    void theHeadersSetTheTokensLessTheReserve()
    {
        ClientPacer p(bucket(100, 1, LimiterSync::Headers), 1);
        p.hear(0, reading(150, 20, 30), false);
        QCOMPARE(p.microTokens(0), std::int64_t(5'000'000));
        p.hear(0, reading(150, 16, 30), false);
        QCOMPARE(p.microTokens(0), std::int64_t(1'000'000));
        p.hear(0, reading(150, 15, 30), false);
        QCOMPARE(p.microTokens(0), std::int64_t(0));
        p.enqueue(0, 0);
        QCOMPARE(p.nextWake(0).value_or(-1), 30 * kSecond);
        QVERIFY(!p.release(30 * kSecond - 1));
        QVERIFY(p.release(30 * kSecond)); // 30 tokens refilled meanwhile
    }

    // The reserve is whole requests, rounded up: 10 % of 5 is one.
    void theReserveRoundsUp()
    {
        ClientPacer p(bucket(100, 1, LimiterSync::Headers), 1);
        p.hear(0, reading(5, 2, 1), false);
        QCOMPARE(p.microTokens(0), std::int64_t(1'000'000));
    }

    // A 429's Retry-After pauses the client; headers can raise tokens up to capacity only.
    void aRefusalPausesForRetryAfter()
    {
        ClientPacer p(bucket(10, 1, LimiterSync::Headers), 1);
        RateLimitReading r = reading(1000, 900, 60);
        r.retryAfterSeconds = 7;
        p.hear(kSecond, r, true);
        QCOMPARE(p.microTokens(kSecond), std::int64_t(10'000'000));
        p.enqueue(kSecond, 1);
        QCOMPARE(p.nextWake(kSecond).value_or(-1), 8 * kSecond);
    }

    void syncNoneIgnoresEveryHeader()
    {
        ClientPacer p(bucket(10, 1, LimiterSync::None), 1);
        RateLimitReading r = reading(10, 0, 60);
        r.retryAfterSeconds = 60;
        p.hear(0, r, true);
        QCOMPARE(p.microTokens(0), std::int64_t(10'000'000));
        p.enqueue(0, 0);
        QVERIFY(p.release(0));
    }

    // Trusted alone, the seeds' bucket sends 100 at once and then one a second: 160 in the
    // first minute against 150, so the upstream refuses; later minutes carry 60.
    void theSeedsBucketAloneOverrunsAPerMinuteUpstream()
    {
        const RunResult r = runScenario(batchJob(LimiterSync::None));
        const LaneSummary& s = r.summaries[0];
        QVERIFY(s.rejected > 0);
        QCOMPARE(s.clients[0].allowed, std::int64_t(150 + 60 + 60));
        QCOMPARE(s.clients[0].dropped, std::int64_t(0));
    }

    // Following the headers with a 10 % reserve, it never goes past 135 of each 150, and never
    // hears a 429, whatever dialect the upstream speaks.
    void followingTheHeadersItNeverOverruns_data()
    {
        QTest::addColumn<int>("dialect");
        for (const auto d : {HeaderDialect::XRateLimit, HeaderDialect::Draft06,
                             HeaderDialect::Draft07, HeaderDialect::Structured})
            QTest::newRow(headerDialectName(d).data()) << int(d);
    }

    void followingTheHeadersItNeverOverruns()
    {
        QFETCH(int, dialect);
        const RunResult r =
            runScenario(batchJob(LimiterSync::Headers, static_cast<HeaderDialect>(dialect)));
        const LaneSummary& s = r.summaries[0];
        QCOMPARE(s.rejected, std::int64_t(0));
        QCOMPARE(s.admitted, std::int64_t(3 * 135));
        QVERIFY(s.clients[0].held > 0);
    }

    // Against a token bucket (100, one a second), the structured dialect's `t` is the effective
    // window, the next token; draft-07's reset is a full bucket. 600 calls at once; trusted alone
    // the client's own bucket sends 100, then one a second: the last after 500 s. Following the
    // headers it sends 94 at once (a reserve of 6 of the stated 60). Then draft-07's reset says
    // 94 s to a full bucket: batches of 94 every 94 s, the last 36 calls at 564 s. The structured
    // `t` says 1 s: one a second from then on, the last at 506 s. Neither is ever refused.
    void followingTheEffectiveWindowOfABucketKeepsPace()
    {
        const auto lastWaitMs = [](LimiterSync sync, HeaderDialect dialect) {
            ClientSpec job =
                client("job", burstArrival(600, 0), retry(RetryKind::HonourRetryAfter, 3));
            job.limiter = bucket(100, 1, sync, 3'600'000);
            LaneSpec upstream = lane("upstream", AlgorithmKind::TokenBucket, 60, 60'000, 100);
            upstream.headers = dialect;
            const RunResult r = runScenario(ScenarioBuilder()
                                                .duration(900'000)
                                                .bucket(5'000)
                                                .lane(upstream)
                                                .client(job)
                                                .build());
            const LaneSummary& s = r.summaries[0];
            if (s.rejected != 0 || s.admitted != 600)
                return std::int64_t(-1);
            return s.clients[0].maxWaitMs;
        };
        const std::int64_t alone = lastWaitMs(LimiterSync::None, HeaderDialect::Structured);
        const std::int64_t draft07 = lastWaitMs(LimiterSync::Headers, HeaderDialect::Draft07);
        const std::int64_t structured = lastWaitMs(LimiterSync::Headers, HeaderDialect::Structured);
        QCOMPARE(alone, std::int64_t(500'000));
        QCOMPARE(draft07, std::int64_t(564'000));
        QCOMPARE(structured, std::int64_t(506'000));
    }

    // Behind a store round trip the responses come later than the sends: the reserve absorbs
    // the requests in flight.
    void aStoreRoundTripIsAbsorbedByTheReserve()
    {
        Scenario s = batchJob(LimiterSync::Headers);
        s.world.instancesPerRegion = {1};
        s.world.storeLatencyMs = 20;
        s.lanes[0].store.placement = PlacementKind::SharedRedis;
        const RunResult r = runScenario(s);
        QCOMPARE(r.summaries[0].rejected, std::int64_t(0));
        QVERIFY(r.summaries[0].admitted > 3 * 100);
    }

    void validationNamesTheField()
    {
        const auto firstField = [](const Scenario& s) {
            const auto problems = scenarioProblems(s);
            return problems.empty() ? std::string() : problems.front().field;
        };
        Scenario s = batchJob(LimiterSync::Headers);
        QCOMPARE(firstField(s), std::string());
        s.clients[0].cost = 101;
        QCOMPARE(firstField(s), std::string("clients[0].client_limiter.capacity"));
        s.clients[0].cost = 1;
        s.clients[0].limiter.refillPerSec = 0;
        QCOMPARE(firstField(s), std::string("clients[0].client_limiter.refill_per_sec"));
        s.clients[0].limiter.capacity = 0; // off: the other fields do not matter
        QCOMPARE(firstField(s), std::string());
    }
};

QTEST_APPLESS_MAIN(TestClientPacer)
#include "tst_clientpacer.moc"
