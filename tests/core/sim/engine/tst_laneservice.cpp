// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's hook to the backend, on cases computed by hand: a rate lane's admitted requests
// reach the backend and are shed (503) or served, a concurrency lane in front of a backend holds
// its slot until the answer, an adaptive lane (AIMD) refuses at its limit and follows each
// answer's round trip and drop, clients retry a 503 unless their retry budget holds them back,
// lanes see the same service times, and a run split by lanes gives the same figures.
#include "core/sim/engine/LaneRunMerge.h"
#include "core/sim/engine/Simulation.h"
#include "tests/support/ScenarioBuilder.h"

#include <QtTest>

using namespace ratelab;
using namespace ratelab::test;

namespace {

BackendSpec oneWorker(std::int64_t queueLimit)
{
    BackendSpec b;
    b.workers = 1;
    b.service.meanMs = 100;
    b.queueLimit = queueLimit;
    return b;
}

ClientSpec tracer(std::vector<std::int64_t> times, const RetrySpec& r = {})
{
    ClientSpec c = client("c", traceArrival(std::move(times)), r);
    c.serviceMs = 100;
    return c;
}

LaneSpec aimd(std::int64_t initial)
{
    LaneSpec l = lane("aimd", AlgorithmKind::Aimd, initial, 1000, 0, "svc");
    l.adaptive = {{"min-limit", 1}, {"max-limit", 3}, {"backoff-ratio", 0.5}};
    return l;
}

} // namespace

class TstLaneService : public QObject {
    Q_OBJECT

private slots:
    void aRateLaneSendsAdmittedRequestsToTheBackend()
    {
        Scenario s = ScenarioBuilder()
                         .duration(1000)
                         .lane(lane("fw", AlgorithmKind::FixedWindow, 100, 1000))
                         .client(tracer({0, 10, 150, 160}))
                         .build();
        s.backend = oneWorker(0);
        const RunResult r = runScenario(s);
        const LaneSummary& l = r.summaries.front();
        QCOMPARE(l.admitted, std::int64_t{4});
        QCOMPARE(l.rejected, std::int64_t{0});
        QCOMPARE(l.shed, std::int64_t{2}); // at 10 and 160 the one worker was busy
        QCOMPARE(l.goodput, std::int64_t{2});
        QCOMPARE(l.timedOut, std::int64_t{0});
        QCOMPARE(l.p99LatencyMs, 100.0);
        QCOMPARE(l.clients.front().shed, std::int64_t{2});
        QCOMPARE(r.requests.size(), std::size_t{4});
        QCOMPARE(r.requests[1].backend, kBackendShed);
        QCOMPARE(r.requests[2].backend, kBackendServed);
        QCOMPARE(r.series.front().buckets.front().limit, std::int64_t{100});

        // Without a backend every admitted request is served at once.
        s.backend = {};
        const LaneSummary plain = runScenario(s).summaries.front();
        QCOMPARE(plain.goodput, plain.admitted);
        QCOMPARE(plain.shed, std::int64_t{0});
        QCOMPARE(plain.p99LatencyMs, 0.0);
    }

    void aConcurrencyLaneHoldsItsSlotUntilTheAnswer()
    {
        Scenario s = ScenarioBuilder()
                         .duration(1000)
                         .lane(lane("two in flight", AlgorithmKind::Concurrency, 2, 1000, 0, "svc"))
                         .client(tracer({0, 0, 0, 150, 150}))
                         .build();
        // Alone, each request holds its slot for its client's 100 ms: at 150 both slots are free.
        QCOMPARE(runScenario(s).summaries.front().rejected, std::int64_t{1});
        // Behind one worker the second waits until 200, so at 150 one slot is taken.
        s.backend = oneWorker(-1);
        const LaneSummary l = runScenario(s).summaries.front();
        QCOMPARE(l.rejected, std::int64_t{2});
        QCOMPARE(l.goodput, std::int64_t{3});
        // Latencies 100, 200 (waited for the worker until 100) and 150 (admitted at 150, the
        // worker free at 200, done at 300): the p99 is the longest.
        QCOMPARE(l.p99LatencyMs, 200.0);
        QCOMPARE(l.p50LatencyMs, 150.0);
    }

    void anAdaptiveLaneGrowsWithAnswersItWasAtLeastHalfUsedFor()
    {
        // AIMD from 2: both at 0 are admitted (in flight 1 and 2 at their start), the third is
        // refused. At 100 both answer: 1 x 2 >= 2 gives 3, then 2 x 2 >= 3 gives 3 (the max).
        Scenario s = ScenarioBuilder()
                         .duration(1000)
                         .lane(aimd(2))
                         .client(tracer({0, 0, 0, 101, 101, 101, 101}))
                         .build();
        const RunResult r = runScenario(s);
        const LaneSummary& l = r.summaries.front();
        QCOMPARE(l.rejected, std::int64_t{2}); // the third at 0, the fourth at 101
        QCOMPARE(l.limitMin, std::int64_t{2});
        QCOMPARE(l.limitMax, std::int64_t{3});
        QCOMPARE(l.limitEnd, std::int64_t{3});
        QCOMPARE(l.goodput, std::int64_t{5});
        QCOMPARE(r.series.front().buckets.front().limit, std::int64_t{3});
    }

