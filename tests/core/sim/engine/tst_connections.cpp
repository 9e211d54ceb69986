// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Long-lived connections: the connection limiter at its edges (exactly 5 connections of a key,
// the 6th refused; a burst of exactly 50 messages, the 51st closing with 1008; the refill of 10
// a second exact to the microsecond), then whole runs: a flood closed with 1008 and logged, the
// cap on a user's connections before the lane's limiter, upgrades the limiter refuses per
// minute and retried after reconnect_ms, and what validation refuses, naming the field.
#include "core/sim/engine/ConnectionLimiter.h"
#include "core/sim/engine/ScenarioValidator.h"
#include "core/sim/engine/Simulation.h"
#include "tests/support/ScenarioBuilder.h"

#include <QTest>

using namespace ratelab;
using namespace ratelab::test;

namespace {

LaneConnectionSpec seeds()
{
    return {}; // the defaults are the seeds' 5 connections, 50 messages, 10 a second
}

ClientSpec socketClient(const std::string& name, std::vector<std::int64_t> timesMs,
                        std::int64_t connections)
{
    ClientSpec c = client(name, traceArrival(std::move(timesMs)));
    c.websocket.connections = connections;
    return c;
}

std::vector<std::int64_t> repeated(std::int64_t timeMs, int n)
{
    return std::vector<std::int64_t>(static_cast<std::size_t>(n), timeMs);
}

int rowsOf(const RunResult& r, std::uint8_t socket)
{
    int n = 0;
    for (const RequestRecord& q : r.requests)
        n += q.socket == socket ? 1 : 0;
    return n;
}

bool refusedWith(const Scenario& s, const std::string& field)
{
    for (const ScenarioProblem& p : scenarioProblems(s))
        if (p.field == field)
            return true;
    return false;
}

} // namespace

class TestConnections : public QObject {
    Q_OBJECT
private slots:
    void fiveConnectionsOfAKeyTheSixthRefused()
    {
        ConnectionLimiter limiter(seeds());
        for (int i = 0; i < 5; ++i)
            QVERIFY(limiter.open(7, 0) >= 0);
        QCOMPARE(limiter.openConnections(7), std::int64_t{5});
        QCOMPARE(limiter.open(7, 0), -1);
        QCOMPARE(limiter.openConnections(7), std::int64_t{5});
        QVERIFY(limiter.open(8, 0) >= 0); // another key has its own five
        LaneConnectionSpec unlimited;
        unlimited.maxConnections = 0;
        ConnectionLimiter open(unlimited);
        for (int i = 0; i < 6; ++i)
            QVERIFY(open.open(7, 0) >= 0);
    }

    void fiftyMessagesTheFiftyFirstCloses()
    {
        ConnectionLimiter limiter(seeds());
        const std::int32_t c = limiter.open(1, 0);
        for (int i = 0; i < 50; ++i)
            QCOMPARE(limiter.message(c, 0), ConnectionLimiter::Message::Sent);
        QCOMPARE(limiter.message(c, 0), ConnectionLimiter::Message::Closed);
        // The close freed its place: the key may open again, with a full bucket.
        QCOMPARE(limiter.openConnections(1), std::int64_t{0});
        const std::int32_t again = limiter.open(1, 0);
        QCOMPARE(limiter.tokens(again, 0), std::int64_t{50});
    }

