// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A lane of several rules: each charging setting on one request sequence, every rule's state
// after each request checked by hand, matches, refused_by and the rules' figures of a whole run.
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/engine/Policy.h"
#include "core/sim/engine/ScenarioValidator.h"
#include "core/sim/engine/Simulation.h"
#include "core/sim/traffic/RuleMatching.h"
#include "tests/support/ScenarioBuilder.h"

#include <QTest>

#include <stdexcept>

using namespace ratelab;
using namespace ratelab::test;

namespace {

// Three fixed windows A (3), B (2), C (4) over one key each; the window never rolls over, so a
// rule's level is exactly the count it has been charged.
struct ThreeRules {
    std::vector<std::unique_ptr<Algorithm>> algorithms;
    std::vector<std::unique_ptr<MemoryStore>> stores;
    std::unique_ptr<Policy> policy;

    explicit ThreeRules(ChargeMode charge, std::vector<std::string> endpoints = {"", "", ""})
    {
        const std::int64_t limits[] = {3, 2, 4};
        std::vector<PolicyRuleSetup> rules;
        for (int r = 0; r < 3; ++r) {
            PolicyRuleSetup rule;
            rule.spec.name = std::string(1, static_cast<char>('A' + r));
            rule.spec.algorithm = AlgorithmKind::FixedWindow;
            rule.spec.params.limit = limits[r];
            rule.spec.params.windowMs = 1'000'000;
            rule.spec.match.endpoint = endpoints[static_cast<std::size_t>(r)];
            algorithms.push_back(makeAlgorithm(rule.spec.algorithm, rule.spec.params));
            stores.push_back(std::make_unique<MemoryStore>(2));
            rule.algorithm = algorithms.back().get();
            rule.store = stores.back().get();
            rule.keyOfClient = {0, 1}; // client 0 -> key 0, client 1 -> key 1
            Client one;
            one.identity.endpoint = "/login";
            Client two;
            two.identity.endpoint = "/search";
            rule.matches = {static_cast<std::uint8_t>(ruleMatches(rule.spec.match, one)),
                            static_cast<std::uint8_t>(ruleMatches(rule.spec.match, two))};
            rules.push_back(std::move(rule));
        }
        policy = std::make_unique<Policy>(charge, std::move(rules), 2);
    }

    // The count rule r holds for client 0's key.
    [[nodiscard]] std::int64_t count(std::size_t r, std::int32_t key = 0) const
    {
        const KeyState* state = stores[r]->find(key);
        return state ? static_cast<std::int64_t>(algorithms[r]->level(*state, 10)) : 0;
    }
    [[nodiscard]] std::vector<std::int64_t> counts(std::int32_t key = 0) const
    {
        return {count(0, key), count(1, key), count(2, key)};
    }
    Policy::Verdict request(std::int64_t nowMs, std::int32_t client = 0)
    {
        DecideInput in;
        in.nowMs = nowMs;
        return policy->decide(client, in);
    }
};

using Counts = std::vector<std::int64_t>;

} // namespace

