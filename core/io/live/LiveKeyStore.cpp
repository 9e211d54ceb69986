// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/live/LiveKeyStore.h"

#include "core/io/live/RealTimeScheduler.h"

#include "core/io/redis/LuaCall.h"
#include "core/io/redis/RedisEndpoint.h"
#include "core/sim/kernel/Engine.h"
#include "core/sim/model/RunResult.h"
#include "core/sim/world/WorldContext.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace ratelab {

std::string LiveKeyStore::keyPrefix(std::int32_t lane)
{
    return "lane" + std::to_string(lane) + ":";
}

std::string LiveKeyStore::keyPrefix(std::int32_t lane, std::int32_t instance)
{
    return keyPrefix(lane) + "i" + std::to_string(instance) + ":";
}

LiveKeyStore::LiveKeyStore(LiveKeyStoreSetup setup)
    : m_setup(std::move(setup))
    , m_spec(*m_setup.lane.spec)
{
    const WorldContext* world = m_setup.lane.world;
    const std::vector<std::string>& keyNames = *m_setup.lane.keyNames;
    const auto instances = m_setup.connections.size();
    if (world) {
        // The simulated world's balancers, on the same streams: requests reach the same
        // instances in the same order of requests.
        for (std::size_t r = 0; r < world->topology.regions.size(); ++r) {
            const RegionSpec& region = world->topology.regions[r];
            m_balancers.emplace_back(region.balancer, region.instances,
                                     m_setup.lane.worldStream.split(10 + r), region.virtualNodes);
        }
        m_perInstance.assign(instances, 0);
        m_perRegionBucket.assign(world->topology.regions.size(),
                                 std::vector<std::int64_t>(m_setup.bucketCount, 0));
    }
    // Local memory: every instance counts alone, so each gets keys of its own. Every other
    // placement shares one set of keys in the one Redis given.
    m_ownKeys = world && m_spec.store.placement == PlacementKind::LocalMemory;
    m_instanceClocks = world && m_spec.store.clock == ClockSource::Instance;
    LiveLaneTrace& trace = *m_setup.trace;
    trace.report.lane = m_spec.name;
    const std::size_t keySlots = m_ownKeys ? instances : 1;
    for (std::size_t s = 0; s < keySlots; ++s) {
        const std::int32_t lane = m_setup.lane.lane;
        trace.prefixes.push_back(
            m_setup.options->keyNamespace
            + (m_ownKeys ? keyPrefix(lane, static_cast<std::int32_t>(s)) : keyPrefix(lane)));
        trace.touched.emplace_back(keyNames.size(), 0);
        std::vector<std::string>& keys = m_redisKeys.emplace_back();
        keys.reserve(keyNames.size());
        for (const std::string& key : keyNames)
            keys.push_back(trace.prefixes.back() + key);
    }
    m_leases.assign(instances, 0);
    m_shadow.resize(keyNames.size());
    m_known.assign(keyNames.size(), 0);
}

int LiveKeyStore::route(std::int32_t key, std::int32_t client)
{
    const WorldContext* world = m_setup.lane.world;
    if (!world)
        return 0;
    const int region = world->regionOfClient[static_cast<std::size_t>(client)];
    const std::string& name = (*m_setup.lane.keyNames)[static_cast<std::size_t>(key)];
    const int local = m_balancers[static_cast<std::size_t>(region)].route(name);
    return world->topology.globalInstance(region, std::max(0, local));
}

StoreAnswer LiveKeyStore::decide(const Algorithm& algorithm, std::int32_t key,
                                 const DecideInput& input, std::int64_t ticket)
{
    return decideFor(algorithm, key, input, ticket, 0);
}

StoreAnswer LiveKeyStore::decideFor(const Algorithm& algorithm, std::int32_t key,
                                    const DecideInput& input, std::int64_t ticket,
                                    std::int32_t client)
{
    m_algorithm = &algorithm;
    const Engine& engine = *m_setup.lane.engine;
    const SimTime now = engine.now();
    const int instance = route(key, client);
    const auto i = static_cast<std::size_t>(instance);
    DecideInput in = input;
    if (m_instanceClocks)
        in.nowMs = m_setup.lane.world->clocks[i].nowMs(now);

    LiveLaneReport& report = m_setup.trace->report;
    const SimTime lag = std::max<SimTime>(0, m_setup.scheduler->now() - now);
    report.maxLagUs = std::max(report.maxLagUs, lag);
    if (lag > m_setup.bucket)
        ++report.lateRequests;

    const auto k = static_cast<std::size_t>(key);
    if (!m_known[k]) {
        m_known[k] = 1;
        ++m_keys;
    }
    const std::size_t slot = m_ownKeys ? i : 0;
    m_setup.trace->touched[slot][k] = 1;
    const std::string lease =
        m_spec.algorithm == AlgorithmKind::Concurrency
            ? "l" + std::to_string(instance) + "." + std::to_string(m_leases[i]++)
            : std::string();
    ScriptCall call = luaDecisionCall(*m_setup.scripts, m_spec.algorithm, m_spec.params,
                                      m_redisKeys[slot][k], in, false, lease);

    const auto t = static_cast<std::size_t>(ticket);
    if (t >= m_inFlight.size())
        m_inFlight.resize(t + 1);
    m_inFlight[t] = {in, key, instance, {}};
    m_setup.connections[i]->submit(this, ticket, std::move(call));
    m_setup.inbox->noteSent();
    StoreAnswer answer;
    answer.status = StoreStatus::Pending;
    return answer;
}

