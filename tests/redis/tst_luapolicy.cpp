// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// policy.lua against the engine's Policy: seeded traces decided by a real redis-server (one
// EVALSHA per request deciding every rule) and by Policy over in-process stores, under each of
// the three charging settings, must agree on every request: who refused, whose decision speaks,
// and allowed, remaining, reset, retry_after and delay. Also: the settings really differ on the
// same trace, the clock switch reads the server's TIME, and bad arguments name the rule.
#include "tests/redis/ConformanceTrace.h"
#include "tests/support/RedisServer.h"

#include "tests/redis/InProcessPolicy.h"

#include <QtTest/QTest>

using namespace ratelab;
using namespace ratelab::test;

Q_DECLARE_METATYPE(ratelab::ChargeMode)

namespace {

constexpr std::size_t kPipelineDepth = 64;
constexpr int kKeys = 40;

struct RuleSet {
    const char* name;
    std::vector<PolicyRuleCall> rules; // key filled per request
    TraceShape shape;
};

std::vector<RuleSet> ruleSets()
{
    const auto rule = [](const char* name, AlgorithmKind kind, LimitParams params) {
        return PolicyRuleCall{name, kind, params, {}};
    };
    return {
        {"burst-and-minute",
         {rule("burst", AlgorithmKind::TokenBucket, {10, 1000, 20, false}),
          rule("minute", AlgorithmKind::FixedWindow, {100, 60000, 0, false})},
         {21, 4000, kKeys, 0, false}},
        {"gcra-counter-log",
         {rule("gcra", AlgorithmKind::Gcra, {3, 1000, 5, false}),
          rule("counter", AlgorithmKind::SlidingCounter, {8, 5000, 0, false}),
          rule("log", AlgorithmKind::SlidingLog, {12, 10000, 0, true})},
         {22, 4000, kKeys, 1764000000000, false}},
        {"queue-incr-bucket",
         {rule("queue", AlgorithmKind::LeakyBucket, {4, 1000, 6, false}),
          rule("incr", AlgorithmKind::FixedWindowIncrFirst, {20, 20000, 0, false}),
          rule("day", AlgorithmKind::TokenBucket, {300, 86400000, 300, false})},
         {23, 4000, kKeys, -50000, true}},
    };
}

struct Tally {
    int admitted = 0;
    std::vector<int> refusedBy; // per rule
};

} // namespace

class TestLuaPolicy : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void conformance_data();
    void conformance();
    void chargingSettingsDifferOnOneTrace();
    void serverClockDecidesEveryRule();
    void badArgumentsNameTheRule();
    void ruleKeysCarryTheRuleAfterTheTag();

private:
    // Runs the trace through both sides; empty when every request agrees, else the first
    // disagreement.
    QString runTrace(ChargeMode charge, const RuleSet& set, Tally& tally);

    RedisServer m_server;
    RedisClient m_client;
};

void TestLuaPolicy::initTestCase()
{
    RATELAB_START_REDIS(m_server);
    RedisError error;
    m_client = m_server.client({std::chrono::milliseconds(2000), std::chrono::milliseconds(10000)},
                               &error);
    QVERIFY2(error.ok(), error.message.c_str());
}

void TestLuaPolicy::conformance_data()
{
    QTest::addColumn<ChargeMode>("charge");
    QTest::addColumn<int>("set");
    const auto sets = ruleSets();
    for (const EnumEntry<ChargeMode>& charge : chargeModeNames())
        for (std::size_t i = 0; i < sets.size(); ++i)
            QTest::newRow((std::string(charge.id) + "/" + sets[i].name).c_str())
                << charge.value << int(i);
}

void TestLuaPolicy::conformance()
{
    QFETCH(ChargeMode, charge);
    QFETCH(int, set);
    const RuleSet rules = ruleSets()[static_cast<std::size_t>(set)];
    Tally tally;
    const QString mismatch = runTrace(charge, rules, tally);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    // Every rule must have refused often, or a rule's place in the order proves little.
    QString counts = QStringLiteral("admitted %1, refused by").arg(tally.admitted);
    for (const int n : tally.refusedBy)
        counts += QStringLiteral(" %1").arg(n);
    QVERIFY2(tally.admitted > 200, qPrintable(counts));
    for (const int n : tally.refusedBy)
        QVERIFY2(n >= 30, qPrintable(counts));
}

