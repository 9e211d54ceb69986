// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Lua twins and policy.lua on a three-node Redis Cluster: with one hash tag per rate-limit key
// (rl:{user123}:log, rl:{user123}:sum) a multi-key script runs on the node owning that slot and
// decides like the engine; without the tag its keys fall into different slots and every node
// answers CROSSSLOT (the seeds' caveat). A key sent to a node that does not own it is MOVED. A
// policy whose rules count one identity is one script on its node; rules of different identities
// are CROSSSLOT together and run one after another, rule by rule.
#include "tests/redis/ConformanceTrace.h"
#include "tests/redis/InProcessPolicy.h"
#include "tests/support/RedisCluster.h"

#include "core/io/redis/LuaCall.h"
#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <QtTest/QTest>

#include <map>
#include <set>

using namespace ratelab;
using namespace ratelab::test;

Q_DECLARE_METATYPE(ratelab::AlgorithmKind)

class TestRedisCluster : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void hashTaggedKeysDecideLikeTheEngine_data();
    void hashTaggedKeysDecideLikeTheEngine();
    void untaggedMultiKeyScriptsFailWithCrossSlot_data();
    void untaggedMultiKeyScriptsFailWithCrossSlot();
    void keyOnAnotherNodeIsMoved();
    void policyOfOneIdentityIsOneScriptOnItsNode();
    void policyAcrossIdentitiesIsCrossSlot();
    void rulesAcrossSlotsRunOneAfterAnother();

private:
    RedisClient& clientForSlot(int slot);

    RedisCluster m_cluster;
    std::map<int, RedisClient> m_clients; // by port
};

void TestRedisCluster::initTestCase()
{
    QVERIFY2(m_cluster.start(),
             qPrintable(QStringLiteral("cannot start the cluster: ") + m_cluster.errorString()));
}

namespace {

// The seeds' layered login: 10 a minute per IP, 5 per 15 minutes per account.
std::vector<PolicyRuleCall> layeredLogin()
{
    return {{"ip", AlgorithmKind::FixedWindow, {10, 60000, 0, false}, {}},
            {"account", AlgorithmKind::SlidingLog, {5, 900000, 0, false}, {}}};
}

int ipOf(int client)
{
    return client % 3;
}

int accountOf(int client)
{
    return client % 7;
}

} // namespace

RedisClient& TestRedisCluster::clientForSlot(int slot)
{
    const int port = m_cluster.portOfSlot(slot); // cached by the cluster
    auto& client = m_clients[port];
    if (!client.isConnected())
        client.connect("127.0.0.1", port);
    return client;
}

void TestRedisCluster::hashTaggedKeysDecideLikeTheEngine_data()
{
    QTest::addColumn<AlgorithmKind>("kind");
    for (const auto& info : allAlgorithms())
        if (!info.inProcessOnly)
            QTest::newRow(QByteArray(info.id.data(), qsizetype(info.id.size())).constData())
                << info.kind;
}

void TestRedisCluster::hashTaggedKeysDecideLikeTheEngine()
{
    QFETCH(AlgorithmKind, kind);
    const LimitParams params{8, 60000, 0, false};
    const auto trace = makeTrace(params, {21, 1500, 12, 1764000000000, false});
    const auto algorithm = makeAlgorithm(kind, params);
    std::map<int, KeyState> states;
    std::set<int> nodesUsed;
    std::map<std::string, int> keySlots;
    int rejected = 0;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const auto& r = trace[i];
        const std::string key = "user" + std::to_string(r.key);
        const DecideInput in{r.t, r.cost, r.holdMs};
        const ScriptCall call = luaDecisionCall(LuaScripts::builtIn(), kind, params, key, in, false,
                                                "req" + std::to_string(i));
        auto [it, isNew] = keySlots.try_emplace(key, m_cluster.keySlot(call.keys.front()));
        if (isNew) {
            for (const auto& k : call.keys)
                QCOMPARE(m_cluster.keySlot(k), it->second); // one hash tag, one slot
        }
        RedisClient& node = clientForSlot(it->second);
        nodesUsed.insert(m_cluster.portOfSlot(it->second));
        const auto reply = node.eval(call);
        QVERIFY2(reply.ok(), reply.error.message.c_str());
        const auto actual = decisionFromLuaReply(reply.value, params.limit);
        const Decision expected = algorithm->decide(states[r.key], in);
        QVERIFY(actual);
        QVERIFY2(actual->allowed == expected.allowed && actual->remaining == expected.remaining
                     && actual->resetMs == expected.resetMs
                     && actual->retryAfterMs == expected.retryAfterMs
                     && actual->delayMs == expected.delayMs,
                 qPrintable(QStringLiteral("request %1 differs from the engine").arg(i)));
        rejected += expected.allowed ? 0 : 1;
    }
    QVERIFY(rejected > 100);
    QCOMPARE(int(nodesUsed.size()), m_cluster.nodeCount()); // the keys spread over every node
}

