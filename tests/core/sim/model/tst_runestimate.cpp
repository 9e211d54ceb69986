// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The memory a run will need, estimated from the scenario before it starts: each of the
// defects' memory bombs (64 lanes x 10 million buckets, request_log_limit 100 million at a high
// rate, 10 million clients, a big trace copied to every member) is the largest part and names
// its fields; the estimate grows with each field; a streamed request log costs disk, not memory.
#include "core/sim/model/RunEstimate.h"

#include "tests/support/ScenarioBuilder.h"

#include <QTest>

Q_DECLARE_METATYPE(ratelab::ArrivalSpec)

using namespace ratelab;
using namespace ratelab::test;

namespace {

Scenario small()
{
    return ScenarioBuilder()
        .duration(60'000)
        .lane(lane("fw", AlgorithmKind::FixedWindow, 10, 1000))
        .client(client("alice", poissonArrival(5)))
        .build();
}

const EstimatePart& largest(const RunEstimate& e)
{
    if (e.parts.empty())
        qFatal("no parts");
    return e.parts.front();
}

} // namespace

class TestRunEstimate : public QObject {
    Q_OBJECT

private slots:
    void smallScenarioIsSmall()
    {
        const RunEstimate e = estimateRun(small());
        QVERIFY(e.bytes < 64.0 * 1024 * 1024);
        QCOMPARE(e.clients, 1.0);
        QCOMPARE(e.firstAttempts, 300.0); // 5/s for 60 s
        QCOMPARE(e.decisions, 300.0);
    }

    void lanesTimesBuckets()
    {
        Scenario s = small();
        s.durationMs = 10'000'000;
        s.bucketMs = 1;
        s.lanes.assign(64, s.lanes.front());
        const RunEstimate e = estimateRun(s);
        QCOMPARE(QString::fromStdString(largest(e).fields),
                 QStringLiteral("lanes (64) x duration_ms / bucket_ms (10,000,000)"));
        QVERIFY2(e.bytes > 64.0 * 1e9, qPrintable(QString::number(e.bytes))); // about 72 GB
    }

    void requestLogInMemoryAndStreamed()
    {
        Scenario s = small();
        s.requestLogLimit = 100'000'000;
        s.clients.front().arrival = poissonArrival(1e7);
        const RunEstimate inMemory = estimateRun(s, RequestLogPlace::Memory);
        QCOMPARE(QString::fromStdString(largest(inMemory).fields),
                 QStringLiteral("request_log_limit"));
        QVERIFY(inMemory.bytes > 20e9);
        QCOMPARE(inMemory.diskBytes, 0.0);
        // Streamed, the log goes to disk: memory no longer grows with the limit.
        const RunEstimate streamed = estimateRun(s, RequestLogPlace::Streamed);
        QVERIFY(streamed.bytes < inMemory.bytes / 10);
        QVERIFY(streamed.diskBytes > 20e9);
        // The log keeps at most the decisions a run makes.
        s.clients.front().arrival = poissonArrival(1);
        QVERIFY(estimateRun(s, RequestLogPlace::Streamed).diskBytes < 1e6);
    }

    void tenMillionClients()
    {
        Scenario s = small();
        ClientSpec& group = s.clients.front();
        group.count = 10'000'000;
        group.identity.user = "u{i}";
        group.arrival = poissonArrival(0.001);
        const RunEstimate e = estimateRun(s);
        QCOMPARE(QString::fromStdString(largest(e).fields), QStringLiteral("clients[0].count"));
        QCOMPARE(e.clients, 1e7);
        QVERIFY(e.bytes > 6e9); // measured 6.7 GB (issue 16), 4.9 GiB for 5 million here
    }

    void keysOfMembersThatDoNotVary()
    {
        // Members with one identity share one key: the lanes' state does not grow with them.
        Scenario s = small();
        s.clients.front().count = 1'000'000;
        const RunEstimate shared = estimateRun(s);
        s.clients.front().identity.user = "u{i}";
        const RunEstimate own = estimateRun(s);
        QVERIFY(own.bytes > shared.bytes + 100e6);
    }

    void traceCopiedToEveryMember()
    {
        Scenario s = small();
        std::vector<std::int64_t> times(100'000);
        for (std::size_t i = 0; i < times.size(); ++i)
            times[i] = static_cast<std::int64_t>(i) / 2;
        s.clients.front().arrival = traceArrival(times);
        s.clients.front().count = 10'000;
        const RunEstimate e = estimateRun(s);
        QCOMPARE(QString::fromStdString(largest(e).fields),
                 QStringLiteral("clients[0].arrival.times_ms x clients[0].count"));
        QVERIFY(largest(e).bytes >= 8e9); // a billion times, 8 bytes each
    }

    void rateTimesDurationDrivesTheWork()
    {
        Scenario s = small();
        s.clients.front().arrival = poissonArrival(1e9);
        s.lanes.push_back(s.lanes.front());
        const RunEstimate e = estimateRun(s);
        QCOMPARE(e.decisions, 1e9 * 60 * 2);
        QCOMPARE(QString::fromStdString(e.decisionFields),
                 QStringLiteral("clients[0].arrival.rate_per_sec x duration_ms x lanes (2)"));
    }

    void arrivalsOfEachKind_data()
    {
        QTest::addColumn<ArrivalSpec>("arrival");
        QTest::addColumn<double>("expected");
        QTest::newRow("constant 2/s from 10 s") << constantArrival(2, 10'000) << 100.0;
        QTest::newRow("constant until 30 s") << constantArrival(2, 0, 30'000) << 60.0;
        QTest::newRow("on-off half the time") << onOffArrival(4, 1000, 1000) << 120.0;
        QTest::newRow("diurnal at its peak") << diurnalArrival(1, 3, 60'000) << 180.0;
        QTest::newRow("one burst") << burstArrival(25, 0) << 25.0;
        QTest::newRow("a burst every 20 s") << burstArrival(25, 0, 0, 20'000) << 75.0;
        QTest::newRow("boundary attack, defaults") << boundaryAttack() << 20.0;
        QTest::newRow("trace") << traceArrival({1, 2, 3}) << 3.0;
    }

    void arrivalsOfEachKind()
    {
        QFETCH(ArrivalSpec, arrival);
        QFETCH(double, expected);
        Scenario s = small();
        s.clients.front().arrival = arrival;
        QCOMPARE(estimateRun(s).firstAttempts, expected);
    }

    void growsWithEveryField()
    {
        const double base = estimateRun(small()).bytes;
        Scenario more = small();
        more.clients.front().count = 1000;
        QVERIFY(estimateRun(more).bytes > base);
        more = small();
        more.lanes.push_back(more.lanes.front());
        QVERIFY(estimateRun(more).bytes > base);
        more = small();
        more.bucketMs = 1;
        QVERIFY(estimateRun(more).bytes > base);
        more = small();
        more.lanes.front().params.windowMs = 60'000;
        more.lanes.front().params.limit = 1'000'000;
        more.lanes.front().algorithm = AlgorithmKind::SlidingLog;
        more.clients.front().arrival = poissonArrival(10'000);
        QVERIFY(estimateRun(more).bytes > base);
    }
};

QTEST_GUILESS_MAIN(TestRunEstimate)
#include "tst_runestimate.moc"
