// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Live mode against a real redis-server: the same scenario played live (the simulation's run
// under a real-time scheduler, Lua twins, one thread and connection per simulated instance) and
// simulated gives the same admitted, rejected and retries per lane and the same request records,
// because every request is far (in virtual time) from any instant where a few milliseconds of
// jitter could change a decision; with a world, requests
// reach the instances the engine's balancer picks, each deciding on its own clock, with its own
// keys under local-memory placement and shared ones in Redis; `live` writes the CSV files `run`
// writes, with the same columns; no server at the start is exit 1 naming host:port; a server
// that goes away mid-run turns the remaining requests into fail-open admissions counted as errors.
#include "tests/support/RedisServer.h"
#include "tests/support/ScenarioBuilder.h"

#include "core/io/cli/CliApp.h"
#include "core/io/csv/CsvReader.h"
#include "core/io/live/LiveKeyStore.h"
#include "core/io/live/LiveRunner.h"
#include "core/io/scenario/ScenarioWriter.h"
#include "core/sim/engine/ArrivalSchedule.h"
#include "core/sim/engine/Simulation.h"

#include <QTemporaryDir>
#include <QtTest/QTest>

#include <cstdio>

using namespace ratelab;
using namespace ratelab::test;

namespace {

// 5 virtual ms per wall ms: a 20 s scenario takes 4 s. The nearest decision boundary is 500
// virtual ms (100 wall ms) away from where a request is due (see the scenario), while on the
// loaded 2-core development machine (load average 9) a lane lagged at most 40 wall ms.
constexpr double kSpeed = 5.0;

// Windows of 10 s (TTL 20 s of wall time, far above the 2 s run). "burster" sends 25 requests
// at one instant at 2000 ms and again at 14500 ms, with one exponential-backoff retry 3000 ms
// after a rejection; "steady" sends one request every 2 s on its own key at 250, 2250, ...
// Boundaries: fixed window and sliding counter at 10000 (bursts 8 s and 4.5 s away); the sliding
// counter's estimate at 14500 is floor(10 * 5500 / 10000) = 5 for any elapsed time within
// +-500 ms, at 17500 floor(10 * 2500 / 10000) = 2 likewise; buckets refill one token per
// 1000 ms, so retries at 5000 + d see three tokens for any 0 <= d < 1000 and the burst at
// 14500 sees 9.5 tokens (+-500 ms); concurrency leases (service 5000 ms) taken at 2000 end at 7000,
// so the retries at 5000 find them all held and the burst at 14500 finds them all free.
Scenario liveScenario()
{
    ClientSpec burster = client("burster", burstArrival(25, 2000, 0, 12500),
                                retry(RetryKind::ExponentialBackoff, 1, 3000, 3000));
    burster.serviceMs = 5000;
    ClientSpec steady = client("steady", constantArrival(0.5));
    steady.arrival.phaseMs = 250;
    Scenario s = allAlgorithmsScenario(10, 10'000, {burster, steady}, 20'000);
    s.name = "live-vs-sim";
    s.bucketMs = 1000;
    return s;
}

// Three instances behind one round-robin balancer, one key ("api"), fixed window of 10 per
// 10 s. Bursts of 30 requests at one instant at 8000 and 9500 ms: round robin gives each
// instance 10 of each. Lane "local memory" keeps its counters per instance (local-memory
// placement: keys of its own per instance) on instance clocks, and instance 2's clock runs
// 1000 ms ahead: it sees 9000 and 10500, one burst in each window, while instances 0 and 1 see
// both in window 0 (500 virtual ms, 100 wall ms, from the boundary either way). Lane "shared
// Redis" keeps one counter in Redis on the store's clock (no offsets): 10 in all.
Scenario worldScenario()
{
    Scenario s = ScenarioBuilder()
                     .name("live-world")
                     .duration(15'000)
                     .bucket(1000)
                     .lane(lane("local memory", AlgorithmKind::FixedWindow, 10, 10'000, 0, "api"))
                     .lane(lane("shared Redis", AlgorithmKind::FixedWindow, 10, 10'000, 0, "api"))
                     .client(client("first", burstArrival(30, 8000)))
                     .client(client("second", burstArrival(30, 9500)))
                     .build();
    s.lanes[0].store.placement = PlacementKind::LocalMemory;
    s.lanes[0].store.clock = ClockSource::Instance;
    s.lanes[1].store.placement = PlacementKind::SharedRedis;
    s.lanes[1].store.clock = ClockSource::StoreTime;
    s.world.instancesPerRegion = {3};
    s.world.clockOffsetsMs = {0, 0, 1000};
    return s;
}

struct CapturedIo {
    CliIo io;
    CapturedIo()
    {
        io.out = std::tmpfile();
        io.err = std::tmpfile();
    }
    ~CapturedIo()
    {
        std::fclose(io.out);
        std::fclose(io.err);
    }
    static QString read(std::FILE* f)
    {
        std::fflush(f);
        std::rewind(f);
        QByteArray bytes;
        char buffer[4096];
        std::size_t n = 0;
        while ((n = std::fread(buffer, 1, sizeof buffer, f)) > 0)
            bytes.append(buffer, static_cast<qsizetype>(n));
        return QString::fromUtf8(bytes);
    }
    QString err() const { return read(io.err); }
};

CsvTable readCsv(const QString& path)
{
    QString error;
    const std::optional<CsvTable> table = CsvReader::readFile(path, &error);
    if (!table)
        qFatal("%s", qPrintable(error));
    return *table;
}

class StopServerAt : public SimObserver {
public:
    StopServerAt(RedisServer& server, SimTime at)
        : m_server(server)
        , m_at(at)
    {
    }
    void onProgress(SimTime now, SimTime end) override
    {
        (void)end;
        if (now >= m_at && m_server.isRunning()) {
            m_server.stop();
            m_stoppedAt = now;
        }
    }
    SimTime stoppedAt() const { return m_stoppedAt; }

private:
    RedisServer& m_server;
    SimTime m_at;
    SimTime m_stoppedAt = -1;
};

} // namespace

class TestLiveMode : public QObject {
    Q_OBJECT

private slots:
    void arrivalScheduleIsTheSimulatorsTraffic();
    void liveDecidesLikeTheSimulation();
    void liveRecordsRequestsAsTheSimulationDoes();
    void everyInstanceDecidesOnItsOwn();
    void cliWritesTheSameFilesAsRun();
    void noServerIsExitOneNamingTheEndpoint();
    void serverGoneMidRunFailsOpen();
};

void TestLiveMode::arrivalScheduleIsTheSimulatorsTraffic()
{
    // Every first attempt the simulator decided, in its order, is the schedule (lane 0's view).
    Scenario s = liveScenario();
    s.clients[0].retry = {};
    const RunResult sim = runScenario(s);
    const std::vector<Arrival> arrivals = scheduleArrivals(s);
    std::vector<RequestRecord> lane0;
    for (const RequestRecord& r : sim.requests)
        if (r.lane == 0)
            lane0.push_back(r);
    QCOMPARE(arrivals.size(), std::size_t{50 + 10});
    QCOMPARE(lane0.size(), arrivals.size());
    for (std::size_t i = 0; i < arrivals.size(); ++i) {
        QCOMPARE(arrivals[i].time, lane0[i].time);
        QCOMPARE(arrivals[i].client, lane0[i].client);
    }
    QCOMPARE(arrivals.front().time, fromMillis(250));
    QCOMPARE(arrivals[1].time, fromMillis(2000));
}

void TestLiveMode::liveDecidesLikeTheSimulation()
{
    RedisServer server;
    RATELAB_START_REDIS(server);
    const Scenario s = liveScenario();
    const RunResult sim = runScenario(s);

    LiveOptions options;
    options.port = server.port();
    options.speed = kSpeed;
    RunResult live;
    LiveReport report;
    QVERIFY2(runLive(s, options, live, report), report.fatal.c_str());
    QCOMPARE(live.summaries.size(), std::size_t{8}); // every algorithm that can live in Redis
    for (std::size_t l = 0; l < live.summaries.size(); ++l) {
        const LaneSummary& a = live.summaries[l];
        const LaneSummary& b = sim.summaries[l];
        const auto figures = [](const LaneSummary& x) {
            return QByteArray::number(qint64(x.requests)) + "/"
                   + QByteArray::number(qint64(x.admitted)) + "/"
                   + QByteArray::number(qint64(x.rejected)) + "/"
                   + QByteArray::number(qint64(x.retries));
        };
        const QByteArray lane = QByteArray::fromStdString(a.lane) + " live " + figures(a) + " sim "
                                + figures(b) + " (requests/admitted/rejected/retries), max lag "
                                + QByteArray::number(qint64(report.lanes[l].maxLagUs)) + " us";
        QVERIFY2(a.errors == 0, lane.constData());
        QVERIFY2(a.requests == b.requests, lane.constData());
        QVERIFY2(a.admitted == b.admitted, lane.constData());
        QVERIFY2(a.rejected == b.rejected, lane.constData());
        QVERIFY2(a.retries == b.retries, lane.constData());
        QVERIFY2(a.maxAdmittedAnyWindow == b.maxAdmittedAnyWindow, lane.constData());
        QVERIFY2(a.keys == 2, lane.constData());
        QVERIFY2(a.stateBytes > 0, lane.constData()); // MEMORY USAGE of the lane's keys
    }
    // The figures themselves, so the comparison cannot pass on two empty runs.
    // Fixed window: 50 + steady 10 + 15 retries after each burst (all refused: the first burst's
    // at 5000 in a spent window, the second's at 17500 likewise).
    QCOMPARE(sim.summaries[0].requests, 50 + 10 + 15 + 15);
    QCOMPARE(sim.summaries[0].admitted, 10 + 10 + 10);
    // Token bucket: each burst's retries 3000 ms later find 3 refilled tokens; the second burst
    // finds the 9.5 tokens refilled since the bucket emptied at 5000.
    QCOMPARE(sim.summaries[3].admitted, 10 + 10 + 3 + 9 + 3);
    // Sliding counter: 10, then 5 at 14500 (estimate 5) and 3 at 17500 (estimate 2 + 5).
    QCOMPARE(sim.summaries[2].admitted, 10 + 10 + 5 + 3);
    QCOMPARE(report.endpoint, "127.0.0.1:" + std::to_string(server.port()));
    QCOMPARE(report.errors(), 0);
    // Lanes never share state: each lane wrote under its own prefix.
    RedisClient client = server.client();
    const RedisResult keys = client.command({"KEYS", "rl:{lane3:*"});
    QVERIFY(keys.ok());
    QCOMPARE(keys.value.elements.size(), std::size_t{2});
}

void TestLiveMode::liveRecordsRequestsAsTheSimulationDoes()
{
    // Live mode is the simulation's own Lane under another scheduler and store: per lane, the
    // same requests in the same order with the same fields; a first attempt is decided on the
    // limiter clock of its scheduled time, and recorded when Redis's reply is in (never before).
    RedisServer server;
    RATELAB_START_REDIS(server);
    const Scenario s = liveScenario();
    const RunResult sim = runScenario(s);
    LiveOptions options;
    options.port = server.port();
    options.speed = kSpeed;
    RunResult live;
    LiveReport report;
    QVERIFY2(runLive(s, options, live, report), report.fatal.c_str());
    QVERIFY(!sim.requestLogTruncated && !live.requestLogTruncated);
    for (std::int32_t l = 0; l < static_cast<std::int32_t>(s.lanes.size()); ++l) {
        std::vector<const RequestRecord*> a;
        std::vector<const RequestRecord*> b;
        for (const RequestRecord& r : live.requests)
            if (r.lane == l)
                a.push_back(&r);
        for (const RequestRecord& r : sim.requests)
            if (r.lane == l)
                b.push_back(&r);
        QCOMPARE(a.size(), b.size());
        QVERIFY(a.size() >= 60);
        for (std::size_t i = 0; i < a.size(); ++i) {
            const QByteArray at =
                QByteArray::fromStdString(s.lanes[static_cast<std::size_t>(l)].name) + " request "
                + QByteArray::number(qulonglong(i));
            QVERIFY2(a[i]->client == b[i]->client && a[i]->key == b[i]->key, at.constData());
            QVERIFY2(a[i]->attempt == b[i]->attempt && a[i]->cost == b[i]->cost, at.constData());
            QVERIFY2(a[i]->decision.allowed == b[i]->decision.allowed, at.constData());
            QVERIFY2(a[i]->decision.limit == b[i]->decision.limit, at.constData());
            QVERIFY2(a[i]->instance == -1 && b[i]->instance == -1, at.constData());
            QVERIFY2(a[i]->enforced == b[i]->enforced, at.constData());
            if (a[i]->attempt == 0) {
                QVERIFY2(a[i]->clockMs == b[i]->clockMs, at.constData());
                QVERIFY2(a[i]->time >= b[i]->time, at.constData());
            }
        }
    }
}

void TestLiveMode::everyInstanceDecidesOnItsOwn()
{
    RedisServer server;
    RATELAB_START_REDIS(server);
    const Scenario s = worldScenario();
    const RunResult sim = runScenario(s);
    LiveOptions options;
    options.port = server.port();
    options.speed = kSpeed;
    RunResult live;
    LiveReport report;
    QVERIFY2(runLive(s, options, live, report), report.fatal.c_str());
    QCOMPARE(report.errors(), 0);
    QCOMPARE(live.topology.size(), std::size_t{2});
    using Counts = std::vector<std::int64_t>;
    const RunResult* const runs[] = {&sim, &live};

    // Local memory: each instance counts alone; instance 2's clock puts the second burst in
    // a new window.
    for (const RunResult* r : runs) {
        QCOMPARE(r->summaries[0].admitted, 40);
        QCOMPARE(r->summaries[0].rejected, 20);
        QCOMPARE(r->summaries[0].maxAdmittedAnyWindow, 40);
        QCOMPARE(r->topology[0].admittedPerInstance, (Counts{10, 10, 20}));
        QCOMPARE(r->topology[0].admittedPerRegion, (Counts{40}));
        QCOMPARE(r->topology[0].regionOfInstance, (std::vector<std::int32_t>{0, 0, 0}));
    }
    // Shared Redis: one counter for all three; which instances got the 10 is a race in live
    // mode (three threads), but every admission is one instance's.
    for (const RunResult* r : runs) {
        const Counts& perInstance = r->topology[1].admittedPerInstance;
        QCOMPARE(r->summaries[1].admitted, 10);
        QCOMPARE(r->summaries[1].rejected, 50);
        QCOMPARE(perInstance.size(), std::size_t{3});
        QCOMPARE(perInstance[0] + perInstance[1] + perInstance[2], 10);
    }
    // Every logged request names its instance; on local memory, as many per instance as the
    // balancer sent it, live as simulated.
    for (const RunResult* r : runs) {
        Counts perInstance(3, 0);
        for (const RequestRecord& record : r->requests) {
            QVERIFY(record.instance >= 0 && record.instance < 3);
            if (record.lane == 0)
                ++perInstance[static_cast<std::size_t>(record.instance)];
        }
        QCOMPARE(perInstance, (Counts{20, 20, 20}));
    }
    QCOMPARE(live.summaries[0].keys, 1);
    QCOMPARE(live.summaries[1].keys, 1);
    QCOMPARE(live.summaries[0].requests, 60);

    // Three instances' own keys for local memory, one shared key for the other lane.
    RedisClient client = server.client();
    const RedisResult local = client.command({"KEYS", "rl:{lane0:*"});
    const RedisResult shared = client.command({"KEYS", "rl:{lane1:*"});
    QVERIFY(local.ok() && shared.ok());
    QCOMPARE(local.value.elements.size(), std::size_t{3});
    QCOMPARE(shared.value.elements.size(), std::size_t{1});
    const char* const windows[] = {"0", "0", "1"};
    for (int i = 0; i < 3; ++i) {
        const std::string key = "rl:{" + LiveKeyStore::keyPrefix(0, i) + "api}:fw";
        const RedisResult state = client.command({"HMGET", key, "w", "n"});
        QVERIFY2(state.ok() && state.value.elements.size() == 2, key.c_str());
        QCOMPARE(state.value.elements[0].text, std::string(windows[i]));
        QCOMPARE(state.value.elements[1].text, std::string("10"));
    }
}

void TestLiveMode::cliWritesTheSameFilesAsRun()
{
    RedisServer server;
    RATELAB_START_REDIS(server);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("live.json"));
    QString error;
    QVERIFY2(ScenarioWriter::save(liveScenario(), file, &error), qPrintable(error));

    CapturedIo runIo;
    QCOMPARE(CliApp::run({QStringLiteral("run"), file, QStringLiteral("--out"),
                          dir.filePath(QStringLiteral("sim"))},
                         runIo.io),
             0);
    CapturedIo liveIo;
    const QString endpoint = QStringLiteral("127.0.0.1:%1").arg(server.port());
    QCOMPARE(CliApp::run({QStringLiteral("live"), file, QStringLiteral("--redis"), endpoint,
                          QStringLiteral("--speed"), QString::number(kSpeed),
                          QStringLiteral("--out"), dir.filePath(QStringLiteral("live"))},
                         liveIo.io),
             0);
    for (const char* name : {"summary.csv", "timeseries.csv", "requests.csv"}) {
        const CsvTable sim = readCsv(dir.filePath(QStringLiteral("sim/") + QLatin1String(name)));
        const CsvTable live = readCsv(dir.filePath(QStringLiteral("live/") + QLatin1String(name)));
        QCOMPARE(live.header, sim.header);
        QCOMPARE(live.rows.size(), sim.rows.size());
        for (const QStringList& row : live.rows)
            QCOMPARE(row.size(), live.header.size());
    }
    const CsvTable sim = readCsv(dir.filePath(QStringLiteral("sim/summary.csv")));
    const CsvTable live = readCsv(dir.filePath(QStringLiteral("live/summary.csv")));
    for (int r = 0; r < sim.rows.size(); ++r)
        for (const char* column : {"lane", "algorithm", "admitted", "rejected", "retries"})
            QCOMPARE(live.value(r, QLatin1String(column)), sim.value(r, QLatin1String(column)));
    QVERIFY2(!liveIo.err().contains(QStringLiteral("warning")), qPrintable(liveIo.err()));

    CapturedIo helpIo;
    QCOMPARE(CliApp::run({QStringLiteral("live"), QStringLiteral("--help")}, helpIo.io), 0);
    QVERIFY(CapturedIo::read(helpIo.io.out)
                .startsWith(QStringLiteral("Usage: ratelab-cli live SCENARIO.json")));
}

void TestLiveMode::noServerIsExitOneNamingTheEndpoint()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("live.json"));
    QString error;
    QVERIFY2(ScenarioWriter::save(liveScenario(), file, &error), qPrintable(error));
    const int port = LocalRedisServer::freeLoopbackPort();
    CapturedIo io;
    const QString out = dir.filePath(QStringLiteral("out"));
    QCOMPARE(CliApp::run({QStringLiteral("live"), file, QStringLiteral("--redis"),
                          QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("--out"), out},
                         io.io),
             1);
    const QString err = io.err();
    QVERIFY2(
        err.startsWith(
            QStringLiteral("ratelab-cli live: cannot reach Redis at 127.0.0.1:%1: ").arg(port)),
        qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("connection refused")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("nothing was played")), qPrintable(err));
    QVERIFY(!QFileInfo::exists(out));

    CapturedIo remote;
    QCOMPARE(CliApp::run({QStringLiteral("live"), file, QStringLiteral("--redis"),
                          QStringLiteral("10.1.2.3:6379"), QStringLiteral("--out"), out},
                         remote.io),
             1);
    QVERIFY2(remote.err().contains(QStringLiteral("10.1.2.3")), qPrintable(remote.err()));
}

void TestLiveMode::serverGoneMidRunFailsOpen()
{
    RedisServer server;
    RATELAB_START_REDIS(server);
    const Scenario s = liveScenario();
    const RunResult sim = runScenario(s);
    LiveOptions options;
    options.port = server.port();
    options.speed = kSpeed;
    // Stopped between 10000 and about 12000 virtual ms: after the first burst and its retries,
    // before the burst at 14500.
    StopServerAt stopper(server, fromMillis(10'000));
    RunResult live;
    LiveReport report;
    QVERIFY2(runLive(s, options, live, report, &stopper), report.fatal.c_str());
    QVERIFY(stopper.stoppedAt() >= fromMillis(10'000));
    QVERIFY2(stopper.stoppedAt() < fromMillis(14'000),
             QByteArray::number(qint64(stopper.stoppedAt())));

    for (std::size_t l = 0; l < live.summaries.size(); ++l) {
        const LaneSummary& a = live.summaries[l];
        const QByteArray lane = QByteArray::fromStdString(a.lane);
        // Everything decided before 10000 matches the simulation; everything after the stop
        // was admitted by the failure policy, so the only rejections are the early ones.
        std::int64_t simRejectedEarly = 0;
        for (const RequestRecord& r : sim.requests)
            if (r.lane == static_cast<std::int32_t>(l) && r.time < fromMillis(10'000)
                && !r.decision.allowed)
                ++simRejectedEarly;
        QVERIFY2(a.rejected == simRejectedEarly, lane.constData());
        QVERIFY2(a.failedOpen == a.errors, lane.constData());
        // The burst at 14500 (25) and steady at 14250, 16250, 18250 at least; 12250 and 10250
        // maybe.
        QVERIFY2(a.errors >= 28 && a.errors <= 30,
                 lane + " errors " + QByteArray::number(qint64(a.errors)));
        QCOMPARE(a.admitted + a.rejected, a.requests);
        const LiveLaneReport& lr = report.lanes[l];
        QCOMPARE(lr.errors, a.errors);
        QVERIFY2(lr.firstError.find("127.0.0.1:" + std::to_string(options.port))
                     != std::string::npos,
                 lr.firstError.c_str());
    }
}

QTEST_GUILESS_MAIN(TestLiveMode)
#include "tst_livemode.moc"