    void anAdaptiveLaneBacksOffOnADrop()
    {
        // One worker, no waiting room: the second request at 0 is shed, a drop: 2 x 0.5 = 1.
        // The third then finds 1 in flight and is refused; at 100 the first answers: +1 = 2.
        Scenario s =
            ScenarioBuilder().duration(1000).lane(aimd(2)).client(tracer({0, 0, 0})).build();
        s.backend = oneWorker(0);
        const LaneSummary l = runScenario(s).summaries.front();
        QCOMPARE(l.shed, std::int64_t{1});
        QCOMPARE(l.rejected, std::int64_t{1});
        QCOMPARE(l.limitMin, std::int64_t{1});
        QCOMPARE(l.limitEnd, std::int64_t{2});
    }

    // The structured dialect's `t` at the gate: with the remaining slots taken, the next request
    // is refused with the gate's Retry-After (1 s; no release can be foreseen), admitted or not.
    // AIMD from 2 (the third at 0 refused) and a concurrency lane of 2 behind a backend; asked by
    // no other dialect, the window stays unknown (-1).
    void theGatesEffectiveWindowIsItsRetryAfter()
    {
        LaneSpec adaptive = aimd(2);
        LaneSpec perKey = lane("two in flight", AlgorithmKind::Concurrency, 2, 1000, 0, "svc");
        const auto windows = [&](HeaderDialect dialect) {
            adaptive.headers = dialect;
            perKey.headers = dialect;
            Scenario s = ScenarioBuilder()
                             .duration(1000)
                             .lane(adaptive)
                             .lane(perKey)
                             .client(tracer({0, 0, 0, 101}))
                             .build();
            s.backend = oneWorker(-1);
            QList<std::int32_t> got;
            std::int64_t refused = 0;
            for (const RequestRecord& rec : runScenario(s).requests) {
                got.append(rec.decision.effectiveWindowSeconds);
                refused += rec.decision.allowed ? 0 : 1;
            }
            return std::make_pair(got, refused);
        };
        const auto [structured, refused] = windows(HeaderDialect::Structured);
        QCOMPARE(structured, QList<std::int32_t>(8, 1));
        QVERIFY(refused >= 2); // each lane refuses the third at 0
        QCOMPARE(windows(HeaderDialect::Draft07).first, QList<std::int32_t>(8, -1));
    }

    void clientsRetryA503UnlessTheirBudgetHoldsThemBack()
    {
        Scenario s = ScenarioBuilder()
                         .duration(1000)
                         .lane(lane("fw", AlgorithmKind::FixedWindow, 100, 1000))
                         .client(tracer({0, 0}, retry(RetryKind::Immediate, 3)))
                         .build();
        s.backend = oneWorker(0);
        // The second is shed at 0, 1, 2 and 3 ms: the worker is busy until 100.
        LaneSummary l = runScenario(s).summaries.front();
        QCOMPARE(l.retries, std::int64_t{3});
        QCOMPARE(l.shed, std::int64_t{4});
        QCOMPARE(l.retryBudgetRefused, std::int64_t{0});
        // Two tokens: the first failure leaves one, not more than half: no retry.
        s.clients.front().retry.budgetTokens = 2;
        l = runScenario(s).summaries.front();
        QCOMPARE(l.retries, std::int64_t{0});
        QCOMPARE(l.shed, std::int64_t{1});
        QCOMPARE(l.retryBudgetRefused, std::int64_t{1});
    }

    void lanesSeeTheSameServiceTimesAndASplitRunMatches()
    {
        ClientSpec users = client("u", poissonArrival(80));
        Scenario s = ScenarioBuilder()
                         .duration(20'000)
                         .lane(lane("a", AlgorithmKind::TokenBucket, 1000, 1000))
                         .lane(lane("b", AlgorithmKind::TokenBucket, 1000, 1000))
                         .lane(aimd(2))
                         .client(users)
                         .build();
        s.backend.workers = 4;
        s.backend.service.kind = ServiceTimeKind::Exponential;
        s.backend.service.meanMs = 40;
        s.backend.queueLimit = 5;
        s.backend.timeoutMs = 300;
        const RunResult whole = runScenario(s);
        const LaneSummary& a = whole.summaries[0];
        const LaneSummary& b = whole.summaries[1];
        QVERIFY(a.shed > 0 && a.timedOut > 0);
        QCOMPARE(a.goodput, b.goodput);
        QCOMPARE(a.shed, b.shed);
        QCOMPARE(a.p99LatencyMs, b.p99LatencyMs);

        std::vector<RunResult> parts;
        const std::vector<std::vector<std::int32_t>> sets{{0, 2}, {1}};
        for (const auto& set : sets) {
            RunEnvironment env;
            env.lanes = set;
            parts.push_back(runScenario(s, env));
        }
        const RunResult merged = mergeLaneRuns(std::move(parts), sets, s.requestLogLimit);
        for (std::size_t l = 0; l < 3; ++l) {
            QCOMPARE(merged.summaries[l].goodput, whole.summaries[l].goodput);
            QCOMPARE(merged.summaries[l].limitEnd, whole.summaries[l].limitEnd);
            QCOMPARE(merged.series[l].buckets.back().p99LatencyMs,
                     whole.series[l].buckets.back().p99LatencyMs);
        }
    }
};

QTEST_APPLESS_MAIN(TstLaneService)
#include "tst_laneservice.moc"
