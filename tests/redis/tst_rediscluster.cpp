// The Lua twins on a three-node Redis Cluster: with one hash tag per rate-limit key
// (rl:{user123}:log, rl:{user123}:sum) a multi-key script runs on the node owning that slot and
// decides like the engine; without the tag its keys fall into different slots and every node
// answers CROSSSLOT (the seeds' caveat). A key sent to a node that does not own it is MOVED.
#include "tests/redis/ConformanceTrace.h"
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

QTEST_GUILESS_MAIN(TestRedisCluster)
#include "tst_rediscluster.moc"
