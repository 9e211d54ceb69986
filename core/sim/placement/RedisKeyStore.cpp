// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// RedisKeyStore's set-up: its placement, balancers, simulated servers and their faults, the
// per-instance guards and the script it runs at the server. The request flow is
// RedisKeyStoreFlow.cpp.
#include "core/sim/placement/RedisKeyStore.h"

#include "core/sim/placement/PlacementSetup.h"

#include <algorithm>

namespace ratelab {
namespace {

bool isRedis(PlacementKind k)
{
    return k != PlacementKind::LocalMemory && k != PlacementKind::PerRegionSynced;
}

} // namespace

RedisKeyStore::RedisKeyStore(RedisKeyStoreSetup setup, Engine& engine)
    : m_setup(std::move(setup))
    , m_engine(engine)
    , m_delays(m_setup.rng.split(1))
{
    const WorldContext& w = *m_setup.world;
    const LaneStoreSpec& spec = *m_setup.spec;
    const int regions = static_cast<int>(w.topology.regions.size());
    const int instances = w.topology.instanceCount();

    m_placement = placementOf(spec, w.topology, m_setup.windowMs, m_setup.algorithm);

    for (int r = 0; r < regions; ++r) {
        const RegionSpec& region = w.topology.regions[static_cast<std::size_t>(r)];
        m_balancers.emplace_back(region.balancer, region.instances,
                                 m_setup.rng.split(10 + static_cast<std::uint64_t>(r)),
                                 region.virtualNodes);
    }
    if (isRedis(spec.placement)) {
        SimRedisConfig base;
        base.keyspace.maxMemoryBytes = spec.maxMemoryBytes;
        base.keyspace.policy = spec.eviction;
        base.keyspace.maxMemorySamples = spec.maxMemorySamples;
        // A failover promotes a replica, so the primary needs one.
        const bool failover =
            std::any_of(spec.faults.begin(), spec.faults.end(),
                        [](const StoreFaultSpec& f) { return f.kind == StoreFaultKind::Failover; });
        if (failover) {
            base.replica = true;
            base.replicationLagUs = fromMillis(spec.replicaLagMs);
        }
        const int stores = m_placement.storeCount(regions, instances);
        for (int s = 0; s < stores; ++s) {
            auto server =
                std::make_unique<SimRedis>(m_placement.serverConfig(base),
                                           m_setup.rng.split(100 + static_cast<std::uint64_t>(s)));
            for (const RedisFault& fault : serverFaults(spec, w.topology, s))
                server->addFault(fault);
            m_servers.push_back(std::move(server));
        }
    }
    const std::optional<CircuitBreakerConfig> breaker =
        spec.breakerFailures > 0 ? std::optional<CircuitBreakerConfig>(
            CircuitBreakerConfig{spec.breakerFailures, fromMillis(spec.breakerCoolDownMs)})
                                 : std::nullopt;
    const std::size_t keys = m_setup.keyNames->size();
    for (int i = 0; i < instances; ++i) {
        m_local.push_back(std::make_unique<MemoryStore>(keys));
        m_guards.emplace_back(spec.failure, breaker);
    }
    if (spec.placement == PlacementKind::PerRegionSynced)
        m_sync.assign(keys, HeadroomSync(regions, m_setup.limit, spec.headroomPercent));
    m_seen.resize(keys);
    // The sliding counter's script reads two keys (the seeds' current and previous window);
    // without a hash tag they land in different slots and the cluster refuses it.
    m_checkSlots = spec.placement == PlacementKind::RedisCluster && !spec.hashTags
                   && m_setup.algorithm == AlgorithmKind::SlidingCounter
                   && m_placement.atomicity != AtomicityMode::GetThenSet;
    if (m_checkSlots)
        m_crossSlot.assign(keys, 0);
    m_known.assign(keys, 0);
    m_perInstance.assign(static_cast<std::size_t>(instances), 0);
    m_perRegionBucket.assign(static_cast<std::size_t>(regions),
                             std::vector<std::int64_t>(m_setup.bucketCount, 0));
    m_storedNames = m_setup.keyNames;
    if (m_setup.policy)
        setUpPolicy();

    // The script is the algorithm's own transition, run on the stored state at the server.
    m_script = [this](KeyState& state, SimTime serverNowUs) {
        Op& op = m_ops[static_cast<std::size_t>(m_currentOp)];
        DecideInput in = op.input;
        // A script reads TIME once: every rule of one policy script decides at that instant.
        if (m_placement.clock == ClockSource::StoreTime)
            in.nowMs = op.clockRead ? op.scriptClockMs : toMillisFloor(serverNowUs);
        op.scriptClockMs = in.nowMs;
        op.clockRead = op.rule >= 0;
        const Algorithm& algorithm = op.algorithm ? *op.algorithm : *m_algorithm;
        if (!op.dry)
            return algorithm.decideForResponse(state, in);
        KeyState copy = state;
        return algorithm.decideForResponse(copy, in);
    };
    m_scriptWrites = [this](const KeyState& before, const KeyState& after, const Decision& d) {
        const Op& op = m_ops[static_cast<std::size_t>(m_currentOp)];
        DecideInput in = op.input;
        in.nowMs = op.scriptClockMs;
        return twinFirstWrite(op.algorithm ? *op.algorithm : *m_algorithm, before, after, d, in,
                              m_placement.ttlMode);
    };
}

void RedisKeyStore::attach(std::uint16_t laneHandler)
{
    m_laneHandler = laneHandler;
    m_handler = m_engine.addHandler(this);
    const LaneStoreSpec& spec = *m_setup.spec;
    if (spec.cache.writesPerSecond > 0 && !m_servers.empty()) {
        CacheWorkloadSpec cache;
        cache.writesPerSecond = spec.cache.writesPerSecond;
        cache.valueBytes = spec.cache.valueBytes;
        cache.distinctKeys = spec.cache.distinctKeys;
        m_caches.push_back(std::make_unique<CacheWorkload>(cache, m_setup.rng.split(500)));
        m_engine.schedule(m_caches.back()->nextTime(), m_handler, eventKind(CacheWrite), 0);
    }
    if (!m_servers.empty()) {
        const std::vector<int> servers = faultServers(spec, m_setup.world->topology);
        for (std::size_t i = 0; i < spec.faults.size(); ++i)
            if (spec.faults[i].kind == StoreFaultKind::Failover)
                m_engine.schedule(fromMillis(spec.faults[i].startMs), m_handler,
                                  eventKind(Failover), servers[i]);
    }
    if (!m_sync.empty())
        m_engine.schedule(fromMillis(spec.syncIntervalMs), m_handler, eventKind(SyncTick), 0);
}

} // namespace ratelab
