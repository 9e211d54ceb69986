// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The schema the GUI builds its forms from: complete, self-consistent and documented.
#include "core/io/scenario/ScenarioSchema.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

using namespace ratelab;

class TestScenarioSchema : public QObject {
    Q_OBJECT

private:
    template <class O>
    void checkFields(std::span<const SchemaField<O>> fields, int expectedCount)
    {
        QCOMPARE(static_cast<int>(fields.size()), expectedCount);
        QSet<QString> paths;
        for (const auto& f : fields) {
            QVERIFY2(!paths.contains(f.path), qPrintable(f.path));
            paths.insert(f.path);
            QVERIFY2(!f.label.isEmpty(), qPrintable(f.path));
            QVERIFY2(f.tooltip.endsWith(QLatin1Char('.')), qPrintable(f.path));
            QVERIFY2(f.get && f.set, qPrintable(f.path));
            // The model's default is itself a valid value (or no value: an adaptive lane's
            // parameter left to its reference's default), and set(get()) changes nothing.
            QVariant converted;
            QString subPath;
            QString message;
            const QVariant def = f.defaultValue();
            QVERIFY2(f.required || !def.isValid()
                         || f.fromJson(f.toJson(def), converted, subPath, message),
                     qPrintable(f.path + QStringLiteral(": ") + message));
            O owner{};
            f.set(owner, def);
            QCOMPARE(f.get(owner), def);
            if (f.type == FieldType::Choice)
                QCOMPARE(f.choiceDescriptions.size(), f.choices.size());
        }
    }

private slots:
    void everyModelFieldIsListed()
    {
        // Scenario: 7 plain fields + categories + 11 world.* (+ format, clients, lanes handled by
        // the loader).
        checkFields(ScenarioSchema::scenarioFields(), 7 + 1 + 11 + 15);
        // ClientSpec: name, count, 7 identity (method and tier for a rule's match), 15 arrival,
        // 4 retry, cost, service_ms, legitimate, region, 5 client_limiter.*, critical and the
        // retry budget's 2, 4 of a trace-file arrival (file, format, identity, lenient), and
        // 2 websocket.* (connections, reconnect_ms).
        checkFields(ScenarioSchema::clientFields(), 37 + 3 + 4 + 2);
        // LaneSpec: name, algorithm, limit, window_ms, burst, log_rejected, key, dry_run,
        // soft_limit, headers, + 4 of the reference limiters, + 3 penalty.*
        // + 22 store.* (the distributed world), 7 store.fault.* aliases of the first fault and
        // store.faults, + charge and rules (a policy, format 2), 19 adaptive.*, and 3 websocket.*
        // (max_connections, message_burst, messages_per_sec).
        checkFields(ScenarioSchema::laneFields(), 10 + 4 + 3 + 22 + 7 + 1 + 2 + 19 + 3);
    }

    void settersReachTheModel()
    {
        ClientSpec c;
        ScenarioSchema::clientField(QStringLiteral("arrival.rate_per_sec"))->set(c, 12.5);
        ScenarioSchema::clientField(QStringLiteral("arrival.kind"))
            ->set(c, QStringLiteral("on-off"));
        ScenarioSchema::clientField(QStringLiteral("arrival.times_ms"))->set(c, QVariantList{3, 4});
        QCOMPARE(c.arrival.ratePerSec, 12.5);
        QCOMPARE(c.arrival.kind, ArrivalKind::OnOff);
        QCOMPARE(c.arrival.timesMs, (std::vector<std::int64_t>{3, 4}));
        LaneSpec l;
        ScenarioSchema::laneField(QStringLiteral("algorithm"))
            ->set(l, QStringLiteral("sliding-counter"));
        ScenarioSchema::laneField(QStringLiteral("limit"))->set(l, 77);
        QCOMPARE(l.algorithm, AlgorithmKind::SlidingCounter);
        QCOMPARE(l.params.limit, std::int64_t(77));
        QCOMPARE(ScenarioSchema::laneField(QStringLiteral("nope")), nullptr);
    }

    void relevanceFollowsTheKind()
    {
        const auto* peak = ScenarioSchema::clientField(QStringLiteral("arrival.peak_rate_per_sec"));
        ClientSpec c;
        c.arrival.kind = ArrivalKind::Poisson;
        QVERIFY(!peak->isRelevant(c));
        c.arrival.kind = ArrivalKind::Diurnal;
        QVERIFY(peak->isRelevant(c));
        const auto* burst = ScenarioSchema::laneField(QStringLiteral("burst"));
        LaneSpec l;
        QVERIFY(!burst->isRelevant(l));
        l.algorithm = AlgorithmKind::TokenBucket;
        QVERIFY(burst->isRelevant(l));
        // The reference limiters' own fields show only for them.
        const auto* delay = ScenarioSchema::laneField(QStringLiteral("delay"));
        const auto* warmup = ScenarioSchema::laneField(QStringLiteral("warmup_ms"));
        const auto* timeout = ScenarioSchema::laneField(QStringLiteral("timeout_ms"));
        QVERIFY(delay && warmup && timeout);
        QVERIFY(!delay->isRelevant(l) && !warmup->isRelevant(l) && !timeout->isRelevant(l));
        l.algorithm = AlgorithmKind::Nginx;
        QVERIFY(delay->isRelevant(l) && burst->isRelevant(l) && !timeout->isRelevant(l));
        l.algorithm = AlgorithmKind::GuavaWarmup;
        QVERIFY(warmup->isRelevant(l) && timeout->isRelevant(l) && !burst->isRelevant(l));
        // A client's own limiter shows its settings once it has a capacity.
        const auto* refill =
            ScenarioSchema::clientField(QStringLiteral("client_limiter.refill_per_sec"));
        QVERIFY(refill && !refill->isRelevant(c));
        c.limiter.capacity = 100;
        QVERIFY(refill->isRelevant(c));
    }

    void describesExpectations()
    {
        QCOMPARE(ScenarioSchema::laneField(QStringLiteral("window_ms"))->expected(),
                 QStringLiteral("a positive integer (milliseconds)"));
        QCOMPARE(
            ScenarioSchema::laneField(QStringLiteral("algorithm"))->expected(),
            QStringLiteral(
                "one of \"fixed-window\", \"sliding-log\", \"sliding-counter\", \"token-bucket\", "
                "\"gcra\", \"leaky-bucket\", \"concurrency\", \"nginx\", \"guava-bursty\", "
                "\"guava-warmup\", \"fixed-window-incr-first\", \"aimd\", \"vegas\", "
                "\"gradient2\", \"envoy-gradient\""));
        QCOMPARE(ScenarioSchema::laneField(QStringLiteral("soft_limit"))->expected(),
                 QStringLiteral("a number from 0 to 1 (fraction of the limit)"));
        QCOMPARE(ScenarioSchema::clientField(QStringLiteral("arrival.end_ms"))->expected(),
                 QStringLiteral("an integer >= -1 (milliseconds)"));
        QCOMPARE(ScenarioSchema::clientField(QStringLiteral("identity.user"))->expected(),
                 QStringLiteral("a string"));
        QCOMPARE(ScenarioSchema::clientField(QStringLiteral("legitimate"))->expected(),
                 QStringLiteral("true or false"));
    }
};

QTEST_GUILESS_MAIN(TestScenarioSchema)
#include "tst_scenarioschema.moc"