void TestRedisCluster::untaggedMultiKeyScriptsFailWithCrossSlot_data()
{
    QTest::addColumn<AlgorithmKind>("kind");
    QTest::newRow("sliding-log") << AlgorithmKind::SlidingLog;
    QTest::newRow("sliding-counter") << AlgorithmKind::SlidingCounter;
    QTest::newRow("concurrency") << AlgorithmKind::Concurrency;
}

void TestRedisCluster::untaggedMultiKeyScriptsFailWithCrossSlot()
{
    QFETCH(AlgorithmKind, kind);
    const LimitParams params{8, 60000, 0, false};
    const ScriptCall call = luaDecisionCall(LuaScripts::builtIn(), kind, params, "user123",
                                            {1000, 1, 500}, false, "lease", KeyTagging::None);
    QCOMPARE(call.keys.size(), std::size_t(2));
    QVERIFY(m_cluster.keySlot(call.keys[0]) != m_cluster.keySlot(call.keys[1]));
    for (int node = 0; node < m_cluster.nodeCount(); ++node) {
        RedisClient client;
        QVERIFY(client.connect("127.0.0.1", m_cluster.nodePort(node)).ok());
        const auto reply = client.eval(call);
        QCOMPARE(redisErrorKindName(reply.error.kind), std::string_view("crossslot"));
        const std::string where =
            "redis 127.0.0.1:" + std::to_string(m_cluster.nodePort(node)) + ": CROSSSLOT";
        QVERIFY2(reply.error.message.find(where) == 0, reply.error.message.c_str());
    }
}

void TestRedisCluster::keyOnAnotherNodeIsMoved()
{
    const ScriptCall call = luaDecisionCall(LuaScripts::builtIn(), AlgorithmKind::TokenBucket,
                                            {8, 60000, 0, false}, "user123", {1000, 1, 0}, false);
    const int owner = m_cluster.portOfSlot(m_cluster.keySlot(call.keys.front()));
    for (int node = 0; node < m_cluster.nodeCount(); ++node) {
        if (m_cluster.nodePort(node) == owner)
            continue;
        RedisClient client;
        QVERIFY(client.connect("127.0.0.1", m_cluster.nodePort(node)).ok());
        const auto reply = client.eval(call);
        QCOMPARE(reply.error.kind, RedisErrorKind::Moved);
        QVERIFY2(reply.error.message.find(":" + std::to_string(owner)) != std::string::npos,
                 reply.error.message.c_str());
    }
}

// Rules that all count one identity share its hash tag, so policy.lua runs them as one atomic
// script on the node owning that slot, and decides like the engine's policy.
void TestRedisCluster::policyOfOneIdentityIsOneScriptOnItsNode()
{
    const std::vector<PolicyRuleCall> rules{
        {"burst", AlgorithmKind::TokenBucket, {5, 1000, 10, false}, {}},
        {"minute", AlgorithmKind::FixedWindow, {40, 60000, 0, false}, {}}};
    InProcessPolicy engine(ChargeMode::AllOrNothing, rules, 12,
                           [](std::size_t, int c) { return c; });
    const auto trace = makeTrace(rules.front().params, {31, 1500, 12, 1764000000000, false});
    std::set<int> nodesUsed;
    int refused = 0;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const auto& r = trace[i];
        std::vector<PolicyRuleCall> request = rules;
        for (PolicyRuleCall& rule : request)
            rule.key = "user" + std::to_string(r.key);
        QVERIFY(policyFitsOneSlot(request, KeyTagging::HashTag));
        const ScriptCall call = luaPolicyCall(LuaScripts::builtIn(), ChargeMode::AllOrNothing,
                                              request, {r.t, r.cost, 0}, false);
        const int slot = m_cluster.keySlot(call.keys.front());
        nodesUsed.insert(m_cluster.portOfSlot(slot));
        const auto reply = clientForSlot(slot).eval(call);
        QVERIFY2(reply.ok(), reply.error.message.c_str());
        const auto actual = policyVerdictFromLuaReply(reply.value, request);
        QVERIFY(actual);
        const Policy::Verdict expected = engine.policy->decide(r.key, {r.t, r.cost, 0});
        QVERIFY2(sameVerdict(expected, *actual),
                 qPrintable(QStringLiteral("request %1 differs from the engine").arg(i)));
        refused += expected.refusedBy >= 0 ? 1 : 0;
    }
    QVERIFY(refused > 100);
    QCOMPARE(int(nodesUsed.size()), m_cluster.nodeCount());
}

