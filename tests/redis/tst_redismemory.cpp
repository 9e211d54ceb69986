// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The simulated Redis's memory per limiter key (RedisKeyspace, priced by RedisMemoryModel from
// the limiter's state) against a real redis-server 7 holding the same state written by the Lua
// twins. For every algorithm, with small times and with Unix-ms times (64-bit integers in the
// listpacks), and for the sliding log and the concurrency limit with 1, 10, 100 entries
// (listpack) and 200 (skiplist sorted set), limiter keys are driven through the twin on a private
// server and through Algorithm::decide into a simulated keyspace. Compared: MEMORY USAGE (SAMPLES
// 0: every element counted) summed over the twin's Redis keys of one limiter key, and the
// simulated entry's bytes minus what MEMORY USAGE does not count (per Redis key the 42-byte
// expires entry and the 19 bytes of amortised main-table buckets in RedisMemoryModel::keyBytes).
// The simulated keyspace runs with maxmemory + allkeys-lru, i.e. without shared integers: MEMORY
// USAGE counts a shared integer's 16-byte object to every key that holds it.
//
// Tolerance: none for the listpack rows (up to 128 entries): they are allocator arithmetic and
// must come out exact. (In general the GCRA / leaky bucket `units` field is priced from the
// engine's unnormalised offset, which can be a few bytes wider than the twin's; not in these
// rows.) 2 % for the skiplist rows, which price the nodes' random levels by their expectation
// (160/3 bytes a node): measured 0.4 % and 0.8 % at 200 members. A wrong structure (another
// encoding, a missing key, wrong member strings) misses by one jemalloc size class or more. The
// used_memory growth per key is printed too: it includes client buffers and table resizes, so it
// is only a cross-check.
#include "tests/support/RedisServer.h"

#include "core/io/redis/LuaCall.h"
#include "core/io/redis/LuaScripts.h"
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/redis/RedisKeyspace.h"

#include <QtTest/QTest>

#include <cstdio>
#include <string>

using namespace ratelab;
using namespace ratelab::test;

namespace {

constexpr int kKeys = 200;
constexpr std::int64_t kWindowMs = 600'000; // TTL 20 min: nothing expires during the test
constexpr std::int64_t kSmallTime = 1'000'000;
constexpr std::int64_t kUnixTime = 1'764'000'000'000;

std::int64_t usedMemory(RedisClient& client)
{
    const RedisValue<std::string> info = client.info("memory");
    const std::string tag = "used_memory:";
    const auto at = info.value.find(tag);
    if (!info.ok() || at == std::string::npos)
        return -1;
    return std::stoll(info.value.substr(at + tag.size()));
}

std::string keyName(int i)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "u%06d", i);
    return buffer;
}

struct Measured {
    double realPerKey = 0;        // used_memory growth / keys (a cross-check only)
    std::int64_t memoryUsage = 0; // MEMORY USAGE summed over one limiter key's Redis keys
    std::int64_t simulated = 0;   // the simulated entry of that limiter key, as MEMORY USAGE counts
};

// What the simulated bytes include and MEMORY USAGE does not, per Redis key (see the header).
constexpr std::int64_t kNotInMemoryUsage =
    RedisMemoryModel::kExpireBytes + RedisMemoryModel::kBucketBytes;

// A lease id of the length the model assumes.
std::string leaseId(int e)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "l%07d", e);
    return buffer;
}

} // namespace

class TestRedisMemory : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void perKeyMemoryMatches_data();
    void perKeyMemoryMatches();

private:
    Measured measure(AlgorithmKind kind, int entries, std::int64_t start, std::int64_t spacingMs);

    RedisServer m_server;
    RedisClient m_client;
};

void TestRedisMemory::initTestCase()
{
    RATELAB_START_REDIS(m_server);
    m_client = m_server.client();
    QVERIFY(m_client.isConnected());
}

