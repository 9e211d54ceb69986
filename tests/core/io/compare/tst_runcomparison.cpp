// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Comparing two runs: the scenario fields that differ by their --set path (a field left at its
// default reads as absent), each lane's figures with their change, lanes matched by name then by
// place, and the figures' one equality (an integer read back as a double is the same figure).
#include "core/io/compare/RunComparison.h"
#include "core/io/compare/RunFigures.h"

#include "core/io/scenario/ScenarioWriter.h"
#include "core/sim/engine/Simulation.h"

#include "tests/support/ScenarioBuilder.h"

#include <QJsonDocument>
#include <QTest>

using namespace ratelab;
using namespace ratelab::test;

namespace {

Scenario scenario(std::int64_t limit)
{
    return ScenarioBuilder()
        .name("compare")
        .seed(3)
        .duration(3000)
        .lane(lane("fixed", AlgorithmKind::FixedWindow, limit, 1000))
        .lane(lane("log", AlgorithmKind::SlidingLog, 10, 1000))
        .client(client("mallory", boundaryAttack(10)))
        .build();
}

QJsonObject json(const Scenario& s)
{
    return QJsonDocument::fromJson(ScenarioWriter::toJson(s)).object();
}

const ComparisonRow* row(const RunComparison& c, const QString& lane, const QString& name)
{
    for (const ComparisonRow& r : c.rows)
        if (r.lane == lane && r.name == name)
            return &r;
    return nullptr;
}

} // namespace

class TestRunComparison : public QObject {
    Q_OBJECT

private slots:
    void aRunEqualsItself()
    {
        const Scenario s = scenario(10);
        const RunResult run = runScenario(s);
        const RunComparison c = compareRuns(json(s), run, json(s), run);
        QCOMPARE(c.differences(), 0);
        QVERIFY(row(c, QString(), QStringLiteral("seed")));
        QVERIFY(row(c, QStringLiteral("fixed"), QStringLiteral("lanes[0].limit")));
        QVERIFY(row(c, QStringLiteral("log"), QStringLiteral("admitted")));
    }

    void theChangedLimitAndItsFiguresDiffer()
    {
        const Scenario a = scenario(10);
        const Scenario b = scenario(5);
        const RunResult ra = runScenario(a);
        const RunResult rb = runScenario(b);
        const RunComparison c = compareRuns(json(a), ra, json(b), rb);
        const ComparisonRow* limit =
            row(c, QStringLiteral("fixed"), QStringLiteral("lanes[0].limit"));
        QVERIFY(limit);
        QVERIFY(limit->differs());
        QCOMPARE(limit->kind, ComparisonRow::Kind::Parameter);
        QCOMPARE(limit->change().value(), -5.0);
        const ComparisonRow* admitted = row(c, QStringLiteral("fixed"), QStringLiteral("admitted"));
        QVERIFY(admitted && admitted->measured && admitted->differs());
        QCOMPARE(admitted->change().value(),
                 double(rb.summaries[0].admitted - ra.summaries[0].admitted));
        // The other lane saw the same traffic with the same settings.
        QVERIFY(!row(c, QStringLiteral("log"), QStringLiteral("admitted"))->differs());
        QVERIFY(!row(c, QStringLiteral("log"), QStringLiteral("lanes[1].limit"))->differs());
        // The limit is a copy of the configuration, not a measured figure.
        QVERIFY(!row(c, QStringLiteral("fixed"), QStringLiteral("limit"))->measured);
        // Every differing row is a parameter that changed or a figure it moved.
        for (const ComparisonRow& r : c.rows)
            if (r.differs())
                QVERIFY2(r.lane == QLatin1String("fixed"), qPrintable(r.lane + r.name));
    }

    void aFieldAtItsDefaultAndALaneOnOneSideOnly()
    {
        Scenario a = scenario(10);
        Scenario b = a;
        b.lanes[1].params.burst = 20; // written only when it is not the default
        b.lanes.push_back(lane("bucket", AlgorithmKind::TokenBucket, 10, 1000));
        const RunComparison c = compareRuns(json(a), runScenario(a), json(b), runScenario(b));
        const ComparisonRow* burst =
            row(c, QStringLiteral("log"), QStringLiteral("lanes[1].burst"));
        QVERIFY(burst);
        QVERIFY(burst->a.isUndefined());
        QCOMPARE(burst->b.toInteger(), 20);
        QCOMPARE(runfigures::text(burst->a), QStringLiteral("—"));
        const ComparisonRow* only = row(c, QStringLiteral("bucket"), QStringLiteral("admitted"));
        QVERIFY(only && only->a.isUndefined() && only->differs());
    }

    void lanesMatchByNameThenByPlace()
    {
        RunResult a;
        RunResult b;
        for (const char* name : {"x", "y"}) {
            LaneSummary s;
            s.lane = name;
            a.summaries.push_back(s);
        }
        b.summaries = {a.summaries[1], a.summaries[0]};
        QCOMPARE(runfigures::matchingLane(a, 0, b), std::optional<std::size_t>(1));
        b.summaries[0].lane = "renamed";
        QCOMPARE(runfigures::matchingLane(a, 1, b), std::optional<std::size_t>(1));
        QCOMPARE(runfigures::matchingLane(a, 1, b).value(), 1u);
        b.summaries[1].lane = "other";
        QCOMPARE(runfigures::matchingLane(a, 0, b), std::optional<std::size_t>(0));
        b.summaries.pop_back();
        QCOMPARE(runfigures::matchingLane(a, 0, b), std::nullopt);
    }

    void figuresHaveOneEquality()
    {
        QVERIFY(runfigures::same(QJsonValue(qint64(120)), QJsonValue(120.0)));
        QVERIFY(!runfigures::same(QJsonValue(120), QJsonValue(121)));
        QVERIFY(!runfigures::same(QJsonValue(120), QJsonValue(QStringLiteral("120"))));
        QVERIFY(!runfigures::same(QJsonValue(QJsonValue::Undefined), QJsonValue(0)));
        QCOMPARE(runfigures::text(QJsonValue(1234567)), QStringLiteral("1234567"));
        QCOMPARE(runfigures::text(QJsonValue(0.125)), QStringLiteral("0.125"));
        QCOMPARE(runfigures::text(QJsonValue(2.0 / 3.0)), QStringLiteral("0.6667"));
        MetricValue time{MetricKind::TimeMs, 1'500, 0.0, {}};
        QCOMPARE(runfigures::toJson(time).toDouble(), 1.5);
        time.integer = 2'000'000;
        QCOMPARE(runfigures::toJson(time).toInteger(), 2000);
    }
};

QTEST_GUILESS_MAIN(TestRunComparison)
#include "tst_runcomparison.moc"
