// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// runScenario end to end: dry run, soft limits, series against totals, levels, the request log,
// delays, progress and cancellation.
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/engine/Simulation.h"
#include "tests/support/ScenarioBuilder.h"

#include <QTest>

#include <numeric>

using namespace ratelab;
using namespace ratelab::test;

namespace {

struct CountingObserver final : SimObserver {
    int calls = 0;
    SimTime last = -1;
    bool cancelAfterFirst = false;
    void onProgress(SimTime now, SimTime end) override
    {
        ++calls;
        last = now;
        QVERIFY(now <= end);
    }
    bool cancelRequested() const override { return cancelAfterFirst && calls > 0; }
};

} // namespace

class TestSimulation : public QObject {
    Q_OBJECT
private slots:
    void dryRunAdmitsAllAndEvolvesLikeEnforcement()
    {
        LaneSpec dry = lane("dry", AlgorithmKind::FixedWindow, 5, 1000);
        dry.dryRun = true;
        const Scenario s =
            ScenarioBuilder()
                .duration(3000)
                .lane(lane("enforced", AlgorithmKind::FixedWindow, 5, 1000))
                .lane(dry)
                .client(client("c", burstArrival(10, 0), retry(RetryKind::HonourRetryAfter, 1)))
                .build();
        const RunResult r = runScenario(s);
        const LaneSummary& e = r.summaries[0];
        const LaneSummary& d = r.summaries[1];
        QCOMPARE(e.admitted, std::int64_t{10}); // 5 + the 5 retries at 1 s
        QCOMPARE(e.rejected, std::int64_t{5});
        QCOMPARE(e.wouldReject, std::int64_t{0});
        QCOMPARE(d.requests, std::int64_t{10}); // nothing rejected, so nothing retried
        QCOMPARE(d.admitted, std::int64_t{10});
        QCOMPARE(d.rejected, std::int64_t{0});
        QCOMPARE(d.wouldReject, std::int64_t{5});
        QCOMPARE(d.retries, std::int64_t{0});
        QCOMPARE(d.maxAdmittedAnyWindow, std::int64_t{10});
        QCOMPARE(d.falsePositiveRate, 0.5);
        QCOMPARE(d.legitimateRejected, std::int64_t{5});
        // Same decisions, request by request, for the shared first attempts (all at t = 0, so
        // the log holds lane 0's ten, then lane 1's: time, then lane).
        for (int i = 0; i < 10; ++i) {
            const RequestRecord& re = r.requests[static_cast<std::size_t>(i)];
            const RequestRecord& rd = r.requests[static_cast<std::size_t>(10 + i)];
            QCOMPARE(re.lane, 0);
            QCOMPARE(rd.lane, 1);
            QCOMPARE(rd.decision.allowed, re.decision.allowed);
            QCOMPARE(rd.decision.remaining, re.decision.remaining);
            QCOMPARE(rd.decision.retryAfterMs, re.decision.retryAfterMs);
            QVERIFY(re.enforced);
            QVERIFY(!rd.enforced);
        }
        QCOMPARE(r.series[1].buckets[0].wouldReject, std::int64_t{5});
    }

    void softLimitWarnings()
    {
        LaneSpec l = lane("soft", AlgorithmKind::FixedWindow, 10, 1000);
        l.softLimitFraction = 0.8; // warn from 8 of 10 used
        const Scenario s = ScenarioBuilder()
                               .duration(1000)
                               .lane(l)
                               .client(client("c", burstArrival(12, 0)))
                               .build();
        const RunResult r = runScenario(s);
        QCOMPARE(r.summaries[0].softWarnings, std::int64_t{3});
        std::vector<bool> flags;
        for (const RequestRecord& rec : r.requests)
            flags.push_back(rec.softWarning);
        QCOMPARE(flags, (std::vector<bool>{false, false, false, false, false, false, false, true,
                                           true, true, false, false}));
    }