class TestPolicy : public QObject {
    Q_OBJECT
private slots:
    // Five requests of one key against A (3), B (2), C (4). The first two pass every rule; the
    // third is refused by B. What the refusals leave behind is what the setting decides.
    void charging_data()
    {
        QTest::addColumn<int>("charge");
        QTest::addColumn<QList<int>>("refusedBy"); // per request, -1 = admitted
        QTest::addColumn<QList<Counts>>("after");  // (A, B, C) after each request

        // Nothing a refused request touched is kept: B refuses the 3rd, 4th and 5th alike.
        QTest::newRow("all-or-nothing")
            << int(ChargeMode::AllOrNothing) << QList<int>{-1, -1, 1, 1, 1}
            << QList<Counts>{{1, 1, 1}, {2, 2, 2}, {2, 2, 2}, {2, 2, 2}, {2, 2, 2}};
        // The 3rd charges A (its 3rd unit) before B refuses and never reaches C; from then on A is
        // full and refuses first, so B and C are never consulted again.
        QTest::newRow("up-to-refusing")
            << int(ChargeMode::UpToRefusing) << QList<int>{-1, -1, 1, 0, 0}
            << QList<Counts>{{1, 1, 1}, {2, 2, 2}, {3, 2, 2}, {3, 2, 2}, {3, 2, 2}};
        // Every rule decides every time: A fills on the 3rd, C keeps counting until it too is full
        // on the 4th, although none of those requests was admitted.
        QTest::newRow("every-rule")
            << int(ChargeMode::EveryRule) << QList<int>{-1, -1, 1, 0, 0}
            << QList<Counts>{{1, 1, 1}, {2, 2, 2}, {3, 2, 3}, {3, 2, 4}, {3, 2, 4}};
    }
    void charging()
    {
        QFETCH(int, charge);
        QFETCH(QList<int>, refusedBy);
        QFETCH(QList<Counts>, after);
        ThreeRules rules(static_cast<ChargeMode>(charge));
        for (int i = 0; i < refusedBy.size(); ++i) {
            const Policy::Verdict v = rules.request(i);
            QCOMPARE(v.refusedBy, refusedBy[i]);
            QCOMPARE(v.decision.allowed, refusedBy[i] < 0);
            QCOMPARE(rules.counts(), after[i]);
        }
    }

    // The answer: the refusing rule's decision, or the tightest admitting one.
    void decisionShown()
    {
        ThreeRules rules(ChargeMode::AllOrNothing);
        const Policy::Verdict first = rules.request(0);
        // Remaining after one request: A 2, B 1, C 3: B is the tightest.
        QCOMPARE(first.decision.limit, std::int64_t(2));
        QCOMPARE(first.decision.remaining, std::int64_t(1));
        rules.request(1);
        const Policy::Verdict refused = rules.request(2);
        QCOMPARE(refused.refusedBy, 1);
        QCOMPARE(refused.decision.limit, std::int64_t(2));
        QVERIFY(refused.decision.retryAfterMs > 0);
    }

    // A rule applies only to the requests it matches; a request no rule matches passes.
    void matches()
    {
        // A and C only for /login, B for every endpoint; client 1 calls /search.
        ThreeRules rules(ChargeMode::AllOrNothing, {"/login", "", "/log*"});
        for (int i = 0; i < 3; ++i)
            QCOMPARE(rules.request(i, 1).refusedBy, i < 2 ? -1 : 1);
        QCOMPARE(rules.counts(1), (Counts{0, 2, 0}));
        ThreeRules none(ChargeMode::EveryRule, {"/a", "/b", "/c"});
        const Policy::Verdict v = none.request(0, 1);
        QVERIFY(v.decision.allowed);
        QCOMPARE(v.decision.limit, std::int64_t(0));
        QCOMPARE(none.counts(1), (Counts{0, 0, 0}));
    }

