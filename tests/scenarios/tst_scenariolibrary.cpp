// Every lesson in scenarios/ loads, runs, matches its golden summary, and shows what its
// description claims. Regenerate the golden files with RATELAB_UPDATE_GOLDEN=1 after an intended
// change, and read the diff.
#include "tests/support/TestPaths.h"

#include "core/io/csv/RunCsv.h"
#include "core/io/scenario/ScenarioLoader.h"
#include "core/io/scenario/ScenarioOverride.h"
#include "core/sim/engine/Simulation.h"
#include "core/sim/placement/HeadroomSync.h"

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

const LaneSeries& series(const RunResult& r, const std::string& name)
{
    return r.series[static_cast<std::size_t>(&lane(r, name) - r.summaries.data())];
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
        {"distributed-ntp-step",
         [](const RunResult& r) {
             QCOMPARE(lane(r, "GCRA on instance clock").rejected, 11);
             QCOMPARE(lane(r, "GCRA on Redis TIME").rejected, 0);
         }},
        {"distributed-regions",
         [](const RunResult& r) {
             QCOMPARE(lane(r, "Redis per region").admitted, 900);
             QCOMPARE(topology(r, "Redis per region").admittedPerRegion,
                      (std::vector<std::int64_t>{300, 300, 300}));
             QCOMPARE(lane(r, "one shared Redis").admitted, 300);
             QCOMPARE(lane(r, "one shared Redis").maxAdmittedAnyWindow, 102);
             const auto& synced = lane(r, "per region, synced 5 s, 15% headroom");
             QCOMPARE(synced.admitted, 378);
             // 5 requests/s per region: at most 25 per region between two syncs.
             QVERIFY(synced.maxAdmittedAnyWindow
                     <= 100 + HeadroomSync::overAdmissionBound(3, 100, 15, 25));
             // A region's limiter answers like a fixed window on its share: 85 of 100 before any
             // sync, so 84 left after the first request, reset at the minute's end.
             const auto first =
                 std::find_if(r.requests.begin(), r.requests.end(), [&](const RequestRecord& q) {
                     return r.summaries[static_cast<std::size_t>(q.lane)].lane == synced.lane;
                 });
             QVERIFY(first != r.requests.end());
             QCOMPARE(first->decision.remaining, 84);
             QCOMPARE(first->decision.resetMs, 60'000);
             const auto rejected =
                 std::find_if(r.requests.begin(), r.requests.end(), [&](const RequestRecord& q) {
                     return r.summaries[static_cast<std::size_t>(q.lane)].lane == synced.lane
                            && !q.decision.allowed;
                 });
             QVERIFY(rejected != r.requests.end());
             QCOMPARE(rejected->decision.retryAfterMs,
                      rejected->decision.resetMs - rejected->clockMs);
             QVERIFY(rejected->decision.retryAfterMs > 0);
         }},
        {"distributed-redis-cluster",
         [](const RunResult& r) {
             // 3 users x 5 requests/s x 3 minutes = 2,700 requests against 100 per user per minute.
             QCOMPARE(lane(r, "hash tags").admitted, 900);
             QCOMPARE(lane(r, "hash tags").maxAdmittedAnyWindow, 100);
             QCOMPARE(lane(r, "hash tags").errors, 0);
             QCOMPARE(topology(r, "hash tags").crossSlotErrors, 0);
             QCOMPARE(lane(r, "no hash tags, fail open").admitted, 2700);
             QCOMPARE(lane(r, "no hash tags, fail open").failedOpen, 2700);
             QCOMPARE(topology(r, "no hash tags, fail open").crossSlotErrors, 2700);
             QCOMPARE(lane(r, "no hash tags, fail closed").admitted, 0);
             QCOMPARE(lane(r, "no hash tags, fail closed").failedClosed, 2700);
             QCOMPARE(lane(r, "no hash tags, fail closed").errors, 2700);
         }},
        {"distributed-sql-quota",
         [](const RunResult& r) {
             // 4,320 calls a day plus a batch of 50: both atomic counters stop at exactly 1,000.
             QCOMPARE(lane(r, "Redis (Lua)").admitted, 1000);
             QCOMPARE(lane(r, "SQL upsert").admitted, 1000);
             QCOMPARE(lane(r, "SQL upsert").maxAdmittedAnyWindow, 1000);
             QCOMPARE(lane(r, "SQL SELECT then UPDATE").admitted, 1050);
             QCOMPARE(lane(r, "Redis (Lua)").p50DelayMs, 2.0);
             QCOMPARE(lane(r, "SQL upsert").p50DelayMs, 3.0);
             QCOMPARE(lane(r, "Redis (Lua)").p99DelayMs, 3.0);
             QCOMPARE(lane(r, "SQL upsert").p99DelayMs, 83.0);
             // A quiet hour: 1 ms of network plus 30 µs of script, or plus a 2 ms upsert.
             const auto& redis = series(r, "Redis (Lua)").buckets;
             const auto& sql = series(r, "SQL upsert").buckets;
             QCOMPARE(redis[0].storeRoundTripMsMean(), 1.03);
             QCOMPARE(sql[0].storeRoundTripMsMean(), 3.0);
             // 02:00: 51 calls at once queue on the database, the last for 51 x 2 ms + 1 ms.
             QCOMPARE(sql[2].storeRoundTripUsMax, 103'000);
             QCOMPARE(redis[2].storeRoundTripUsMax, 2530);
         }},
        {"distributed-memcached",
         [](const RunResult& r) {
             QCOMPARE(lane(r, "memcached INCR").admitted, 500);
             QCOMPARE(lane(r, "memcached INCR").maxAdmittedAnyWindow, 200);
             QCOMPARE(lane(r, "Redis Lua, fixed window").admitted, 500);
             QCOMPARE(lane(r, "Redis Lua, fixed window").maxAdmittedAnyWindow, 200);
             QCOMPARE(lane(r, "Redis Lua, sliding log").admitted, 400);
             QCOMPARE(lane(r, "Redis Lua, sliding log").maxAdmittedAnyWindow, 101);
             QCOMPARE(lane(r, "memcached GET then SET").admitted, 700);
             QCOMPARE(lane(r, "memcached GET then SET").maxAdmittedAnyWindow, 400);
         }},
        {"distributed-flapping-store",
         [](const RunResult& r) {
             QCOMPARE(lane(r, "fail open").admitted, 875);
             QCOMPARE(lane(r, "fail open").failedOpen, 391);
             QCOMPARE(lane(r, "fail open").errors, 391);
             QCOMPARE(lane(r, "fail closed").admitted, 484);
             QCOMPARE(lane(r, "fail closed").failedClosed, 391);
             QCOMPARE(lane(r, "local fallback").admitted, 751);
             QCOMPARE(topology(r, "local fallback").fallbackDecisions, 391);
             const auto& b = series(r, "fail closed").buckets;
             QCOMPARE(b[9].storeRoundTripUsMax, 1030); // healthy: 1 ms network + 30 µs script
             QCOMPARE(b[10].storeRoundTripUsMax,
                      501'000); // down: refused after the 500 ms connect timeout
             QCOMPARE(b[12].errors, 30);
             QCOMPARE(b[26].storeRoundTripUsMax, 914'334);   // slow: the queue grows
             QCOMPARE(b[30].storeRoundTripUsMax, 1'000'000); // ... until every client times out
             QCOMPARE(b[30].errors, 30);
             // The failover at 45.5 s loses the half second the replica had not received.
             QCOMPARE(topology(r, "fail closed").lostWrites, 10);
             QCOMPARE(b[45].admitted, 19);
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

    // lessons/retry-storm.md, step "Honour Retry-After": the claim language cannot read the request
    // log, so the reason the retries rise is checked here. A limiter that frees one unit every
    // W / N ms tells almost every rejected client that same wait.
    void retryStormRetryAfterIsOneUnitInterval()
    {
        QString problem;
        const auto change =
            ScenarioOverride::parse(QStringLiteral("clients.0.retry.kind=retry-after"), &problem);
        QVERIFY2(change, qPrintable(problem));
        const auto loaded = ScenarioLoader::loadFile(
            test::sourcePath(QStringLiteral("scenarios/retry-storm.json")), {*change});
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        const RunResult r = runScenario(*loaded.scenario);
        for (const std::string name : {"sliding counter", "token bucket"}) {
            const auto index = static_cast<std::int32_t>(&lane(r, name) - r.summaries.data());
            const std::int64_t unitMs = lane(r, name).windowMs / lane(r, name).limit;
            std::int64_t rejected = 0;
            std::int64_t toldOneUnit = 0;
            for (const RequestRecord& q : r.requests) {
                if (q.lane != index || q.decision.allowed)
                    continue;
                ++rejected;
                toldOneUnit += q.decision.retryAfterMs == unitMs ? 1 : 0;
            }
            QVERIFY2(rejected > 0, name.c_str());
            QVERIFY2(toldOneUnit * 3 > rejected * 2, name.c_str());
        }
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
        // One check per rule, at load time: the file is refused before anything runs.
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.errorText().endsWith(QStringLiteral(": ") + message),
                 qPrintable(loaded.errorText()));
    }
};

QTEST_GUILESS_MAIN(TestScenarioLibrary)
#include "tst_scenariolibrary.moc"
