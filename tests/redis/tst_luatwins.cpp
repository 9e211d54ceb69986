// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Lua twins in resources/lua against the engine's algorithms: the same seeded traces run
// through a real redis-server (time passed as an argument) and through Algorithm::decide, and
// every decision must agree on allowed, remaining, reset, retry_after (and the leaky bucket's
// delay). Also: the TIME switch reads the server clock, and the scripts on disk are the ones
// compiled into the library.
#include "tests/redis/ConformanceTrace.h"
#include "tests/support/RedisServer.h"
#include "tests/support/TestPaths.h"

#include "core/io/redis/LuaCall.h"
#include "core/io/redis/LuaScripts.h"
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/redis/RedisKeyspace.h"
#include "core/sim/redis/RedisMemoryModel.h"

#include <QtTest/QTest>

#include <map>
#include <queue>

using namespace ratelab;
using namespace ratelab::test;

Q_DECLARE_METATYPE(ratelab::AlgorithmKind)
Q_DECLARE_METATYPE(ratelab::LimitParams)
Q_DECLARE_METATYPE(ratelab::test::TraceShape)

namespace {

constexpr std::size_t kPipelineDepth = 64;

QString describe(const Decision& d)
{
    return QStringLiteral("{allowed %1, remaining %2, reset %3, retry_after %4, delay %5}")
        .arg(d.allowed)
        .arg(d.remaining)
        .arg(d.resetMs)
        .arg(d.retryAfterMs)
        .arg(d.delayMs);
}

bool same(const Decision& a, const Decision& b)
{
    return a.allowed == b.allowed && a.remaining == b.remaining && a.resetMs == b.resetMs
           && a.retryAfterMs == b.retryAfterMs && a.delayMs == b.delayMs;
}

std::string keyName(int key)
{
    return "user" + std::to_string(key);
}

struct Tally {
    int allowed = 0;
    int rejected = 0;
    int aboveBurst = 0;
    int sameMs = 0;
};

} // namespace

class TestLuaTwins : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void builtInScriptsMatchTheSourceTree();
    void conformance_data();
    void conformance();
    void concurrencyWithReleases_data();
    void concurrencyWithReleases();
    void serverTimeSwitch_data();
    void serverTimeSwitch();
    void waitingRetryAfterIsEnough_data();
    void waitingRetryAfterIsEnough();
    void badArgumentsNameTheScriptAndArgument();
    void ttlIdiomMatchesTheEngine_data();
    void ttlIdiomMatchesTheEngine();

private:
    // Returns an empty string when every decision agrees, else the first disagreement.
    QString runTrace(AlgorithmKind kind, const LimitParams& params,
                     const std::vector<TraceRequest>& trace, Tally& tally);

    RedisServer m_server;
    RedisClient m_client;
};

void TestLuaTwins::initTestCase()
{
    RATELAB_START_REDIS(m_server);
    RedisError error;
    m_client = m_server.client({std::chrono::milliseconds(2000), std::chrono::milliseconds(10000)},
                               &error);
    QVERIFY2(error.ok(), error.message.c_str());
}

void TestLuaTwins::builtInScriptsMatchTheSourceTree()
{
    QString error;
    const auto onDisk =
        LuaScripts::fromDirectory(sourcePath(QStringLiteral("resources/lua")), &error);
    QVERIFY2(onDisk, qPrintable(error));
    for (std::size_t i = 0; i < kLuaScriptCount; ++i) {
        const auto id = static_cast<LuaScriptId>(i);
        QCOMPARE(LuaScripts::builtIn().script(id).sha1, onDisk->script(id).sha1);
        QVERIFY(!onDisk->script(id).source.empty());
        // The server computes the same SHA-1, so EVALSHA finds what SCRIPT LOAD stored.
        const auto loaded = m_client.scriptLoad(onDisk->script(id));
        QVERIFY2(loaded.ok(), loaded.error.message.c_str());
    }
    QVERIFY(!LuaScripts::fromDirectory(QStringLiteral("/nonexistent/lua"), &error));
    QVERIFY2(error.contains(QLatin1String("/nonexistent/lua/fixed_window.lua")), qPrintable(error));
}

