// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Progressive penalties: the box's strikes, window and block at their boundaries, then a whole
// run checked request by request against the timeline worked out by hand, the figures it
// reports, a policy's refusals beside the penalty's, and what validation refuses.
#include "core/sim/engine/PenaltyBox.h"
#include "core/sim/engine/ScenarioValidator.h"
#include "core/sim/engine/Simulation.h"
#include "core/sim/model/RefusingRule.h"
#include "core/sim/model/RunMetrics.h"
#include "tests/support/ScenarioBuilder.h"

#include <QTest>

using namespace ratelab;
using namespace ratelab::test;

namespace {

PenaltySpec threeInAnHourFiveMinutes()
{
    PenaltySpec p;
    p.strikes = 3;
    p.withinMs = 3'600'000;
    p.blockMs = 300'000;
    return p;
}

// A scraper at one request a second against a fixed window of 10 per minute, with the seeds'
// penalty: 3 refusals within an hour block the key for 5 minutes.
Scenario scraper(std::int64_t durationMs)
{
    LaneSpec penalised = lane("penalised", AlgorithmKind::FixedWindow, 10, 60'000);
    penalised.penalty = threeInAnHourFiveMinutes();
    return ScenarioBuilder()
        .duration(durationMs)
        .bucket(60'000)
        .lane(penalised)
        .lane(lane("plain", AlgorithmKind::FixedWindow, 10, 60'000))
        .client(client("scraper", constantArrival(1)))
        .build();
}

} // namespace

class TestPenalty : public QObject {
    Q_OBJECT
private slots:
    void theThirdStrikeWithinTheWindowBlocks()
    {
        PenaltyBox box(threeInAnHourFiveMinutes());
        QVERIFY(!box.strike(7, 0));
        QVERIFY(!box.strike(7, 1'000));
        QVERIFY(!box.blockedUntil(7, 1'000));
        QVERIFY(box.strike(7, 3'600'000)); // exactly an hour after the first: still within
        QCOMPARE(box.blockedUntil(7, 3'600'000).value_or(-1), Millis(3'900'000));
        QCOMPARE(box.blockedUntil(7, 3'899'999).value_or(-1), Millis(3'900'000));
        QVERIFY(!box.blockedUntil(7, 3'900'000)); // the block ends at its end
        QVERIFY(!box.blockedUntil(8, 3'600'000)); // other keys are not touched
    }

    void strikesOlderThanTheWindowDoNotCount()
    {
        PenaltyBox box(threeInAnHourFiveMinutes());
        QVERIFY(!box.strike(1, 0));
        QVERIFY(!box.strike(1, 1));
        QVERIFY(!box.strike(1, 3'600'001)); // the strike at 0 is gone: two remain
        QVERIFY(box.strike(1, 3'600'001));  // a third within the hour that began at 1
    }

    void aBlockClearsTheStrikes()
    {
        PenaltyBox box(threeInAnHourFiveMinutes());
        for (Millis t : {0, 1})
            QVERIFY(!box.strike(2, t));
        QVERIFY(box.strike(2, 2));
        // After the block the key starts afresh: two more refusals are not yet a block.
        QVERIFY(!box.strike(2, 300'002));
        QVERIFY(!box.strike(2, 300'003));
        QVERIFY(!box.blockedUntil(2, 300'003));
        QVERIFY(box.strike(2, 300'004));
    }

    // At 1/s against 10 per minute: 0..9 s admitted, 10..12 s refused by the window (three
    // strikes), 13..311 s refused by the block (which ends at 12 + 300 s), then the window of
    // 300..360 s admits 312..321 s, 322..324 s are strikes again, and so on.
    void aWholeRunFollowsTheTimeline()
    {
        const RunResult r = runScenario(scraper(660'000));
        std::vector<const RequestRecord*> penalised;
        for (const RequestRecord& rec : r.requests)
            if (rec.lane == 0)
                penalised.push_back(&rec);
        QCOMPARE(penalised.size(), std::size_t(660));
        for (const RequestRecord* rec : penalised) {
            const std::int64_t s = rec->time / 1'000'000;
            const bool admitted = s < 10 || (s >= 312 && s < 322) || (s >= 624 && s < 634);
            const bool byWindow =
                (s >= 10 && s < 13) || (s >= 322 && s < 325) || (s >= 634 && s < 637);
            QVERIFY2(rec->decision.allowed == admitted, qPrintable(QString::number(s)));
            if (admitted)
                QCOMPARE(rec->refusedBy, std::int16_t(-1));
            else if (byWindow)
                QCOMPARE(rec->refusedBy, std::int16_t(0));
            else {
                QCOMPARE(rec->refusedBy, kRefusedByPenalty);
                const std::int64_t end = s < 312 ? 312'000 : s < 624 ? 624'000 : 936'000;
                QCOMPARE(rec->decision.retryAfterMs, end - s * 1000);
                QCOMPARE(rec->decision.resetMs, end);
                QCOMPARE(rec->decision.remaining, std::int64_t(0));
                QCOMPARE(rec->decision.limit, std::int64_t(10));
                QVERIFY(refusingRule(r, *rec) == "penalty");
            }
        }
        const LaneSummary& p = r.summaries[0];
        QCOMPARE(p.admitted, std::int64_t(30));
        QCOMPARE(p.penaltyBlocks, std::int64_t(3));
        QCOMPARE(p.penaltyRefused, std::int64_t(660 - 30 - 9));
        QCOMPARE(p.rules[0].refused, std::int64_t(9)); // the window's own refusals only
        QCOMPARE(p.rejected, p.penaltyRefused + p.rules[0].refused);
        QCOMPARE(findMetric(summaryMetrics(), "penalty_refused")->read(p).integer,
                 p.penaltyRefused);
        // The lane without the penalty admits ten a minute, eleven windows' worth.
        QCOMPARE(r.summaries[1].admitted, std::int64_t(110));
        QCOMPARE(r.summaries[1].penaltyRefused, std::int64_t(0));
        QCOMPARE(r.summaries[1].penaltyBlocks, std::int64_t(0));
    }

    // In dry run the block is only recorded: everything passes, the blocked requests are
    // would-rejects, and the window's state is the same as with the block enforced.
    void dryRunRecordsTheBlock()
    {
        Scenario s = scraper(120'000);
        s.lanes[0].dryRun = true;
        const RunResult r = runScenario(s);
        QCOMPARE(r.summaries[0].admitted, std::int64_t(120));
        QCOMPARE(r.summaries[0].wouldReject, std::int64_t(120 - 10));
        QCOMPARE(r.summaries[0].penaltyBlocks, std::int64_t(1));
    }

    void aPolicyNamesItsRuleOrThePenalty()
    {
        LaneSpec policy = policyLane("policy", {rule("fast", 5, 60'000), rule("slow", 8, 60'000)});
        policy.penalty = threeInAnHourFiveMinutes();
        const Scenario s = ScenarioBuilder()
                               .duration(20'000)
                               .lane(policy)
                               .client(client("c", constantArrival(1)))
                               .build();
        const RunResult r = runScenario(s);
        QList<int> refusedBy;
        for (const RequestRecord& rec : r.requests)
            refusedBy.append(rec.refusedBy);
        QList<int> expected{-1, -1, -1, -1, -1, 0, 0, 0};
        while (expected.size() < 20)
            expected.append(kRefusedByPenalty);
        QCOMPARE(refusedBy, expected);
        QCOMPARE(r.summaries[0].rules[0].refused, std::int64_t(3));
        QCOMPARE(r.summaries[0].rules[1].refused, std::int64_t(0));
        QCOMPARE(r.summaries[0].penaltyRefused, std::int64_t(12));
    }

    void validation()
    {
        Scenario s = scraper(60'000);
        auto first = [&] {
            const auto problems = scenarioProblems(s);
            return problems.empty() ? std::string() : problems.front().field;
        };
        QCOMPARE(first(), std::string());
        s.lanes[0].penalty.strikes = kMaxPenaltyStrikes + 1;
        QCOMPARE(first(), std::string("lanes[0].penalty.strikes"));
        s.lanes[0].penalty.strikes = 3;
        s.lanes[0].penalty.blockMs = 0;
        QCOMPARE(first(), std::string("lanes[0].penalty.block_ms"));
        s.lanes[0].penalty.blockMs = 1;
        s.lanes[0].penalty.withinMs = 0;
        QCOMPARE(first(), std::string("lanes[0].penalty.within_ms"));
        s.lanes[0].penalty.withinMs = 1;
        s.lanes[0].name = "penalty"; // refused_by's name for the block's refusals
        QCOMPARE(first(), std::string("lanes[0].name"));
        s.lanes[0].name = "penalised";
        s.lanes[0].penalty.strikes = 0; // off: the window and block do not matter
        s.lanes[0].penalty.blockMs = 0;
        QCOMPARE(first(), std::string());
        s.lanes[0].penalty.strikes = 3;
        s.lanes[0].penalty.blockMs = 1;
        s.world.instancesPerRegion = {1};
        QCOMPARE(first(), std::string("lanes[0].penalty"));
    }
};

QTEST_APPLESS_MAIN(TestPenalty)
#include "tst_penalty.moc"
