// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A policy of several rules decided in the simulated world's Redis (RedisKeyStorePolicy): on one
// Redis, and on a Cluster where a request's keys share a slot, its rules are one atomic script
// and every request gets the in-process policy's answer under each charging setting; across
// slots the rules run one after another, one round trip each, so all-or-nothing answers as the
// in-process up-to-refusing does. Seeded traffic of several clients and three algorithms, in the
// structured dialect, so each answer's effective window (`t`) is compared too.
#include "core/sim/engine/ScenarioValidator.h"
#include "core/sim/engine/Simulation.h"
#include "tests/support/ScenarioBuilder.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <tuple>
#include <vector>

using namespace ratelab;
using namespace ratelab::test;

namespace {

// What a request got, without when the reply came.
struct Answer {
    std::int64_t clockMs = 0; // when it was sent, by the deciding clock
    bool allowed = false;
    std::int16_t refusedBy = -1;
    std::int16_t speaker = -1;
    std::int64_t remaining = 0;
    std::int64_t resetMs = 0;
    std::int64_t retryAfterMs = 0;
    std::int64_t limit = 0;
    std::int32_t effectiveWindowSeconds = 0;

    bool operator==(const Answer&) const = default;
};

QString describe(const Answer& a)
{
    return QStringLiteral("at %1 ms allowed %2 refused_by %3 speaker %4 remaining %5 reset %6 "
                          "retry %7 limit %8 window %9")
        .arg(a.clockMs)
        .arg(a.allowed)
        .arg(a.refusedBy)
        .arg(a.speaker)
        .arg(a.remaining)
        .arg(a.resetMs)
        .arg(a.retryAfterMs)
        .arg(a.limit)
        .arg(a.effectiveWindowSeconds);
}

// Each client's answers in the order it sent its requests (no retries: one per arrival). Records
// come in the order replies did, and a request refused by its first rule across Cluster slots
// overtakes an earlier one still waiting on its later rules: sort by the clock that sent them
// (no skew here, so the arrival's millisecond), two of one millisecond by what they got.
std::map<std::int32_t, std::vector<Answer>> answersByClient(const RunResult& r)
{
    std::map<std::int32_t, std::vector<Answer>> out;
    for (const RequestRecord& rec : r.requests)
        out[rec.client].push_back({rec.clockMs, rec.decision.allowed, rec.refusedBy, rec.speaker,
                                   rec.decision.remaining, rec.decision.resetMs,
                                   rec.decision.retryAfterMs, rec.decision.limit,
                                   rec.decision.effectiveWindowSeconds});
    const auto order = [](const Answer& a, const Answer& b) {
        return std::tie(a.clockMs, a.allowed, a.refusedBy, a.speaker, a.remaining, a.resetMs,
                        a.retryAfterMs, a.limit, a.effectiveWindowSeconds)
               < std::tie(b.clockMs, b.allowed, b.refusedBy, b.speaker, b.remaining, b.resetMs,
                          b.retryAfterMs, b.limit, b.effectiveWindowSeconds);
    };
    for (auto& [client, answers] : out)
        std::sort(answers.begin(), answers.end(), order);
    return out;
}

// Three rules of three algorithms: per user (token bucket), per IP (sliding log), per user again
// (fixed window), over six users behind three addresses, each sending about 3 requests a second.
Scenario policyScenario(ChargeMode charge)
{
    RuleSpec burst = rule("burst", 4, 2000, "u:{user}");
    burst.algorithm = AlgorithmKind::TokenBucket;
    burst.params.burst = 4;
    RuleSpec perIp = rule("per-ip", 9, 3000, "ip:{ip}");
    perIp.algorithm = AlgorithmKind::SlidingLog;
    const RuleSpec perUser = rule("per-user", 7, 5000, "u:{user}");
    LaneSpec policy = policyLane("policy", {burst, perIp, perUser}, charge);
    policy.headers = HeaderDialect::Structured;
    ScenarioBuilder b;
    b.seed(11).duration(20'000).lane(policy);
    for (int i = 0; i < 6; ++i) {
        ClientSpec c = client("c" + std::to_string(i), poissonArrival(3.0));
        c.identity.ip = "10.0.0." + std::to_string(i % 3);
        b.client(c);
    }
    return b.build();
}

Scenario inWorld(Scenario s, PlacementKind placement)
{
    s.world.instancesPerRegion = {3};
    s.world.storeLatencyMs = 1.0;
    s.lanes[0].store.placement = placement;
    return s;
}

void compareRuns(const RunResult& expected, const RunResult& actual)
{
    const auto want = answersByClient(expected);
    const auto got = answersByClient(actual);
    QCOMPARE(got.size(), want.size());
    std::int64_t refused = 0;
    std::int64_t missing = 0;
    for (const auto& [client, answers] : want) {
        const std::vector<Answer>& mine = got.at(client);
        // A request still waiting on the store when the run ends has no record: only the last
        // few milliseconds' may be missing.
        QVERIFY(mine.size() <= answers.size());
        missing += static_cast<std::int64_t>(answers.size() - mine.size());
        for (std::size_t i = mine.size(); i < answers.size(); ++i)
            QVERIFY2(answers[i].clockMs >= expected.durationMs - 20,
                     qPrintable(QStringLiteral("client %1 lost the request of %2 ms")
                                    .arg(client)
                                    .arg(answers[i].clockMs)));
        for (std::size_t i = 0; i < mine.size(); ++i) {
            if (!(mine[i] == answers[i]))
                QFAIL(qPrintable(QStringLiteral("client %1, request %2: in Redis %3, in process %4")
                                     .arg(client)
                                     .arg(i)
                                     .arg(describe(mine[i]), describe(answers[i]))));
            refused += answers[i].allowed ? 0 : 1;
            QVERIFY(answers[i].effectiveWindowSeconds >= 0); // every answer has a speaking rule
        }
    }
    QVERIFY2(refused > 50, "the traffic must exercise refusals");
    for (std::size_t r = 0; r < expected.summaries[0].rules.size(); ++r) {
        const RuleSummary& mine = actual.summaries[0].rules[r];
        const RuleSummary& theirs = expected.summaries[0].rules[r];
        QVERIFY(mine.admitted <= theirs.admitted && mine.refused <= theirs.refused);
        QVERIFY(theirs.admitted + theirs.refused - mine.admitted - mine.refused <= missing);
    }
}

} // namespace

class TestPolicyInRedis : public QObject {
    Q_OBJECT
private slots:
    void oneScript_data()
    {
        QTest::addColumn<int>("charge");
        QTest::addColumn<int>("placement");
        for (const auto& [name, charge] : {std::pair{"all-or-nothing", ChargeMode::AllOrNothing},
                                           std::pair{"up-to-refusing", ChargeMode::UpToRefusing},
                                           std::pair{"every-rule", ChargeMode::EveryRule}}) {
            QTest::addRow("shared-redis, %s", name)
                << static_cast<int>(charge) << static_cast<int>(PlacementKind::SharedRedis);
        }
    }
    // On one Redis every request's rules are one script: the in-process policy's answers.
    void oneScript()
    {
        QFETCH(int, charge);
        QFETCH(int, placement);
        const Scenario s = policyScenario(static_cast<ChargeMode>(charge));
        const RunResult inProcess = runScenario(s);
        const RunResult inRedis = runScenario(inWorld(s, static_cast<PlacementKind>(placement)));
        compareRuns(inProcess, inRedis);
        QCOMPARE(inRedis.summaries[0].errors, std::int64_t(0));
        QVERIFY(inRedis.summaries[0].stateBytes > 0); // the rules' keys are held by the server
    }