QString TestLuaPolicy::runTrace(ChargeMode charge, const RuleSet& set, Tally& tally)
{
    if (const auto error = m_client.flushAll(); !error.ok())
        return QString::fromStdString(error.message);
    InProcessPolicy engine(charge, set.rules, kKeys, [](std::size_t, int c) { return c; });
    const auto trace = makeTrace(set.rules.front().params, set.shape);
    const auto& scripts = LuaScripts::builtIn();
    tally.refusedBy.assign(set.rules.size(), 0);
    for (std::size_t from = 0; from < trace.size(); from += kPipelineDepth) {
        const std::size_t to = std::min(trace.size(), from + kPipelineDepth);
        std::vector<ScriptCall> calls;
        for (std::size_t i = from; i < to; ++i) {
            std::vector<PolicyRuleCall> rules = set.rules;
            for (PolicyRuleCall& rule : rules)
                rule.key = "user" + std::to_string(trace[i].key);
            calls.push_back(
                luaPolicyCall(scripts, charge, rules, {trace[i].t, trace[i].cost, 0}, false));
        }
        const auto replies = m_client.evalPipelined(calls);
        for (std::size_t i = from; i < to; ++i) {
            const TraceRequest& r = trace[i];
            const Policy::Verdict expected = engine.policy->decide(r.key, {r.t, r.cost, 0});
            const QString where = QStringLiteral("request %1 (t %2, key %3, cost %4): ")
                                      .arg(i)
                                      .arg(r.t)
                                      .arg(r.key)
                                      .arg(r.cost);
            const auto& reply = replies[i - from];
            if (!reply.ok())
                return where + QString::fromStdString(reply.error.message);
            std::string error;
            const auto actual = policyVerdictFromLuaReply(reply.value, set.rules, &error);
            if (!actual)
                return where + QString::fromStdString(error);
            if (!sameVerdict(expected, *actual))
                return where
                       + QStringLiteral("engine %1, Lua %2")
                             .arg(describe(expected), describe(*actual));
            if (expected.refusedBy >= 0)
                ++tally.refusedBy[static_cast<std::size_t>(expected.refusedBy)];
            else
                ++tally.admitted;
        }
    }
    return {};
}

// The requests admitted under each setting, over the three rule sets, must differ, or the
// restore of all-or-nothing and the extra charges of every-rule were never exercised.
void TestLuaPolicy::chargingSettingsDifferOnOneTrace()
{
    std::vector<int> admitted;
    for (const EnumEntry<ChargeMode>& charge : chargeModeNames()) {
        int sum = 0;
        for (const RuleSet& set : ruleSets()) {
            Tally tally;
            const QString mismatch = runTrace(charge.value, set, tally);
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
            sum += tally.admitted;
            qInfo("%s/%s: admitted %d", charge.id, set.name, tally.admitted);
        }
        admitted.push_back(sum);
    }
    // Charging the earlier rules for refused requests can only cost admissions.
    QVERIFY2(admitted[0] > admitted[1] && admitted[1] > admitted[2],
             qPrintable(QStringLiteral("admitted: all-or-nothing %1, up-to-refusing %2, "
                                       "every-rule %3")
                            .arg(admitted[0])
                            .arg(admitted[1])
                            .arg(admitted[2])));
}

