// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The saver writes the loader's format back: load -> save -> load gives the same scenario and
// the same text, fields in schema order.
#include "core/io/scenario/ScenarioLoader.h"
#include "core/io/scenario/ScenarioSchema.h"
#include "core/io/scenario/ScenarioWriter.h"

#include "tests/support/TestPaths.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ratelab;

namespace {

// Compares every schema field of two scenarios; returns the first difference.
QString difference(const Scenario& a, const Scenario& b)
{
    for (const auto& f : ScenarioSchema::scenarioFields())
        if (f.get(a) != f.get(b))
            return f.path;
    if (a.clients.size() != b.clients.size() || a.lanes.size() != b.lanes.size())
        return QStringLiteral("list sizes");
    for (std::size_t i = 0; i < a.clients.size(); ++i)
        for (const auto& f : ScenarioSchema::clientFields())
            if (f.get(a.clients[i]) != f.get(b.clients[i]))
                return QStringLiteral("clients[%1].%2").arg(i).arg(f.path);
    for (std::size_t i = 0; i < a.lanes.size(); ++i)
        for (const auto& f : ScenarioSchema::laneFields())
            if (f.get(a.lanes[i]) != f.get(b.lanes[i]))
                return QStringLiteral("lanes[%1].%2").arg(i).arg(f.path);
    return {};
}

} // namespace

class TestScenarioWriter : public QObject {
    Q_OBJECT

private slots:
    void roundTripsTheShippedScenario()
    {
        const ScenarioLoadResult first = ScenarioLoader::loadFile(
            test::sourcePath(QStringLiteral("scenarios/boundary-burst.json")));
        QVERIFY2(first.ok(), qPrintable(first.errorText()));
        const QByteArray saved = ScenarioWriter::toJson(*first.scenario);
        const ScenarioLoadResult second =
            ScenarioLoader::fromJson(saved, QStringLiteral("saved.json"));
        QVERIFY2(second.ok(), qPrintable(second.errorText()));
        QCOMPARE(difference(*first.scenario, *second.scenario), QString());
        QCOMPARE(ScenarioWriter::toJson(*second.scenario), saved); // a fixed point
    }

    void roundTripsNonDefaultIrrelevantFields()
    {
        Scenario s;
        s.name = "quotes \" and \\ and\nnewline";
        s.seed = 9'007'199'254'740'993ULL; // above 2^53: must survive as an integer
        ClientSpec c;
        c.name = "c";
        c.arrival.kind = ArrivalKind::Trace;
        c.arrival.timesMs = {0, 5, 5, 900};
        c.arrival.ratePerSec = 0.125; // irrelevant for a trace, but not the default
        c.retry.kind = RetryKind::ExponentialJitter;
        c.retry.baseMs = 7;
        s.clients.push_back(c);
        LaneSpec l;
        l.name = "l";
        l.algorithm = AlgorithmKind::LeakyBucket;
        l.params.burst = 3;
        l.softLimitFraction = 0.75;
        s.lanes.push_back(l);
        const ScenarioLoadResult back =
            ScenarioLoader::fromJson(ScenarioWriter::toJson(s), QStringLiteral("s.json"));
        QVERIFY2(back.ok(), qPrintable(back.errorText()));
        QCOMPARE(difference(s, *back.scenario), QString());
    }

    void writesReadableOrderedJson()
    {
        Scenario s;
        s.name = "n";
        ClientSpec c;
        c.name = "c";
        c.identity.user = "u";
        c.arrival.kind = ArrivalKind::Constant;
        c.arrival.ratePerSec = 2;
        s.clients.push_back(c);
        LaneSpec l;
        l.name = "fixed-window";
        l.params.limit = 10;
        l.params.windowMs = 1000;
        s.lanes.push_back(l);
        QCOMPARE(QString::fromUtf8(ScenarioWriter::toJson(s)), QStringLiteral(R"({
  "format": 1,
  "name": "n",
  "description": "",
  "seed": 1,
  "duration_ms": 60000,
  "bucket_ms": 1000,
  "epoch_seconds": 1700000000,
  "request_log_limit": 200000,
  "clients": [
    {
      "name": "c",
      "count": 1,
      "identity": {
        "user": "u",
        "endpoint": "/api"
      },
      "arrival": {
        "kind": "constant",
        "rate_per_sec": 2,
        "start_ms": 0,
        "end_ms": -1,
        "phase_ms": 0
      },
      "retry": {
        "kind": "none"
      },
      "cost": 1,
      "service_ms": 100,
      "legitimate": true
    }
  ],
  "lanes": [
    {
      "name": "fixed-window",
      "algorithm": "fixed-window",
      "limit": 10,
      "window_ms": 1000,
      "key": "{user}",
      "dry_run": false,
      "soft_limit": 0
    }
  ]
}
)"));
    }

