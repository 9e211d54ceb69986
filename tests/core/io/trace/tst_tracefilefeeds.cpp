// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Trace-file arrivals: a scenario whose client replays a CSV trace or an access log gives the
// same run as the same requests written inline (one trace client per member), whether its lanes
// run on one thread or several; members per identity, method and category; the first line at
// start_ms and nothing after the run's end; the fields named when the file or a line is bad.
#include "core/io/csv/RunCsv.h"
#include "core/io/run/ParallelRun.h"
#include "core/io/scenario/ScenarioLoader.h"
#include "core/io/sweep/SweepPlan.h"
#include "core/io/sweep/SweepRunner.h"
#include "core/io/trace/TraceFileFeeds.h"

#include "core/sim/engine/Simulation.h"

#include <QDir>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <stdexcept>

using namespace ratelab;

namespace {

constexpr std::int64_t kEpoch = 1'700'000'000'000;

// Four callers on three paths, times distinct (ties would be ordered by the queue, not the file).
QByteArray csvTrace()
{
    QByteArray text = "time,user,method,path\n";
    const char* const users[] = {"u1", "u2", "u3", "u1", "u4", "u2", "u1", "u1"};
    const char* const methods[] = {"GET", "GET", "POST", "POST", "GET", "GET", "GET", "GET"};
    const char* const paths[] = {"/a", "/Login", "/b/", "/b", "/a?x=1", "/login", "/a", "/c"};
    for (int i = 0; i < 400; ++i) {
        const int k = (i * 7 + i / 3) % 8;
        const std::int64_t t = kEpoch + 5000 + i * 37 + (i % 5) * 3;
        text += QByteArray::number(t) + ',' + users[k] + ',' + methods[k] + ',' + paths[k] + '\n';
    }
    return text;
}

QByteArray scenarioJson(const QByteArray& arrival, int duration = 30000)
{
    return R"({"format": 1, "name": "replay", "duration_ms": )" + QByteArray::number(duration)
           + R"(, "bucket_ms": 1000,
  "clients": [{"name": "log", "identity": {"tenant": "acme"}, "arrival": )"
           + arrival + R"(}],
  "lanes": [
    {"name": "tb", "algorithm": "token-bucket", "limit": 3, "window_ms": 1000, "burst": 2,
     "key": "{user}:{category}"},
    {"name": "fw", "algorithm": "fixed-window", "limit": 20, "window_ms": 5000, "key": "{user}"},
    {"name": "sl", "algorithm": "sliding-log", "limit": 5, "window_ms": 2000,
     "key": "{tenant}:{path}"}
  ]})";
}

class Files {
public:
    QString write(const QString& name, const QByteArray& text)
    {
        const QString path = m_dir.filePath(name);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private:
    QTemporaryDir m_dir;
};

Scenario load(const QString& path)
{
    const ScenarioLoadResult loaded = ScenarioLoader::loadFile(path);
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.errorText()));
    return *loaded.scenario;
}

// The same requests as trace clients: one per member, in the members' order, at the shifted
// times of the lines that belong to it.
Scenario inlineTwin(const Scenario& fed, const TraceFileFeeds& feeds,
                    const std::vector<std::pair<std::int64_t, std::string>>& lines)
{
    Scenario twin = fed;
    twin.clients.clear();
    const auto members = feeds.members(0);
    std::map<std::string, std::size_t> byKey;
    for (const FeedMember& m : members) {
        ClientSpec c = fed.clients.front();
        c.name = m.name;
        c.identity = m.identity;
        c.arrival = ArrivalSpec{};
        c.arrival.kind = ArrivalKind::Trace;
        byKey[m.name] = twin.clients.size();
        twin.clients.push_back(c);
    }
    for (const auto& [timeMs, name] : lines)
        twin.clients[byKey.at(name)].arrival.timesMs.push_back(timeMs);
    return twin;
}

std::string decisions(const RunResult& r)
{
    std::string text;
    for (const RequestRecord& q : r.requests)
        text += std::to_string(q.time) + " " + std::to_string(q.lane) + " "
                + std::to_string(q.client) + " " + r.keyNames[static_cast<std::size_t>(q.key)] + " "
                + (q.decision.allowed ? "1" : "0") + "\n";
    return text;
}

} // namespace