    // On a Cluster the per-IP rule's keys are in other slots than the user's: the rules run one
    // after another, so all-or-nothing answers as up-to-refusing does; every-rule stays itself.
    void acrossSlots_data()
    {
        QTest::addColumn<int>("asked");
        QTest::addColumn<int>("behaves");
        QTest::addRow("all-or-nothing") << static_cast<int>(ChargeMode::AllOrNothing)
                                        << static_cast<int>(ChargeMode::UpToRefusing);
        QTest::addRow("up-to-refusing") << static_cast<int>(ChargeMode::UpToRefusing)
                                        << static_cast<int>(ChargeMode::UpToRefusing);
        QTest::addRow("every-rule")
            << static_cast<int>(ChargeMode::EveryRule) << static_cast<int>(ChargeMode::EveryRule);
    }
    void acrossSlots()
    {
        QFETCH(int, asked);
        QFETCH(int, behaves);
        const RunResult inProcess = runScenario(policyScenario(static_cast<ChargeMode>(behaves)));
        const RunResult inCluster = runScenario(
            inWorld(policyScenario(static_cast<ChargeMode>(asked)), PlacementKind::RedisCluster));
        compareRuns(inProcess, inCluster);
    }

    // Rules of one identity share its hash tag, so on a Cluster they are one script after all:
    // all-or-nothing holds, and an admitted request waits one round trip, not one per rule.
    void oneIdentityOneSlot()
    {
        Scenario s = policyScenario(ChargeMode::AllOrNothing);
        s.lanes[0].rules[1].keyTemplate = "u:{user}"; // every rule now counts the user
        const RunResult inProcess = runScenario(s);
        const RunResult inCluster = runScenario(inWorld(s, PlacementKind::RedisCluster));
        compareRuns(inProcess, inCluster);
        Scenario apart = s;
        apart.lanes[0].rules[1].keyTemplate = "ip:{ip}";
        const RunResult split = runScenario(inWorld(apart, PlacementKind::RedisCluster));
        // 2 x 1 ms each way plus the servers' service times, rounded up to whole milliseconds.
        QCOMPARE(inCluster.summaries[0].p50DelayMs, 3.0);
        QVERIFY(split.summaries[0].p50DelayMs >= 5.0);
    }

