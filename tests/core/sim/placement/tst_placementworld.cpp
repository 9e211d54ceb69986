// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/placement/StorePlacement.h"
#include "core/sim/redis/CacheWorkload.h"
#include "core/sim/world/Topology.h"
#include "tests/support/ContractTransitions.h"
#include "tests/support/MiniEventLoop.h"

#include <QTest>

#include <map>
#include <memory>

using namespace ratelab;
using ratelab::test::MiniEventLoop;

namespace {

constexpr std::int64_t kLimit = 10;
constexpr std::int64_t kWindowMs = 1000;

// The engine's wiring in miniature: a balancer per region, the placement's stores, Lua scripts
// over the network (or local maps), every hop an event.
class World {
public:
    World(Topology topo, StorePlacement placement, std::uint64_t seed, SimRedisConfig server = {})
        : m_topo(std::move(topo))
        , m_placement(placement)
        , m_rng(seed)
        , m_delays(m_rng.split(1))
    {
        for (std::size_t r = 0; r < m_topo.regions.size(); ++r)
            m_balancers.emplace_back(m_topo.regions[r].balancer, m_topo.regions[r].instances,
                                     m_rng.split(10 + r));
        const int stores =
            m_placement.storeCount(static_cast<int>(m_topo.regions.size()), m_topo.instanceCount());
        for (int s = 0; s < stores; ++s)
            m_stores.push_back(
                std::make_unique<SimRedis>(m_placement.serverConfig(server), m_rng.split(100 + s)));
        m_local.resize(static_cast<std::size_t>(m_topo.instanceCount()));
    }

    void request(int region, const std::string& key, SimTime t)
    {
        m_loop.at(t, [=, this] {
            const int local = m_balancers[static_cast<std::size_t>(region)].route(key);
            const int instance = m_topo.globalInstance(region, local);
            if (m_placement.kind == PlacementKind::LocalMemory) {
                KeyState& s = m_local[static_cast<std::size_t>(instance)][key];
                record(test::fixedWindow(s, toMillisFloor(t), kLimit, kWindowMs).allowed);
                return;
            }
            const int store = m_placement.storeFor(region, instance, key);
            const int storeRegion =
                m_placement.regionOfStore(store, static_cast<int>(m_topo.regions.size()));
            const SimTime there = m_topo.drawStoreDelay(region, storeRegion, m_delays);
            m_loop.at(t + there, [=, this] {
                RedisCommand c;
                c.op = RedisOp::Script;
                c.key = key;
                c.arrival = m_loop.now();
                c.fromRegion = region;
                c.ttlUs = m_placement.ttlFor(kWindowMs);
                c.script = &m_script;
                const SimRedisReply r = m_stores[static_cast<std::size_t>(store)]->submit(c);
                const SimTime back = m_topo.drawStoreDelay(region, storeRegion, m_delays);
                m_loop.at(r.completion + back, [=, this] {
                    record(r.status == RedisStatus::Ok && r.decision.allowed);
                    m_latencySum += m_loop.now() - t;
                });
            });
        });
    }

    void addCache(const CacheWorkloadSpec& spec, int store)
    {
        m_caches.push_back(
            std::make_unique<CacheWorkload>(spec, m_rng.split(500 + m_caches.size())));
        m_steps.push_back(std::make_unique<std::function<void()>>());
        CacheWorkload* cache = m_caches.back().get();
        std::function<void()>* step = m_steps.back().get();
        *step = [this, cache, step, store] {
            m_stores[static_cast<std::size_t>(store)]->submit(cache->next());
            if (cache->nextTime() != kNoDeadline)
                m_loop.at(cache->nextTime(), *step);
        };
        m_loop.at(cache->nextTime(), *step);
    }

    void run() { m_loop.run(); }

    int admitted = 0;
    int rejected = 0;
    std::vector<bool> outcomes;
    [[nodiscard]] SimTime latencySum() const { return m_latencySum; }
    [[nodiscard]] const SimRedis& store(int i) const
    {
        return *m_stores[static_cast<std::size_t>(i)];
    }

private:
    void record(bool allowed)
    {
        (allowed ? admitted : rejected) += 1;
        outcomes.push_back(allowed);
    }

