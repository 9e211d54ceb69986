// Every lesson in scenarios/ loads, runs, matches its golden summary, and shows what its
// description claims. Regenerate the golden files with RATELAB_UPDATE_GOLDEN=1 after an intended
// change, and read the diff.
#include "tests/support/TestPaths.h"

#include "core/io/csv/RunCsv.h"
#include "core/io/scenario/ScenarioLoader.h"
#include "core/io/scenario/ScenarioOverride.h"
#include "core/sim/engine/Simulation.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtTest>

#include <algorithm>
#include <functional>
#include <map>

using namespace ratelab;

namespace {

const LaneSummary& lane(const RunResult& r, const std::string& name)
{
    const auto it = std::find_if(r.summaries.begin(), r.summaries.end(),
                                 [&](const LaneSummary& s) { return s.lane == name; });
    if (it == r.summaries.end())
        qFatal("no lane named %s", name.c_str());
    return *it;
}

double maxLevel(const RunResult& r, const std::string& name)
{
    const auto index = static_cast<std::size_t>(&lane(r, name) - r.summaries.data());
    double m = 0;
    for (const auto& b : r.series[index].buckets)
        m = std::max(m, b.levelMax);
    return m;
}

// The distributed world's per-instance / per-region totals of a lane.
const LaneTopologyTotals& topology(const RunResult& r, const std::string& name)
{
    const auto index = static_cast<std::size_t>(&lane(r, name) - r.summaries.data());
    if (index >= r.topology.size())
        qFatal("lane %s has no topology", name.c_str());
    return r.topology[index];
}

using Claim = std::function<void(const RunResult&)>;

// What each lesson's description promises, asserted on the run.
std::map<QString, Claim> lessonClaims()
{
    return {
        {"retry-storm",
         [](const RunResult& r) {
             for (const auto& s : r.summaries) {
                 QVERIFY(s.retries > 0);
                 QVERIFY(s.rejected > s.admitted);
             }
         }},
        {"burst-sizing",
         [](const RunResult& r) {
             QCOMPARE(lane(r, "token bucket B=60").rejected, 0);
             QVERIFY(lane(r, "token bucket B=2").rejected > lane(r, "token bucket B=12").rejected);
             QCOMPARE(lane(r, "leaky bucket B=12").admitted, lane(r, "token bucket B=12").admitted);
             QVERIFY(lane(r, "leaky bucket B=12").p99DelayMs > 0);
             QCOMPARE(lane(r, "token bucket B=12").p99DelayMs, 0.0);
         }},
        {"sliding-accuracy",
         [](const RunResult& r) {
             QVERIFY(lane(r, "sliding log (exact)").maxAdmittedAnyWindow <= 100);
             QVERIFY(lane(r, "fixed window").maxAdmittedAnyWindow
                     > lane(r, "sliding counter").maxAdmittedAnyWindow);
         }},
        {"dry-run-calibration",
         [](const RunResult& r) {
             const auto& l30 = lane(r, "30/min (dry run)");
             const auto& l60 = lane(r, "60/min (dry run)");
             const auto& l120 = lane(r, "120/min (dry run)");
             for (const auto* s : {&l30, &l60, &l120})
                 QCOMPARE(s->rejected, 0);
             QVERIFY(l30.wouldReject > l60.wouldReject && l60.wouldReject > l120.wouldReject);
             QVERIFY(l120.wouldReject > 0); // the scraper is still caught
             QCOMPARE(l120.falsePositiveRate, 0.0);
             QVERIFY(l30.falsePositiveRate > 0.1);
         }},
        {"shared-ip",
         [](const RunResult& r) {
             QVERIFY(lane(r, "per IP").falsePositiveRate > 0.5);
             QCOMPARE(lane(r, "per user").rejected, 0);
             QCOMPARE(lane(r, "per IP, raised 10x for CGNAT").rejected, 0);
         }},
        {"botnet",
         [](const RunResult& r) {
             QCOMPARE(lane(r, "per IP 60/min").rejected, 0);
             QVERIFY(lane(r, "global 1200/min").rejected > 0);
             // The sliding counter approximates: it may pass the cap by a hair, never by much.
             QVERIFY(lane(r, "global 1200/min").overAdmissionRatio < 1.01);
         }},
        {"login-bruteforce",
         [](const RunResult& r) {
             QCOMPARE(lane(r, "fixed window").maxAdmittedAnyWindow, 10);
             QCOMPARE(lane(r, "sliding log").maxAdmittedAnyWindow, 5);
             QVERIFY(lane(r, "sliding log, logs rejected").admitted
                     < lane(r, "sliding log").admitted);
         }},
        {"slow-endpoint",
         [](const RunResult& r) {
             QVERIFY(maxLevel(r, "8 in flight") <= 8.0);
             QVERIFY(lane(r, "8 in flight").rejected > 0);
         }},
        {"distributed-local-vs-shared",
         [](const RunResult& r) {
             // 3 instances x 100 per minute x 3 minutes, against 100 per minute.
             QCOMPARE(lane(r, "local memory").admitted, 900);
             QCOMPARE(lane(r, "local memory").maxAdmittedAnyWindow, 300);
             QCOMPARE(topology(r, "local memory").admittedPerInstance,
                      (std::vector<std::int64_t>{300, 300, 300}));
             QCOMPARE(lane(r, "shared Redis (Lua)").admitted, 300);
             QCOMPARE(lane(r, "shared Redis (Lua)").maxAdmittedAnyWindow, 100);
         }},
        {"distributed-atomicity-race",
         [](const RunResult& r) {
             QCOMPARE(lane(r, "Lua script").admitted, 10);
             QCOMPARE(lane(r, "GET-then-SET").admitted, 50);
             QCOMPARE(lane(r, "MULTI/EXEC").admitted, 10);
             QVERIFY(lane(r, "MULTI/EXEC").p99DelayMs > 10 * lane(r, "Lua script").p99DelayMs);
             QCOMPARE(lane(r, "MULTI/EXEC, 5 retries, fail open").admitted, 50);
             QCOMPARE(lane(r, "MULTI/EXEC, 5 retries, fail open").failedOpen, 44);
         }},
        {"distributed-ttl",
         [](const RunResult& r) {
             QCOMPARE(lane(r, "TTL = 1 window").admitted, 20);
             QCOMPARE(lane(r, "TTL = 2 windows").admitted, 13);
         }},
        {"distributed-eviction",
         [](const RunResult& r) {
             QCOMPARE(lane(r, "shared, allkeys-lru").admitted, 150);
             QVERIFY(topology(r, "shared, allkeys-lru").evictions > 1000);
             QCOMPARE(lane(r, "shared, noeviction, fail open").admitted, 150);
             QCOMPARE(lane(r, "shared, noeviction, fail open").failedOpen, 148);
             QCOMPARE(lane(r, "shared, noeviction, fail open").errors, 148);
             QCOMPARE(lane(r, "shared, noeviction, fail closed").admitted, 2);
             QCOMPARE(lane(r, "shared, noeviction, fail closed").failedClosed, 148);
             QVERIFY(topology(r, "shared, noeviction, fail closed").oomErrors >= 148);
             QCOMPARE(lane(r, "dedicated Redis").admitted, 30);
             QCOMPARE(topology(r, "dedicated Redis").evictions, 0);
         }},
        {"distributed-outage",
         [](const RunResult& r) {
             QCOMPARE(lane(r, "fail open").admitted, 1610);
             QCOMPARE(lane(r, "fail open").failedOpen, 1340);
             QCOMPARE(lane(r, "fail open").errors, 40);
             QCOMPARE(lane(r, "fail closed").admitted, 270);
             QCOMPARE(lane(r, "fail closed").failedClosed, 1340);
             QCOMPARE(lane(r, "local fallback").admitted, 1024);
             QCOMPARE(lane(r, "local fallback").failedOpen + lane(r, "local fallback").failedClosed,
                      0);
             QCOMPARE(topology(r, "local fallback").fallbackDecisions, 1340);
             QCOMPARE(topology(r, "fail open").shortCircuited, 1300);
         }},
        {"distributed-replica-lag",
         [](const RunResult& r) {
             QCOMPARE(lane(r, "replica reads (200 ms lag)").admitted, 500);
             QCOMPARE(lane(r, "primary reads").admitted, 50);
             QCOMPARE(lane(r, "primary reads").maxAdmittedAnyWindow, 10);
         }},
        {"distributed-clock-skew",
         [](const RunResult& r) {
             QCOMPARE(lane(r, "instance clocks").admitted, 105);
             QCOMPARE(lane(r, "instance clocks").maxAdmittedAnyWindow, 11);
             QCOMPARE(lane(r, "Redis TIME").admitted, 100);
             QCOMPARE(lane(r, "Redis TIME").maxAdmittedAnyWindow, 10);
         }},
        {"soft-limit",
         [](const RunResult& r) {
             for (const auto& s : r.summaries) {
                 QVERIFY(s.softWarnings > 0);
                 QVERIFY(s.rejected > 0);
             }
         }},
    };
}

} // namespace