void TestLuaTwins::conformance_data()
{
    QTest::addColumn<AlgorithmKind>("kind");
    QTest::addColumn<LimitParams>("params");
    QTest::addColumn<TraceShape>("shape");

    struct Shape {
        const char* name;
        LimitParams params;
        TraceShape shape;
    };
    // Exactness bounds exercised by "unix-ms-large": t ~ 1.8e12, W = 2^31 - 1, N * W ~ 4.3e15 and
    // (B + cost) * W ~ 8.6e15, just under 2^53 ~ 9.007e15.
    const Shape shapes[] = {
        {"small", {10, 60000, 0, false}, {1, 4000, 40, 0, false}},
        {"burst-above-N", {7, 10007, 23, false}, {2, 4000, 40, 1000, false}},
        {"burst-below-N-negative-t", {12, 5003, 3, false}, {3, 4000, 40, -200000, false}},
        {"unix-ms-large",
         {1999993, 2147483647, 2000003, false},
         {4, 4000, 40, 1764000000000, false}},
        {"clock-steps-back", {10, 10007, 15, false}, {5, 4000, 40, 1764000000000, true}},
    };
    for (const auto& info : allAlgorithms()) {
        if (info.kind == AlgorithmKind::Concurrency)
            continue; // with its releases in concurrencyWithReleases
        if (info.inProcessOnly)
            continue; // nginx and Guava have no twin
        for (bool logRejected : {false, true}) {
            if (logRejected && info.kind != AlgorithmKind::SlidingLog)
                continue;
            for (const auto& s : shapes) {
                LimitParams params = s.params;
                params.logRejected = logRejected;
                const QByteArray name = QByteArray(info.id.data(), qsizetype(info.id.size()))
                                        + (logRejected ? "/log-rejected/" : "/") + s.name;
                QTest::newRow(name.constData()) << info.kind << params << s.shape;
            }
        }
    }
}

void TestLuaTwins::conformance()
{
    QFETCH(AlgorithmKind, kind);
    QFETCH(LimitParams, params);
    QFETCH(TraceShape, shape);
    const auto trace = makeTrace(params, shape);
    Tally tally;
    const QString mismatch = runTrace(kind, params, trace, tally);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    // A trace that never rejects, or never hits the cases the twins must get right, proves little.
    QVERIFY2(tally.allowed > 250 && tally.rejected > 250,
             qPrintable(
                 QStringLiteral("allowed %1, rejected %2").arg(tally.allowed).arg(tally.rejected)));
    QVERIFY(tally.aboveBurst > 50);
    QVERIFY(tally.sameMs > 500);
}

QString TestLuaTwins::runTrace(AlgorithmKind kind, const LimitParams& params,
                               const std::vector<TraceRequest>& trace, Tally& tally)
{
    if (const auto error = m_client.flushAll(); !error.ok())
        return QString::fromStdString(error.message);
    const auto algorithm = makeAlgorithm(kind, params);
    const auto& scripts = LuaScripts::builtIn();
    std::map<int, KeyState> states;
    for (std::size_t from = 0; from < trace.size(); from += kPipelineDepth) {
        const std::size_t to = std::min(trace.size(), from + kPipelineDepth);
        std::vector<ScriptCall> calls;
        for (std::size_t i = from; i < to; ++i) {
            const DecideInput in{trace[i].t, trace[i].cost, trace[i].holdMs};
            calls.push_back(
                luaDecisionCall(scripts, kind, params, keyName(trace[i].key), in, false));
        }
        const auto replies = m_client.evalPipelined(calls);
        for (std::size_t i = from; i < to; ++i) {
            const auto& r = trace[i];
            const Decision expected = algorithm->decide(states[r.key], {r.t, r.cost, r.holdMs});
            const auto& reply = replies[i - from];
            const QString where = QStringLiteral("request %1 (t %2, key %3, cost %4): ")
                                      .arg(i)
                                      .arg(r.t)
                                      .arg(r.key)
                                      .arg(r.cost);
            if (!reply.ok())
                return where + QString::fromStdString(reply.error.message);
            std::string error;
            const auto actual = decisionFromLuaReply(reply.value, params.limit, &error);
            if (!actual)
                return where + QString::fromStdString(error);
            if (!same(expected, *actual))
                return where
                       + QStringLiteral("engine %1, Lua %2")
                             .arg(describe(expected), describe(*actual));
            (expected.allowed ? tally.allowed : tally.rejected)++;
            tally.aboveBurst += r.cost > params.capacity() ? 1 : 0;
            tally.sameMs += i > 0 && trace[i - 1].t == r.t ? 1 : 0;
        }
    }
    return {};
}

void TestLuaTwins::concurrencyWithReleases_data()
{
    QTest::addColumn<LimitParams>("params");
    QTest::addColumn<TraceShape>("shape");
    // W only scales the trace and sets the keys' minimum TTL; the limiter ignores it.
    QTest::newRow("n5") << LimitParams{5, 10000, 0, false} << TraceShape{11, 4000, 40, 0, false};
    QTest::newRow("n1") << LimitParams{1, 10000, 0, false} << TraceShape{12, 4000, 40, 5000, false};
    QTest::newRow("n40-unix-ms") << LimitParams{40, 60000, 0, false}
                                 << TraceShape{13, 4000, 40, 1764000000000, false};
}