    void refillIsTenASecondExactly()
    {
        ConnectionLimiter limiter(seeds());
        const std::int32_t early = limiter.open(1, 0);
        const std::int32_t exact = limiter.open(2, 0);
        for (int i = 0; i < 50; ++i) {
            limiter.message(early, 0);
            limiter.message(exact, 0);
        }
        QCOMPARE(limiter.msUntilToken(exact, 0), std::int64_t{100});
        // One token every 100 ms: a microsecond early is a flood, on the dot is a message.
        QCOMPARE(limiter.message(early, 99'999), ConnectionLimiter::Message::Closed);
        QCOMPARE(limiter.message(exact, 100'000), ConnectionLimiter::Message::Sent);
        QCOMPARE(limiter.tokens(exact, 100'000), std::int64_t{0});
        QCOMPARE(limiter.tokens(exact, 1'099'999), std::int64_t{9});
        QCOMPARE(limiter.tokens(exact, 1'100'000), std::int64_t{10});
        QCOMPARE(limiter.tokens(exact, 5'100'000), std::int64_t{50});
        QCOMPARE(limiter.tokens(exact, 3'600'000'000LL * 24 * 365),
                 std::int64_t{50}); // capped, no overflow
        QCOMPARE(limiter.message(exact, 100'000), ConnectionLimiter::Message::Closed);
    }

    void aFloodIsClosedWith1008()
    {
        // 51 messages at once on one connection, then one more after the reconnect wait.
        std::vector<std::int64_t> times = repeated(0, 51);
        times.push_back(1'000);
        Scenario s = ScenarioBuilder()
                         .duration(10'000)
                         .lane(lane("ws", AlgorithmKind::FixedWindow, 10, 60'000))
                         .client(socketClient("flooder", times, 1))
                         .build();
        const RunResult r = runScenario(s);
        QVERIFY(r.connections);
        const LaneSummary& lane = r.summaries[0];
        QCOMPARE(lane.connectionsOpened, std::int64_t{2}); // the first, and again at 1 s
        QCOMPARE(lane.closed1008, std::int64_t{1});
        QCOMPARE(lane.messages, std::int64_t{51}); // 50 in the burst, one on the new connection
        QCOMPARE(lane.messagesUnsent, std::int64_t{0});
        QCOMPARE(lane.clients[0].closed1008, std::int64_t{1});
        // The upgrades are the lane's requests; the close is a row of its own.
        QCOMPARE(lane.requests, std::int64_t{2});
        QCOMPARE(lane.admitted, std::int64_t{2});
        QCOMPARE(rowsOf(r, kSocketOpened), 2);
        QCOMPARE(rowsOf(r, kSocketClosed), 1);
        for (const RequestRecord& q : r.requests)
            if (q.socket == kSocketClosed)
                QCOMPARE(q.time, SimTime(0));
    }

    void messagesWhileClosedAreUnsent()
    {
        LaneSpec l = lane("ws", AlgorithmKind::FixedWindow, 10, 60'000);
        l.websocket.messageBurst = 2;
        ClientSpec c = socketClient("chatty", {0, 0, 0, 500, 999, 1'000}, 1);
        c.websocket.reconnectMs = 1'000;
        const RunResult r =
            runScenario(ScenarioBuilder().duration(5'000).lane(l).client(c).build());
        const LaneSummary& s = r.summaries[0];
        // Two sent, the third closes at 0; 500 and 999 find no connection; 1000 reconnects.
        QCOMPARE(s.messages, std::int64_t{3});
        QCOMPARE(s.closed1008, std::int64_t{1});
        QCOMPARE(s.messagesUnsent, std::int64_t{2});
        QCOMPARE(s.connectionsOpened, std::int64_t{2});
    }

    void theCapRefusesTheSixthBeforeTheLimiter()
    {
        // One user with six connections: five open, the sixth is refused without a request.
        Scenario s = ScenarioBuilder()
                         .duration(1'000)
                         .lane(lane("ws", AlgorithmKind::FixedWindow, 100, 60'000))
                         .client(socketClient("user", {0}, 6))
                         .build();
        const RunResult r = runScenario(s);
        QCOMPARE(r.summaries[0].connectionsOpened, std::int64_t{5});
        QCOMPARE(r.summaries[0].connectionsRefused, std::int64_t{1});
        QCOMPARE(r.summaries[0].requests, std::int64_t{5});
        QCOMPARE(rowsOf(r, kSocketTooMany), 1);
        s.lanes[0].websocket.maxConnections = 0;
        QCOMPARE(runScenario(s).summaries[0].connectionsOpened, std::int64_t{6});
    }

    void theLimiterLimitsUpgradesPerMinute()
    {
        // Two upgrades a minute per user: a client that wants four connections gets two, tries
        // again after its reconnect wait with its next message, and gets the rest a minute on.
        ClientSpec c = socketClient("user", {0, 30'000, 60'000}, 4);
        c.websocket.reconnectMs = 5'000;
        Scenario s = ScenarioBuilder()
                         .duration(90'000)
                         .lane(lane("ws", AlgorithmKind::FixedWindow, 2, 60'000))
                         .client(c)
                         .build();
        const LaneSummary r = runScenario(s).summaries[0];
        QCOMPARE(r.connectionsOpened, std::int64_t{4});
        QCOMPARE(r.connectionsRateLimited, std::int64_t{2}); // at 0 and at 30 s
        QCOMPARE(r.rejected, std::int64_t{2});
        QCOMPARE(r.messages, std::int64_t{3});
    }

    void plainClientsAreUntouched()
    {
        Scenario s = ScenarioBuilder()
                         .duration(2'000)
                         .lane(lane("fw", AlgorithmKind::FixedWindow, 5, 1'000))
                         .client(client("plain", constantArrival(10)))
                         .build();
        const RunResult r = runScenario(s);
        QVERIFY(!r.connections);
        QCOMPARE(r.summaries[0].admitted, std::int64_t{10});
        QCOMPARE(r.summaries[0].connectionsOpened, std::int64_t{0});
        QCOMPARE(rowsOf(r, kSocketNone), static_cast<int>(r.requests.size()));
    }

    void validationNamesTheField()
    {
        Scenario s = ScenarioBuilder()
                         .lane(lane("ws", AlgorithmKind::FixedWindow, 10, 60'000))
                         .client(socketClient("user", {0}, 1))
                         .build();
        QVERIFY(scenarioProblems(s).empty());
        Scenario retrying = s;
        retrying.clients[0].retry.kind = RetryKind::Immediate;
        QVERIFY(refusedWith(retrying, "clients[0].retry.kind"));
        Scenario withBackend = s;
        withBackend.backend.workers = 4;
        QVERIFY(refusedWith(withBackend, "clients[0].websocket.connections"));
        Scenario noRefill = s;
        noRefill.lanes[0].websocket.messagesPerSec = 0;
        QVERIFY(refusedWith(noRefill, "lanes[0].websocket.messages_per_sec"));
        Scenario negative = s;
        negative.clients[0].websocket.connections = -1;
        QVERIFY(refusedWith(negative, "clients[0].websocket.connections"));
    }
};

QTEST_APPLESS_MAIN(TestConnections)
#include "tst_connections.moc"
