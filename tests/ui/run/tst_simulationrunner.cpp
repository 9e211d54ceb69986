// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// SimulationRunner: a run's result arrives on the GUI thread and equals a direct runScenario(),
// lane by lane and request by request although its lanes run on every core;
// a start() that supersedes a run in flight delivers only the newer result; cancel() ends in
// cancelled(), never finished(); destroying the runner mid-run waits for its worker.
#include "ui/run/SimulationRunner.h"

#include "core/sim/engine/Simulation.h"
#include "core/sim/model/RequestLogAccess.h"
#include "tests/support/ScenarioBuilder.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace ratelab;
using namespace ratelab::test;

Q_DECLARE_METATYPE(std::shared_ptr<const ratelab::RunResult>)

namespace {

// Long enough (a minute of 200 requests/s) that a start() or cancel() right after lands mid-run.
Scenario longScenario(std::int64_t limit)
{
    return oneLaneScenario(AlgorithmKind::TokenBucket, limit, 1000, poissonArrival(200.0), 60'000);
}

Scenario shortScenario(std::int64_t limit)
{
    return oneLaneScenario(AlgorithmKind::FixedWindow, limit, 1000, constantArrival(50.0), 5'000);
}

std::shared_ptr<const RunResult> resultOf(const QSignalSpy& spy, int index)
{
    return spy.at(index).at(0).value<std::shared_ptr<const RunResult>>();
}

} // namespace

class TestSimulationRunner : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        qRegisterMetaType<std::shared_ptr<const RunResult>>();
        QStandardPaths::setTestModeEnabled(true); // streamed logs go to a test cache folder
    }