// An IP and an account have no tag in common: one script over both is refused by every node.
void TestRedisCluster::policyAcrossIdentitiesIsCrossSlot()
{
    std::vector<PolicyRuleCall> rules = layeredLogin();
    rules[0].key = "ip:10.0.0.7";
    rules[1].key = "account:alice";
    QVERIFY(!policyFitsOneSlot(rules, KeyTagging::HashTag));
    const ScriptCall call =
        luaPolicyCall(LuaScripts::builtIn(), ChargeMode::AllOrNothing, rules, {1000, 1, 0}, false);
    for (int node = 0; node < m_cluster.nodeCount(); ++node) {
        RedisClient client;
        QVERIFY(client.connect("127.0.0.1", m_cluster.nodePort(node)).ok());
        const auto reply = client.eval(call);
        QCOMPARE(redisErrorKindName(reply.error.kind), std::string_view("crossslot"));
    }
}

// Across slots each rule's own twin runs on its own node, one after another, stopping at the
// first refusal: the engine's up-to-refusing policy, one round trip per rule consulted, and
// nothing can undo the rules already charged (all-or-nothing needs one slot).
void TestRedisCluster::rulesAcrossSlotsRunOneAfterAnother()
{
    const std::vector<PolicyRuleCall> rules = layeredLogin();
    constexpr int clients = 21;
    InProcessPolicy engine(ChargeMode::UpToRefusing, rules, clients, [](std::size_t rule, int c) {
        return rule == 0 ? ipOf(c) : accountOf(c);
    });
    Random rng(41);
    std::int64_t t = 0;
    int roundTrips = 0;
    std::vector<int> refusedBy(rules.size(), 0);
    for (int i = 0; i < 1500; ++i) {
        t += rng.uniformInt(0, 400);
        const int client = int(rng.uniformBelow(clients));
        std::vector<PolicyRuleCall> request = rules;
        request[0].key = "ip:10.0.0." + std::to_string(ipOf(client));
        request[1].key = "account:" + std::to_string(accountOf(client));
        std::vector<Decision> decisions;
        for (const PolicyRuleCall& rule : request) {
            const ScriptCall call = luaRuleCall(LuaScripts::builtIn(), rule, {t, 1, 0}, false);
            const auto reply = clientForSlot(m_cluster.keySlot(call.keys.front())).eval(call);
            QVERIFY2(reply.ok(), reply.error.message.c_str());
            ++roundTrips;
            const auto d = decisionFromLuaReply(reply.value, rule.params.limit);
            QVERIFY(d);
            decisions.push_back(*d);
            if (!d->allowed)
                break;
        }
        const Policy::Verdict actual = policyVerdictOf(decisions);
        const Policy::Verdict expected = engine.policy->decide(client, {t, 1, 0});
        QVERIFY2(sameVerdict(expected, actual),
                 qPrintable(QStringLiteral("request %1 differs from the engine").arg(i)));
        if (expected.refusedBy >= 0)
            ++refusedBy[std::size_t(expected.refusedBy)];
    }
    QVERIFY2(
        refusedBy[0] > 50 && refusedBy[1] > 50,
        qPrintable(
            QStringLiteral("refused by ip %1, by account %2").arg(refusedBy[0]).arg(refusedBy[1])));
    QCOMPARE(roundTrips, 2 * 1500 - refusedBy[0]);
}

QTEST_GUILESS_MAIN(TestRedisCluster)
#include "tst_rediscluster.moc"
