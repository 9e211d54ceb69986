// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A run split over threads by lanes writes the same bytes as the run in one engine: summary,
// time series and request log, on shipped scenarios including distributed ones and one whose
// request log is cut by request_log_limit (the cut must fall at the same record). A cancel
// reaches every part, the one that draws the traffic and those that play its tape alike.
#include "tests/support/ScenarioBuilder.h"
#include "tests/support/TestPaths.h"

#include "core/io/csv/RunCsv.h"
#include "core/io/run/ParallelRun.h"
#include "core/io/scenario/ScenarioLoader.h"

#include "core/sim/engine/LaneRunMerge.h"
#include "core/sim/engine/Simulation.h"

#include <QTest>

using namespace ratelab;
using namespace ratelab::test;

namespace {

Scenario load(const QString& name)
{
    ScenarioLoadResult loaded =
        ScenarioLoader::loadFile(test::sourcePath(QStringLiteral("scenarios/%1.json").arg(name)));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.errorText()));
    return std::move(*loaded.scenario);
}

struct Files {
    std::string summary, timeseries, requests;
    bool truncated = false;
    std::int64_t events = 0;
};

Files files(const RunResult& r)
{
    return {RunCsv::summary(r), RunCsv::timeseries(r), RunCsv::requests(r), r.requestLogTruncated,
            r.events};
}

// Asks to stop at the first progress report of the calling thread's part.
struct CancelAtOnce final : SimObserver {
    mutable int asked = 0;
    [[nodiscard]] bool cancelRequested() const override { return ++asked > 1; }
};

} // namespace

class TestParallelRun : public QObject {
    Q_OBJECT
private slots:
    void sameBytesForAnyThreadCount_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("logLimit"); // 0: the file's own
        QTest::newRow("boundary-burst") << QStringLiteral("boundary-burst") << qint64(0);
        QTest::newRow("boundary-burst, log cut") << QStringLiteral("boundary-burst") << qint64(97);
        QTest::newRow("botnet, log cut") << QStringLiteral("botnet") << qint64(1000);
        QTest::newRow("distributed-regions") << QStringLiteral("distributed-regions") << qint64(0);
        QTest::newRow("distributed-atomicity-race")
            << QStringLiteral("distributed-atomicity-race") << qint64(0);
        QTest::newRow("distributed-outage, log cut")
            << QStringLiteral("distributed-outage") << qint64(500);
        QTest::newRow("burst-sizing") << QStringLiteral("burst-sizing") << qint64(0);
    }

    void sameBytesForAnyThreadCount()
    {
        QFETCH(QString, name);
        QFETCH(qint64, logLimit);
        Scenario scenario = load(name);
        if (logLimit > 0)
            scenario.requestLogLimit = logLimit;
        QVERIFY2(scenario.lanes.size() >= 2, "the test needs lanes to split");
        const Files one = files(runScenarioParallel(scenario, 1));
        if (logLimit > 0)
            QVERIFY2(one.truncated, "the limit must cut the log for this row to mean anything");
        for (const int jobs : {2, 4}) {
            const Files many = files(runScenarioParallel(scenario, jobs));
            QCOMPARE(many.summary, one.summary);
            QCOMPARE(many.timeseries, one.timeseries);
            QCOMPARE(many.requests, one.requests);
            QCOMPARE(many.truncated, one.truncated);
            QCOMPARE(many.events, one.events);
        }
    }

    // Lanes that schedule nothing (no retries) play the drawing part's tape. An hour at 2,000
    // requests/s would take seconds; the cancel stops every part after the first 65,536 events.
    void cancelStopsEveryPart()
    {
        Scenario scenario =
            allAlgorithmsScenario(100, 10'000, {client("users", poissonArrival(2000))}, 3'600'000);
        for (const int jobs : {2, 3}) {
            CancelAtOnce cancel;
            const RunResult r = runScenarioParallel(scenario, jobs, &cancel);
            QVERIFY(cancel.asked > 1);
            std::int64_t decided = 0;
            for (const LaneSummary& lane : r.summaries)
                decided = std::max(decided, lane.requests);
            QVERIFY2(decided < 2000 * 3600 / 10, qPrintable(QString::number(decided)));
        }
    }

    // The merged log is in (time, lane) order, and within a lane in decision order.
    void logOrderIsTimeThenLane()
    {
        const RunResult r = runScenarioParallel(load(QStringLiteral("boundary-burst")), 3);
        QVERIFY(r.requests.size() > 10);
        for (std::size_t i = 1; i < r.requests.size(); ++i) {
            const RequestRecord& a = r.requests[i - 1];
            const RequestRecord& b = r.requests[i];
            QVERIFY(a.time < b.time || (a.time == b.time && a.lane <= b.lane));
        }
    }

    // A part that ran one lane alone holds that lane's figures exactly as the whole run does.
    void partialRunHoldsOnlyItsLanes()
    {
        const Scenario scenario = load(QStringLiteral("boundary-burst"));
        const RunResult whole = runScenario(scenario);
        RunEnvironment environment;
        environment.lanes = {1};
        const RunResult part = runScenario(scenario, environment);
        QCOMPARE(part.summaries.size(), whole.summaries.size());
        QCOMPARE(part.summaries[1].admitted, whole.summaries[1].admitted);
        QCOMPARE(part.summaries[1].maxAdmittedAnyWindow, whole.summaries[1].maxAdmittedAnyWindow);
        QCOMPARE(part.summaries[0].requests, std::int64_t{0});
        for (const RequestRecord& q : part.requests)
            QCOMPARE(q.lane, 1);
    }
};

QTEST_GUILESS_MAIN(TestParallelRun)
#include "tst_parallelrun.moc"
