// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the JSON parser alone would get wrong in a scenario file: a key given twice in one
// object (QJsonDocument keeps the last silently) is an error naming its path, and a number out
// of a double's range (1e-400) is reported as that, naming the field, not as a syntax error.
#include "core/io/scenario/JsonTextScan.h"
#include "core/io/scenario/ScenarioLoader.h"

#include <QTest>

using namespace ratelab;

namespace {

QByteArray scenario(const QString& top = QString(), const QString& lane = QString())
{
    return QStringLiteral(R"({"format": 1%1,
"clients": [{"name": "c", "identity": {"user": "u"}}],
"lanes": [{"algorithm": "fixed-window", "limit": 10, "window_ms": 1000},
          {"algorithm": "gcra", "limit": 10, "window_ms": 1000%2}]})")
        .arg(top, lane)
        .toUtf8();
}

} // namespace

class TestScenarioText : public QObject {
    Q_OBJECT

private slots:
    void errors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("duplicate top-level key")
            << scenario(QStringLiteral(", \"seed\": 1, \"seed\": 2"))
            << "x.json: seed: the key appears twice in its object (again at line 1, column 26); "
               "remove one";
        QTest::newRow("duplicate in the second lane")
            << scenario(QString(), QStringLiteral(", \"limit\": 20"))
            << "x.json: lanes[1].limit: the key appears twice in its object (again at line 4, "
               "column 65); remove one";
        QTest::newRow("duplicate spelled with an escape")
            << scenario(QStringLiteral(", \"name\": \"a\", \"n\\u0061me\": \"b\""))
            << "x.json: name: the key appears twice in its object (again at line 1, column 28); "
               "remove one";
        QTest::newRow("tiny number")
            << scenario(QString(), QStringLiteral(", \"soft_limit\": 1e-400"))
            << "x.json: lanes[1].soft_limit: the number 1e-400 is out of range (a number must be "
               "0 or between about 1e-308 and 1e308 in size)";
        QTest::newRow("huge number")
            << scenario(QStringLiteral(", \"duration_ms\": -2e400"))
            << "x.json: duration_ms: the number -2e400 is out of range (a number must be 0 or "
               "between about 1e-308 and 1e308 in size)";
    }

    void errors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const ScenarioLoadResult r = ScenarioLoader::fromJson(json, QStringLiteral("x.json"));
        QVERIFY(!r.ok());
        QCOMPARE(r.errorText(), expected);
    }

    void equalKeysInDifferentObjectsAreFine()
    {
        const ScenarioLoadResult r = ScenarioLoader::fromJson(scenario(), QStringLiteral("x.json"));
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        QVERIFY(!JsonTextScan::firstDuplicateKey(R"({"a": {"k": 1}, "b": {"k": [{"k": 2}]}})"));
    }

    void pathAtAnOffset()
    {
        const QByteArray json = "{\"a\": [1, {\"b\": [0, 0, 7]}], \"c\": \"x,[\"}";
        QCOMPARE(JsonTextScan::pathAt(json, json.indexOf('7')), QStringLiteral("a[1].b[2]"));
        QCOMPARE(JsonTextScan::pathAt(json, json.indexOf("x,[")), QStringLiteral("c"));
    }
};

QTEST_GUILESS_MAIN(TestScenarioText)
#include "tst_scenariotext.moc"
