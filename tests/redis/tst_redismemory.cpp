// The simulated Redis's memory per limiter key (RedisKeyspace, priced by RedisMemoryModel) against
// a real redis-server 7 holding the same state written by the Lua twins. For every algorithm (the
// sliding log and the concurrency limit with 1, 10 and 100 entries), limiter keys are driven
// through the twin on a private server and through Algorithm::decide into a simulated keyspace.
// Compared: MEMORY USAGE summed over the twin's Redis keys of one limiter key, and the simulated
// entry's bytes minus what MEMORY USAGE does not count (the 42-byte expires entry and the 19 bytes
// of amortised hash-table buckets that RedisMemoryModel::keyBytes adds to the 24-byte dictEntry).
//
// Tolerance: max(16 bytes, 10 %). MEMORY USAGE is exact and deterministic; jemalloc's size classes
// are 16 bytes apart up to 128 bytes and 12.5-25 % apart above, so a model that has the structure
// right lands within one size class, and one that has it wrong (another encoding, a missing key)
// misses by more. The used_memory growth per key is printed too: it includes client buffers and
// table resizes, so it is only a cross-check.
#include "RedisServer.h"

#include "algorithms/AlgorithmRegistry.h"
#include "distributed/RedisKeyspace.h"
#include "redis/LuaCall.h"
#include "redis/LuaScripts.h"

#include <QtTest/QTest>

#include <cstdio>
#include <string>

using namespace ratelab;
using namespace ratelab::test;

namespace {

constexpr int kKeys = 200;
constexpr std::int64_t kWindowMs = 600'000; // TTL 20 min: nothing expires during the test
constexpr std::int64_t kNow = 1'000'000;

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

// What the simulated bytes include and MEMORY USAGE does not (see the header comment).
constexpr std::int64_t kNotInMemoryUsage = RedisMemoryModel::kExpireBytes + 19;

} // namespace

class TestRedisMemory : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void perKeyMemoryMatches_data();
    void perKeyMemoryMatches();

private:
    Measured measure(AlgorithmKind kind, int entries);

    RedisServer m_server;
    RedisClient m_client;
};

void TestRedisMemory::initTestCase()
{
    RATELAB_START_REDIS(m_server);
    m_client = m_server.client();
    QVERIFY(m_client.isConnected());
}

Measured TestRedisMemory::measure(AlgorithmKind kind, int entries)
{
    const LuaScripts& scripts = LuaScripts::builtIn();
    const LimitParams params{1'000'000, kWindowMs, 0, false};
    auto algorithm = makeAlgorithm(kind, params);
    KeyspaceConfig config;
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
            // Distinct ms per entry, as a log of spaced requests (one sorted-set member each).
            const DecideInput in{kNow + e * 7, 1, kWindowMs};
            (void)algorithm->decide(state, in);
            batch.push_back(luaDecisionCall(scripts, kind, params, key, in, false,
                                            "lease" + std::to_string(e)));
            if (batch.size() == 64) {
                for (const RedisResult& r : m_client.evalPipelined(batch))
                    if (!r.ok())
                        qFatal("%s", r.error.message.c_str());
                batch.clear();
            }
        }
        keyspace.writeState(luaKeys(kind, key).front(), state, shape, fromMillis(2 * kWindowMs),
                            TtlMode::RefreshOnWrite, fromMillis(kNow));
    }
    for (const RedisResult& r : m_client.evalPipelined(batch))
        if (!r.ok())
            qFatal("%s", r.error.message.c_str());
    const std::int64_t after = usedMemory(m_client);

    Measured m;
    m.realPerKey = static_cast<double>(after - before) / kKeys;
    for (const std::string& redisKey : luaKeys(kind, keyName(0)))
        m.memoryUsage += m_client.memoryUsage(redisKey).value;
    const RedisEntry* entry = keyspace.peek(luaKeys(kind, keyName(0)).front());
    m.simulated = entry ? entry->bytes - kNotInMemoryUsage : 0;
    return m;
}

void TestRedisMemory::perKeyMemoryMatches_data()
{
    QTest::addColumn<AlgorithmKind>("kind");
    QTest::addColumn<int>("entries");
    QTest::addColumn<QString>("knownGap"); // why the model misses today; empty = must match
    const QString hashNotString = QStringLiteral(
        "the twin keeps a 2-field hash; the model prices a string (counter or integer)");
    const QString memberBytes = QStringLiteral("the model's listpack bytes per member (30.5) "
                                               "exceed the twin's short \"time:k:cost\" members");
    const QString secondKey = QStringLiteral("the model leaves out the twin's second key");
    QTest::newRow("fixed-window") << AlgorithmKind::FixedWindow << 3 << hashNotString;
    QTest::newRow("sliding-counter")
        << AlgorithmKind::SlidingCounter << 3
        << QStringLiteral(
               "the twin keeps a hash (w, n) and a string; the model two string counters");
    QTest::newRow("token-bucket") << AlgorithmKind::TokenBucket << 3 << QString();
    QTest::newRow("gcra") << AlgorithmKind::Gcra << 3 << hashNotString;
    QTest::newRow("leaky-bucket") << AlgorithmKind::LeakyBucket << 3 << hashNotString;
    QTest::newRow("sliding-log-1") << AlgorithmKind::SlidingLog << 1 << secondKey;
    QTest::newRow("sliding-log-10") << AlgorithmKind::SlidingLog << 10 << memberBytes;
    QTest::newRow("sliding-log-100") << AlgorithmKind::SlidingLog << 100 << memberBytes;
    QTest::newRow("concurrency-1") << AlgorithmKind::Concurrency << 1 << secondKey;
    // Within tolerance, though only because the missing lease-cost hash is offset by the
    // over-priced sorted-set members.
    QTest::newRow("concurrency-10") << AlgorithmKind::Concurrency << 10 << QString();
    QTest::newRow("concurrency-100") << AlgorithmKind::Concurrency << 100 << QString();
}

void TestRedisMemory::perKeyMemoryMatches()
{
    QFETCH(AlgorithmKind, kind);
    QFETCH(int, entries);
    QFETCH(QString, knownGap);
    const Measured m = measure(kind, entries);
    std::printf("%-16s MEMORY USAGE %6lld, simulated %6lld, used_memory growth %8.1f per key\n",
                QTest::currentDataTag(), static_cast<long long>(m.memoryUsage),
                static_cast<long long>(m.simulated), m.realPerKey);
    QVERIFY(m.memoryUsage > 0);
    const std::int64_t tolerance = std::max<std::int64_t>(16, m.memoryUsage / 10);
    if (!knownGap.isEmpty())
        QEXPECT_FAIL("", qPrintable(knownGap), Continue);
    QVERIFY2(std::abs(m.simulated - m.memoryUsage) <= tolerance,
             qPrintable(QStringLiteral("MEMORY USAGE %1, simulated %2, tolerance %3")
                            .arg(m.memoryUsage)
                            .arg(m.simulated)
                            .arg(tolerance)));
}

QTEST_GUILESS_MAIN(TestRedisMemory)
#include "tst_redismemory.moc"
