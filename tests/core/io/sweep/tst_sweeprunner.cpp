// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A sweep's sweep.csv is the same bytes on 1 and 4 threads, in grid order; runs that share their
// traffic and run as the lanes of one run give each the figures of its own full run; a cancelled
// sweep keeps only complete points; a point that does not load is refused before anything runs;
// and abusive_admitted agrees with a count over the full request log.
#include "tests/support/TestPaths.h"

#include "core/io/csv/RunCsv.h"
#include "core/io/sweep/SweepBatches.h"
#include "core/io/sweep/SweepCsv.h"
#include "core/io/sweep/SweepPlan.h"
#include "core/io/sweep/SweepRunner.h"
#include "core/io/sweep/SweepValues.h"

#include "core/io/scenario/ScenarioLoader.h"
#include "core/sim/engine/Simulation.h"
#include "core/sim/model/RunEstimate.h"
#include "core/sim/traffic/ClientTable.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace ratelab;

namespace {

QJsonObject scenarioJson(const QString& name)
{
    QFile f(test::sourcePath(QStringLiteral("scenarios/%1.json").arg(name)));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(name));
    return QJsonDocument::fromJson(f.readAll()).object();
}

SweepAxis axis(const char* text)
{
    QString error;
    auto a = SweepAxis::parse(QString::fromLatin1(text), SweepPlan::kMaxRuns, &error);
    if (!a)
        qFatal("%s", qPrintable(error));
    return *a;
}

std::optional<SweepPlan> planOf(const char* scenario, std::initializer_list<const char*> varied)
{
    QStringList problems;
    QList<SweepAxis> axes;
    for (const char* text : varied)
        axes.append(axis(text));
    auto plan = SweepPlan::build(scenarioJson(QString::fromLatin1(scenario)),
                                 QString::fromLatin1(scenario), axes, {}, &problems);
    if (!plan)
        qFatal("%s", qPrintable(problems.join('\n')));
    return plan;
}

std::optional<SweepPlan> botnetPlan(std::vector<std::uint64_t> seeds = {})
{
    QStringList problems;
    auto plan =
        SweepPlan::build(scenarioJson(QStringLiteral("botnet")), QStringLiteral("botnet"),
                         {axis("lanes.*.limit=40:100:20"), axis("duration_ms=60000,120000")},
                         std::move(seeds), &problems);
    if (!plan)
        qFatal("%s", qPrintable(problems.join('\n')));
    return plan;
}

// Cancels once the first run has finished.
class CancelAfterFirst : public SweepControl {
public:
    void onRunsDone(qsizetype done, qsizetype) override { m_seen = m_seen || done > 0; }
    [[nodiscard]] bool cancelRequested() const override { return m_seen; }

private:
    bool m_seen = false;
};

// Records every finished run the runner reports, as a view drawing partial results would.
class RecordRuns : public SweepControl {
public:
    void onRunFinished(qsizetype run, const RunResult& result) override
    {
        m_runs.emplace_back(run, result.summaries.size() > 1 ? result.summaries[1].admitted : -1);
    }
    std::vector<std::pair<qsizetype, std::int64_t>> m_runs;
};

} // namespace

class TestSweepRunner : public QObject {
    Q_OBJECT
private slots:
    void sameBytesOnOneAndFourThreads()
    {
        const auto plan = botnetPlan({9, 10});
        QCOMPARE(plan->pointCount(), 8);
        QCOMPARE(plan->runCount(), 16);
        const std::string one = SweepCsv::text(*plan, SweepRunner::run(*plan, 1));
        const std::string four = SweepCsv::text(*plan, SweepRunner::run(*plan, 4));
        QCOMPARE(four, one);
        // 8 points x 2 seeds x 2 lanes, plus the header.
        QCOMPARE(std::count(one.begin(), one.end(), '\n'), 8 * 2 * 2 + 1);
        QVERIFY(one.rfind("lanes.*.limit,duration_ms,seed,lane,algorithm,admitted,", 0) == 0);
        QVERIFY(one.find(",abusive_admitted\n") != std::string::npos);
        // Grid order: the first --vary outermost.
        const auto second = one.find('\n') + 1;
        QVERIFY(one.compare(second, 15, "40,60000,9,per ") == 0);
    }