class TestTraceFileFeeds : public QObject {
    Q_OBJECT

private slots:
    void sameRunAsTheSameRequestsInline()
    {
        Files files;
        files.write(QStringLiteral("logs/trace.csv"), csvTrace());
        const QString path = files.write(
            QStringLiteral("s.json"),
            scenarioJson(R"({"kind": "trace-file", "file": "logs/trace.csv", "format": "csv",
                             "identity": "user", "start_ms": 250})"));
        const Scenario fed = load(path);
        QCOMPARE(QString::fromStdString(fed.sourceDir), QFileInfo(path).absolutePath());
        const TraceFileFeeds feeds(fed);
        QCOMPARE(feeds.records(0), std::int64_t{400});
        // u1 GET read (/a, /c), u2 GET auth, u3 POST write, u1 POST write, u4 GET read: five.
        QCOMPARE(feeds.members(0).size(), std::size_t{5});
        QCOMPARE(feeds.members(0).front().identity.user, std::string("u1"));
        QCOMPARE(feeds.members(0).front().identity.tenant, std::string("acme"));

        // The twin's times: each line's, less the first line's, plus start_ms.
        std::vector<std::pair<std::int64_t, std::string>> lines;
        const QList<QByteArray> rows = csvTrace().split('\n');
        for (qsizetype i = 1; i < rows.size(); ++i) {
            const QList<QByteArray> f = rows[i].split(',');
            if (f.size() < 4)
                continue;
            const std::string category = f[3].toLower().startsWith("/login") ? "auth"
                                         : f[2] == "POST"                    ? "write"
                                                                             : "read";
            lines.emplace_back(f[0].toLongLong() - (kEpoch + 5000) + 250,
                               "log[" + f[1].toStdString() + " " + f[2].toStdString() + " "
                                   + category + "]");
        }
        const Scenario twin = inlineTwin(fed, feeds, lines);

        RunEnvironment environment;
        environment.feeds = &feeds;
        const RunResult fromFile = runScenario(fed, environment);
        const RunResult inlined = runScenario(twin);
        QVERIFY(!fromFile.requests.empty());
        QCOMPARE(fromFile.requests.front().time, fromMillis(250));
        QCOMPARE(fromFile.clientNames, inlined.clientNames);
        QCOMPARE(RunCsv::summary(fromFile), RunCsv::summary(inlined));
        QCOMPARE(RunCsv::timeseries(fromFile), RunCsv::timeseries(inlined));
        QCOMPARE(decisions(fromFile), decisions(inlined));
        std::int64_t rejected = 0;
        for (const RequestRecord& q : fromFile.requests)
            rejected += q.decision.allowed ? 0 : 1;
        QVERIFY(rejected > 0); // the lanes are tight enough to decide something

        // The lanes spread over threads, each part reading the file itself: the same run.
        QCOMPARE(RunCsv::summary(runScenarioParallel(fed, 3)), RunCsv::summary(fromFile));
        QCOMPARE(RunCsv::requests(runScenarioParallel(fed, 2)), RunCsv::requests(fromFile));
    }

    void accessLogMembersAndTheRunsEnd()
    {
        Files files;
        QByteArray log;
        for (int i = 0; i < 120; ++i)
            log += QByteArray(i % 3 == 0 ? "192.0.2.1" : "198.51.100.7") + " - - [10/Oct/2000:13:"
                   + QByteArray::number(10 + i / 60).rightJustified(2, '0') + ":"
                   + QByteArray::number(i % 60).rightJustified(2, '0')
                   + " -0700] \"GET /x HTTP/1.1\" 200 5\n";
        files.write(QStringLiteral("a.log"), log);
        const QString path = files.write(
            QStringLiteral("s.json"),
            scenarioJson(R"({"kind": "trace-file", "file": "a.log", "format": "common"})", 60000));
        const Scenario s = load(path);
        const RunResult r = runScenarioParallel(s, 1);
        QCOMPARE(r.clientNames, (std::vector<std::string>{"log[192.0.2.1 GET read]",
                                                          "log[198.51.100.7 GET read]"}));
        // One line a second from 0: the first 60 fall inside the 60 s run.
        QCOMPARE(r.requests.size(), std::size_t{60 * 3});
        QCOMPARE(r.requests.back().time, fromMillis(59000));
    }