    void aRunDeliversTheResultOfRunScenario()
    {
        SimulationRunner runner;
        QSignalSpy started(&runner, &SimulationRunner::started);
        QSignalSpy finished(&runner, &SimulationRunner::finished);
        QSignalSpy progress(&runner, &SimulationRunner::progress);
        const Scenario scenario = shortScenario(10);
        runner.start(scenario);
        QCOMPARE(started.size(), 1);
        QVERIFY(runner.isRunning());
        QVERIFY(finished.wait(30'000));
        QVERIFY(!runner.isRunning());

        const RunResult expected = runScenario(scenario);
        const auto result = resultOf(finished, 0);
        QVERIFY(result);
        QCOMPARE(result->summaries.size(), expected.summaries.size());
        QCOMPARE(result->summaries[0].admitted, expected.summaries[0].admitted);
        QCOMPARE(result->summaries[0].rejected, expected.summaries[0].rejected);
        QCOMPARE(result->events, expected.events);
        for (const QList<QVariant>& args : progress) {
            const double fraction = args.at(0).toDouble();
            QVERIFY2(fraction >= 0.0 && fraction <= 1.0, qPrintable(QString::number(fraction)));
        }
    }

    void aRunOfManyLanesEqualsTheOneThreadRun()
    {
        SimulationRunner runner;
        QSignalSpy finished(&runner, &SimulationRunner::finished);
        const Scenario scenario = allAlgorithmsScenario(
            20, 1000, {client("a", poissonArrival(40.0)), client("b", constantArrival(15.0))},
            10'000);
        QVERIFY(scenario.lanes.size() > 2);
        runner.start(scenario);
        QVERIFY(finished.wait(60'000));

        const RunResult expected = runScenario(scenario);
        const auto result = resultOf(finished, 0);
        QCOMPARE(result->summaries.size(), expected.summaries.size());
        for (std::size_t l = 0; l < expected.summaries.size(); ++l) {
            QCOMPARE(result->summaries[l].admitted, expected.summaries[l].admitted);
            QCOMPARE(result->summaries[l].rejected, expected.summaries[l].rejected);
            QCOMPARE(result->summaries[l].maxAdmittedAnyWindow,
                     expected.summaries[l].maxAdmittedAnyWindow);
            QCOMPARE(result->series[l].buckets.size(), expected.series[l].buckets.size());
            for (std::size_t b = 0; b < expected.series[l].buckets.size(); ++b) {
                QCOMPARE(result->series[l].buckets[b].admitted,
                         expected.series[l].buckets[b].admitted);
                QCOMPARE(result->series[l].buckets[b].level, expected.series[l].buckets[b].level);
            }
        }
        QCOMPARE(result->events, expected.events);
        QCOMPARE(result->requests.size(), expected.requests.size());
        for (std::size_t i = 0; i < expected.requests.size(); ++i) {
            const RequestRecord& got = result->requests[i];
            const RequestRecord& want = expected.requests[i];
            QVERIFY2(got.time == want.time && got.lane == want.lane && got.client == want.client
                         && got.decision.allowed == want.decision.allowed,
                     qPrintable(QStringLiteral("request %1 differs").arg(i)));
        }
    }

    void aSupersededRunDeliversNothing()
    {
        SimulationRunner runner;
        QSignalSpy finished(&runner, &SimulationRunner::finished);
        QSignalSpy cancelled(&runner, &SimulationRunner::cancelled);
        QSignalSpy failed(&runner, &SimulationRunner::failed);
        runner.start(longScenario(7));
        runner.start(longScenario(8));
        runner.start(shortScenario(9));
        QVERIFY(finished.wait(60'000));
        runner.waitForIdle();
        // Let any queued hand-off of the superseded workers run: none may be delivered.
        QTest::qWait(200);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(resultOf(finished, 0)->summaries[0].limit, 9);
        QCOMPARE(resultOf(finished, 0)->summaries[0].algorithm, AlgorithmKind::FixedWindow);
        QCOMPARE(cancelled.size(), 0);
        QCOMPARE(failed.size(), 0);
        QVERIFY(!runner.isRunning());
    }

    void cancelEndsInCancelledNotFinished()
    {
        SimulationRunner runner;
        QSignalSpy finished(&runner, &SimulationRunner::finished);
        QSignalSpy cancelled(&runner, &SimulationRunner::cancelled);
        runner.start(longScenario(5));
        runner.cancel();
        QVERIFY(cancelled.wait(60'000));
        runner.waitForIdle();
        QTest::qWait(100);
        QCOMPARE(cancelled.size(), 1);
        QCOMPARE(finished.size(), 0);
        QVERIFY(!runner.isRunning());

        // The runner is usable again after a cancel.
        runner.start(shortScenario(3));
        QVERIFY(finished.wait(30'000));
        QCOMPARE(resultOf(finished, 0)->summaries[0].limit, 3);
        QCOMPARE(cancelled.size(), 1);
    }

    void destroyingTheRunnerMidRunWaitsForItsWorker()
    {
        auto runner = std::make_unique<SimulationRunner>();
        QSignalSpy finished(runner.get(), &SimulationRunner::finished);
        runner->start(longScenario(4));
        runner->start(longScenario(6));
        runner.reset();
        QTest::qWait(100);
        QCOMPARE(finished.size(), 0);
    }

    void overTheMemoryBudgetIsRefusedBeforeARun()
    {
        SimulationRunner runner;
        runner.setMemoryBudget(std::int64_t{1} << 20, QStringLiteral("the test's"));
        QSignalSpy started(&runner, &SimulationRunner::started);
        QSignalSpy failed(&runner, &SimulationRunner::failed);
        runner.start(shortScenario(10));
        QVERIFY(!runner.isRunning());
        QVERIFY(failed.wait(10'000));
        QCOMPARE(failed.size(), 1);
        const QString message = failed.at(0).at(0).toString();
        QVERIFY2(message.startsWith(QStringLiteral("The run needs about ")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("memory budget of 1.0 MiB (the test's)")),
                 qPrintable(message));
        QCOMPARE(started.size(), 0);
        QVERIFY(!runner.isRunning());
    }

    void aLongRunIsAnnounced()
    {
        SimulationRunner runner;
        QSignalSpy notice(&runner, &SimulationRunner::notice);
        QSignalSpy cancelled(&runner, &SimulationRunner::cancelled);
        runner.start(
            oneLaneScenario(AlgorithmKind::FixedWindow, 10, 1000, poissonArrival(1e8), 60'000));
        QCOMPARE(notice.size(), 1);
        QVERIFY2(notice.at(0).at(0).toString().contains(QStringLiteral("this run may take")),
                 qPrintable(notice.at(0).at(0).toString()));
        // The app's key, not the command line's (it said "Ctrl-C stops it").
        QVERIFY2(notice.at(0).at(0).toString().contains(QStringLiteral("Esc")),
                 qPrintable(notice.at(0).at(0).toString()));
        QVERIFY(!notice.at(0).at(0).toString().contains(QStringLiteral("Ctrl-C")));
        runner.cancel();
        QVERIFY(cancelled.wait(60'000));
    }

    void aBigRequestLogIsStreamedToDisk()
    {
        // 300,000 logged requests would take about 80 MiB in memory: streamed instead.
        Scenario scenario = oneLaneScenario(AlgorithmKind::TokenBucket, 1000, 1000,
                                            poissonArrival(100'000.0), 3'000);
        scenario.requestLogLimit = 300'000;
        SimulationRunner runner;
        QSignalSpy finished(&runner, &SimulationRunner::finished);
        runner.start(scenario);
        QVERIFY(finished.wait(60'000));
        const auto result = resultOf(finished, 0);
        QVERIFY(result->storedRequests);
        QVERIFY(result->requests.empty());
        const RunResult expected = runScenario(scenario);
        QCOMPARE(requestLogSize(*result), static_cast<std::int64_t>(expected.requests.size()));
        QCOMPARE(result->requestLogTruncated, expected.requestLogTruncated);
        const auto last = static_cast<std::int64_t>(expected.requests.size()) - 1;
        QCOMPARE(requestAt(*result, last).time, expected.requests.back().time);
        QCOMPARE(requestAt(*result, last).decision.remaining,
                 expected.requests.back().decision.remaining);
        // A small log stays in memory.
        runner.start(shortScenario(10));
        QVERIFY(finished.wait(30'000));
        QVERIFY(!resultOf(finished, 1)->storedRequests);
    }
};

QTEST_MAIN(TestSimulationRunner)
#include "tst_simulationrunner.moc"