    // Retries draw each lane's jitter stream and a world each lane's own world streams: a lane
    // run beside other runs' lanes must draw its own run's.
    void runsSharingTrafficGiveTheirOwnFigures_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("varied");
        QTest::newRow("retries") << "rules-retry-after"
                                 << "lanes.*.limit=6:12:2";
        QTest::newRow("world") << "distributed-atomicity-race"
                               << "lanes.*.limit=5:20:5";
    }
    void runsSharingTrafficGiveTheirOwnFigures()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, varied);
        const QByteArray name = scenario.toLatin1();
        const QByteArray vary = varied.toLatin1();
        const auto plan = planOf(name.constData(), {vary.constData()});
        const std::vector<SweepBatch> batches = SweepBatches::build(*plan, 1);
        QCOMPARE(batches.size(), std::size_t{1});
        QCOMPARE(static_cast<qsizetype>(batches.front().runs.size()), plan->runCount());
        const SweepResults results = SweepRunner::run(*plan, 1);
        QVERIFY(results.failure.empty());
        std::int64_t retries = 0;
        for (qsizetype r = 0; r < plan->runCount(); ++r) {
            const RunResult alone = runScenario(plan->scenario(r));
            QCOMPARE(RunCsv::summary(*results.runs[static_cast<std::size_t>(r)]),
                     RunCsv::summary(alone));
            for (const LaneSummary& lane : alone.summaries)
                retries += lane.retries;
        }
        if (scenario == QStringLiteral("rules-retry-after"))
            QVERIFY(retries > 0);
    }

    // Points that differ in their traffic never share a run; runs too big to share one's memory
    // run alone; and there are batches enough for every thread.
    void batchesShareTrafficOnlyWithinTheirCaps()
    {
        const auto plan = botnetPlan();
        std::vector<SweepBatch> batches = SweepBatches::build(*plan, 1);
        QCOMPARE(batches.size(), std::size_t{2}); // one per duration_ms
        for (const SweepBatch& batch : batches)
            for (const qsizetype r : batch.runs)
                QCOMPARE(plan->scenario(r).durationMs, batch.scenario.durationMs);
        QCOMPARE(SweepBatches::build(*plan, 4).size(), std::size_t{8});
        QCOMPARE(SweepBatches::build(*plan, 3).size(), std::size_t{6}); // 4 points in 3 runs each

        QJsonObject big = scenarioJson(QStringLiteral("botnet"));
        QJsonArray clients = big.value(QStringLiteral("clients")).toArray();
        QJsonObject bots = clients[0].toObject();
        bots.insert(QStringLiteral("count"), 2'000'000);
        clients[0] = bots;
        big.insert(QStringLiteral("clients"), clients);
        QStringList problems;
        const auto bigPlan = SweepPlan::build(big, QStringLiteral("botnet"),
                                              {axis("lanes.*.limit=40:100:20")}, {}, &problems);
        QVERIFY2(bigPlan, qPrintable(problems.join('\n')));
        QVERIFY(estimateRun(bigPlan->scenario(0)).bytes > SweepBatches::kMaxBatchBytes / 2);
        batches = SweepBatches::build(*bigPlan, 1);
        QCOMPARE(static_cast<qsizetype>(batches.size()), bigPlan->runCount());
    }

    void everyFinishedRunIsReportedOnce()
    {
        const auto plan = botnetPlan({9, 10});
        for (const int jobs : {1, 4}) {
            RecordRuns control;
            const SweepResults results = SweepRunner::run(*plan, jobs, &control);
            QCOMPARE(static_cast<qsizetype>(control.m_runs.size()), plan->runCount());
            std::vector<int> seen(static_cast<std::size_t>(plan->runCount()), 0);
            for (const auto& [run, admitted] : control.m_runs) {
                ++seen[static_cast<std::size_t>(run)];
                QCOMPARE(admitted,
                         results.runs[static_cast<std::size_t>(run)]->summaries[1].admitted);
            }
            QVERIFY(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; }));
        }
    }

    void cancelledKeepsCompletePointsOnly()
    {
        const auto plan = botnetPlan();
        CancelAfterFirst control;
        const SweepResults results = SweepRunner::run(*plan, 1, &control);
        QVERIFY(results.cancelled);
        qsizetype complete = 0;
        for (qsizetype p = 0; p < plan->pointCount(); ++p)
            complete += results.pointComplete(*plan, p) ? 1 : 0;
        QVERIFY(complete >= 1 && complete < plan->pointCount());
        const std::string csv = SweepCsv::text(*plan, results);
        QCOMPARE(std::count(csv.begin(), csv.end(), '\n'),
                 static_cast<std::ptrdiff_t>(complete * 2 + 1));
    }

    void aPointThatDoesNotLoadIsRefused()
    {
        QStringList problems;
        const auto plan =
            SweepPlan::build(scenarioJson(QStringLiteral("botnet")), QStringLiteral("botnet"),
                             {axis("lanes.*.limit=-10:10:10")}, {}, &problems);
        QVERIFY(!plan);
        QVERIFY2(problems.join('\n').contains(QStringLiteral("--vary lanes.*.limit=-10")),
                 qPrintable(problems.join('\n')));
        QVERIFY(!SweepPlan::build(scenarioJson(QStringLiteral("botnet")), QStringLiteral("botnet"),
                                  {axis("lanes.9.limit=1,2")}, {}, &problems));
    }

    void tooManyRunsIsRefused()
    {
        QStringList problems;
        QVERIFY(!SweepPlan::build(scenarioJson(QStringLiteral("botnet")), QStringLiteral("botnet"),
                                  {axis("lanes.*.limit=1:200:1"), axis("seed=1:100:1")}, {},
                                  &problems));
        QVERIFY2(problems.join('\n').contains(QStringLiteral("more than 10000 runs")),
                 qPrintable(problems.join('\n')));
    }

    // Counted apart: the admitted records of clients marked not legitimate in the full log.
    void abusiveAdmittedMatchesTheRequestLog()
    {
        ScenarioLoadResult loaded = ScenarioLoader::fromObject(
            scenarioJson(QStringLiteral("botnet")), QStringLiteral("botnet"));
        QVERIFY(loaded.ok());
        Scenario scenario = *loaded.scenario;
        scenario.requestLogLimit = 100'000'000;
        const RunResult r = runScenario(scenario);
        QVERIFY(!r.requestLogTruncated);
        const ClientTable clients(scenario);
        std::vector<std::int64_t> counted(r.summaries.size(), 0);
        for (const RequestRecord& q : r.requests)
            if (q.decision.allowed && !clients[static_cast<std::size_t>(q.client)].spec->legitimate)
                ++counted[static_cast<std::size_t>(q.lane)];
        for (std::size_t l = 0; l < r.summaries.size(); ++l) {
            QCOMPARE(r.summaries[l].abusiveAdmitted, counted[l]);
            QVERIFY(counted[l] > 0);
            QVERIFY(counted[l] < r.summaries[l].admitted);
        }
    }

    void chartValuesAreTheSummaries()
    {
        const auto plan = botnetPlan();
        const SweepResults results = SweepRunner::run(*plan, 2);
        QCOMPARE(SweepValues::lanes(*plan, results).size(), std::size_t{2});
        const auto v = SweepValues::value(*plan, results, 3, 1, "admitted");
        QVERIFY(v);
        QCOMPARE(*v, static_cast<double>(results.runs[3]->summaries[1].admitted));
        QVERIFY(!SweepValues::value(*plan, results, 3, 1, "lane"));
    }
};

QTEST_GUILESS_MAIN(TestSweepRunner)
#include "tst_sweeprunner.moc"