// Each admitted lease is released by concurrency_release.lua when it ends, before any later
// request: the engine's model (a lease frees its slot at its release time) and the two scripts
// must then agree on every decision.
void TestLuaTwins::concurrencyWithReleases()
{
    QFETCH(LimitParams, params);
    QFETCH(TraceShape, shape);
    QVERIFY(m_client.flushAll().ok());
    const auto trace = makeTrace(params, shape);
    const auto algorithm = makeAlgorithm(AlgorithmKind::Concurrency, params);
    const auto& scripts = LuaScripts::builtIn();
    struct Lease {
        std::int64_t end;
        int key;
        std::string id;
        bool operator>(const Lease& o) const { return end > o.end; }
    };
    std::priority_queue<Lease, std::vector<Lease>, std::greater<>> leases;
    std::map<int, KeyState> states;
    Tally tally;
    int released = 0;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const auto& r = trace[i];
        while (!leases.empty() && leases.top().end <= r.t) {
            const auto reply =
                m_client.eval(luaReleaseCall(scripts, keyName(leases.top().key), leases.top().id));
            QVERIFY2(reply.ok(), reply.error.message.c_str());
            QCOMPARE(reply.value.integer, 1); // still held: nothing else ended it
            ++released;
            leases.pop();
        }
        const DecideInput in{r.t, r.cost, r.holdMs};
        const std::string id = "req" + std::to_string(i);
        const Decision expected = algorithm->decide(states[r.key], in);
        const auto reply = m_client.eval(luaDecisionCall(scripts, AlgorithmKind::Concurrency,
                                                         params, keyName(r.key), in, false, id));
        QVERIFY2(reply.ok(), reply.error.message.c_str());
        const auto actual = decisionFromLuaReply(reply.value, params.limit);
        QVERIFY(actual);
        QVERIFY2(same(expected, *actual),
                 qPrintable(QStringLiteral(
                                "request %1 (t %2, key %3, cost %4, hold %5): engine %6, Lua %7")
                                .arg(i)
                                .arg(r.t)
                                .arg(r.key)
                                .arg(r.cost)
                                .arg(r.holdMs)
                                .arg(describe(expected), describe(*actual))));
        if (actual->allowed && r.holdMs > 0)
            leases.push({r.t + r.holdMs, r.key, id});
        (expected.allowed ? tally.allowed : tally.rejected)++;
    }
    QVERIFY2(tally.allowed > 400 && tally.rejected > 400,
             qPrintable(
                 QStringLiteral("allowed %1, rejected %2").arg(tally.allowed).arg(tally.rejected)));
    QVERIFY(released > 400);
    // A lease released twice, or never granted, is answered 0 and changes nothing.
    const auto again = m_client.eval(luaReleaseCall(scripts, keyName(0), "req0"));
    QVERIFY(again.ok());
    QCOMPARE(again.value.integer, 0);
}

void TestLuaTwins::serverTimeSwitch_data()
{
    QTest::addColumn<AlgorithmKind>("kind");
    for (const auto& info : allAlgorithms())
        if (!info.inProcessOnly)
            QTest::newRow(QByteArray(info.id.data(), qsizetype(info.id.size())).constData())
                << info.kind;
}

// With the switch on, the scripts ignore ARGV[1] (sent as 0 here) and read redis TIME: the
// reset they answer must come from a clock between two TIME readings around the calls.
void TestLuaTwins::serverTimeSwitch()
{
    QFETCH(AlgorithmKind, kind);
    QVERIFY(m_client.flushAll().ok());
    const LimitParams params{1, 3600000, 1, false};
    const std::int64_t hold = 60000;
    const DecideInput in{0, 1, hold};
    const auto& scripts = LuaScripts::builtIn();
    const auto before = m_client.timeMs();
    const auto first =
        m_client.eval(luaDecisionCall(scripts, kind, params, "clock", in, true, "a"));
    const auto second =
        m_client.eval(luaDecisionCall(scripts, kind, params, "clock", in, true, "b"));
    const auto after = m_client.timeMs();
    QVERIFY(before.ok() && after.ok() && first.ok() && second.ok());
    const auto d1 = decisionFromLuaReply(first.value, params.limit);
    const auto d2 = decisionFromLuaReply(second.value, params.limit);
    QVERIFY(d1 && d2);
    QVERIFY(d1->allowed);
    QVERIFY(!d2->allowed);
    QVERIFY(d2->retryAfterMs >= 1);

    const std::int64_t w = params.windowMs;
    std::int64_t lo = 0;
    std::int64_t hi = 0;
    switch (kind) {
    case AlgorithmKind::FixedWindow:
    case AlgorithmKind::FixedWindowIncrFirst:
        lo = (before.value / w + 1) * w;
        hi = (after.value / w + 1) * w;
        break;
    case AlgorithmKind::SlidingCounter:
        lo = (before.value / w + 2) * w;
        hi = (after.value / w + 2) * w;
        break;
    case AlgorithmKind::Concurrency:
        lo = before.value + hold;
        hi = after.value + hold;
        break;
    default: // the log's newest entry + W; a bucket of one refilled in W ms
        lo = before.value + w;
        hi = after.value + w;
        break;
    }
    QVERIFY2(
        lo <= d1->resetMs && d1->resetMs <= hi,
        qPrintable(QStringLiteral("reset %1 not in [%2, %3]").arg(d1->resetMs).arg(lo).arg(hi)));
}

