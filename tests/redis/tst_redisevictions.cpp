// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Eviction conformance: a real redis-server with maxmemory 3 MB, allkeys-lru and
// maxmemory-samples 5, and the simulated keyspace (RedisKeyspace, same budget, policy and
// sampling) run the same workload: 200 token-bucket limiter keys written through the Lua twin at
// the start of every second, then 2,500 cache values of 1,000 bytes, for 5 seconds (more than
// the ~2.2 MB above the empty server's memory holds, so within a second the keys written that
// second, the limiter keys among them, are evicted too once the older ones are gone). After each
// second, the limiter keys that are gone were evicted (nothing expires: TTLs are minutes). The
// fraction of limiter keys evicted must agree between the two within the tolerance stated at
// kTolerance.
//
// Under noeviction (noevictionVerdictsMatch): after priming calls, one call of a Lua twin on a
// server already over maxmemory, on a real redis-server and in SimRedis. Redis refuses a script
// only when its first write command is deny-oom (scriptVerifyOOM), so a sliding log on a new key
// (ZREMRANGEBYSCORE first) runs and grows the server, the same log with nothing expired (ZADD
// first) is refused. Each row states the verdict; the model and the server must both give it.
#include "tests/redis/OomCases.h"
#include "tests/support/RedisServer.h"

#include "core/io/redis/LuaCall.h"
#include "core/io/redis/LuaScripts.h"
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/redis/RedisKeyspace.h"

#include <QtTest/QTest>

#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <thread>

using namespace ratelab;
using namespace ratelab::test;

namespace {

constexpr int kLimiterKeys = 200;
constexpr int kCacheValues = 2500; // per second: more than the budget holds
constexpr std::int64_t kValueBytes = 1000;
constexpr int kSeconds = 5;
constexpr std::int64_t kMaxMemory = 3 * 1024 * 1024;
constexpr std::int64_t kWindowMs = 300'000; // TTL 10 min: nothing expires
constexpr int kBatch = 50;                  // small pipelines: query buffers stay small
// Offset into each second at which a phase starts. Redis's LRU clock has 1 s resolution and is
// cached by serverCron (hz 10): in the first ~100 ms of a second a touched key may still get the
// previous second's clock and look as old as the previous second's cache values (measured: 5-19 %
// more limiter keys evicted with a 40 ms offset, varying run to run).
constexpr std::int64_t kPhaseOffsetMs = 200;
// Tolerance on the evicted fraction (absolute). Each run observes 1,000 limiter-key states;
// with p near 0.3 the binomial standard error of the real run is 0.015 (the simulated figure is
// a mean of 5 seeds: 0.007), 0.016 for the difference, so 3 sigma is 0.05; the rest covers the
// memory model (the token-bucket key is exact in tst_redismemory, the 1,000-byte cache string
// within 2 bytes in docs/distributed.md) and the real server's client buffers. Measured: real
// 0.261-0.317 over six runs, simulated 0.269-0.277 (0.264-0.272 before the twins' structures were
// priced); the real run's spread is why the tolerance is not tighter.
constexpr double kTolerance = 0.08;

const LimitParams kParams{100, kWindowMs, 0, false};

std::int64_t usedMemory(RedisClient& client)
{
    const RedisValue<std::string> info = client.info("memory");
    const std::string tag = "used_memory:";
    const auto at = info.value.find(tag);
    return (!info.ok() || at == std::string::npos) ? -1
                                                   : std::stoll(info.value.substr(at + tag.size()));
}

std::string limiterKey(int i)
{
    return "user" + std::to_string(100000 + i);
}
std::string cacheKey(int second, int i)
{
    return "cache:" + std::to_string(second) + ":" + std::to_string(100000 + i);
}

} // namespace

class TestRedisEvictions : public QObject {
    Q_OBJECT

private slots:
    void limiterKeysAreEvictedAsSimulated();
    void noevictionVerdictsMatch_data();
    void noevictionVerdictsMatch();

private:
    double realFraction(std::int64_t& baseline);
    static double simulatedFraction(std::int64_t baseline, std::uint64_t seed);
    static OomVerdict realOomVerdict(RedisClient& client, const OomCase& c);