    void seriesSumToTotals()
    {
        ClientSpec users =
            client("u{i}", poissonArrival(20), retry(RetryKind::ExponentialJitter, 3, 50, 400));
        users.count = 5;
        users.identity.user = "u{i}";
        ClientSpec attacker = client("attacker", boundaryAttack(0, 20, 0, 4000));
        attacker.legitimate = false;
        Scenario s = allAlgorithmsScenario(30, 2000, {users, attacker}, 20'500);
        s.bucketMs = 1000;
        s.lanes[3].dryRun = true;
        const RunResult r = runScenario(s);
        QCOMPARE(r.series.size(), std::size_t{8});
        for (std::size_t l = 0; l < r.series.size(); ++l) {
            const auto& buckets = r.series[l].buckets;
            QCOMPARE(buckets.size(), std::size_t{21});
            const auto sum = [&](std::int64_t SeriesBucket::*field) {
                return std::accumulate(
                    buckets.begin(), buckets.end(), std::int64_t{0},
                    [&](std::int64_t acc, const SeriesBucket& b) { return acc + b.*field; });
            };
            const LaneSummary& total = r.summaries[l];
            QCOMPARE(sum(&SeriesBucket::admitted), total.admitted);
            QCOMPARE(sum(&SeriesBucket::rejected), total.rejected);
            QCOMPARE(sum(&SeriesBucket::wouldReject), total.wouldReject);
            QCOMPARE(sum(&SeriesBucket::retries), total.retries);
            QCOMPARE(total.admitted + total.rejected, total.requests);
            QVERIFY(total.requests > 0);
            QVERIFY(total.legitimateRequests < total.requests); // the attacker is not legitimate
        }
        QVERIFY(r.summaries[0].rejected > 0);
        QVERIFY(r.summaries[0].retries > 0);
        QCOMPARE(r.summaries[3].rejected, std::int64_t{0});
        QVERIFY(r.summaries[3].wouldReject > 0);
    }

    void trackedKeyLevels()
    {
        Scenario s =
            oneLaneScenario(AlgorithmKind::FixedWindow, 10, 1000, constantArrival(10), 1500);
        s.bucketMs = 500;
        const RunResult r = runScenario(s);
        const LaneSeries& series = r.series[0];
        QCOMPARE(series.trackedKey, std::string("c"));
        QCOMPARE(series.levelLimit, 10.0);
        QCOMPARE(series.levelName,
                 std::string(algorithmInfo(AlgorithmKind::FixedWindow).levelName));
        QCOMPARE(series.buckets.size(), std::size_t{3});
        QCOMPARE(series.buckets[0].level, 5.0);
        QCOMPARE(series.buckets[0].levelMax, 5.0);
        QCOMPARE(series.buckets[1].level, 10.0);
        QCOMPARE(series.buckets[1].levelMax, 10.0);
        QCOMPARE(series.buckets[2].level, 5.0);
        QCOMPARE(series.buckets[2].admitted, std::int64_t{5});
    }

    void requestLogIsBounded()
    {
        Scenario s =
            oneLaneScenario(AlgorithmKind::FixedWindow, 5, 1000, burstArrival(10, 7), 1000);
        s.requestLogLimit = 10;
        RunResult r = runScenario(s);
        QCOMPARE(r.requests.size(), std::size_t{10});
        QVERIFY(!r.requestLogTruncated);
        QCOMPARE(r.requests[9].time, fromMillis(7));
        QCOMPARE(r.requests[9].clockMs, std::int64_t{7});
        QCOMPARE(r.requests[9].cost, std::int64_t{1});
        QVERIFY(!r.requests[9].decision.allowed);
        s.requestLogLimit = 3;
        r = runScenario(s);
        QCOMPARE(r.requests.size(), std::size_t{3});
        QVERIFY(r.requestLogTruncated);
        QCOMPARE(r.summaries[0].requests, std::int64_t{10});
        QCOMPARE(r.events, std::int64_t{10});
    }

    void leakyBucketDelays()
    {
        // T = 100 ms: ten at once wait 0, 100, ..., 900 ms.
        const Scenario s =
            oneLaneScenario(AlgorithmKind::LeakyBucket, 10, 1000, burstArrival(10, 0), 1000);
        const RunResult r = runScenario(s);
        QCOMPARE(r.summaries[0].admitted, std::int64_t{10});
        QCOMPARE(r.summaries[0].p50DelayMs, 400.0);
        QCOMPARE(r.summaries[0].p99DelayMs, 900.0);
        const Scenario f =
            oneLaneScenario(AlgorithmKind::FixedWindow, 10, 1000, burstArrival(10, 0), 1000);
        QCOMPARE(runScenario(f).summaries[0].p99DelayMs, 0.0);
    }

    void keysAndStateBytes()
    {
        ClientSpec many = client("m{i}", burstArrival(1, 0));
        many.count = 4;
        many.identity.user = "u{i}";
        const Scenario s = ScenarioBuilder()
                               .duration(1000)
                               .lane(lane("fixed", AlgorithmKind::FixedWindow, 5, 1000))
                               .client(many)
                               .build();
        const RunResult r = runScenario(s);
        QCOMPARE(r.summaries[0].keys, std::int64_t{4});
        const auto algorithm = makeAlgorithm(AlgorithmKind::FixedWindow, s.lanes[0].params);
        QCOMPARE(r.summaries[0].stateBytes,
                 static_cast<std::int64_t>(4 * algorithm->stateBytes(KeyState{})));
        QCOMPARE(r.summaries[0].lane, std::string("fixed"));
        QCOMPARE(r.summaries[0].limit, std::int64_t{5});
        QCOMPARE(r.summaries[0].windowMs, std::int64_t{1000});
        QCOMPARE(r.durationMs, std::int64_t{1000});
    }

    void progressAndCancellation()
    {
        const Scenario s =
            oneLaneScenario(AlgorithmKind::TokenBucket, 100, 1000, constantArrival(1000), 200'000);
        CountingObserver watch;
        const RunResult full = runScenario(s, &watch);
        QCOMPARE(full.events, std::int64_t{200'000});
        QCOMPARE(watch.calls, 4); // at 65,536, 131,072 and 196,608 events, and at the end
        QCOMPARE(watch.last, fromMillis(200'000));
        CountingObserver cancel;
        cancel.cancelAfterFirst = true;
        const RunResult partial = runScenario(s, &cancel);
        QCOMPARE(partial.events, std::int64_t{65'536});
        QCOMPARE(partial.summaries[0].requests, std::int64_t{65'536});
    }
};

QTEST_APPLESS_MAIN(TestSimulation)
#include "tst_simulation.moc"
