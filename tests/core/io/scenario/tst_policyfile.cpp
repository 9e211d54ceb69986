// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Format 2: lanes of several rules read, checked by their paths and written back; format-1 files
// keep loading as one-rule policies and keep being written as format 1.
#include "core/io/scenario/ScenarioLoader.h"
#include "core/io/scenario/ScenarioWriter.h"

#include <QTest>

using namespace ratelab;

namespace {

QByteArray policyFile(const QString& rules, const QString& lane = QString(), int format = 2)
{
    return QStringLiteral(R"({"format": %1,
"clients": [{"name": "c", "identity": {"user": "u", "method": "POST"}}],
"lanes": [{"algorithm": "gcra", "limit": 3},
          {"name": "p"%2, "rules": [%3]}]})")
        .arg(format)
        .arg(lane, rules)
        .toUtf8();
}

const QString kTwoRules = QStringLiteral(
    R"({"name": "ip", "algorithm": "sliding-log", "limit": 10, "window_ms": 60000, "key": "{ip}",)"
    R"( "match": {"endpoint": "/login"}},)"
    R"({"name": "acct", "algorithm": "token-bucket", "limit": 5, "burst": 7, "window_ms": 900000,)"
    R"( "match": {"method": "POST"}})");

} // namespace

class TestPolicyFile : public QObject {
    Q_OBJECT
private slots:
    void loads()
    {
        const auto r = ScenarioLoader::fromJson(
            policyFile(kTwoRules, R"(, "charge": "every-rule")"), QStringLiteral("x.json"));
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        const LaneSpec& lane = r.scenario->lanes[1];
        QCOMPARE(lane.charge, ChargeMode::EveryRule);
        QCOMPARE(lane.rules.size(), std::size_t(2));
        QCOMPARE(lane.rules[0].name, std::string("ip"));
        QCOMPARE(lane.rules[0].keyTemplate, std::string("{ip}"));
        QCOMPARE(lane.rules[0].match.endpoint, std::string("/login"));
        QCOMPARE(lane.rules[1].algorithm, AlgorithmKind::TokenBucket);
        QCOMPARE(lane.rules[1].params.burst, std::int64_t(7));
        QCOMPARE(lane.rules[1].match.method, std::string("POST"));
        // The lane's own fields mirror its first rule.
        QCOMPARE(lane.algorithm, AlgorithmKind::SlidingLog);
        QCOMPARE(lane.params.limit, std::int64_t(10));
        QCOMPARE(r.scenario->clients[0].identity.method, std::string("POST"));
        // The one-rule lane beside it is what it always was.
        QVERIFY(r.scenario->lanes[0].rules.empty());
    }

    void roundTrips()
    {
        const auto r = ScenarioLoader::fromJson(policyFile(kTwoRules), QStringLiteral("x.json"));
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        const QByteArray written = ScenarioWriter::toJson(*r.scenario);
        QVERIFY(written.contains("\"format\": 2"));
        const auto again = ScenarioLoader::fromJson(written, QStringLiteral("y.json"));
        QVERIFY2(again.ok(), qPrintable(again.errorText() + "\n" + QString::fromUtf8(written)));
        QCOMPARE(ScenarioWriter::toJson(*again.scenario), written);
        QCOMPARE(again.scenario->lanes[1].rules[1].params.burst, std::int64_t(7));
        QCOMPARE(again.scenario->lanes[1].rules[0].match.endpoint, std::string("/login"));
        // Without rules the file stays format 1.
        Scenario plain = *r.scenario;
        plain.lanes.pop_back();
        QVERIFY(ScenarioWriter::toJson(plain).contains("\"format\": 1"));
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("rule limit")
            << policyFile(R"({"name": "a", "algorithm": "gcra", "limit": 0})")
            << "x.json: lanes[1].rules[0].limit: expected a positive integer (requests), got 0";
        QTest::newRow("rule algorithm missing")
            << policyFile(
                   R"({"name": "a", "algorithm": "gcra", "limit": 1}, {"name": "b", "limit": 2})")
            << "x.json: lanes[1].rules[1].algorithm: missing required field; expected one of "
               "\"fixed-window\", \"sliding-log\",";
        QTest::newRow("unknown match field")
            << policyFile(
                   R"({"name": "a", "algorithm": "gcra", "limit": 1, "match": {"host": "/x"}})")
            << "x.json: lanes[1].rules[0].match.host: unknown field; expected one of: endpoint, "
               "method, path, category, method_group, tier, ip";
        QTest::newRow("limit beside rules")
            << policyFile(R"({"name": "a", "algorithm": "gcra", "limit": 1})", R"(, "limit": 4)")
            << "x.json: lanes[1].limit: a lane with rules gives limit in each rule "
               "(lanes[1].rules[0].limit)";
        QTest::newRow("rules in format 1")
            << policyFile(R"({"name": "a", "algorithm": "gcra", "limit": 1})", {}, 1)
            << "x.json: lanes[1].rules: a lane's rules need \"format\": 2 (the file says 1)";
        QTest::newRow("no rules") << policyFile({})
                                  << "x.json: lanes[1].rules: expected at least one rule";
        QTest::newRow("duplicate rule names")
            << policyFile(
                   R"({"name": "a", "algorithm": "gcra", "limit": 1}, {"name": "a", "algorithm": "gcra", "limit": 1})")
            << "x.json: lanes[1].rules[1].name: duplicate rule name \"a\" (rules[0] has it too)";
        QTest::newRow("cost for a rule")
            << policyFile(
                   R"({"name": "a", "algorithm": "gcra", "limit": 1}, {"name": "n", "algorithm": "nginx", "limit": 1})")
                   .replace(R"("method": "POST"})", R"("method": "POST"}, "cost": 2)")
            << "x.json: clients[0].cost: nginx counts requests: cost must be 1 (got 2), for "
               "lane \"p\", rule \"n\"";
    }
    void errors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const auto r = ScenarioLoader::fromJson(json, QStringLiteral("x.json"));
        QVERIFY(!r.ok());
        const QString first = r.errorText().section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(first.startsWith(error), qPrintable(first)); // long lists are cut in the rows
    }
};

QTEST_APPLESS_MAIN(TestPolicyFile)
#include "tst_policyfile.moc"
