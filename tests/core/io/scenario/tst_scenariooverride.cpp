// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// --set PATH=VALUE overrides: path forms, value parsing, every lane with *, and the errors.
#include "core/io/scenario/ScenarioLoader.h"
#include "core/io/scenario/ScenarioOverride.h"

#include <QJsonArray>
#include <QTest>

using namespace ratelab;

namespace {

const QByteArray kScenario = R"({"format": 1, "seed": 1,
"clients": [{"name": "a"}, {"name": "b", "arrival": {"kind": "poisson", "rate_per_sec": 1}}],
"lanes": [{"algorithm": "fixed-window", "limit": 10}, {"algorithm": "gcra", "limit": 20}]})";

ScenarioLoadResult loadWith(const QStringList& assignments)
{
    QList<ScenarioOverride> overrides;
    for (const QString& a : assignments) {
        QString error;
        const auto parsed = ScenarioOverride::parse(a, &error);
        if (!parsed)
            qFatal("%s", qPrintable(error));
        overrides.append(*parsed);
    }
    return ScenarioLoader::fromJson(kScenario, QStringLiteral("s.json"), overrides);
}

} // namespace

class TestScenarioOverride : public QObject {
    Q_OBJECT

private slots:
    void setsFieldsByDottedPath()
    {
        const ScenarioLoadResult r =
            loadWith({QStringLiteral("lanes.0.limit=50"),
                      QStringLiteral("clients.1.arrival.rate_per_sec=20"), QStringLiteral("seed=7"),
                      QStringLiteral("name=My run"), QStringLiteral("lanes[1].dry_run=true")});
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        QCOMPARE(r.scenario->lanes[0].params.limit, std::int64_t(50));
        QCOMPARE(r.scenario->lanes[1].params.limit, std::int64_t(20));
        QCOMPARE(r.scenario->clients[1].arrival.ratePerSec, 20.0);
        QCOMPARE(r.scenario->seed, std::uint64_t(7));
        QCOMPARE(r.scenario->name, std::string("My run")); // not JSON, so a string
        QCOMPARE(r.scenario->lanes[1].dryRun, true);
    }

    void starSetsEveryElement()
    {
        const ScenarioLoadResult r = loadWith({QStringLiteral("lanes.*.limit=5")});
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        QCOMPARE(r.scenario->lanes[0].params.limit, std::int64_t(5));
        QCOMPARE(r.scenario->lanes[1].params.limit, std::int64_t(5));
    }

    void createsMissingObjects()
    {
        // clients[0] has no "retry" object yet.
        const ScenarioLoadResult r = loadWith({QStringLiteral("clients.0.retry.kind=immediate")});
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        QCOMPARE(r.scenario->clients[0].retry.kind, RetryKind::Immediate);
    }

    void laterOverridesWin()
    {
        const ScenarioLoadResult r = loadWith({QStringLiteral("seed=3"), QStringLiteral("seed=4")});
        QCOMPARE(r.scenario->seed, std::uint64_t(4));
    }

    void valuesParseAsJsonElseString()
    {
        QCOMPARE(ScenarioOverride::parseValue(QStringLiteral("50")), QJsonValue(50));
        QCOMPARE(ScenarioOverride::parseValue(QStringLiteral("0.5")), QJsonValue(0.5));
        QCOMPARE(ScenarioOverride::parseValue(QStringLiteral("true")), QJsonValue(true));
        QCOMPARE(ScenarioOverride::parseValue(QStringLiteral("\"50\"")),
                 QJsonValue(QStringLiteral("50")));
        QCOMPARE(ScenarioOverride::parseValue(QStringLiteral("gcra")),
                 QJsonValue(QStringLiteral("gcra")));
        QCOMPARE(ScenarioOverride::parseValue(QStringLiteral("[1, 2]")),
                 QJsonValue(QJsonArray{1, 2}));
        QCOMPARE(ScenarioOverride::parseValue(QString()), QJsonValue(QString()));
    }

    void badValuesAreReportedWithTheirPath()
    {
        const ScenarioLoadResult r = loadWith({QStringLiteral("lanes.1.window_ms=abc")});
        QCOMPARE(
            r.errorText(),
            QStringLiteral(
                "s.json: lanes[1].window_ms: expected a positive integer (milliseconds), got \"abc\""));
        const ScenarioLoadResult typo = loadWith({QStringLiteral("lanes.*.limt=5")});
        QCOMPARE(typo.errorText(),
                 QStringLiteral("s.json: lanes[0].limt: unknown field (did you mean \"limit\"?)\n"
                                "s.json: lanes[1].limt: unknown field (did you mean \"limit\"?)"));
    }

    void pathErrors_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("expected");
        QTest::newRow("index out of range")
            << "lanes.5.limit=1"
            << "--set lanes.5.limit=1: lanes[5]: lanes has 2 element(s), so the index must be below 2";
        QTest::newRow("name on a list")
            << "lanes.limit=1"
            << "--set lanes.limit=1: lanes.limit: lanes is a list; expected an index or *, got \"limit\"";
        QTest::newRow("through a scalar")
            << "seed.x=1"
            << "--set seed.x=1: seed.x: seed is not an object, so it has no field \"x\"";
        QTest::newRow("index into nothing")
            << "things.0.x=1"
            << "--set things.0.x=1: things: there is no list things to index";
    }

    void pathErrors()
    {
        QFETCH(QString, assignment);
        QFETCH(QString, expected);
        const ScenarioLoadResult r = loadWith({assignment});
        QVERIFY(!r.ok());
        QCOMPARE(r.errorText(), expected);
    }

    void syntaxErrors()
    {
        QString error;
        QVERIFY(!ScenarioOverride::parse(QStringLiteral("seed"), &error));
        QCOMPARE(error, QStringLiteral("--set seed: expected PATH=VALUE, e.g. lanes.0.limit=50"));
        QVERIFY(!ScenarioOverride::parse(QStringLiteral("lanes..limit=3"), &error));
        QCOMPARE(
            error,
            QStringLiteral(
                "--set lanes..limit=3: expected a dotted field path before '=', e.g. lanes.0.limit"));
        // A number no double holds is out of range, as in a file; not the text "1e-400".
        QVERIFY(!ScenarioOverride::parse(QStringLiteral("lanes.0.soft_limit=1e-400"), &error));
        QCOMPARE(error, QStringLiteral("--set lanes.0.soft_limit=1e-400: the number 1e-400 is out "
                                       "of range (a number must be 0 or between about 1e-308 "
                                       "and 1e308 in size)"));
        QVERIFY(ScenarioOverride::parse(QStringLiteral("name=1e-400x"), &error));
    }
};

QTEST_GUILESS_MAIN(TestScenarioOverride)
#include "tst_scenariooverride.moc"