void TestLuaPolicy::serverClockDecidesEveryRule()
{
    QVERIFY(m_client.flushAll().ok());
    // Two fixed windows of one request per hour on the server's clock: the first request is
    // admitted with the reset at the end of the server's hour, not of the t sent; the second
    // is refused by the first rule.
    std::vector<PolicyRuleCall> rules{
        {"a", AlgorithmKind::FixedWindow, {1, 3600000, 0, false}, "u"},
        {"b", AlgorithmKind::FixedWindow, {1, 3600000, 0, false}, "u"}};
    const auto call =
        luaPolicyCall(LuaScripts::builtIn(), ChargeMode::AllOrNothing, rules, {-5, 1, 0}, true);
    const auto first = m_client.eval(call);
    QVERIFY2(first.ok(), first.error.message.c_str());
    const auto verdict = policyVerdictFromLuaReply(first.value, rules);
    QVERIFY(verdict);
    QVERIFY(verdict->decision.allowed);
    // reset is the end of the server's current hour, in Unix ms: far from the -5 sent.
    QVERIFY(verdict->decision.resetMs > 1'600'000'000'000);
    QCOMPARE(verdict->decision.resetMs % 3600000, 0);
    const auto second = m_client.eval(call);
    QVERIFY2(second.ok(), second.error.message.c_str());
    const auto refused = policyVerdictFromLuaReply(second.value, rules);
    QVERIFY(refused);
    QCOMPARE(refused->refusedBy, 0);
}

void TestLuaPolicy::badArgumentsNameTheRule()
{
    const auto& scripts = LuaScripts::builtIn();
    std::vector<PolicyRuleCall> rules{
        {"ok", AlgorithmKind::TokenBucket, {10, 1000, 0, false}, "u"},
        {"bad", AlgorithmKind::FixedWindow, {10, 1000, 0, false}, "u"}};
    ScriptCall call = luaPolicyCall(scripts, ChargeMode::EveryRule, rules, {0, 1, 0}, false);
    // The second rule's N: after the policy's four, the first rule's name, counts and four
    // arguments, and the second rule's name and counts.
    call.args[4 + (3 + 4) + 3] = "ten";
    auto reply = m_client.eval(call);
    QVERIFY(!reply.ok());
    QVERIFY2(QString::fromStdString(reply.error.message)
                 .contains(QLatin1String("ratelab policy: rule 2 (fixed_window): ratelab "
                                         "fixed_window: ARGV[3] (N)")),
             reply.error.message.c_str());

    call = luaPolicyCall(scripts, ChargeMode::EveryRule, rules, {0, 1, 0}, false);
    call.args[4] = "bucket_of_tokens";
    reply = m_client.eval(call);
    QVERIFY(!reply.ok());
    QVERIFY2(QString::fromStdString(reply.error.message)
                 .contains(QLatin1String("rule 1: no decision twin called bucket_of_tokens")),
             reply.error.message.c_str());

    call = luaPolicyCall(scripts, ChargeMode::EveryRule, rules, {0, 1, 0}, false);
    call.args[2] = "most-rules";
    reply = m_client.eval(call);
    QVERIFY(!reply.ok());
    QVERIFY2(
        QString::fromStdString(reply.error.message).contains(QLatin1String("ARGV[3] (charge)")),
        reply.error.message.c_str());

    call = luaPolicyCall(scripts, ChargeMode::EveryRule, rules, {0, 1, 0}, false);
    call.keys.pop_back();
    reply = m_client.eval(call);
    QVERIFY(!reply.ok());
    QVERIFY2(
        QString::fromStdString(reply.error.message).contains(QLatin1String("rule 2 needs 1 keys")),
        reply.error.message.c_str());
}

void TestLuaPolicy::ruleKeysCarryTheRuleAfterTheTag()
{
    const PolicyRuleCall log{"minute", AlgorithmKind::SlidingLog, {10, 60000, 0, false}, "alice"};
    QCOMPARE(luaRuleKeys(log, KeyTagging::HashTag),
             (std::vector<std::string>{"rl:{alice}:minute:log", "rl:{alice}:minute:sum"}));
    QCOMPARE(luaRuleKeys(log, KeyTagging::None),
             (std::vector<std::string>{"rl:alice:minute:log", "rl:alice:minute:sum"}));
    PolicyRuleCall ip{"ip", AlgorithmKind::FixedWindow, {10, 60000, 0, false}, "ip:10.0.0.1"};
    QVERIFY(policyFitsOneSlot({log, log}, KeyTagging::HashTag));
    QVERIFY(!policyFitsOneSlot({log, ip}, KeyTagging::HashTag));
    QVERIFY(!policyFitsOneSlot({log}, KeyTagging::None));
}

QTEST_GUILESS_MAIN(TestLuaPolicy)
#include "tst_luapolicy.moc"