class TestScenarioLibrary : public QObject {
    Q_OBJECT
private slots:
    void lesson_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(test::sourcePath(QStringLiteral("scenarios")));
        const auto files = dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 10);
        for (const auto& f : files)
            QTest::newRow(qPrintable(f.completeBaseName())) << f.absoluteFilePath();
    }

    void lesson()
    {
        QFETCH(QString, path);
        const QString name = QFileInfo(path).completeBaseName();
        const auto loaded = ScenarioLoader::loadFile(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        QVERIFY2(!loaded.scenario->description.empty(), "every lesson explains itself");
        const RunResult result = runScenario(*loaded.scenario);

        // A lesson's claims live in its lesson file (tests/scenarios/tst_lessons); the scenarios
        // not yet converted keep theirs here.
        const auto claims = lessonClaims();
        const auto claim = claims.find(name);
        const bool hasLessonFile =
            QFile::exists(test::sourcePath(QStringLiteral("lessons/%1.md").arg(name)));
        QVERIFY2(claim != claims.end() || hasLessonFile, "every lesson has its claims checked");
        QVERIFY2(claim == claims.end() || !hasLessonFile,
                 "a lesson's claims have one home: its lesson file");
        if (claim != claims.end())
            claim->second(result);
        if (QTest::currentTestFailed())
            return;

        const QByteArray summary = QByteArray::fromStdString(RunCsv::summary(result));
        const QString golden =
            test::sourcePath(QStringLiteral("tests/scenarios/golden/%1.summary.csv").arg(name));
        if (qEnvironmentVariableIntValue("RATELAB_UPDATE_GOLDEN") == 1) {
            QFile out(golden);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(summary);
            return;
        }
        QFile in(golden);
        QVERIFY2(in.open(QIODevice::ReadOnly),
                 qPrintable(QStringLiteral("missing golden file %1").arg(golden)));
        QCOMPARE(summary, in.readAll());
    }

    void memcachedRefusesOtherAlgorithms_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("message");
        QTest::newRow("sliding log")
            << "lanes[0].algorithm=sliding-log"
            << "lanes[0].store.placement: memcached supports only fixed-window (INCR with a TTL; no scripts, no sorted sets)";
        QTest::newRow("token bucket")
            << "lanes[3].algorithm=token-bucket"
            << "lanes[3].store.placement: memcached supports only fixed-window (INCR with a TTL; no scripts, no sorted sets)";
        QTest::newRow("multi-exec")
            << "lanes[0].store.atomicity=multi-exec"
            << "lanes[0].store.atomicity: memcached has no MULTI/EXEC (use lua for its atomic INCR, or get-then-set)";
    }
    void memcachedRefusesOtherAlgorithms()
    {
        QFETCH(QString, assignment);
        QFETCH(QString, message);
        QString problem;
        const auto change = ScenarioOverride::parse(assignment, &problem);
        QVERIFY2(change, qPrintable(problem));
        const auto loaded = ScenarioLoader::loadFile(
            test::sourcePath(QStringLiteral("scenarios/distributed-memcached.json")), {*change});
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        QString refused;
        try {
            runScenario(*loaded.scenario);
        } catch (const std::invalid_argument& e) {
            refused = QString::fromUtf8(e.what());
        }
        QCOMPARE(refused, message);
    }
};

QTEST_GUILESS_MAIN(TestScenarioLibrary)
#include "tst_scenariolibrary.moc"
