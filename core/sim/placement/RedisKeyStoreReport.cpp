// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// RedisKeyStore's bookkeeping: what it tells the lane's charts and summary (key states last seen,
// memory, evictions, per-instance and per-region counts), apart from the request flow.
#include "core/sim/placement/RedisKeyStore.h"

#include "core/sim/model/RunResult.h"

#include <algorithm>

namespace ratelab {

void RedisKeyStore::count(const StoreAnswer& answer)
{
    if (!answer.decision.allowed || answer.instance < 0)
        return;
    ++m_perInstance[static_cast<std::size_t>(answer.instance)];
    const auto region = static_cast<std::size_t>(
        m_setup.world->regionOfInstance[static_cast<std::size_t>(answer.instance)]);
    const auto bucket = static_cast<std::size_t>(m_engine.now() / m_setup.bucket);
    if (bucket < m_setup.bucketCount)
        ++m_perRegionBucket[region][bucket];
}

void RedisKeyStore::see(std::int32_t key, const KeyState& state)
{
    const auto k = static_cast<std::size_t>(key);
    if (!m_known[k]) {
        m_known[k] = 1;
        ++m_keys;
    }
    m_seen[k] = state;
}

std::int64_t RedisKeyStore::newOp()
{
    if (!m_freeOps.empty()) {
        const std::int64_t id = m_freeOps.back();
        m_freeOps.pop_back();
        return id;
    }
    m_ops.emplace_back();
    return static_cast<std::int64_t>(m_ops.size()) - 1;
}

const KeyState* RedisKeyStore::find(std::int32_t key) const
{
    const auto k = static_cast<std::size_t>(key);
    return m_known[k] ? &m_seen[k] : nullptr;
}

std::int64_t RedisKeyStore::keyCount() const
{
    return m_keys;
}

// In Redis the state is what the servers hold for the lane's keys, priced by RedisMemoryModel
// (as MEMORY USAGE would report it); keys that expired or were evicted hold nothing. Elsewhere
// it is the instances' memory.
std::int64_t RedisKeyStore::stateBytes(const Algorithm& algorithm) const
{
    std::int64_t bytes = 0;
    if (m_servers.empty()) {
        for (const auto& local : m_local)
            bytes += local->stateBytes(algorithm);
        return bytes;
    }
    forEachStoredKey([&](const RedisEntry& e) { bytes += e.bytes; });
    return bytes;
}

std::int64_t RedisKeyStore::keysWithState() const
{
    if (m_servers.empty())
        return keyCount();
    std::int64_t keys = 0;
    forEachStoredKey([&](const RedisEntry&) { ++keys; });
    return keys;
}

StoreGauges RedisKeyStore::gauges(SimTime t) const
{
    (void)t;
    StoreGauges g;
    for (const auto& server : m_servers) {
        g.memoryBytes += server->keyspace().usedMemory();
        g.evictionsTotal += server->keyspace().stats().evictions;
    }
    return g;
}

bool RedisKeyStore::fillTopology(LaneTopologyTotals& totals) const
{
    const WorldContext& w = *m_setup.world;
    for (const RegionSpec& r : w.topology.regions)
        totals.regionNames.push_back(r.name);
    totals.regionOfInstance = w.regionOfInstance;
    totals.admittedPerInstance = m_perInstance;
    totals.admittedPerRegion.assign(m_perRegionBucket.size(), 0);
    for (std::size_t r = 0; r < m_perRegionBucket.size(); ++r)
        for (const std::int64_t n : m_perRegionBucket[r])
            totals.admittedPerRegion[r] += n;
    totals.admittedPerRegionBucket = m_perRegionBucket;
    totals.crossSlotErrors = m_crossSlotErrors;
    for (const StoreGuard& g : m_guards) {
        totals.storeErrors += g.counts().errors;
        totals.shortCircuited += g.counts().shortCircuited;
        totals.fallbackDecisions += g.counts().fallbackDecisions;
    }
    for (const auto& server : m_servers) {
        totals.oomErrors += server->stats().oomErrors;
        totals.evictions += server->keyspace().stats().evictions;
        totals.lostWrites += server->stats().lostWrites;
        totals.peakMemoryBytes =
            std::max(totals.peakMemoryBytes, server->keyspace().stats().peakMemory);
    }
    return true;
}

} // namespace ratelab
