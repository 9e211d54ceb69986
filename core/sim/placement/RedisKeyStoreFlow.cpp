// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// RedisKeyStore's request flow: a request routed to its instance, decided in local memory or sent
// to its Redis server over the network (send, arrive, done), answered through the failure policy
// when the store cannot be reached, and the store's own scheduled events (cache writes, failovers,
// sync ticks). Set-up is RedisKeyStore.cpp; policies of several rules RedisKeyStorePolicy.cpp.
#include "core/sim/placement/RedisKeyStore.h"

#include "core/sim/placement/PlacementSetup.h"

#include "core/sim/redis/ClusterSlot.h"
#include "core/sim/redis/RedisMemoryModel.h"

#include <algorithm>

namespace ratelab {

StoreAnswer RedisKeyStore::decide(const Algorithm& algorithm, std::int32_t key,
                                  const DecideInput& input, std::int64_t ticket)
{
    return decideFor(algorithm, key, input, ticket, 0);
}

StoreAnswer RedisKeyStore::decideFor(const Algorithm& algorithm, std::int32_t key,
                                     const DecideInput& input, std::int64_t ticket,
                                     std::int32_t client)
{
    m_algorithm = &algorithm;
    const SimTime now = m_engine.now();
    const std::string& name = (*m_setup.keyNames)[static_cast<std::size_t>(key)];
    const auto [region, instance] = routeOf(client, key);
    DecideInput in = input;
    in.nowMs = m_setup.world->clocks[static_cast<std::size_t>(instance)].nowMs(now);

    StoreAnswer answer;
    answer.instance = instance;
    answer.clockMs = in.nowMs;
    if (m_placement.kind == PlacementKind::LocalMemory)
        return finishLocal(instance, key, in, answer);
    if (m_placement.kind == PlacementKind::PerRegionSynced) {
        // The region's own Redis counts; the sync events share counts between regions.
        const std::int64_t window = in.nowMs >= 0 ? in.nowMs / m_setup.windowMs : -1;
        HeadroomSync& sync = m_sync[static_cast<std::size_t>(key)];
        Decision& d = answer.decision;
        d.limit = m_setup.limit;
        d.allowed = sync.tryAdmit(region, window, in.cost);
        // The headers a fixed window in this region would send: its share left, its window's end.
        d.remaining =
            std::max<std::int64_t>(0, sync.effectiveLimit(region) - sync.localCount(region));
        d.resetMs = (window + 1) * m_setup.windowMs;
        d.retryAfterMs = d.allowed ? 0 : std::max<std::int64_t>(1, d.resetMs - in.nowMs);
        // Its share spent, a region waits for the next window (or a sync it cannot foresee).
        if (in.effectiveWindow)
            d.effectiveWindowSeconds = delaySeconds(d.resetMs - in.nowMs);
        count(answer);
        return answer;
    }
    StoreGuard& guard = m_guards[static_cast<std::size_t>(instance)];
    if (!guard.shouldCallStore(now))
        return onFailure(instance, key, in, false);

    const std::int64_t id = newOp();
    Op& op = m_ops[static_cast<std::size_t>(id)];
    op = Op{};
    op.laneTicket = ticket;
    op.key = key;
    op.instance = instance;
    op.region = region;
    op.server = m_placement.storeFor(region, instance, name);
    op.input = in;
    send(id, now);
    StoreAnswer pending;
    pending.status = StoreStatus::Pending;
    pending.instance = instance;
    return pending;
}

RedisKeyStore::Route RedisKeyStore::routeOf(std::int32_t client, std::int32_t key)
{
    const WorldContext& w = *m_setup.world;
    const int region = w.regionOfClient[static_cast<std::size_t>(client)];
    const std::string& name = (*m_setup.keyNames)[static_cast<std::size_t>(key)];
    const int local = m_balancers[static_cast<std::size_t>(region)].route(name);
    return {region, w.topology.globalInstance(region, std::max(0, local))};
}

StoreAnswer RedisKeyStore::finishLocal(std::int32_t instance, std::int32_t key,
                                       const DecideInput& input, StoreAnswer answer)
{
    MemoryStore& store = *m_local[static_cast<std::size_t>(instance)];
    answer.decision = store.decide(*m_algorithm, key, input, 0).decision;
    see(key, *store.find(key));
    count(answer);
    return answer;
}

StoreAnswer RedisKeyStore::onFailure(std::int32_t instance, std::int32_t key,
                                     const DecideInput& input, bool observed)
{
    StoreGuard& guard = m_guards[static_cast<std::size_t>(instance)];
    const FailureVerdict verdict =
        observed ? guard.onStoreFailure(m_engine.now()) : guard.verdictWithoutStore();
    // The policy decides now, so it reads the instance's clock now: a request that waited out
    // the store's timeout would otherwise be counted in the window it was sent in, and the
    // fallback would admit a second window's worth on top of the current one.
    DecideInput in = input;
    in.nowMs = m_setup.world->clocks[static_cast<std::size_t>(instance)].nowMs(m_engine.now());
    StoreAnswer answer;
    answer.instance = instance;
    answer.clockMs = in.nowMs;
    answer.error = observed;
    if (verdict.useLocal)
        return finishLocal(instance, key, in, answer);
    answer.decision.allowed = verdict.allowed;
    answer.decision.limit = m_setup.limit;
    answer.failedOpen = verdict.allowed;
    answer.failedClosed = !verdict.allowed;
    count(answer);
    return answer;
}

void RedisKeyStore::send(std::int64_t id, SimTime now)
{
    Op& op = m_ops[static_cast<std::size_t>(id)];
    op.sentAt = now;
    const int storeRegion =
        m_placement.regionOfStore(op.server, static_cast<int>(m_balancers.size()));
    const SimTime there = m_setup.world->topology.drawStoreDelay(op.region, storeRegion, m_delays);
    m_engine.schedule(now + there, m_handler, eventKind(StoreArrive), 0, id);
}

void RedisKeyStore::arrive(std::int64_t id, SimTime now)
{
    Op& op = m_ops[static_cast<std::size_t>(id)];
    if (op.rule >= 0)
        return arrivePolicy(id, now);
    const std::string& name = (*m_setup.keyNames)[static_cast<std::size_t>(op.key)];
    const int storeRegion =
        m_placement.regionOfStore(op.server, static_cast<int>(m_balancers.size()));
    const SimTime back = m_setup.world->topology.drawStoreDelay(op.region, storeRegion, m_delays);
    const SimTime giveUp = op.sentAt + fromMillis(m_setup.spec->timeoutMs);

    if (m_checkSlots && crossSlot(op.key)) {
        // Refused before it runs, the reply one network hop later.
        op.reply = SimRedisReply{};
        op.reply.status = RedisStatus::CrossSlot;
        op.reply.start = now;
        op.reply.completion = now;
        ++m_crossSlotErrors;
        m_engine.schedule(std::min(now + back, giveUp), m_handler, eventKind(StoreDone), 0, id);
        return;
    }
    RedisCommand c;
    c.key = name;
    c.arrival = now;
    c.fromRegion = op.region;
    c.deadline = giveUp - back;
    c.shape = RedisMemoryModel::shapeFor(m_setup.algorithm);
    c.ttlUs = m_placement.ttlUs;
    c.ttlMode = m_placement.ttlMode;
    if (m_placement.atomicity == AtomicityMode::LuaScript) {
        c.op = RedisOp::Script;
        c.script = &m_script;
        c.firstWrite = &m_scriptWrites;
    } else if (op.step == 0) {
        c.op = RedisOp::Get;
        c.fromReplica = m_placement.kind == PlacementKind::ReplicaReads;
    } else {
        c.op = m_placement.atomicity == AtomicityMode::MultiExec ? RedisOp::Exec : RedisOp::Set;
        c.value = op.reply.value;
        c.expectedVersion = op.reply.version;
    }
    m_currentOp = id;
    const SimRedisReply r = m_servers[static_cast<std::size_t>(op.server)]->submit(c);
    m_currentOp = -1;
    const std::uint64_t readVersion = op.reply.version;
    op.reply = r;
    if (c.op == RedisOp::Exec || c.op == RedisOp::Set) {
        op.reply.value = c.value;
        op.reply.version = readVersion;
    }
    m_engine.schedule(std::min(r.completion + back, giveUp), m_handler, eventKind(StoreDone), 0,
                      id);
}

void RedisKeyStore::done(std::int64_t id, SimTime now)
{
    Op& op = m_ops[static_cast<std::size_t>(id)];
    if (op.rule >= 0)
        return donePolicy(id, now);
    const bool script = m_placement.atomicity == AtomicityMode::LuaScript;
    StoreGuard& guard = m_guards[static_cast<std::size_t>(op.instance)];
    switch (op.reply.status) {
    case RedisStatus::Ok:
        if (!script && op.step == 0) {
            // The read came back: decide at the instance, then write what it computed.
            KeyState state = op.reply.found ? op.reply.value : KeyState{};
            op.decision = m_algorithm->decideForResponse(state, op.input);
            op.reply.value = state;
            op.step = 1;
            send(id, now);
            return;
        }
        {
            guard.onStoreSuccess(now);
            StoreAnswer answer;
            answer.instance = op.instance;
            answer.clockMs = script ? op.scriptClockMs : op.input.nowMs;
            answer.decision = script ? op.reply.decision : op.decision;
            see(op.key, op.reply.value);
            count(answer);
            reply(id, answer, now);
        }
        return;
    case RedisStatus::ExecAborted:
        if (++op.retries <= m_placement.maxExecRetries) {
            op.step = 0;
            send(id, now);
            return;
        }
        [[fallthrough]];
    default:
        reply(id, onFailure(op.instance, op.key, op.input, true), now);
        return;
    }
}

bool RedisKeyStore::crossSlot(std::int32_t key)
{
    std::uint8_t& known = m_crossSlot[static_cast<std::size_t>(key)];
    if (known == 0) {
        const std::string& name = (*m_setup.keyNames)[static_cast<std::size_t>(key)];
        known = clusterKeySlot(name + ":curr") == clusterKeySlot(name + ":prev") ? 1 : 2;
    }
    return known == 2;
}

void RedisKeyStore::reply(std::int64_t id, const StoreAnswer& answer, SimTime now)
{
    const std::int64_t ticket = m_ops[static_cast<std::size_t>(id)].laneTicket;
    if (static_cast<std::size_t>(ticket) >= m_answers.size())
        m_answers.resize(static_cast<std::size_t>(ticket) + 1);
    m_answers[static_cast<std::size_t>(ticket)] = answer;
    m_freeOps.push_back(id);
    m_engine.schedule(now, m_laneHandler, EventKind::StoreReply, 0, ticket);
}

StoreAnswer RedisKeyStore::collect(std::int64_t ticket)
{
    return m_answers[static_cast<std::size_t>(ticket)];
}

void RedisKeyStore::handle(const Event& event)
{
    const auto k = static_cast<std::uint16_t>(static_cast<std::uint16_t>(event.kind)
                                              - static_cast<std::uint16_t>(EventKind::Custom));
    switch (k) {
    case StoreArrive:
        arrive(event.arg, event.time);
        break;
    case StoreDone:
        done(event.arg, event.time);
        break;
    case CacheWrite: {
        CacheWorkload& cache = *m_caches[static_cast<std::size_t>(event.target)];
        m_servers.front()->submit(cache.next());
        if (cache.nextTime() != kNoDeadline)
            m_engine.schedule(cache.nextTime(), m_handler, eventKind(CacheWrite), event.target);
        break;
    }
    case Failover: // target: the one server failing over, -1 every server
        for (std::size_t s = 0; s < m_servers.size(); ++s)
            if (event.target < 0 || static_cast<std::size_t>(event.target) == s)
                m_servers[s]->failover(event.time);
        break;
    case SyncTick:
        for (HeadroomSync& sync : m_sync)
            sync.syncAll();
        m_engine.schedule(event.time + fromMillis(m_setup.spec->syncIntervalMs), m_handler,
                          eventKind(SyncTick), 0);
        break;
    default:
        break;
    }
}

} // namespace ratelab