    void writesSeveralFaultsAndReadsTheOldSingleFault()
    {
        const QByteArray old = R"({"format": 1, "clients": [{"name": "c"}],
"lanes": [{"name": "l", "algorithm": "fixed-window", "limit": 10,
           "store": {"fault": {"kind": "down", "start_ms": 10000, "duration_ms": 30000}}}]})";
        const ScenarioLoadResult first = ScenarioLoader::fromJson(old, QStringLiteral("old.json"));
        QVERIFY2(first.ok(), qPrintable(first.errorText()));
        Scenario s = *first.scenario;
        QCOMPARE(s.lanes[0].store.faults.size(), std::size_t{1});
        QCOMPARE(s.lanes[0].store.faults[0].kind, StoreFaultKind::Down);
        QCOMPARE(s.lanes[0].store.faults[0].durationMs, 30'000);
        s.lanes[0].store.faults.push_back(
            {StoreFaultKind::Slow, 50'000, 5'000, 2000, "", false, ""});
        s.lanes[0].store.faults.push_back(
            {StoreFaultKind::Failover, 70'000, 1'000, 1000, "", false, ""});
        const QString json = QString::fromUtf8(ScenarioWriter::toJson(s));
        QVERIFY2(json.contains(QStringLiteral(R"(
      "store": {
        "faults": [
          {
            "kind": "down",
            "start_ms": 10000
          },
          {
            "kind": "slow",
            "start_ms": 50000,
            "duration_ms": 5000,
            "slow_percent": 2000
          },
          {
            "kind": "failover",
            "start_ms": 70000,
            "duration_ms": 1000
          }
        ]
      })")),
                 qPrintable(json));
        QVERIFY(!json.contains(QStringLiteral("\"fault\"")));
        const ScenarioLoadResult back =
            ScenarioLoader::fromJson(json.toUtf8(), QStringLiteral("new.json"));
        QVERIFY2(back.ok(), qPrintable(back.errorText()));
        QCOMPARE(difference(s, *back.scenario), QString());
        QCOMPARE(back.scenario->lanes[0].store.faults[2].kind, StoreFaultKind::Failover);

        // The form's first-fault fields: "none" removes the first fault, the others stay as they
        // were.
        LaneSpec lane = back.scenario->lanes[0];
        ScenarioSchema::laneField(QStringLiteral("store.fault.start_ms"))->set(lane, 12'000);
        QCOMPARE(lane.store.faults[0].startMs, 12'000);
        ScenarioSchema::laneField(QStringLiteral("store.fault.kind"))
            ->set(lane, QStringLiteral("none"));
        QCOMPARE(lane.store.faults.size(), std::size_t{2});
        QCOMPARE(
            ScenarioSchema::laneField(QStringLiteral("store.fault.kind"))->get(lane).toString(),
            QStringLiteral("slow"));
    }

    void saveIsAtomicAndReportsFailures()
    {
        QTemporaryDir dir;
        Scenario s;
        QString error;
        const QString path = dir.filePath(QStringLiteral("sub/s.json"));
        QVERIFY2(ScenarioWriter::save(s, path, &error), qPrintable(error));
        QVERIFY(QFile::exists(path));
        QVERIFY(!ScenarioWriter::save(s, QStringLiteral("/proc/no/such/s.json"), &error));
        QVERIFY(error.startsWith(QStringLiteral("/proc/no/such")));
    }
};

QTEST_GUILESS_MAIN(TestScenarioWriter)
#include "tst_scenariowriter.moc"