    // A store that is down: the failure policy answers for the whole policy, naming no rule.
    void storeDown()
    {
        Scenario s = inWorld(policyScenario(ChargeMode::AllOrNothing), PlacementKind::SharedRedis);
        StoreFaultSpec down;
        down.kind = StoreFaultKind::Down;
        down.startMs = 0;
        down.durationMs = 60'000;
        s.lanes[0].store.faults = {down};
        s.lanes[0].store.failure = FailurePolicy::FailClosed;
        const RunResult r = runScenario(s);
        QVERIFY(!r.requests.empty());
        for (const RequestRecord& rec : r.requests) {
            QVERIFY(!rec.decision.allowed);
            QCOMPARE(rec.refusedBy, std::int16_t(-1));
        }
        QCOMPARE(r.summaries[0].failedClosed, r.summaries[0].rejected);
        for (const RuleSummary& rule : r.summaries[0].rules)
            QCOMPARE(rule.refused, std::int64_t(0));
    }

    // What the simulated Redis cannot hold is refused naming the field.
    void validation()
    {
        Scenario s = inWorld(policyScenario(ChargeMode::AllOrNothing), PlacementKind::SharedRedis);
        auto first = [&] {
            const auto problems = scenarioProblems(s);
            return problems.empty() ? std::string() : problems.front().field;
        };
        QCOMPARE(first(), std::string());
        s.lanes[0].store.placement = PlacementKind::LocalMemory;
        QCOMPARE(first(), std::string("lanes[0].store.placement"));
        s.lanes[0].store.placement = PlacementKind::RedisCluster;
        QCOMPARE(first(), std::string());
        s.lanes[0].store.hashTags = false;
        QCOMPARE(first(), std::string("lanes[0].store.hash_tags"));
        s.lanes[0].store.hashTags = true;
        s.lanes[0].store.atomicity = AtomicityMode::MultiExec;
        QCOMPARE(first(), std::string("lanes[0].store.atomicity"));
        s.lanes[0].store.atomicity = AtomicityMode::LuaScript;
        s.lanes[0].store.failure = FailurePolicy::LocalFallback;
        QCOMPARE(first(), std::string("lanes[0].store.failure"));
        s.lanes[0].store.failure = FailurePolicy::FailOpen;
        s.lanes[0].rules[2].algorithm = AlgorithmKind::Nginx;
        QCOMPARE(first(), std::string("lanes[0].rules[2].algorithm"));
    }
};

QTEST_APPLESS_MAIN(TestPolicyInRedis)
#include "tst_policyinredis.moc"