    std::vector<OomCase> m_oomCases; // the rows of noevictionVerdictsMatch_data
    std::unique_ptr<RedisServer> m_oomServer;
};

double TestRedisEvictions::realFraction(std::int64_t& baseline)
{
    LocalRedisServer::Options options;
    options.maxMemory = QStringLiteral("3mb");
    options.maxMemoryPolicy = QStringLiteral("allkeys-lru");
    options.extraArgs = {QStringLiteral("--maxmemory-samples"), QStringLiteral("5")};
    RedisServer server(options);
    if (!server.start())
        qFatal("cannot start redis-server: %s", qPrintable(server.errorString()));
    RedisClient client = server.client();
    const LuaScripts& scripts = LuaScripts::builtIn();
    (void)client.scriptLoad(scripts.forAlgorithm(AlgorithmKind::TokenBucket));
    baseline = usedMemory(client);
    const std::string value(kValueBytes, 'x');

    std::int64_t missing = 0;
    const std::int64_t start = (client.timeMs().value / 1000 + 1) * 1000;
    for (int s = 0; s < kSeconds; ++s) {
        const std::int64_t phase = start + s * 1000 + kPhaseOffsetMs;
        std::int64_t now = client.timeMs().value;
        if (now < phase)
            std::this_thread::sleep_for(std::chrono::milliseconds(phase - now));
        std::vector<ScriptCall> calls;
        for (int k = 0; k < kLimiterKeys; ++k) {
            calls.push_back(luaDecisionCall(scripts, AlgorithmKind::TokenBucket, kParams,
                                            limiterKey(k), {s * 1000, 1, 0}, false));
            if (calls.size() == kBatch || k + 1 == kLimiterKeys) {
                for (const RedisResult& r : client.evalPipelined(calls))
                    if (!r.ok())
                        qFatal("%s", r.error.message.c_str());
                calls.clear();
            }
        }
        for (int i = 0; i < kCacheValues; ++i) {
            client.append({"SET", cacheKey(s, i), value});
            if (client.pending() == kBatch || i + 1 == kCacheValues)
                for (const RedisResult& r : client.readPending())
                    if (!r.ok())
                        qFatal("%s", r.error.message.c_str());
        }
        for (int k = 0; k < kLimiterKeys; ++k)
            client.append({"EXISTS", luaKeys(AlgorithmKind::TokenBucket, limiterKey(k)).front()});
        for (const RedisResult& r : client.readPending())
            missing += r.value.integer == 0 ? 1 : 0;
        now = client.timeMs().value;
        // The whole phase must fall in one LRU second, as in the simulation.
        if (now >= start + (s + 1) * 1000)
            qFatal("phase %d ended %lld ms into the next second: the machine is too loaded to "
                   "mirror the simulation's timing",
                   s, static_cast<long long>(now - start - (s + 1) * 1000));
    }
    return static_cast<double>(missing) / (kLimiterKeys * kSeconds);
}

double TestRedisEvictions::simulatedFraction(std::int64_t baseline, std::uint64_t seed)
{
    KeyspaceConfig config;
    config.maxMemoryBytes = kMaxMemory;
    config.policy = EvictionPolicy::AllKeysLru;
    config.maxMemorySamples = 5;
    config.baselineBytes = baseline;
    config.activeExpire = false;
    RedisKeyspace keyspace(config, Random(seed));
    auto algorithm = makeAlgorithm(AlgorithmKind::TokenBucket, kParams);
    const RedisShape shape = RedisMemoryModel::shapeFor(AlgorithmKind::TokenBucket);

    std::int64_t missing = 0;
    for (int s = 0; s < kSeconds; ++s) {
        SimTime now = fromMillis(s * 1000 + kPhaseOffsetMs);
        for (int k = 0; k < kLimiterKeys; ++k, now += 10) {
            const std::string key = luaKeys(AlgorithmKind::TokenBucket, limiterKey(k)).front();
            keyspace.freeMemory(now);
            const RedisEntry* entry = keyspace.lookup(key, now);
            KeyState state = entry ? entry->state : KeyState{};
            (void)algorithm->decide(state, {s * 1000, 1, 0});
            keyspace.writeState(key, state, shape, fromMillis(2 * kWindowMs),
                                TtlMode::RefreshOnWrite, now);
        }
        for (int i = 0; i < kCacheValues; ++i, now += 10) {
            keyspace.freeMemory(now);
            keyspace.writeValue(cacheKey(s, i), kValueBytes, 0, now);
        }
        for (int k = 0; k < kLimiterKeys; ++k)
            if (!keyspace.peek(luaKeys(AlgorithmKind::TokenBucket, limiterKey(k)).front()))
                ++missing;
    }
    return static_cast<double>(missing) / (kLimiterKeys * kSeconds);
}