void TestLuaTwins::waitingRetryAfterIsEnough_data()
{
    serverTimeSwitch_data();
}

// The contract's promise, end to end on Redis: after a 429 with Retry-After d, the same request
// is refused at t + d - 1 and admitted at t + d (no other traffic on the key in between).
void TestLuaTwins::waitingRetryAfterIsEnough()
{
    QFETCH(AlgorithmKind, kind);
    QVERIFY(m_client.flushAll().ok());
    const auto& scripts = LuaScripts::builtIn();
    Random rng(77);
    int checked = 0;
    for (int scenario = 0; scenario < 150; ++scenario) {
        const LimitParams params{rng.uniformInt(1, 12), rng.uniformInt(5000, 20000),
                                 rng.bernoulli(0.5) ? 0 : rng.uniformInt(1, 20), false};
        const std::string key = "wait" + std::to_string(scenario);
        const auto decide = [&](std::int64_t t, std::int64_t cost, int id) {
            const DecideInput in{t, cost, params.windowMs / 3};
            const auto reply = m_client.eval(
                luaDecisionCall(scripts, kind, params, key, in, false, "r" + std::to_string(id)));
            return reply.ok() ? decisionFromLuaReply(reply.value, params.limit) : std::nullopt;
        };
        // A burst that fills the key, then one more request that can ever be admitted.
        std::int64_t t = rng.uniformInt(0, 10 * params.windowMs);
        for (int i = 0; i < 3 * params.capacity(); ++i) {
            t += rng.bernoulli(0.5) ? 0 : rng.uniformInt(1, params.windowMs / 10);
            QVERIFY(decide(t, rng.uniformInt(1, 3), i));
        }
        const std::int64_t cost = rng.uniformInt(1, std::min(params.limit, params.capacity()));
        const auto rejected = decide(t, cost, 1000);
        QVERIFY(rejected);
        if (rejected->allowed)
            continue;
        const std::int64_t d = rejected->retryAfterMs;
        QVERIFY2(d >= 1, qPrintable(describe(*rejected)));
        const auto early = decide(t + d - 1, cost, 1001);
        const auto onTime = decide(t + d, cost, 1002);
        QVERIFY(early && onTime);
        QVERIFY2(!early->allowed, qPrintable(QStringLiteral("scenario %1: admitted 1 ms before "
                                                            "Retry-After %2")
                                                 .arg(scenario)
                                                 .arg(d)));
        QVERIFY2(onTime->allowed, qPrintable(QStringLiteral("scenario %1: refused after waiting "
                                                            "Retry-After %2: %3")
                                                 .arg(scenario)
                                                 .arg(d)
                                                 .arg(describe(*onTime))));
        ++checked;
    }
    QVERIFY2(checked > 50, qPrintable(QString::number(checked)));
}

void TestLuaTwins::badArgumentsNameTheScriptAndArgument()
{
    ScriptCall call = luaDecisionCall(LuaScripts::builtIn(), AlgorithmKind::TokenBucket,
                                      {10, 1000, 0, false}, "bad", {0, 1, 0}, false);
    call.args[5] = "1.5";
    const auto reply = m_client.eval(call);
    QCOMPARE(reply.error.kind, RedisErrorKind::Other);
    QVERIFY2(reply.error.message.find(": ERR ratelab token_bucket: ARGV[6] (cost) must be an "
                                      "integer >= 0, got 1.5")
                 != std::string::npos,
             reply.error.message.c_str());
    // Nothing was written for the refused call.
    QCOMPARE(m_client.command({"EXISTS", call.keys[0]}).value.integer, 0);
}

