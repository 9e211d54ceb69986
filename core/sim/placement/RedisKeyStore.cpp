#include "core/sim/placement/RedisKeyStore.h"

#include "core/sim/placement/PlacementSetup.h"

#include "core/sim/model/RunResult.h"
#include "core/sim/redis/ClusterSlot.h"
#include "core/sim/redis/RedisMemoryModel.h"

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
            return algorithm.decide(state, in);
        KeyState copy = state;
        return algorithm.decide(copy, in);
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
            op.decision = m_algorithm->decide(state, op.input);
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
