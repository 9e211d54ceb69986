// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The backend and adaptive lanes in scenario files: every field read into the model and written
// back unchanged (a fixed point), a file without them written without them, and each mistake
// refused naming its field: a log-normal's p99, a dependency's mean, a change of a dependency the
// backend lacks, a backend in a world, an adaptive parameter on the wrong lane or out of range,
// Envoy's required intervals, a retry budget out of gRPC's bounds.
#include "core/io/scenario/ScenarioLoader.h"
#include "core/io/scenario/ScenarioWriter.h"

#include <QtTest>

using namespace ratelab;

namespace {

QByteArray scenario(const QByteArray& lane, const QByteArray& rest)
{
    return R"({"format": 1, "clients": [{"name": "c", "arrival": {"kind": "poisson"}}],
               "lanes": [)"
           + lane + "]" + rest + "}";
}

const QByteArray kLane = R"({"algorithm": "fixed-window", "limit": 10})";

QString firstError(const QByteArray& json)
{
    const ScenarioLoadResult r = ScenarioLoader::fromJson(json, QStringLiteral("x.json"));
    return r.ok() ? QString() : r.errors.front().toString();
}

} // namespace

class TstBackendFile : public QObject {
    Q_OBJECT

private slots:
    void everyFieldIsReadAndWrittenBack()
    {
        const QByteArray json = scenario(
            R"({"algorithm": "gradient2", "limit": 10, "key": "svc",
                "adaptive": {"min_limit": 2, "smoothing": 0.5}},
               {"name": "envoy", "algorithm": "envoy-gradient", "limit": 3,
                "adaptive": {"update_interval_ms": 100, "min_rtt_interval_ms": 60000}})",
            R"(, "backend": {"workers": 8,
                "service": {"kind": "lognormal", "mean_ms": 50, "p99_ms": 400},
                "queue_limit": 100, "queue_timeout_ms": 200, "timeout_ms": 2000,
                "reserved_percent": 20, "retry_after_ms": 2000,
                "dependency": {"connections": 4, "service": {"kind": "exponential", "mean_ms": 20},
                               "timeout_ms": 500},
                "changes": [{"kind": "workers", "start_ms": 1000, "duration_ms": 500, "workers": 2},
                            {"kind": "slow", "start_ms": 2000, "slow_percent": 300,
                             "dependency": true}]})");
        ScenarioLoadResult r = ScenarioLoader::fromJson(json, QStringLiteral("x.json"));
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        const Scenario& s = *r.scenario;
        QCOMPARE(s.backend.workers, std::int64_t{8});
        QCOMPARE(s.backend.service.kind, ServiceTimeKind::LogNormal);
        QCOMPARE(s.backend.service.p99Ms, 400.0);
        QCOMPARE(s.backend.queueTimeoutMs, std::int64_t{200});
        QCOMPARE(s.backend.reservedPercent, std::int64_t{20});
        QCOMPARE(s.backend.dependency.connections, std::int64_t{4});
        QCOMPARE(s.backend.dependency.service.kind, ServiceTimeKind::Exponential);
        QCOMPARE(s.backend.changes.size(), std::size_t{2});
        QCOMPARE(s.backend.changes[0].workers, std::int64_t{2});
        QVERIFY(s.backend.changes[1].dependency);
        QCOMPARE(s.lanes[0].algorithm, AlgorithmKind::Gradient2);
        QCOMPARE(s.lanes[0].adaptive.at("min-limit"), 2.0);
        QCOMPARE(s.lanes[0].adaptive.at("smoothing"), 0.5);
        QCOMPARE(s.lanes[0].adaptive.size(), std::size_t{2});
        QCOMPARE(s.lanes[1].adaptive.at("update-interval-ms"), 100.0);

        const QByteArray saved = ScenarioWriter::toJson(s);
        QVERIFY(saved.contains("\"backend\""));
        QVERIFY(!saved.contains("\"initial_limit\"")); // no default is written
        r = ScenarioLoader::fromJson(saved, QStringLiteral("saved.json"));
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        QCOMPARE(ScenarioWriter::toJson(*r.scenario), saved);
    }

    void aFileWithoutThemIsWrittenWithoutThem()
    {
        const ScenarioLoadResult r =
            ScenarioLoader::fromJson(scenario(kLane, {}), QStringLiteral("x.json"));
        QVERIFY(r.ok());
        const QByteArray saved = ScenarioWriter::toJson(*r.scenario);
        QVERIFY(!saved.contains("backend"));
        QVERIFY(!saved.contains("adaptive"));
        QVERIFY(!saved.contains("critical"));
        QVERIFY(!saved.contains("budget"));
    }

    void mistakesNameTheirField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("p99 below the mean")
            << scenario(kLane, R"(, "backend": {"workers": 2, "service":
                        {"kind": "lognormal", "mean_ms": 50, "p99_ms": 40}})")
            << QStringLiteral(
                   "x.json: backend.service.p99_ms: a log-normal's 99th percentile lies between its "
                   "mean and 14.9685 times its mean (got 40 for a mean of 50)");
        QTest::newRow("p99 of a constant")
            << scenario(kLane,
                        R"(, "backend": {"workers": 2, "service": {"mean_ms": 5, "p99_ms": 9}})")
            << QStringLiteral(
                   "x.json: backend.service.p99_ms: applies to a lognormal service time only");
        QTest::newRow("dependency without a mean")
            << scenario(kLane, R"(, "backend": {"workers": 2, "dependency": {"connections": 1}})")
            << QStringLiteral(
                   "x.json: backend.dependency.service.mean_ms: a dependency needs its own mean call "
                   "time (greater than 0)");
        QTest::newRow("change of a missing dependency")
            << scenario(kLane, R"(, "backend": {"workers": 2, "changes":
                        [{"kind": "slow", "dependency": true}]})")
            << QStringLiteral(
                   "x.json: backend.changes[0].dependency: the backend has no dependency "
                   "(backend.dependency.connections)");
        QTest::newRow("changes without workers")
            << scenario(kLane, R"(, "backend": {"changes": [{"kind": "slow"}]})")
            << QStringLiteral(
                   "x.json: backend.workers: a backend needs at least 1 worker (0 means no backend)");
        QTest::newRow("a concurrency gate in a world")
            << scenario(R"({"algorithm": "concurrency", "limit": 10})",
                        R"(, "backend": {"workers": 2},
                        "world": {"instances_per_region": [1]})")
            << QStringLiteral(
                   "x.json: lanes[0].algorithm: a concurrency limit in front of the backend runs "
                   "in one process: it is not available in a distributed world "
                   "(world.instances_per_region), where each API instance would run its own");
        QTest::newRow("an adaptive parameter on a fixed window")
            << scenario(R"({"algorithm": "fixed-window", "limit": 10,
                            "adaptive": {"min_limit": 2}})",
                        {})
            << QStringLiteral(
                   "x.json: lanes[0].adaptive.min_limit: applies to the adaptive lanes only (aimd, "
                   "vegas, gradient2 or envoy-gradient)");
        QTest::newRow("a parameter of another adaptive limit")
            << scenario(R"({"algorithm": "aimd", "limit": 10, "adaptive": {"smoothing": 0.5}})", {})
            << QStringLiteral("x.json: lanes[0].adaptive.smoothing: is not a parameter of aimd");
        QTest::newRow("out of the reference's range")
            << scenario(R"({"algorithm": "aimd", "limit": 10, "adaptive": {"backoff_ratio": 1}})",
                        {})
            << QStringLiteral(
                   "x.json: lanes[0].adaptive.backoff_ratio: expected a number in [0.5, 1)");
        QTest::newRow("envoy without its intervals")
            << scenario(R"({"algorithm": "envoy-gradient", "limit": 3})", {})
            << QStringLiteral(
                   "x.json: lanes[0].adaptive.update_interval_ms: required for envoy-gradient (how "
                   "often sampleRTT and the limit are recomputed)");
        QTest::newRow("an unknown adaptive parameter")
            << scenario(R"({"algorithm": "aimd", "limit": 10, "adaptive": {"min_limt": 2}})", {})
            << QStringLiteral(
                   "x.json: lanes[0].adaptive.min_limt: unknown field (did you mean \"min_limit\"?)");
        QTest::newRow("a retry budget over gRPC's bound")
            << QByteArray(R"({"format": 1, "lanes": [{"algorithm": "fixed-window", "limit": 10}],
                  "clients": [{"retry": {"kind": "immediate", "budget_tokens": 1001}}]})")
            << QStringLiteral(
                   "x.json: clients[0].retry.budget_tokens: expected an integer from 0 to 1000 (tokens) "
                   "no larger than 1000, got 1001");
    }

    void mistakesNameTheirField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        QCOMPARE(firstError(json), error);
    }
};

QTEST_APPLESS_MAIN(TstBackendFile)
#include "tst_backendfile.moc"