    // The same sequence through a whole run: refused_by in the log, one summary per rule.
    void wholeRun()
    {
        const LaneSpec policy = policyLane(
            "policy", {rule("A", 3, 1'000'000), rule("B", 2, 1'000'000), rule("C", 4, 1'000'000)},
            ChargeMode::UpToRefusing);
        const Scenario s = ScenarioBuilder()
                               .duration(100)
                               .lane(policy)
                               .lane(lane("plain", AlgorithmKind::FixedWindow, 2, 1'000'000))
                               .client(client("c", traceArrival({0, 1, 2, 3, 4})))
                               .build();
        const RunResult r = runScenario(s);
        QList<int> refused;
        for (const RequestRecord& rec : r.requests)
            if (rec.lane == 0)
                refused.append(rec.refusedBy);
        QCOMPARE(refused, (QList<int>{-1, -1, 1, 0, 0}));
        const auto& rules = r.summaries[0].rules;
        QCOMPARE(rules.size(), std::size_t(3));
        QCOMPARE(rules[0].refused, std::int64_t(2));
        QCOMPARE(rules[1].refused, std::int64_t(1));
        QCOMPARE(rules[2].refused, std::int64_t(0));
        for (const RuleSummary& rule : rules) {
            QCOMPARE(rule.admitted, std::int64_t(2));
            QCOMPARE(rule.maxAdmittedAnyWindow, std::int64_t(2));
        }
        QCOMPARE(r.summaries[0].admitted, std::int64_t(2));
        QCOMPARE(r.summaries[0].limit, std::int64_t(3)); // the first rule's
        // A one-rule lane's one rule is named after it and carries its figures.
        QCOMPARE(r.summaries[1].rules.size(), std::size_t(1));
        QCOMPARE(r.summaries[1].rules[0].rule, std::string("plain"));
        QCOMPARE(r.summaries[1].rules[0].refused, std::int64_t(3));
        for (const RequestRecord& rec : r.requests)
            if (rec.lane == 1)
                QCOMPARE(rec.refusedBy, std::int16_t(rec.decision.allowed ? -1 : 0));
    }

    // The lane's summary measures its first rule over the clients that rule matches: a busy
    // client only the second rule sees must not read as the first rule's over-admission. A
    // request is logged under the key of the rule whose decision it got: the refusing rule, or
    // the matching rule with the least remaining.
    void summaryMeasuresFirstRule()
    {
        RuleSpec onA = rule("A", 2, 1'000'000, "A:{client}");
        onA.match.endpoint = "/a";
        RuleSpec onB = rule("B", 3, 1'000'000, "B:{client}");
        onB.match.endpoint = "/b";
        const LaneSpec policy = policyLane("policy", {onA, onB});
        ClientSpec a = client("a", traceArrival({0}));
        a.identity.endpoint = "/a";
        ClientSpec b = client("b", traceArrival({1, 2, 3, 4, 5}));
        b.identity.endpoint = "/b";
        const RunResult r =
            runScenario(ScenarioBuilder().duration(100).lane(policy).client(a).client(b).build());
        const LaneSummary& lane = r.summaries[0];
        QCOMPARE(lane.rules[1].maxAdmittedAnyWindow, std::int64_t(3));
        QCOMPARE(lane.maxAdmittedAnyWindow, lane.rules[0].maxAdmittedAnyWindow);
        QCOMPARE(lane.maxAdmittedAnyWindow, std::int64_t(1));
        QCOMPARE(lane.overAdmissionRatio, 0.5);
        QCOMPARE(lane.maxWindowKey, std::string("A:a"));
        QList<QString> keys;
        for (const RequestRecord& rec : r.requests)
            keys.append(QString::fromStdString(r.keyNames[static_cast<std::size_t>(rec.key)]));
        QCOMPARE(keys, (QList<QString>{"A:a", "B:b", "B:b", "B:b", "B:b", "B:b"}));
    }

    // An admitted request's row shows the tightest rule's decision, under that rule's key.
    void admittedRowSpeaksForTheTightestRule()
    {
        const LaneSpec policy = policyLane("policy", {rule("X", 5, 1'000'000, "X:{client}"),
                                                      rule("Y", 2, 1'000'000, "Y:{client}")});
        const RunResult r = runScenario(ScenarioBuilder()
                                            .duration(100)
                                            .lane(policy)
                                            .client(client("c", traceArrival({0})))
                                            .build());
        QCOMPARE(r.requests.size(), std::size_t(1));
        QCOMPARE(r.requests[0].decision.remaining, std::int64_t(1));
        QCOMPARE(r.keyNames[static_cast<std::size_t>(r.requests[0].key)], std::string("Y:c"));
        QCOMPARE(r.requests[0].speaker, std::int16_t(1));
    }

