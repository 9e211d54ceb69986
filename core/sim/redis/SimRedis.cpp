// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/redis/SimRedis.h"

#include <algorithm>
#include <stdexcept>

namespace ratelab {
namespace {

constexpr SimTime kCronPeriodUs = 100 * kMicrosPerMilli; // hz 10

KeyspaceConfig replicaKeyspace(KeyspaceConfig c)
{
    c.maxMemoryBytes = 0;   // replica-ignore-maxmemory: only the primary evicts
    c.activeExpire = false; // a replica waits for its primary's DEL
    return c;
}

bool sameState(const KeyState& x, const KeyState& y)
{
    if (x.present != y.present || x.a != y.a || x.b != y.b || x.c != y.c
        || x.log.size() != y.log.size())
        return false;
    for (std::size_t i = 0; i < x.log.size(); ++i)
        if (x.log[i].timeMs != y.log[i].timeMs || x.log[i].cost != y.log[i].cost)
            return false;
    return true;
}

} // namespace

SimRedis::SimRedis(SimRedisConfig config, Random rng)
    : m_config(std::move(config))
    , m_rng(rng)
    , m_primary(m_config.keyspace, rng.split(1))
    , m_nextCron(kCronPeriodUs)
{
    if (m_config.replica) {
        m_replica.emplace(replicaKeyspace(m_config.keyspace), rng.split(2));
        m_primary.setRecordChanges(true);
    }
}

void SimRedis::addFault(const RedisFault& fault)
{
    m_faults.push_back(fault);
    m_faultFlushed.push_back(false);
}

const RedisFault* SimRedis::activeFault(RedisFaultKind kind, SimTime t, int region) const
{
    for (const RedisFault& f : m_faults)
        if (f.kind == kind && f.covers(t)
            && (kind != RedisFaultKind::Partition || f.region == region))
            return &f;
    return nullptr;
}

void SimRedis::recoverFromDataLoss(SimTime t)
{
    for (std::size_t i = 0; i < m_faults.size(); ++i) {
        const RedisFault& f = m_faults[i];
        if (f.kind != RedisFaultKind::Down || !f.losesData || m_faultFlushed[i] || f.to > t)
            continue;
        m_faultFlushed[i] = true;
        m_primary = RedisKeyspace(m_config.keyspace, m_rng.split(100 + i));
        if (m_replica) {
            m_primary.setRecordChanges(true);
            m_replica.emplace(replicaKeyspace(m_config.keyspace), m_rng.split(200 + i));
            m_stream.clear();
        }
    }
}

SimTime SimRedis::serviceFor(const RedisCommand& c, SimTime start) const
{
    SimTime s = c.serviceUs;
    if (s < 0) {
        const RedisServiceTimes& d = m_config.service;
        switch (c.op) {
        case RedisOp::Get:
            s = d.getUs;
            break;
        case RedisOp::Set:
            s = d.setUs;
            break;
        case RedisOp::Exec:
            s = d.execUs;
            break;
        case RedisOp::Script:
            s = d.scriptUs;
            break;
        case RedisOp::CacheSet:
            s = d.cacheSetUs;
            break;
        case RedisOp::Del:
            s = d.delUs;
            break;
        }
    }
    if (const RedisFault* slow = activeFault(RedisFaultKind::Slow, start, c.fromRegion))
        s = s * slow->slowPercent / 100;
    return s;
}

SimRedisReply SimRedis::submit(const RedisCommand& c)
{
    if (c.arrival < m_lastArrival)
        throw std::logic_error("SimRedis::submit: arrivals must come in time order");
    m_lastArrival = c.arrival;
    ++m_stats.commands;
    recoverFromDataLoss(c.arrival);

    SimRedisReply r;
    r.start = c.arrival;
    if (activeFault(RedisFaultKind::Down, c.arrival, c.fromRegion)) {
        ++m_stats.refused;
        r.status = RedisStatus::ConnectionRefused;
        r.completion = c.arrival + m_config.connectTimeoutUs;
        return r;
    }
    if (activeFault(RedisFaultKind::Partition, c.arrival, c.fromRegion)) {
        ++m_stats.unreachable;
        r.status = RedisStatus::Unreachable;
        r.completion = c.arrival + m_config.connectTimeoutUs;
        return r;
    }
    if (c.fromReplica && c.op == RedisOp::Get && m_replica)
        return serveFromReplica(c);

    while (!m_pending.empty() && m_pending.front() <= c.arrival)
        m_pending.pop_front();
    r.queueAhead = static_cast<int>(m_pending.size());
    noteQueue(c.arrival, r.queueAhead);

    r.start = std::max(c.arrival, m_busyUntil);
    advanceTo(r.start);
    const SimTime service = serviceFor(c, r.start);
    r.completion = r.start + service;
    m_busyUntil = r.completion;
    m_pending.push_back(r.completion);
    m_stats.busyUs += service;

    execute(c, r);
    shipChanges(r.start);
    if (r.completion > c.deadline) {
        r.status = RedisStatus::Timeout;
        ++m_stats.timeouts;
    }
    return r;
}

void SimRedis::execute(const RedisCommand& c, SimRedisReply& r)
{
    const SimTime now = r.start;
    // Redis runs performEvictions before every command; a write that still does not fit is refused.
    const bool canWrite = m_primary.freeMemory(now);
    const auto refuse = [&] {
        r.status = RedisStatus::Oom;
        ++m_stats.oomErrors;
    };
    switch (c.op) {
    case RedisOp::Get: {
        const RedisEntry* e = m_primary.lookup(c.key, now);
        r.found = e != nullptr;
        if (e) {
            r.value = e->state;
            r.version = e->version;
        }
        r.executed = true;
        return;
    }
    case RedisOp::Set:
        if (!canWrite)
            return refuse();
        m_primary.writeState(c.key, c.value, c.shape, c.ttlUs, c.ttlMode, now);
        r.executed = true;
        return;
    case RedisOp::Exec:
        if (!canWrite)
            return refuse();
        if (m_primary.versionOf(c.key, now) != c.expectedVersion) {
            r.status = RedisStatus::ExecAborted;
            ++m_stats.execAborts;
            return;
        }
        m_primary.writeState(c.key, c.value, c.shape, c.ttlUs, c.ttlMode, now);
        r.executed = true;
        return;
    case RedisOp::Script: {
        const RedisEntry* e = m_primary.lookup(c.key, now);
        KeyState state = e ? e->state : KeyState{};
        const KeyState before = state;
        r.found = e != nullptr;
        r.decision = (*c.script)(state, m_config.clock.localMicros(now));
        const bool changed = !sameState(before, state);
        // Memory is checked once, before the script; then only a deny-oom first write is refused
        // (scriptVerifyOOM). A script that has written must finish, past maxmemory if need be.
        const ScriptFirstWrite first = c.firstWrite ? (*c.firstWrite)(before, state, r.decision)
                                       : changed    ? ScriptFirstWrite::DenyOom
                                                    : ScriptFirstWrite::None;
        if (first == ScriptFirstWrite::DenyOom && !canWrite && !c.scriptWrote)
            return refuse();
        if (changed) {
            if (!canWrite)
                ++m_stats.writesPastMaxmemory;
            m_primary.writeState(c.key, state, c.shape, c.ttlUs, c.ttlMode, now);
        }
        r.wrote = changed;
        r.value = std::move(state);
        r.executed = true;
        return;
    }
    case RedisOp::CacheSet:
        if (!canWrite)
            return refuse();
        m_primary.writeValue(c.key, c.valueBytes, c.ttlUs, now);
        r.executed = true;
        return;
    case RedisOp::Del:
        m_primary.erase(c.key);
        r.executed = true;
        return;
    }
}

SimRedisReply SimRedis::serveFromReplica(const RedisCommand& c)
{
    ++m_stats.replicaReads;
    SimRedisReply r;
    r.start = std::max(c.arrival, m_replicaBusyUntil);
    r.completion = r.start + (c.serviceUs >= 0 ? c.serviceUs : m_config.service.getUs);
    m_replicaBusyUntil = r.completion;
    syncReplica(r.start);
    if (const RedisEntry* e = m_replica->lookup(c.key, r.start, false)) {
        r.found = true;
        r.value = e->state;
        r.version = e->version;
    }
    r.executed = true;
    if (r.completion > c.deadline) {
        r.status = RedisStatus::Timeout;
        ++m_stats.timeouts;
    }
    return r;
}

void SimRedis::advanceTo(SimTime t)
{
    while (m_nextCron <= t) {
        m_primary.activeExpireCycle(m_nextCron);
        shipChanges(m_nextCron);
        m_nextCron += kCronPeriodUs;
    }
}

void SimRedis::shipChanges(SimTime at)
{
    if (!m_replica)
        return;
    for (KeyspaceChange& change : m_primary.takeChanges())
        m_stream.push_back({at + m_config.replicationLagUs, std::move(change)});
}

void SimRedis::syncReplica(SimTime t)
{
    while (!m_stream.empty() && m_stream.front().visibleAt <= t) {
        m_replica->applyReplicated(m_stream.front().change.key, m_stream.front().change.entry);
        m_stream.pop_front();
    }
}

void SimRedis::failover(SimTime t)
{
    if (!m_replica)
        return;
    advanceTo(t);
    syncReplica(t);
    m_stats.lostWrites += static_cast<std::int64_t>(m_stream.size());
    m_stream.clear();
    ++m_stats.failovers;
    m_primary = std::move(*m_replica);
    m_primary.setConfig(m_config.keyspace);
    m_primary.setRecordChanges(true);
    m_replica.emplace(m_primary);
    m_replica->setRecordChanges(false);
    m_replica->takeChanges();
    m_replica->setConfig(replicaKeyspace(m_config.keyspace));
}

void SimRedis::noteQueue(SimTime arrival, int length)
{
    m_stats.maxQueue = std::max(m_stats.maxQueue, length);
    if (arrival < 0 || m_config.queueBucketUs <= 0)
        return;
    const auto bucket = static_cast<std::size_t>(arrival / m_config.queueBucketUs);
    if (bucket >= m_stats.maxQueueByBucket.size())
        m_stats.maxQueueByBucket.resize(bucket + 1, 0);
    m_stats.maxQueueByBucket[bucket] = std::max(m_stats.maxQueueByBucket[bucket], length);
}

int SimRedis::queueLengthAt(SimTime t) const
{
    return static_cast<int>(m_pending.end()
                            - std::upper_bound(m_pending.begin(), m_pending.end(), t));
}

} // namespace ratelab