    Topology m_topo;
    StorePlacement m_placement;
    Random m_rng;
    Random m_delays;
    MiniEventLoop m_loop;
    std::vector<LoadBalancer> m_balancers;
    std::vector<std::unique_ptr<SimRedis>> m_stores;
    std::vector<std::map<std::string, KeyState>> m_local;
    SimTime m_latencySum = 0;
    std::vector<std::unique_ptr<CacheWorkload>> m_caches;
    std::vector<std::unique_ptr<std::function<void()>>> m_steps;
    RedisScript m_script = [](KeyState& s, SimTime now) {
        return test::fixedWindow(s, toMillisFloor(now), kLimit, kWindowMs);
    };
};

Topology regions(int count, int instancesEach, BalancerKind balancer = BalancerKind::RoundRobin)
{
    Topology t;
    for (int i = 0; i < count; ++i) {
        RegionSpec r;
        r.name = "region-" + std::to_string(i);
        r.instances = instancesEach;
        r.balancer = balancer;
        r.instanceToStore = LatencyModel::constant(500);
        t.regions.push_back(r);
    }
    t.defaultCrossRegion = LatencyModel::constant(60'000);
    return t;
}

StorePlacement placement(PlacementKind kind)
{
    StorePlacement p;
    p.kind = kind;
    return p;
}

// 30 requests per region for one key, spread over the first 300 ms of window 0.
World runOneKey(Topology topo, PlacementKind kind, std::uint64_t seed = 1)
{
    World w(std::move(topo), placement(kind), seed);
    const int regionCount = 3;
    for (int k = 0; k < 30; ++k)
        for (int r = 0; r < regionCount; ++r)
            w.request(r, "rl:user:42", fromMillis(10 * k) + r);
    w.run();
    return w;
}

} // namespace

class TestPlacementWorld : public QObject {
    Q_OBJECT
private slots:
    void localMemoryAdmitsNTimesTheInstances()
    {
        // 1 region of 3 instances behind round robin: each instance enforces N on its own.
        World local(regions(1, 3), placement(PlacementKind::LocalMemory), 1);
        World shared(regions(1, 3), placement(PlacementKind::SharedRedis), 1);
        for (int k = 0; k < 30; ++k) {
            local.request(0, "rl:user:42", fromMillis(10 * k));
            shared.request(0, "rl:user:42", fromMillis(10 * k));
        }
        local.run();
        shared.run();
        QCOMPARE(local.admitted, 3 * 10);
        QCOMPARE(shared.admitted, 10);
    }

    void perRegionEnforcementAdmitsNPerRegion()
    {
        QCOMPARE(runOneKey(regions(3, 4), PlacementKind::PerRegionRedis).admitted, 30);
        const World shared = runOneKey(regions(3, 4), PlacementKind::SharedRedis);
        QCOMPARE(shared.admitted, 10);
        // Added latency: the network (30 x 2 x 0.5 ms from region 0, 60 x 2 x 60.5 ms from the
        // far regions) + 90 scripts of 30 us + queueing. Region 1's request k arrives 1 us after
        // region 0's request k + 6 and waits 29 us, region 2's 1 us later waits 58 us (k <= 23);
        // for k >= 24 only region 2 waits, 29 us: 24 x 87 + 6 x 29 = 2262 us.
        QCOMPARE(shared.latencySum(), SimTime{30'000 + 7'260'000 + 2'700 + 2'262});
        QCOMPARE(runOneKey(regions(3, 4), PlacementKind::RedisCluster).admitted, 10);
    }

    void sameSeedSameWorld()
    {
        // Random balancers, log-normal and cross-region delays, a cache beside the limiter under
        // allkeys-lfu (random sampling, random LFU increments): twice the same seed, same run.
        const auto run = [](std::uint64_t seed) {
            Topology t = regions(3, 4, BalancerKind::Random);
            for (RegionSpec& r : t.regions)
                r.instanceToStore = LatencyModel::logNormal(800, 0.5, 100, 20'000);
            t.defaultCrossRegion = LatencyModel::uniform(40'000, 150'000);
            SimRedisConfig server;
            server.keyspace.policy = EvictionPolicy::AllKeysLfu;
            server.keyspace.maxMemoryBytes = RedisMemoryModel::kBaselineBytes + 64 * 1024;
            auto w =
                std::make_unique<World>(t, placement(PlacementKind::SharedRedis), seed, server);
            CacheWorkloadSpec cache;
            cache.writesPerSecond = 500;
            cache.valueBytes = 512;
            cache.endUs = fromSeconds(3);
            w->addCache(cache, 0);
            for (int k = 0; k < 600; ++k)
                w->request(k % 3, "rl:user:" + std::to_string(k % 7), fromMillis(5 * k));
            w->run();
            return w;
        };
        const auto a = run(5);
        const auto b = run(5);
        QCOMPARE(a->outcomes, b->outcomes);
        QCOMPARE(a->latencySum(), b->latencySum());
        QCOMPARE(a->store(0).keyspace().stats().evictions,
                 b->store(0).keyspace().stats().evictions);
        QCOMPARE(a->store(0).keyspace().usedMemory(), b->store(0).keyspace().usedMemory());
        QVERIFY(a->store(0).keyspace().stats().evictions > 0);
        const auto c = run(6);
        QVERIFY(c->latencySum() != a->latencySum());
    }
};

QTEST_APPLESS_MAIN(TestPlacementWorld)
#include "tst_placementworld.moc"