std::uint16_t LiveKeyStore::accept(std::int64_t ticket, RedisResult result)
{
    m_inFlight[static_cast<std::size_t>(ticket)].reply = std::move(result);
    return m_laneHandler;
}

StoreAnswer LiveKeyStore::collect(std::int64_t ticket)
{
    InFlight& call = m_inFlight[static_cast<std::size_t>(ticket)];
    StoreAnswer answer;
    answer.instance = m_setup.lane.world ? call.instance : -1;
    answer.clockMs = call.input.nowMs;
    std::optional<Decision> decision;
    if (call.reply.ok()) {
        std::string why;
        decision = decisionFromLuaReply(call.reply.value, m_spec.params.limit, &why);
        if (!decision)
            noteFailure(endpointText(m_setup.options->host, m_setup.options->port)
                        + ": malformed reply from "
                        + m_setup.scripts->forAlgorithm(m_spec.algorithm).fileName + ": " + why);
    } else {
        noteFailure(call.reply.error.message);
    }
    call.reply = {};
    if (!decision) {
        ++m_setup.trace->report.errors;
        ++m_storeErrors;
        answer.error = true;
        answer.failedOpen = m_setup.options->failOpen;
        answer.failedClosed = !m_setup.options->failOpen;
        answer.decision = failureDecision(call.input.nowMs);
        return answer;
    }
    answer.decision = *decision;
    // Mirror what Redis did, for the levels the charts show (the state itself stays in Redis).
    (void)m_algorithm->decide(m_shadow[static_cast<std::size_t>(call.key)], call.input);
    if (m_setup.lane.world && decision->allowed) {
        const WorldContext& world = *m_setup.lane.world;
        const auto i = static_cast<std::size_t>(call.instance);
        ++m_perInstance[i];
        const auto bucket = static_cast<std::size_t>(m_setup.lane.engine->now() / m_setup.bucket);
        if (bucket < m_setup.bucketCount)
            ++m_perRegionBucket[static_cast<std::size_t>(world.regionOfInstance[i])][bucket];
    }
    return answer;
}

Decision LiveKeyStore::failureDecision(Millis nowMs) const
{
    const bool open = m_setup.options->failOpen;
    Decision d;
    d.limit = m_spec.params.limit;
    d.resetMs = nowMs;
    d.allowed = open;
    d.remaining = open ? m_spec.params.limit : 0;
    // A refused request tells its client to come back in a second, as a 503 would.
    d.retryAfterMs = open ? 0 : 1000;
    return d;
}

void LiveKeyStore::noteFailure(const std::string& message)
{
    std::string& first = m_setup.trace->report.firstError;
    if (first.empty())
        first = message;
}

bool LiveKeyStore::fillTopology(LaneTopologyTotals& totals) const
{
    const WorldContext* world = m_setup.lane.world;
    if (!world)
        return false;
    for (const RegionSpec& r : world->topology.regions)
        totals.regionNames.push_back(r.name);
    totals.regionOfInstance = world->regionOfInstance;
    totals.admittedPerInstance = m_perInstance;
    totals.admittedPerRegion.assign(m_perRegionBucket.size(), 0);
    for (std::size_t r = 0; r < m_perRegionBucket.size(); ++r)
        for (const std::int64_t n : m_perRegionBucket[r])
            totals.admittedPerRegion[r] += n;
    totals.admittedPerRegionBucket = m_perRegionBucket;
    totals.storeErrors = m_storeErrors;
    return true;
}

const KeyState* LiveKeyStore::find(std::int32_t key) const
{
    const auto k = static_cast<std::size_t>(key);
    return m_known[k] ? &m_shadow[k] : nullptr;
}

std::int64_t LiveKeyStore::stateBytes(const Algorithm& algorithm) const
{
    (void)algorithm;
    return 0;
}

} // namespace ratelab