Measured TestRedisMemory::measure(AlgorithmKind kind, int entries, std::int64_t start,
                                  std::int64_t spacingMs)
{
    const LuaScripts& scripts = LuaScripts::builtIn();
    const LimitParams params{1'000'000, kWindowMs, 0, false};
    auto algorithm = makeAlgorithm(kind, params);
    KeyspaceConfig config;
    config.maxMemoryBytes = std::int64_t{1} << 40;
    config.policy = EvictionPolicy::AllKeysLru;
    RedisKeyspace keyspace(config, Random(7));
    const RedisShape shape = RedisMemoryModel::shapeFor(kind);

    (void)m_client.flushAll();
    (void)m_client.command({"SCRIPT", "FLUSH"});
    for (LuaScriptId id : {LuaScriptId::FixedWindow, LuaScriptId::SlidingLog,
                           LuaScriptId::SlidingCounter, LuaScriptId::TokenBucket, LuaScriptId::Gcra,
                           LuaScriptId::LeakyBucket, LuaScriptId::ConcurrencyAcquire})
        (void)m_client.scriptLoad(scripts.script(id));
    const std::int64_t before = usedMemory(m_client);

    std::vector<ScriptCall> batch;
    for (int k = 0; k < kKeys; ++k) {
        const std::string key = keyName(k);
        KeyState state;
        for (int e = 0; e < entries; ++e) {
            const DecideInput in{start + e * spacingMs, 1 + e % 3, kWindowMs};
            (void)algorithm->decide(state, in);
            batch.push_back(luaDecisionCall(scripts, kind, params, key, in, false, leaseId(e)));
            if (batch.size() == 64) {
                for (const RedisResult& r : m_client.evalPipelined(batch))
                    if (!r.ok())
                        qFatal("%s", r.error.message.c_str());
                batch.clear();
            }
        }
        keyspace.writeState(luaKeys(kind, key).front(), state, shape, fromMillis(2 * kWindowMs),
                            TtlMode::RefreshOnWrite, 0);
    }
    for (const RedisResult& r : m_client.evalPipelined(batch))
        if (!r.ok())
            qFatal("%s", r.error.message.c_str());
    const std::int64_t after = usedMemory(m_client);

    Measured m;
    m.realPerKey = static_cast<double>(after - before) / kKeys;
    const std::vector<std::string> redisKeys = luaKeys(kind, keyName(0));
    for (const std::string& redisKey : redisKeys)
        m.memoryUsage += m_client.memoryUsage(redisKey, 0).value;
    const RedisEntry* entry = keyspace.peek(redisKeys.front());
    m.simulated =
        entry ? entry->bytes - kNotInMemoryUsage * static_cast<std::int64_t>(redisKeys.size()) : 0;
    return m;
}

void TestRedisMemory::perKeyMemoryMatches_data()
{
    QTest::addColumn<AlgorithmKind>("kind");
    QTest::addColumn<int>("entries");
    QTest::addColumn<qint64>("start");
    QTest::addColumn<qint64>("spacingMs");
    const std::pair<const char*, AlgorithmKind> single[] = {
        {"fixed-window", AlgorithmKind::FixedWindow},
        {"sliding-counter", AlgorithmKind::SlidingCounter},
        {"token-bucket", AlgorithmKind::TokenBucket},
        {"gcra", AlgorithmKind::Gcra},
        {"leaky-bucket", AlgorithmKind::LeakyBucket},
    };
    for (const auto& [name, kind] : single) {
        QTest::addRow("%s", name) << kind << 3 << qint64{kSmallTime} << qint64{7};
        QTest::addRow("%s-unix-ms", name) << kind << 3 << qint64{kUnixTime} << qint64{7};
    }
    // Three requests half a window apart: the counter's previous window is non-zero.
    QTest::addRow("sliding-counter-rolled")
        << AlgorithmKind::SlidingCounter << 3 << qint64{kUnixTime} << qint64{kWindowMs / 2};
    for (const int entries : {1, 10, 100, 200}) {
        QTest::addRow("sliding-log-%d", entries)
            << AlgorithmKind::SlidingLog << entries << qint64{kSmallTime} << qint64{7};
        QTest::addRow("concurrency-%d", entries)
            << AlgorithmKind::Concurrency << entries << qint64{kSmallTime} << qint64{7};
    }
    // Unix-ms members are longer; a burst in one ms numbers them "time:k:cost" with k = 0, 1, ...
    QTest::addRow("sliding-log-100-unix-ms")
        << AlgorithmKind::SlidingLog << 100 << qint64{kUnixTime} << qint64{7};
    QTest::addRow("sliding-log-20-same-ms")
        << AlgorithmKind::SlidingLog << 20 << qint64{kUnixTime} << qint64{0};
}

void TestRedisMemory::perKeyMemoryMatches()
{
    QFETCH(AlgorithmKind, kind);
    QFETCH(int, entries);
    QFETCH(qint64, start);
    QFETCH(qint64, spacingMs);
    const Measured m = measure(kind, entries, start, spacingMs);
    std::printf("%-24s MEMORY USAGE %6lld, simulated %6lld, used_memory growth %8.1f per key\n",
                QTest::currentDataTag(), static_cast<long long>(m.memoryUsage),
                static_cast<long long>(m.simulated), m.realPerKey);
    QVERIFY(m.memoryUsage > 0);
    const std::int64_t tolerance = entries > 128 ? m.memoryUsage / 50 : 0;
    QVERIFY2(std::abs(m.simulated - m.memoryUsage) <= tolerance,
             qPrintable(QStringLiteral("MEMORY USAGE %1, simulated %2, tolerance %3")
                            .arg(m.memoryUsage)
                            .arg(m.simulated)
                            .arg(tolerance)));
}

QTEST_GUILESS_MAIN(TestRedisMemory)
#include "tst_redismemory.moc"
