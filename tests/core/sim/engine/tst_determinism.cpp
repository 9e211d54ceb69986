// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Same scenario and seed: the same RunResult, field by field. Another seed: other traffic.
// Adding a lane or a later client group never changes the shared traffic. Lanes that play the
// arrival tape another part recorded decide as if they had drawn the traffic themselves.
#include "core/sim/engine/LaneRunMerge.h"
#include "core/sim/engine/Simulation.h"
#include "tests/support/MemoryTape.h"
#include "tests/support/ScenarioBuilder.h"

#include <QTest>

using namespace ratelab;
using namespace ratelab::test;

namespace {

bool sameDecision(const Decision& a, const Decision& b)
{
    return a.allowed == b.allowed && a.limit == b.limit && a.remaining == b.remaining
           && a.resetMs == b.resetMs && a.retryAfterMs == b.retryAfterMs && a.delayMs == b.delayMs;
}

void compareLogs(const RunResult& a, const RunResult& b)
{
    QCOMPARE(a.requests.size(), b.requests.size());
    for (std::size_t k = 0; k < a.requests.size(); ++k) {
        const RequestRecord& x = a.requests[k];
        const RequestRecord& y = b.requests[k];
        QVERIFY2(x.time == y.time && x.lane == y.lane && x.client == y.client && x.key == y.key
                     && x.attempt == y.attempt && x.cost == y.cost && x.clockMs == y.clockMs
                     && sameDecision(x.decision, y.decision) && x.enforced == y.enforced
                     && x.softWarning == y.softWarning && x.refusedBy == y.refusedBy
                     && x.instance == y.instance,
                 qPrintable(QStringLiteral("record %1 differs").arg(k)));
    }
}

void compareResults(const RunResult& a, const RunResult& b)
{
    QCOMPARE(a.scenarioName, b.scenarioName);
    QCOMPARE(a.seed, b.seed);
    QCOMPARE(a.durationMs, b.durationMs);
    QCOMPARE(a.bucketMs, b.bucketMs);
    QCOMPARE(a.epochSeconds, b.epochSeconds);
    QCOMPARE(a.events, b.events);
    QCOMPARE(a.clientNames, b.clientNames);
    QCOMPARE(a.keyNames, b.keyNames);
    QCOMPARE(a.requestLogTruncated, b.requestLogTruncated);
    QCOMPARE(a.summaries.size(), b.summaries.size());
    for (std::size_t i = 0; i < a.summaries.size(); ++i) {
        const LaneSummary& x = a.summaries[i];
        const LaneSummary& y = b.summaries[i];
        QCOMPARE(x.lane, y.lane);
        QVERIFY(x.algorithm == y.algorithm);
        QCOMPARE(x.limit, y.limit);
        QCOMPARE(x.windowMs, y.windowMs);
        QCOMPARE(x.requests, y.requests);
        QCOMPARE(x.admitted, y.admitted);
        QCOMPARE(x.rejected, y.rejected);
        QCOMPARE(x.failedOpen, y.failedOpen);
        QCOMPARE(x.failedClosed, y.failedClosed);
        QCOMPARE(x.errors, y.errors);
        QCOMPARE(x.wouldReject, y.wouldReject);
        QCOMPARE(x.softWarnings, y.softWarnings);
        QCOMPARE(x.retries, y.retries);
        QCOMPARE(x.maxAdmittedAnyWindow, y.maxAdmittedAnyWindow);
        QCOMPARE(x.maxWindowKey, y.maxWindowKey);
        QCOMPARE(x.maxWindowStart, y.maxWindowStart);
        QCOMPARE(x.maxWindowEnd, y.maxWindowEnd);
        QCOMPARE(x.overAdmissionRatio, y.overAdmissionRatio);
        QCOMPARE(x.legitimateRequests, y.legitimateRequests);
        QCOMPARE(x.legitimateRejected, y.legitimateRejected);
        QCOMPARE(x.falsePositiveRate, y.falsePositiveRate);
        QCOMPARE(x.p50DelayMs, y.p50DelayMs);
        QCOMPARE(x.p99DelayMs, y.p99DelayMs);
        QCOMPARE(x.keys, y.keys);
        QCOMPARE(x.stateBytes, y.stateBytes);
    }
    QCOMPARE(a.series.size(), b.series.size());
    for (std::size_t i = 0; i < a.series.size(); ++i) {
        QCOMPARE(a.series[i].levelLimit, b.series[i].levelLimit);
        QCOMPARE(a.series[i].levelName, b.series[i].levelName);
        QCOMPARE(a.series[i].trackedKey, b.series[i].trackedKey);
        QCOMPARE(a.series[i].buckets.size(), b.series[i].buckets.size());
        // Plain values without padding surprises: compare field by field.
        for (std::size_t k = 0; k < a.series[i].buckets.size(); ++k) {
            const SeriesBucket& x = a.series[i].buckets[k];
            const SeriesBucket& y = b.series[i].buckets[k];
            QVERIFY(x.admitted == y.admitted && x.rejected == y.rejected
                    && x.failedOpen == y.failedOpen && x.failedClosed == y.failedClosed
                    && x.errors == y.errors && x.wouldReject == y.wouldReject
                    && x.retries == y.retries && x.level == y.level && x.levelMax == y.levelMax);
        }
    }
    compareLogs(a, b);
}

Scenario richScenario(std::uint64_t seed)
{
    ClientSpec users =
        client("user-{i}", poissonArrival(15), retry(RetryKind::ExponentialJitter, 4, 20, 500));
    users.count = 8;
    users.identity.user = "u{i}";
    users.identity.ip = "198.51.100.{i}";
    ClientSpec office =
        client("office-{i}", diurnalArrival(2, 30, 10'000), retry(RetryKind::HonourRetryAfter, 2));
    office.count = 3;
    office.identity.ip = "203.0.113.1";
    ClientSpec bursty =
        client("bursty", onOffArrival(50, 500, 1500), retry(RetryKind::Immediate, 2));
    ClientSpec attacker = client("attacker", boundaryAttack(0, 30, 0, 2000));
    attacker.legitimate = false;
    attacker.cost = 2;
    Scenario s = allAlgorithmsScenario(20, 1000, {users, office, bursty, attacker}, 15'000);
    s.seed = seed;
    s.bucketMs = 250;
    s.requestLogLimit = 5000;
    s.lanes[1].dryRun = true;
    s.lanes[2].softLimitFraction = 0.75;
    s.lanes[4].keyTemplate = "{ip}";
    return s;
}

std::vector<SimTime> firstAttempts(const RunResult& r, int lane, std::int32_t maxClient)
{
    std::vector<SimTime> out;
    for (const RequestRecord& rec : r.requests)
        if (rec.lane == lane && rec.attempt == 0 && rec.client < maxClient)
            out.push_back(rec.time * 1000 + rec.client);
    return out;
}

} // namespace

class TestDeterminism : public QObject {
    Q_OBJECT
private slots:
    void sameSeedSameResult()
    {
        const RunResult a = runScenario(richScenario(11));
        const RunResult b = runScenario(richScenario(11));
        QVERIFY(a.requestLogTruncated);
        QVERIFY(a.summaries[0].retries > 0);
        compareResults(a, b);
    }

    void otherSeedOtherTraffic()
    {
        const RunResult a = runScenario(richScenario(11));
        const RunResult c = runScenario(richScenario(12));
        QVERIFY(firstAttempts(a, 0, 1000) != firstAttempts(c, 0, 1000));
        QVERIFY(a.events != c.events);
    }

    // One engine's lanes log into one vector, interleaved within an instant; each lane run on
    // its own and merged must give the same log, cut at the same record.
    void oneEngineLogsAsLanesRunApart_data()
    {
        QTest::addColumn<std::int64_t>("limit");
        QTest::newRow("cut mid-run") << std::int64_t{5000};
        QTest::newRow("cut at once") << std::int64_t{7};
        QTest::newRow("kept whole") << std::int64_t{1'000'000};
    }
    void oneEngineLogsAsLanesRunApart()
    {
        QFETCH(std::int64_t, limit);
        Scenario s = richScenario(3);
        s.requestLogLimit = limit;
        const RunResult whole = runScenario(s);
        std::vector<RunResult> parts;
        std::vector<std::vector<std::int32_t>> sets;
        for (std::size_t l = 0; l < s.lanes.size(); ++l) {
            RunEnvironment env;
            env.lanes = {static_cast<std::int32_t>(l)};
            sets.push_back(env.lanes);
            parts.push_back(runScenario(s, env));
        }
        const RunResult apart = mergeLaneRuns(std::move(parts), sets, limit);
        QCOMPARE(whole.requestLogTruncated, limit < 1'000'000);
        QCOMPARE(apart.requestLogTruncated, whole.requestLogTruncated);
        QCOMPARE(whole.requests.size(),
                 static_cast<std::size_t>(std::min<std::int64_t>(limit, whole.requests.size())));
        // The scenario has instants where several lanes log (the attacker's bursts).
        bool interleaved = false;
        for (std::size_t k = 1; k < whole.requests.size(); ++k)
            interleaved = interleaved
                          || (whole.requests[k].time == whole.requests[k - 1].time
                              && whole.requests[k].lane != whole.requests[k - 1].lane);
        QVERIFY(interleaved || limit < 100);
        compareLogs(whole, apart);
    }

    // One part draws the traffic for lanes 0 and 1 and records it; the other plays the record
    // for the rest: merged, they are the run in one engine, log and events included.
    void tapedLanesDecideAsDrawnOnes()
    {
        Scenario s = richScenario(7);
        for (ClientSpec& c : s.clients)
            c.retry = RetrySpec{}; // so that no lane schedules an event of its own
        const RunResult whole = runScenario(s);
        TapeRecorder recorder;
        RunEnvironment drawing;
        drawing.lanes = {0, 1};
        drawing.tapeOut = &recorder;
        RunEnvironment playing;
        for (std::int32_t l = 2; l < static_cast<std::int32_t>(s.lanes.size()); ++l)
            playing.lanes.push_back(l);
        std::vector<RunResult> parts;
        parts.push_back(runScenario(s, drawing));
        QCOMPARE(recorder.closes, 1);
        QVERIFY(recorder.complete);
        QCOMPARE(static_cast<std::int64_t>(recorder.arrivals.size()), parts[0].sharedEvents);
        TapePlayer player(recorder.arrivals, true);
        playing.tapeIn = &player;
        parts.push_back(runScenario(s, playing));
        QVERIFY(!player.left);
        QCOMPARE(player.next, recorder.arrivals.size());
        QVERIFY(player.reads > 1);
        compareResults(whole, mergeLaneRuns(std::move(parts), {drawing.lanes, playing.lanes},
                                            s.requestLogLimit));
    }

    // Retrying lanes schedule their retries: a part of them leaves the tape at once and draws.
    void retryingLanesLeaveTheTape()
    {
        const Scenario s = richScenario(7);
        const RunResult whole = runScenario(s);
        TapeRecorder recorder;
        RunEnvironment drawing;
        drawing.lanes = {0};
        drawing.tapeOut = &recorder;
        std::vector<RunResult> parts;
        parts.push_back(runScenario(s, drawing));
        TapePlayer player(recorder.arrivals, true);
        RunEnvironment playing;
        playing.lanes = {1, 2};
        playing.tapeIn = &player;
        parts.push_back(runScenario(s, playing));
        QVERIFY(player.left);
        QCOMPARE(player.reads, 0);
        RunEnvironment rest;
        for (std::int32_t l = 3; l < static_cast<std::int32_t>(s.lanes.size()); ++l)
            rest.lanes.push_back(l);
        parts.push_back(runScenario(s, rest));
        compareResults(whole,
                       mergeLaneRuns(std::move(parts), {drawing.lanes, playing.lanes, rest.lanes},
                                     s.requestLogLimit));
    }

    void lanesAndLaterGroupsDoNotChangeTraffic()
    {
        Scenario one = richScenario(5);
        one.lanes.resize(1);
        one.requestLogLimit = 1'000'000;
        Scenario more = richScenario(5);
        more.requestLogLimit = 1'000'000;
        more.clients.push_back(client("late", poissonArrival(40)));
        const RunResult a = runScenario(one);
        const RunResult b = runScenario(more);
        QVERIFY(!a.requestLogTruncated && !b.requestLogTruncated);
        // All 13 original clients keep their arrivals, and so every lane-0 decision is the same.
        QCOMPARE(firstAttempts(a, 0, 13), firstAttempts(b, 0, 13));
        QVERIFY(firstAttempts(b, 0, 14).size() > firstAttempts(a, 0, 14).size());
    }
};

QTEST_APPLESS_MAIN(TestDeterminism)
#include "tst_determinism.moc"