    // A sweep finds the file beside the scenario too, and each point replays it.
    void sweptLikeRun()
    {
        Files files;
        files.write(QStringLiteral("trace.csv"), csvTrace());
        const QByteArray json = scenarioJson(
            R"({"kind": "trace-file", "file": "trace.csv", "format": "csv", "identity": "user"})");
        const QString path = files.write(QStringLiteral("s.json"), json);
        QString error;
        const auto axis = SweepAxis::parse(QStringLiteral("lanes.0.limit=3,5"), 10, &error);
        QVERIFY2(axis, qPrintable(error));
        QStringList problems;
        const auto plan =
            SweepPlan::build(QJsonDocument::fromJson(json).object(), path, {*axis}, {}, &problems);
        QVERIFY2(plan, qPrintable(problems.join(QLatin1Char('\n'))));
        const SweepResults results = SweepRunner::run(*plan, 2);
        QVERIFY2(results.failure.empty(), results.failure.c_str());
        Scenario five = load(path);
        five.lanes[0].params.limit = 5;
        const RunResult run = runScenarioParallel(five, 1);
        QVERIFY(results.runs[1]);
        QCOMPARE(results.runs[1]->summaries[0].rejected, run.summaries[0].rejected);
        QCOMPARE(results.runs[1]->summaries[1].admitted, run.summaries[1].admitted);
        QVERIFY(results.runs[0]->summaries[0].rejected > run.summaries[0].rejected);
    }

    void problemsNameTheField()
    {
        Files files;
        const QString missing =
            files.write(QStringLiteral("m.json"),
                        scenarioJson(R"({"kind": "trace-file", "file": "none.log"})"));
        try {
            TraceFileFeeds feeds(load(missing));
            QFAIL("a missing file was accepted");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QByteArray(e.what()).startsWith("clients[0].arrival.file: "), e.what());
            QVERIFY2(QByteArray(e.what()).contains("none.log: cannot open the log"), e.what());
        }
        files.write(QStringLiteral("bad.log"),
                    "192.0.2.1 - - [10/Oct/2000:13:55:36 -0700] \"GET / HTTP/1.1\" 200 5\n"
                    "192.0.2.1 - - [10/Okt/2000:13:55:37 -0700] \"GET / HTTP/1.1\" 200 5\n");
        const QString bad = files.write(
            QStringLiteral("b.json"),
            scenarioJson(R"({"kind": "trace-file", "file": "bad.log", "format": "common"})"));
        try {
            TraceFileFeeds feeds(load(bad));
            QFAIL("a malformed line was accepted");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QByteArray(e.what()).contains("bad.log:2: "), e.what());
            QVERIFY2(QByteArray(e.what()).endsWith("(bad-time)"), e.what());
        }
        // Lenient: the line is skipped and the run goes on.
        const QString lenient = files.write(
            QStringLiteral("l.json"), scenarioJson(R"({"kind": "trace-file", "file": "bad.log",
                                                      "format": "common", "lenient": true})"));
        QCOMPARE(TraceFileFeeds(load(lenient)).records(0), std::int64_t{1});

        // Without the reader, the engine says what it lacks.
        try {
            runScenario(load(lenient));
            QFAIL("ran without a feed");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QByteArray(e.what()).startsWith("clients[0].arrival.kind: trace-file"),
                     e.what());
        }
    }

    void schemaAndValidation_data()
    {
        QTest::addColumn<QByteArray>("arrival");
        QTest::addColumn<QString>("message");
        QTest::newRow("format") << QByteArray(
            R"({"kind": "trace-file", "file": "a", "format": "w3c"})")
                                << "clients[0].arrival.format";
        QTest::newRow("identity column on a log")
            << QByteArray(R"({"kind": "trace-file", "file": "a", "identity": "key"})")
            << "clients[0].arrival.identity: expected ip or user for an access log (a column "
               "name needs format csv), got \"key\"";
        QTest::newRow("no file") << QByteArray(R"({"kind": "trace-file"})")
                                 << "clients[0].arrival.file: required for trace-file arrivals";
    }

    void schemaAndValidation()
    {
        QFETCH(QByteArray, arrival);
        QFETCH(QString, message);
        const ScenarioLoadResult loaded = ScenarioLoader::fromJson(scenarioJson(arrival), "x.json");
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.errorText().contains(message), qPrintable(loaded.errorText()));
    }
};

QTEST_GUILESS_MAIN(TestTraceFileFeeds)
#include "tst_tracefilefeeds.moc"
