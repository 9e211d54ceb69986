// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of a split run tell each other how much they logged: a part's lower bound of the
// others' records before an instant is the latest checkpoint at or before it, and a part that
// hears the others stops logging what the merge would cut, while the merged log stays the log
// of the run in one engine, cut at the same record.
#include "tests/support/ScenarioBuilder.h"

#include "core/io/csv/RunCsv.h"
#include "core/io/run/PartLogCounts.h"

#include "core/sim/engine/LaneRunMerge.h"
#include "core/sim/engine/Simulation.h"

#include <QTest>

using namespace ratelab;
using namespace ratelab::test;

namespace {

// Every algorithm's lane at 200 requests/s for a minute: over 84,000 decisions, the log cut at
// 20,000.
Scenario busyScenario()
{
    Scenario s = allAlgorithmsScenario(50, 1000, {client("users", poissonArrival(200))}, 60'000);
    s.clients.front().count = 50;
    s.requestLogLimit = 20'000;
    return s;
}

} // namespace

class TestPartLogCounts : public QObject {
    Q_OBJECT
private slots:
    void lowerBoundIsTheLatestCheckpointAtOrBefore()
    {
        PartLogCounts counts(3, 200'000); // a checkpoint every 1,024 records
        OtherPartsLog& first = counts.part(0);
        OtherPartsLog& second = counts.part(1);
        OtherPartsLog& third = counts.part(2);
        first.publish(10, 500); // too few since the last: not published
        first.publish(20, 2000);
        first.publish(30, 2500); // under 1,024 more
        first.publish(40, 3100);
        second.publish(25, 1500);
        QCOMPARE(third.loggedBefore(5), std::int64_t{0});
        QCOMPARE(third.loggedBefore(20), std::int64_t{2000});
        QCOMPARE(third.loggedBefore(39), std::int64_t{2000 + 1500});
        QCOMPARE(third.loggedBefore(40), std::int64_t{3100 + 1500});
        // A part does not count itself.
        QCOMPARE(first.loggedBefore(40), std::int64_t{1500});
    }

    void partsThatHearEachOtherLogLessAndMergeTheSame_data()
    {
        QTest::addColumn<bool>("lowLanesFirst");
        QTest::newRow("lanes 0-2 first") << true;
        QTest::newRow("lanes 3 on first") << false;
    }
    void partsThatHearEachOtherLogLessAndMergeTheSame()
    {
        QFETCH(bool, lowLanesFirst);
        const Scenario s = busyScenario();
        const RunResult whole = runScenario(s);
        QVERIFY(whole.requestLogTruncated);
        PartLogCounts counts(2, s.requestLogLimit);
        RunEnvironment low;
        low.lanes = {0, 1, 2};
        low.otherParts = &counts.part(0);
        RunEnvironment high;
        for (std::int32_t l = 3; l < static_cast<std::int32_t>(s.lanes.size()); ++l)
            high.lanes.push_back(l);
        high.otherParts = &counts.part(1);
        // One thread, one part after the other: the second hears all of the first.
        std::vector<RunResult> parts(2);
        parts[lowLanesFirst ? 0 : 1] = runScenario(s, lowLanesFirst ? low : high);
        parts[lowLanesFirst ? 1 : 0] = runScenario(s, lowLanesFirst ? high : low);
        const RunResult& second = parts[lowLanesFirst ? 1 : 0];
        // The first part logs its lanes' share of the cut and more; the second stops near the
        // cut's instant instead of filling a log of its own.
        QVERIFY2(second.requests.size() < static_cast<std::size_t>(s.requestLogLimit * 3 / 4),
                 qPrintable(QString::number(second.requests.size())));
        const RunResult merged =
            mergeLaneRuns(std::move(parts), {low.lanes, high.lanes}, s.requestLogLimit);
        QCOMPARE(merged.requests.size(), whole.requests.size());
        QCOMPARE(merged.requestLogTruncated, whole.requestLogTruncated);
        QCOMPARE(RunCsv::requests(merged), RunCsv::requests(whole));
        QCOMPARE(RunCsv::summary(merged), RunCsv::summary(whole));
    }
};

QTEST_GUILESS_MAIN(TestPartLogCounts)
#include "tst_partlogcounts.moc"
