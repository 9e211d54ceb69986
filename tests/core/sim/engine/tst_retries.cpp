// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Retries are lane-local: exact retry times for each retry kind, bounded backoff and jitter.
#include "core/sim/engine/Simulation.h"
#include "core/sim/traffic/RetryPolicy.h"
#include "tests/support/ScenarioBuilder.h"

#include <QTest>

#include <set>
#include <vector>

using namespace ratelab;
using namespace ratelab::test;

namespace {

std::vector<SimTime> timesOfLane(const RunResult& r, int lane)
{
    std::vector<SimTime> out;
    for (const RequestRecord& rec : r.requests)
        if (rec.lane == lane)
            out.push_back(rec.time);
    return out;
}

std::vector<std::int32_t> attemptsOfLane(const RunResult& r, int lane)
{
    std::vector<std::int32_t> out;
    for (const RequestRecord& rec : r.requests)
        if (rec.lane == lane)
            out.push_back(rec.attempt);
    return out;
}

} // namespace

class TestRetries : public QObject {
    Q_OBJECT
private slots:
    void backoffIsCappedWithoutOverflow()
    {
        const RetrySpec r = retry(RetryKind::ExponentialBackoff, 100, 100, 30'000);
        QCOMPARE(backoffCapMs(r, 0), std::int64_t{100});
        QCOMPARE(backoffCapMs(r, 3), std::int64_t{800});
        QCOMPARE(backoffCapMs(r, 8), std::int64_t{25'600});
        QCOMPARE(backoffCapMs(r, 9), std::int64_t{30'000});
        QCOMPARE(backoffCapMs(r, 63), std::int64_t{30'000});
        QCOMPARE(backoffCapMs(r, 1000), std::int64_t{30'000});
        QCOMPARE(backoffCapMs(retry(RetryKind::ExponentialBackoff, 3, 0, 50), 5), std::int64_t{0});
        Random rng(1);
        Decision d;
        d.retryAfterMs = 0;
        QCOMPARE(retryDelay(retry(RetryKind::HonourRetryAfter), 0, d, rng), fromMillis(1));
        QCOMPARE(retryDelay(retry(RetryKind::HonourRetryAfter, 3), 3, d, rng), kNoRetry);
        QCOMPARE(retryDelay(retry(RetryKind::None), 0, d, rng), kNoRetry);
    }

    void retryAfterIsWholeSeconds()
    {
        // RFC 9110 delay-seconds: the header rounds the wait up to whole seconds; the exact kind
        // keeps the milliseconds.
        Random rng(1);
        Decision d;
        const RetrySpec header = retry(RetryKind::HonourRetryAfter, 3);
        const RetrySpec exact = retry(RetryKind::RetryAfterExact, 3);
        const std::vector<std::pair<std::int64_t, SimTime>> cases{
            {1, kMicrosPerSecond},        {500, kMicrosPerSecond},
            {999, kMicrosPerSecond},      {1000, kMicrosPerSecond},
            {1001, 2 * kMicrosPerSecond}, {59'001, 60 * kMicrosPerSecond}};
        for (const auto& [ms, wait] : cases) {
            d.retryAfterMs = ms;
            QCOMPARE(retryDelay(header, 0, d, rng), wait);
            QCOMPARE(retryDelay(exact, 0, d, rng), fromMillis(ms));
        }
        QCOMPARE(retryDelay(exact, 3, d, rng), kNoRetry);
    }

    void retryAfterJitterSpreadsTheHerdOverBaseMs()
    {
        // Told 500 ms, the header says one second; the jitter adds up to base_ms (200 ms) on top,
        // drawn in microseconds, so a hundred clients told the same second spread out.
        Random rng(7);
        Decision d;
        d.retryAfterMs = 500;
        const RetrySpec spec = retry(RetryKind::RetryAfterJitter, 3, 200, 30'000);
        std::set<SimTime> waits;
        for (int i = 0; i < 100; ++i) {
            const SimTime wait = retryDelay(spec, 0, d, rng);
            QVERIFY(wait >= kMicrosPerSecond);
            QVERIFY(wait <= kMicrosPerSecond + fromMillis(200));
            waits.insert(wait);
        }
        QVERIFY(waits.size() > 90);
        QVERIFY(*waits.rbegin() - *waits.begin() > fromMillis(150));
        QCOMPARE(retryDelay(spec, 3, d, rng), kNoRetry);
    }

    void honourRetryAfterHerdsOnTheSecond()
    {
        // N = 2 per 1000 ms; five requests at 100 ms. The three rejected are told 900 ms, and all
        // three come back in the same microsecond a whole second later (1100 ms), not at the
        // reset (1000 ms); two are admitted and the third is told 900 ms again.
        const Scenario s =
            oneLaneScenario(AlgorithmKind::FixedWindow, 2, 1000, burstArrival(5, 100), 5000,
                            retry(RetryKind::HonourRetryAfter, 3));
        const RunResult r = runScenario(s);
        QCOMPARE(timesOfLane(r, 0),
                 (std::vector<SimTime>{100'000, 100'000, 100'000, 100'000, 100'000, 1'100'000,
                                       1'100'000, 1'100'000, 2'100'000}));
        QCOMPARE(r.requests[2].decision.retryAfterMs, std::int64_t{900});
        QCOMPARE(r.requests[7].decision.retryAfterMs, std::int64_t{900});
        QCOMPARE(r.summaries[0].admitted, std::int64_t{5});
        QCOMPARE(r.summaries[0].rejectedRetries, std::int64_t{1});
    }

    void falsePositivesCountFirstAttemptsOnly()
    {
        // The herd above: 5 legitimate first attempts, 3 rejected; 4 retries, 1 rejected. A retry
        // is the same request to its user, so the rate is 3 / 5, not 4 / 9.
        const Scenario s =
            oneLaneScenario(AlgorithmKind::FixedWindow, 2, 1000, burstArrival(5, 100), 5000,
                            retry(RetryKind::HonourRetryAfter, 3));
        const LaneSummary sum = runScenario(s).summaries[0];
        QCOMPARE(sum.requests, std::int64_t{9});
        QCOMPARE(sum.rejected, std::int64_t{4});
        QCOMPARE(sum.legitimateRequests, std::int64_t{5});
        QCOMPARE(sum.legitimateRejected, std::int64_t{3});
        QCOMPARE(sum.falsePositiveRate, 0.6);
        QCOMPARE(sum.rejectedRetries, std::int64_t{1});
        QCOMPARE(sum.rejected, sum.legitimateRejected + sum.rejectedRetries);
    }

    void retryAfterExactWaitsToTheMillisecond()
    {
        // N = 2 per 1000 ms; five requests at 100 ms; each rejected client sleeps retry_after_ms.
        const Scenario s =
            oneLaneScenario(AlgorithmKind::FixedWindow, 2, 1000, burstArrival(5, 100), 5000,
                            retry(RetryKind::RetryAfterExact, 3));
        const RunResult r = runScenario(s);
        QCOMPARE(timesOfLane(r, 0),
                 (std::vector<SimTime>{100'000, 100'000, 100'000, 100'000, 100'000, 1'000'000,
                                       1'000'000, 1'000'000, 2'000'000}));
        QCOMPARE(attemptsOfLane(r, 0), (std::vector<std::int32_t>{0, 0, 0, 0, 0, 1, 1, 1, 2}));
        QCOMPARE(r.requests[2].decision.retryAfterMs, std::int64_t{900});
        QCOMPARE(r.requests[7].decision.retryAfterMs, std::int64_t{1000});
        const LaneSummary& sum = r.summaries[0];
        QCOMPARE(sum.requests, std::int64_t{9});
        QCOMPARE(sum.admitted, std::int64_t{5});
        QCOMPARE(sum.rejected, std::int64_t{4});
        QCOMPARE(sum.retries, std::int64_t{4});
    }

    void retryAfterExactOffTheMillisecondGrid()
    {
        // Arrivals at 333,333 µs and 666,666 µs: the retry lands exactly retry_after_ms later, so
        // the limiter clock (floor ms) reads exactly the reset and admits it.
        const Scenario s =
            oneLaneScenario(AlgorithmKind::FixedWindow, 1, 1000, constantArrival(3, 0, 1000), 3000,
                            retry(RetryKind::RetryAfterExact, 3));
        const RunResult r = runScenario(s);
        QCOMPARE(timesOfLane(r, 0),
                 (std::vector<SimTime>{0, 333'333, 666'666, 1'000'333, 1'000'666, 2'000'666}));
        QCOMPARE(r.requests[3].clockMs, std::int64_t{1000});
        QVERIFY(r.requests[3].decision.allowed);
        QVERIFY(!r.requests[4].decision.allowed); // the retry from 333 ms took the new slot
        QVERIFY(r.requests[5].decision.allowed);
        QCOMPARE(r.summaries[0].admitted, std::int64_t{3});
    }

    void immediateRetryStorm()
    {
        const Scenario s = oneLaneScenario(AlgorithmKind::FixedWindow, 1, 1000, burstArrival(2, 0),
                                           5000, retry(RetryKind::Immediate, 3));
        const RunResult r = runScenario(s);
        QCOMPARE(timesOfLane(r, 0), (std::vector<SimTime>{0, 0, 1000, 2000, 3000}));
        QCOMPARE(r.summaries[0].retries, std::int64_t{3});
        QCOMPARE(r.summaries[0].rejected, std::int64_t{4});
    }

    void exponentialBackoff()
    {
        const Scenario s =
            oneLaneScenario(AlgorithmKind::FixedWindow, 1, 10'000, burstArrival(2, 0), 10'000,
                            retry(RetryKind::ExponentialBackoff, 4, 100, 250));
        const RunResult r = runScenario(s);
        QCOMPARE(timesOfLane(r, 0),
                 (std::vector<SimTime>{0, 0, 100'000, 300'000, 550'000, 800'000}));
        QCOMPARE(attemptsOfLane(r, 0), (std::vector<std::int32_t>{0, 0, 1, 2, 3, 4}));
    }

    void retriesPastTheEndAreDropped()
    {
        const Scenario s =
            oneLaneScenario(AlgorithmKind::FixedWindow, 1, 10'000, burstArrival(2, 0), 301,
                            retry(RetryKind::ExponentialBackoff, 4, 100, 250));
        QCOMPARE(timesOfLane(runScenario(s), 0), (std::vector<SimTime>{0, 0, 100'000, 300'000}));
    }

    void fullJitterIsBoundedAndPerLane()
    {
        ScenarioBuilder b;
        b.duration(60'000)
            .lane(lane("a", AlgorithmKind::FixedWindow, 1, 60'000))
            .lane(lane("b", AlgorithmKind::FixedWindow, 1, 60'000))
            .client(
                client("c", burstArrival(2, 0), retry(RetryKind::ExponentialJitter, 6, 100, 1000)));
        const RunResult r = runScenario(b.build());
        for (int l = 0; l < 2; ++l) {
            const auto times = timesOfLane(r, l);
            QCOMPARE(times.size(), std::size_t{8}); // 2 first attempts + 6 retries
            for (std::size_t i = 2; i < times.size(); ++i) {
                const SimTime gap = times[i] - times[i - 1];
                const SimTime bound = fromMillis(backoffCapMs(
                    retry(RetryKind::ExponentialJitter, 6, 100, 1000), static_cast<int>(i) - 2));
                QVERIFY2(gap >= 0 && gap <= bound,
                         qPrintable(QString("gap %1 bound %2").arg(gap).arg(bound)));
            }
        }
        // Each lane draws its own jitter: same traffic, different retry times.
        QVERIFY(timesOfLane(r, 0) != timesOfLane(r, 1));
        QCOMPARE(timesOfLane(r, 0)[2], SimTime{35'525}); // what the seed draws
        // Deterministic.
        QCOMPARE(timesOfLane(runScenario(b.build()), 1), timesOfLane(r, 1));
    }

    void retriesAreLaneLocal()
    {
        ScenarioBuilder b;
        b.duration(5000)
            .lane(lane("strict", AlgorithmKind::FixedWindow, 1, 1000))
            .lane(lane("loose", AlgorithmKind::FixedWindow, 100, 1000))
            .client(client("c", burstArrival(3, 0), retry(RetryKind::HonourRetryAfter, 5)));
        const RunResult r = runScenario(b.build());
        QCOMPARE(r.summaries[0].requests, std::int64_t{6}); // 3 + retries at 1 s, 2 s (twice), ...
        QCOMPARE(r.summaries[0].retries, std::int64_t{3});
        QCOMPARE(r.summaries[1].requests, std::int64_t{3});
        QCOMPARE(r.summaries[1].retries, std::int64_t{0});
        QCOMPARE(timesOfLane(r, 0),
                 (std::vector<SimTime>{0, 0, 0, 1'000'000, 1'000'000, 2'000'000}));
    }
};

QTEST_APPLESS_MAIN(TestRetries)
#include "tst_retries.moc"