void TestLuaTwins::ttlIdiomMatchesTheEngine_data()
{
    QTest::addColumn<AlgorithmKind>("kind");
    QTest::addColumn<bool>("setOnCreate");
    for (const AlgorithmKind kind : {AlgorithmKind::FixedWindow, AlgorithmKind::SlidingCounter})
        for (const bool setOnCreate : {false, true})
            QTest::newRow(qPrintable(
                QStringLiteral("%1/%2").arg(QString::fromUtf8(algorithmInfo(kind).id.data()),
                                            setOnCreate ? "set-on-create" : "refresh")))
                << kind << setOnCreate;
}

// The TTL idiom, call by call: the twin (ARGV[7], ARGV[8]) sets a key's TTL exactly when the
// engine's simulated keyspace does. Before each call the test marks the keys' TTLs with a
// sentinel below the real TTL, so a PTTL above the sentinel afterwards means this call set it.
// The TTL is an hour, so nothing expires on either side and the decisions must agree too.
void TestLuaTwins::ttlIdiomMatchesTheEngine()
{
    QFETCH(AlgorithmKind, kind);
    QFETCH(bool, setOnCreate);
    QVERIFY(m_client.flushAll().ok());
    const LimitParams params{3, 1000, 0, false};
    const std::int64_t ttlMs = 3'600'000;
    const std::int64_t sentinelMs = 1'000'000;
    const auto algorithm = makeAlgorithm(kind, params);
    RedisKeyspace keyspace(KeyspaceConfig{}, Random(1));
    const TtlMode mode = setOnCreate ? TtlMode::SetOnCreate : TtlMode::RefreshOnWrite;
    const std::vector<std::string> keys = luaKeys(kind, "idiom");
    KeyState state;
    auto pttl = [&](const std::string& key) {
        const auto r = m_client.command({"PTTL", key});
        return r.ok() && r.value.type == RedisReply::Type::Integer ? r.value.integer : -3;
    };
    int fresh = 0;
    int kept = 0;
    for (const std::int64_t t : {100, 300, 700, 900, 1200, 1250, 1999, 2100, 2900, 3050, 5200, 5300,
                                 5400, 6100, 6150, 6200, 6900}) {
        for (const std::string& key : keys)
            m_client.command({"PEXPIRE", key, std::to_string(sentinelMs)});
        const DecideInput in{t, 1, 0};
        ScriptCall call = luaDecisionCall(LuaScripts::builtIn(), kind, params, "idiom", in, false);
        call.args.push_back(setOnCreate ? "1" : "0");
        call.args.push_back(std::to_string(ttlMs));
        const auto reply = m_client.eval(call);
        QVERIFY2(reply.ok(), reply.error.message.c_str());
        const auto lua = decisionFromLuaReply(reply.value, params.limit);
        const Decision engine = algorithm->decide(state, in);
        keyspace.writeState("idiom", state, RedisMemoryModel::shapeFor(kind), fromMillis(ttlMs),
                            mode, fromMillis(t));
        const QString where = QStringLiteral("t %1: ").arg(t);
        QVERIFY2(lua && same(engine, *lua),
                 qPrintable(where + describe(engine) + QStringLiteral(" vs Lua")));
        const RedisEntry* e = keyspace.peek("idiom");
        QVERIFY(e);
        const bool engineSet = e->expireAt == fromMillis(t + ttlMs);
        const bool luaSet = pttl(keys[0]) > sentinelMs;
        QVERIFY2(engineSet == luaSet, qPrintable(where
                                                 + QStringLiteral("engine set the TTL: %1, "
                                                                  "Lua: %2")
                                                       .arg(engineSet)
                                                       .arg(luaSet)));
        (engineSet ? fresh : kept)++;
        if (setOnCreate && kind == AlgorithmKind::SlidingCounter) {
            // The previous window's key exists exactly when the engine keeps one, and it keeps
            // the lifetime it had as the current window (the sentinel), never a fresh TTL.
            const std::int64_t prev = pttl(keys[1]);
            QVERIFY2(e->hasPrev == (prev > 0),
                     qPrintable(where + QStringLiteral("prev PTTL %1").arg(prev)));
            QVERIFY2(!e->hasPrev
                         || (e->prevExpireAt != fromMillis(t + ttlMs) && prev <= sentinelMs),
                     qPrintable(where + QStringLiteral("prev PTTL %1").arg(prev)));
        }
    }
    // Refresh sets it on every call; set on create only on the calls that start a key.
    QCOMPARE(kept > 0, setOnCreate);
    QVERIFY(fresh > 0);
}

QTEST_GUILESS_MAIN(TestLuaTwins)
#include "tst_luatwins.moc"
