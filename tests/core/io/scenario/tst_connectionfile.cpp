// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Long-lived connections in scenario files: every websocket field read into the model and written
// back unchanged (a fixed point), a file without them written without them (the lane's defaults
// are the seeds' figures and stay unwritten), and each mistake refused naming its field.
#include "core/io/scenario/ScenarioLoader.h"
#include "core/io/scenario/ScenarioWriter.h"

#include <QtTest>

using namespace ratelab;

namespace {

QByteArray scenario(const QByteArray& client, const QByteArray& lane, const QByteArray& rest = {})
{
    return R"({"format": 1, "clients": [)" + client + R"(], "lanes": [)" + lane + "]" + rest + "}";
}

const QByteArray kSocketClient =
    R"({"name": "c", "arrival": {"kind": "poisson"}, "websocket": {"connections": 2}})";
const QByteArray kLane = R"({"algorithm": "fixed-window", "limit": 10})";

QString firstError(const QByteArray& json)
{
    const ScenarioLoadResult r = ScenarioLoader::fromJson(json, QStringLiteral("x.json"));
    return r.ok() ? QString() : r.errors.front().toString();
}

} // namespace

class TstConnectionFile : public QObject {
    Q_OBJECT

private slots:
    void everyFieldIsReadAndWrittenBack()
    {
        const QByteArray json = scenario(
            R"({"name": "c", "arrival": {"kind": "poisson"},
                "websocket": {"connections": 3, "reconnect_ms": 250}})",
            R"({"algorithm": "fixed-window", "limit": 10,
                "websocket": {"max_connections": 4, "message_burst": 20,
                              "messages_per_sec": 5}})");
        ScenarioLoadResult r = ScenarioLoader::fromJson(json, QStringLiteral("x.json"));
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        const Scenario& s = *r.scenario;
        QCOMPARE(s.clients[0].websocket.connections, std::int64_t{3});
        QCOMPARE(s.clients[0].websocket.reconnectMs, std::int64_t{250});
        QCOMPARE(s.lanes[0].websocket.maxConnections, std::int64_t{4});
        QCOMPARE(s.lanes[0].websocket.messageBurst, std::int64_t{20});
        QCOMPARE(s.lanes[0].websocket.messagesPerSec, std::int64_t{5});
        const QByteArray saved = ScenarioWriter::toJson(s);
        r = ScenarioLoader::fromJson(saved, QStringLiteral("saved.json"));
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        QCOMPARE(ScenarioWriter::toJson(*r.scenario), saved);
    }

    void theSeedsFiguresAreTheDefaults()
    {
        const ScenarioLoadResult r =
            ScenarioLoader::fromJson(scenario(kSocketClient, kLane), QStringLiteral("x.json"));
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        const LaneConnectionSpec& lane = r.scenario->lanes[0].websocket;
        QCOMPARE(lane.maxConnections, std::int64_t{5});
        QCOMPARE(lane.messageBurst, std::int64_t{50});
        QCOMPARE(lane.messagesPerSec, std::int64_t{10});
        QCOMPARE(r.scenario->clients[0].websocket.reconnectMs, std::int64_t{1000});
        // Defaults are not written: only the client's connections appear.
        const QByteArray saved = ScenarioWriter::toJson(*r.scenario);
        QCOMPARE(saved.count("websocket"), 1);
        QVERIFY(!saved.contains("max_connections"));
    }

    void aFileWithoutThemIsWrittenWithoutThem()
    {
        const ScenarioLoadResult r = ScenarioLoader::fromJson(
            scenario(R"({"name": "c", "arrival": {"kind": "poisson"}})", kLane),
            QStringLiteral("x.json"));
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        QVERIFY(!ScenarioWriter::toJson(*r.scenario).contains("websocket"));
    }

    void mistakesNameTheirField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("negative connections")
            << scenario(R"({"websocket": {"connections": -1}})", kLane)
            << QStringLiteral("x.json: clients[0].websocket.connections: expected an integer "
                              "from 0 to 1000000 (connections), got -1");
        QTest::newRow("no refill")
            << scenario(kSocketClient,
                        R"({"algorithm": "fixed-window", "limit": 10,
                            "websocket": {"messages_per_sec": 0}})")
            << QStringLiteral("x.json: lanes[0].websocket.messages_per_sec: expected an integer "
                              "from 1 to 1000000 (messages per second), got 0");
        QTest::newRow("retries instead of reconnecting")
            << scenario(R"({"retry": {"kind": "immediate"}, "websocket": {"connections": 1}})",
                        kLane)
            << QStringLiteral("x.json: clients[0].retry.kind: a client with connections "
                              "reconnects after websocket.reconnect_ms instead of retrying; use "
                              "\"none\"");
        QTest::newRow("with a backend")
            << scenario(kSocketClient, kLane, R"(, "backend": {"workers": 2})")
            << QStringLiteral("x.json: clients[0].websocket.connections: connections do not "
                              "reach a backend yet: remove the backend or the connections");
        QTest::newRow("a typo")
            << scenario(kSocketClient, R"({"algorithm": "fixed-window", "limit": 10,
                                           "websocket": {"max_conections": 2}})")
            << QStringLiteral("x.json: lanes[0].websocket.max_conections: unknown field (did you "
                              "mean \"max_connections\"?)");
    }

    void mistakesNameTheirField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        QCOMPARE(firstError(json), error);
    }
};

QTEST_APPLESS_MAIN(TstConnectionFile)
#include "tst_connectionfile.moc"
