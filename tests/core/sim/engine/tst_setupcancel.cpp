// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cancel before the first event: a run's set-up (expanding a big client group, rendering its
// keys, scheduling first arrivals) polls the observer, so Cancel and Ctrl-C are heard within a
// few thousand clients instead of after the whole set-up; the run then comes back empty.
#include "core/sim/engine/Simulation.h"

#include "tests/support/ScenarioBuilder.h"

#include <QTest>

using namespace ratelab;
using namespace ratelab::test;

namespace {

// Cancels at its `cancelAt`-th poll and remembers whether any progress came before.
class CancellingObserver : public SimObserver {
public:
    explicit CancellingObserver(int cancelAt)
        : m_cancelAt(cancelAt)
    {
    }
    void onProgress(SimTime, SimTime) override { ++progress; }
    [[nodiscard]] bool cancelRequested() const override
    {
        ++polls;
        if (polls == m_cancelAt)
            progressBeforeCancel = progress;
        return polls >= m_cancelAt;
    }

    int progress = 0;
    mutable int polls = 0;
    mutable int progressBeforeCancel = -1;

private:
    int m_cancelAt;
};

Scenario crowd(int members)
{
    ClientSpec group = client("member", poissonArrival(0.01));
    group.count = members;
    group.identity.user = "user-{i}";
    return ScenarioBuilder()
        .duration(60'000)
        .lane(lane("fw", AlgorithmKind::FixedWindow, 10, 1000))
        .lane(lane("tb", AlgorithmKind::TokenBucket, 10, 1000))
        .client(group)
        .build();
}

} // namespace

class TestSetUpCancel : public QObject {
    Q_OBJECT

private slots:
    void cancelDuringSetUp_data()
    {
        QTest::addColumn<int>("cancelAt");
        // The polls of 200,000 members: the clients, each lane's keys, then the arrivals.
        QTest::newRow("expanding the clients") << 1;
        QTest::newRow("rendering the keys") << 60;
        QTest::newRow("scheduling the arrivals") << 180;
    }

    void cancelDuringSetUp()
    {
        QFETCH(int, cancelAt);
        CancellingObserver observer(cancelAt);
        const RunResult result = runScenario(crowd(200'000), &observer);
        QCOMPARE(observer.progressBeforeCancel, 0); // heard before the first event ran
        QCOMPARE(result.events, std::int64_t{0});
        QCOMPARE(result.summaries.size(), std::size_t{2});
        QCOMPARE(result.summaries[0].requests, std::int64_t{0});
        QVERIFY(result.requests.empty());
    }

    void setUpPollsOftenEnough()
    {
        // Polled at least once per 4096 clients and lane: a cancel waits for little work.
        CancellingObserver never(1 << 30);
        (void)runScenario(crowd(100'000), &never);
        QVERIFY2(never.polls >= 3 * 100'000 / 4096, qPrintable(QString::number(never.polls)));
    }

    void noCancelRunsAsBefore()
    {
        const RunResult plain = runScenario(crowd(5000));
        CancellingObserver never(1 << 30);
        const RunResult observed = runScenario(crowd(5000), &never);
        QCOMPARE(observed.events, plain.events);
        QVERIFY(plain.events > 0);
    }
};

QTEST_GUILESS_MAIN(TestSetUpCancel)
#include "tst_setupcancel.moc"