void TestRedisEvictions::limiterKeysAreEvictedAsSimulated()
{
    std::int64_t baseline = 0;
    const double real = realFraction(baseline);
    double sim = 0;
    constexpr int kSimRuns = 5;
    for (std::uint64_t seed = 1; seed <= kSimRuns; ++seed)
        sim += simulatedFraction(baseline, seed) / kSimRuns;
    std::printf("evicted limiter-key fraction: real %.3f, simulated %.3f (mean of %d seeds), "
                "baseline %lld bytes\n",
                real, sim, kSimRuns, static_cast<long long>(baseline));
    // The workload must actually evict limiter keys, or the comparison proves nothing.
    QVERIFY2(real > 0.05 && sim > 0.05, "the cache did not push limiter keys out");
    QVERIFY2(std::abs(real - sim) <= kTolerance,
             qPrintable(QStringLiteral("real %1 vs simulated %2").arg(real).arg(sim)));
}

void TestRedisEvictions::noevictionVerdictsMatch_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<bool>("refused"); // the verdict Redis 7 gives, which both must give
    const auto params = [](std::int64_t limit) { return LimitParams{limit, 1000, 0, false}; };
    const DecideInput at1000{1000, 1, 0};
    const auto row = [&](const char* name, AlgorithmKind kind, std::int64_t limit,
                         std::vector<DecideInput> priming, DecideInput call, bool refused,
                         TtlMode mode = TtlMode::RefreshOnWrite) {
        m_oomCases.push_back({kind, params(limit), mode, std::move(priming), call});
        QTest::newRow(name) << static_cast<int>(m_oomCases.size() - 1) << refused;
    };
    using K = AlgorithmKind;
    const TtlMode once = TtlMode::SetOnCreate;
    // HSET first on every call, even a reject that changes nothing.
    row("fixed-window-new-key", K::FixedWindow, 10, {}, at1000, true);
    row("fixed-window-rejected", K::FixedWindow, 1, {at1000}, {1001, 1, 0}, true);
    row("incr-first-stored", K::FixedWindowIncrFirst, 10, {at1000}, {1001, 1, 0}, true);
    row("token-bucket-stored", K::TokenBucket, 10, {at1000}, {1001, 1, 0}, true);
    // HSET for a new key or an admitted request; a rejected one writes nothing.
    row("gcra-new-key", K::Gcra, 10, {}, at1000, true);
    row("gcra-rejected", K::Gcra, 1, {at1000}, at1000, false);
    row("leaky-bucket-rejected", K::LeakyBucket, 1, {at1000}, at1000, false);
    // No sum key: ZREMRANGEBYSCORE first. Expired entries: ZREMRANGEBYSCORE first. Else ZADD.
    row("sliding-log-new-key", K::SlidingLog, 10, {}, at1000, false);
    row("sliding-log-stored", K::SlidingLog, 10, {at1000}, {1001, 1, 0}, true);
    row("sliding-log-rejected", K::SlidingLog, 1, {at1000}, {1001, 1, 0}, true);
    row("sliding-log-expired", K::SlidingLog, 10, {at1000}, {2000, 1, 0}, false);
    // Refresh: HSET first. Set on create: DEL prev for a new key or a roll by two windows.
    row("sliding-counter-new-key", K::SlidingCounter, 10, {}, at1000, true);
    row("sliding-counter-once-new-key", K::SlidingCounter, 10, {}, at1000, false, once);
    row("sliding-counter-once-same-window", K::SlidingCounter, 10, {at1000}, {1001, 1, 0}, true,
        once);
    row("sliding-counter-once-rolled-one", K::SlidingCounter, 10, {at1000}, {2500, 1, 0}, true,
        once);
    row("sliding-counter-once-rolled-two", K::SlidingCounter, 10, {at1000}, {3500, 1, 0}, false,
        once);
    // Ended leases: ZREMRANGEBYSCORE first; no leases: DEL; a new lease: ZADD; else PEXPIRE.
    row("concurrency-new-key", K::Concurrency, 10, {}, {1000, 1, 10'000}, false);
    row("concurrency-new-lease", K::Concurrency, 10, {{1000, 1, 10'000}}, {1001, 1, 10'000}, true);
    row("concurrency-lease-ended", K::Concurrency, 10, {{1000, 1, 100}}, {1200, 1, 100}, false);
    row("concurrency-rejected", K::Concurrency, 1, {{1000, 1, 10'000}}, {1001, 1, 10'000}, false);
}

OomVerdict TestRedisEvictions::realOomVerdict(RedisClient& client, const OomCase& c)
{
    const LuaScripts& scripts = LuaScripts::builtIn();
    int lease = 0;
    const auto call = [&](const DecideInput& in) {
        ScriptCall sc = luaDecisionCall(scripts, c.kind, c.params, "u", in, false,
                                        "l" + std::to_string(1'000'000 + ++lease));
        if (c.ttlMode == TtlMode::SetOnCreate)
            sc.args.emplace_back("1");
        return client.eval(sc);
    };
    if (!client.flushAll().ok() || !client.configSet("maxmemory", "0").ok())
        qFatal("cannot reset the server");
    for (const DecideInput& in : c.priming)
        if (const RedisResult r = call(in); !r.ok())
            qFatal("priming call failed: %s", r.error.message.c_str());
    // One byte: every later command starts with the server over maxmemory.
    (void)client.configSet("maxmemory", "1");
    const RedisResult r = call(c.call);
    (void)client.configSet("maxmemory", "0");
    OomVerdict verdict;
    verdict.refused = r.error.kind == RedisErrorKind::Oom;
    if (!r.ok() && !verdict.refused)
        qFatal("unexpected error: %s", r.error.message.c_str());
    verdict.keyStored = client.command({"EXISTS", luaKeys(c.kind, "u").front()}).value.integer == 1;
    return verdict;
}

void TestRedisEvictions::noevictionVerdictsMatch()
{
    QFETCH(int, row);
    QFETCH(bool, refused);
    if (!m_oomServer) {
        LocalRedisServer::Options options;
        options.maxMemoryPolicy = QStringLiteral("noeviction");
        m_oomServer = std::make_unique<RedisServer>(options);
        RATELAB_START_REDIS(*m_oomServer);
    }
    RedisClient client = m_oomServer->client();
    QVERIFY(client.isConnected());
    const OomCase& c = m_oomCases[static_cast<std::size_t>(row)];
    const OomVerdict real = realOomVerdict(client, c);
    const OomVerdict sim = simulatedOomVerdict(c);
    std::printf("%-34s real %s%s, simulated %s%s\n", QTest::currentDataTag(),
                real.refused ? "OOM" : "ran", real.keyStored ? " (key stored)" : "",
                sim.refused ? "OOM" : "ran", sim.keyStored ? " (key stored)" : "");
    QCOMPARE(real.refused, refused);
    QCOMPARE(sim.refused, real.refused);
    QCOMPARE(sim.keyStored, real.keyStored);
}

QTEST_GUILESS_MAIN(TestRedisEvictions)
#include "tst_redisevictions.moc"