    // In the structured dialect each answer carries its speaking rule's effective window: a token
    // bucket of 100 per 10 minutes and a sliding log of 3 per 10 s, requests at 0, 1, 2, 3 (the
    // log refuses) and 10 s. The log speaks (least remaining): its quota spent, the next request
    // waits for its oldest entry, 0 + 10 s, and 1 + 10 s at the end. A log of 1000 leaves the
    // bucket to speak: the next token, 6 s. The charging setting does not change it: a refusing
    // rule's window comes from the state its own decision left.
    void structuredWindowOfTheSpeakingRule_data()
    {
        QTest::addColumn<int>("charge");
        QTest::newRow("all-or-nothing") << int(ChargeMode::AllOrNothing);
        QTest::newRow("up-to-refusing") << int(ChargeMode::UpToRefusing);
        QTest::newRow("every-rule") << int(ChargeMode::EveryRule);
    }
    void structuredWindowOfTheSpeakingRule()
    {
        QFETCH(int, charge);
        const auto policy = [charge](std::int64_t logLimit, HeaderDialect headers) {
            RuleSpec bucket = rule("bucket", 100, 600'000, "b:{client}");
            bucket.algorithm = AlgorithmKind::TokenBucket;
            RuleSpec log = rule("log", logLimit, 10'000, "l:{client}");
            log.algorithm = AlgorithmKind::SlidingLog;
            LaneSpec l = policyLane("policy", {bucket, log}, static_cast<ChargeMode>(charge));
            l.headers = headers;
            return runScenario(ScenarioBuilder()
                                   .duration(20'000)
                                   .lane(l)
                                   .client(client("c", traceArrival({0, 1000, 2000, 3000, 10'000})))
                                   .build());
        };
        QList<std::int32_t> windows;
        QList<std::int16_t> speakers;
        for (const RequestRecord& rec : policy(3, HeaderDialect::Structured).requests) {
            windows.append(rec.decision.effectiveWindowSeconds);
            speakers.append(rec.speaker);
        }
        QCOMPARE(windows, (QList<std::int32_t>{10, 9, 8, 7, 1}));
        QCOMPARE(speakers, (QList<std::int16_t>{1, 1, 1, 1, 1}));
        const RunResult bucketSpeaks = policy(1000, HeaderDialect::Structured);
        QCOMPARE(bucketSpeaks.requests[0].speaker, std::int16_t(0));
        QCOMPARE(bucketSpeaks.requests[0].decision.effectiveWindowSeconds, 6);
        for (const RequestRecord& rec : policy(3, HeaderDialect::XRateLimit).requests)
            QCOMPARE(rec.decision.effectiveWindowSeconds, -1);
    }

    // Rules are checked like lanes, by their path; in the world a policy needs a Redis that can
    // hold it (tst_policyinredis has the rest).
    void validation()
    {
        Scenario s = ScenarioBuilder().lane(lane("l", AlgorithmKind::FixedWindow, 1, 1000)).build();
        s.clients.push_back(client("c", constantArrival(1)));
        LaneSpec& l = s.lanes[0];
        l.rules = {RuleSpec{}, RuleSpec{}};
        l.rules[0].name = "a";
        l.rules[1].name = "b";
        l.rules[1].params.limit = 0;
        auto first = [&] {
            const auto problems = scenarioProblems(s);
            return problems.empty() ? std::string() : problems.front().field;
        };
        QCOMPARE(first(), std::string("lanes[0].rules[1].limit"));
        l.rules[1].params.limit = 1;
        l.rules[1].name = "a";
        QCOMPARE(first(), std::string("lanes[0].rules[1].name"));
        l.rules[1].name = "b c";
        QCOMPARE(first(), std::string("lanes[0].rules[1].name"));
        l.rules[1].name = "b";
        QCOMPARE(first(), std::string());
        s.world.instancesPerRegion = {1};
        QCOMPARE(first(), std::string());
        s.lanes[0].store.placement = PlacementKind::PerRegionRedis;
        QCOMPARE(first(), std::string("lanes[0].store.placement"));
    }
};

QTEST_APPLESS_MAIN(TestPolicy)
#include "tst_policy.moc"
