// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/Simulation.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/engine/Lane.h"
#include "core/sim/engine/LaneRunMerge.h"
#include "core/sim/engine/LaneStoreFactory.h"
#include "core/sim/engine/ScenarioValidator.h"
#include "core/sim/engine/TapedTraffic.h"
#include "core/sim/engine/TrafficSource.h"
#include "core/sim/kernel/Engine.h"
#include "core/sim/kernel/SetUpPoll.h"
#include "core/sim/placement/RedisKeyStore.h"
#include "core/sim/store/MemoryStore.h"
#include "core/sim/traffic/ClientTable.h"
#include "core/sim/traffic/KeyTemplate.h"
#include "core/sim/traffic/RuleMatching.h"
#include "core/sim/world/WorldContext.h"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace ratelab {
namespace {

// Interns key strings into dense ids, in first-seen order (lane by lane, client by client), so
// ids never depend on hashing.
class KeyTable {
public:
    std::int32_t intern(std::string key)
    {
        const auto [it, inserted] =
            m_ids.try_emplace(key, static_cast<std::int32_t>(m_names.size()));
        if (inserted)
            m_names.push_back(std::move(key));
        return it->second;
    }
    std::vector<std::string>& names() { return m_names; }

private:
    std::map<std::string, std::int32_t> m_ids;
    std::vector<std::string> m_names;
};

// The Policy of a lane of several rules; the first rule's limiter is the lane's, and so is its
// store when the lane has one in process (`firstStore`; null: the policy keeps its own).
std::unique_ptr<Policy> makePolicy(const LaneSpec& spec, const Algorithm& first,
                                   MemoryStore* firstStore,
                                   const std::vector<std::int32_t>& firstKeys,
                                   std::vector<std::vector<std::int32_t>> laterKeys,
                                   const ClientTable& clients, std::size_t keyCount, std::size_t l)
{
    std::vector<PolicyRuleSetup> rules;
    for (std::size_t r = 0; r < spec.rules.size(); ++r) {
        PolicyRuleSetup rule;
        rule.spec = spec.rules[r];
        if (r == 0) {
            rule.algorithm = &first;
            if (!firstStore)
                rule.ownedStore = std::make_unique<MemoryStore>(keyCount);
            rule.store = firstStore ? firstStore : rule.ownedStore.get();
            rule.keyOfClient = firstKeys;
        } else {
            rule.ownedAlgorithm = makeAlgorithm(rule.spec.algorithm, rule.spec.params);
            if (!rule.ownedAlgorithm)
                throw std::invalid_argument("lanes[" + std::to_string(l) + "].rules["
                                            + std::to_string(r) + "].algorithm: not available");
            rule.algorithm = rule.ownedAlgorithm.get();
            rule.ownedStore = std::make_unique<MemoryStore>(keyCount);
            rule.store = rule.ownedStore.get();
            rule.keyOfClient = std::move(laterKeys[r - 1]);
        }
        rule.matches.reserve(clients.size());
        for (const Client& c : clients.clients())
            rule.matches.push_back(ruleMatches(rule.spec.match, c) ? 1 : 0);
        rules.push_back(std::move(rule));
    }
    return std::make_unique<Policy>(spec.charge, std::move(rules), keyCount);
}

RunResult runValidScenario(const Scenario& scenario, const RunEnvironment& environment,
                           SimObserver* observer, SetUpPoll& poll)
{
    RunResult result;
    result.scenarioName = scenario.name;
    result.seed = scenario.seed;
    result.durationMs = scenario.durationMs;
    result.bucketMs = scenario.bucketMs;
    result.epochSeconds = scenario.epochSeconds;
    for (const ClientSpec& c : scenario.clients)
        result.connections = result.connections || c.websocket.enabled();

    const ClientTable clients(scenario, environment.feeds, [&poll] { poll.step(); });
    result.clientNames.reserve(clients.size());
    for (const Client& c : clients.clients())
        result.clientNames.push_back(c.name);

    // Every (lane, client) key is fixed by identity and template: render them all once.
    KeyTable keys;
    std::vector<std::vector<std::int32_t>> keyOfClient(scenario.lanes.size());
    // A policy lane's later rules: their keys come right after the lane's first rule's.
    std::vector<std::vector<std::vector<std::int32_t>>> ruleKeys(scenario.lanes.size());
    for (std::size_t l = 0; l < scenario.lanes.size(); ++l) {
        const LaneSpec& lane = scenario.lanes[l];
        const std::string at = "lanes[" + std::to_string(l) + "]";
        const KeyTemplate tpl(isPolicyLane(lane) ? lane.rules.front().keyTemplate
                                                 : lane.keyTemplate,
                              at + (isPolicyLane(lane) ? ".rules[0].key" : ".key"));
        keyOfClient[l].reserve(clients.size());
        for (const Client& c : clients.clients()) {
            poll.step();
            keyOfClient[l].push_back(keys.intern(tpl.render(c)));
        }
        if (!isPolicyLane(lane))
            continue;
        for (std::size_t r = 1; r < lane.rules.size(); ++r) {
            const KeyTemplate ruleTpl(lane.rules[r].keyTemplate,
                                      at + ".rules[" + std::to_string(r) + "].key");
            auto& ids = ruleKeys[l].emplace_back();
            for (const Client& c : clients.clients()) {
                poll.step();
                ids.push_back(keys.intern(ruleTpl.render(c)));
            }
        }
    }
    result.keyNames = std::move(keys.names());
    const std::size_t keyCount = result.keyNames.size();

    const SimTime end = fromMillis(scenario.durationMs);
    const SimTime bucket = fromMillis(scenario.bucketMs);
    const auto bucketCount =
        static_cast<std::size_t>(ceilDiv(scenario.durationMs, scenario.bucketMs));
    Engine engine(end, bucket);
    engine.setScheduler(environment.scheduler);
    // The lanes log their first decisions into one vector, in the order they decide; it is put
    // in (time, lane) order at the end, so the log is the same whether the lanes ran in one
    // engine or in several (whose logs mergeRequestLogs then merges in that order).
    const std::size_t laneCount = scenario.lanes.size();
    if (!environment.laneStreams.empty() && environment.laneStreams.size() != laneCount)
        throw std::invalid_argument("lanes: " + std::to_string(laneCount)
                                    + " lanes, but streams are given for "
                                    + std::to_string(environment.laneStreams.size()));
    std::vector<RequestRecord> sharedLog;
    // Shared, so the lanes together keep about request_log_limit records, not that many each.
    LogBudget logBudget;
    std::vector<std::uint8_t> selected(laneCount, environment.lanes.empty() ? 1 : 0);
    for (const std::int32_t l : environment.lanes)
        if (l >= 0 && static_cast<std::size_t>(l) < laneCount)
            selected[static_cast<std::size_t>(l)] = 1;
    std::vector<RequestLog> logs;
    logs.reserve(laneCount);
    const std::int64_t logLimit = environment.figuresOnly ? 0 : scenario.requestLogLimit;
    // An eighth more than the limit covers what the lanes log at its last instant and their
    // retries, so the log does not grow by copying.
    if (!environment.requestLog && logLimit > 0)
        sharedLog.reserve(
            static_cast<std::size_t>(std::min<std::int64_t>(logLimit, 1 << 18) * 9 / 8));
    for (std::size_t l = 0; l < laneCount; ++l)
        logs.emplace_back(sharedLog, result.requestLogTruncated, logLimit, &logBudget,
                          environment.requestLog, environment.otherParts);
    const Random root(scenario.seed);

    // The distributed world, only when the scenario describes one: otherwise lanes keep the
    // in-process MemoryStore and every earlier result stays byte-identical.
    const bool world = scenario.world.enabled();
    const WorldContext worldContext =
        world ? WorldContext::build(scenario, clients) : WorldContext{};

    std::vector<std::unique_ptr<Lane>> lanes;
    std::vector<Lane*> lanePointers;
    for (std::size_t l = 0; l < scenario.lanes.size(); ++l) {
        if (!selected[l])
            continue;
        const LaneSpec& spec = scenario.lanes[l];
        const bool policy = isPolicyLane(spec);
        auto algorithm =
            policy ? makeAlgorithm(spec.rules.front().algorithm, spec.rules.front().params)
                   : makeAlgorithm(spec.algorithm, spec.params);
        if (!algorithm)
            throw std::invalid_argument("lanes[" + std::to_string(l)
                                        + "].algorithm: not available");
        LaneSetup setup;
        setup.index = static_cast<std::int32_t>(l);
        setup.spec = &spec;
        setup.clients = &clients;
        setup.keyOfClient = std::move(keyOfClient[l]);
        setup.keyCount = keyCount;
        setup.bucketCount = bucketCount;
        setup.figuresOnly = environment.figuresOnly;
        const std::uint64_t stream = environment.laneStreams.empty()
                                         ? l
                                         : static_cast<std::uint64_t>(environment.laneStreams[l]);
        setup.jitter = root.split(TrafficSource::kLaneStreams + stream);
        setup.backend = &scenario.backend;
        setup.backendStream = root.split(TrafficSource::kBackendStream);
        setup.adaptiveStream = root.split(TrafficSource::kAdaptiveStreams + stream);
        setup.world = world ? &worldContext : nullptr;
        std::unique_ptr<KeyStore> store;
        RedisKeyStore* worldStore = nullptr;
        std::unique_ptr<Policy> lanePolicy;
        // A lane's store in the simulated world; a policy's rules are decided in its servers.
        const auto worldStoreOf = [&](const Algorithm& first, const LimitParams& params,
                                      std::optional<PolicyRules> rules) {
            RedisKeyStoreSetup ws;
            ws.world = &worldContext;
            ws.spec = &spec.store;
            ws.fieldPath = "lanes[" + std::to_string(l) + "].store";
            ws.keyNames = &result.keyNames;
            ws.algorithm = first.kind();
            ws.windowMs = params.windowMs;
            ws.limit = params.limit;
            ws.bucketCount = bucketCount;
            ws.bucket = bucket;
            ws.rng = root.split(TrafficSource::kWorldStreams + stream);
            ws.policy = std::move(rules);
            auto redis = std::make_unique<RedisKeyStore>(std::move(ws), engine);
            worldStore = redis.get();
            return redis;
        };
        if (policy) {
            // Live stores hold one rule per request: refused here.
            if (environment.stores)
                throw std::invalid_argument("lanes[" + std::to_string(l)
                                            + "].rules: a policy of several rules decides in "
                                              "process or in the simulated world; live mode "
                                              "cannot run it");
            auto memory = world ? nullptr : std::make_unique<MemoryStore>(keyCount);
            lanePolicy = makePolicy(spec, *algorithm, memory.get(), setup.keyOfClient,
                                    std::move(ruleKeys[l]), clients, keyCount, l);
            if (world)
                store = worldStoreOf(*algorithm, spec.rules.front().params, lanePolicy->rules());
            else
                store = std::move(memory);
        } else if (environment.stores) {
            LaneStoreContext context;
            context.lane = setup.index;
            context.spec = &spec;
            context.keyNames = &result.keyNames;
            context.world = world ? &worldContext : nullptr;
            context.worldStream = root.split(TrafficSource::kWorldStreams + stream);
            context.engine = &engine;
            store = environment.stores->makeStore(context);
        } else if (world) {
            store = worldStoreOf(*algorithm, spec.params, std::nullopt);
        } else {
            store = std::make_unique<MemoryStore>(keyCount);
        }
        lanes.push_back(std::make_unique<Lane>(std::move(setup), std::move(algorithm),
                                               std::move(store), engine, logs[l]));
        if (lanePolicy)
            lanes.back()->setPolicy(std::move(lanePolicy));
        lanes.back()->attach();
        if (worldStore)
            worldStore->attach(lanes.back()->handlerId());
        if (environment.stores)
            environment.stores->laneAttached(static_cast<std::int32_t>(l),
                                             lanes.back()->handlerId());
        lanePointers.push_back(lanes.back().get());
    }

    const bool taped = environment.tapeIn
                       && std::all_of(lanePointers.begin(), lanePointers.end(),
                                      [](const Lane* lane) { return lane->schedulesNothing(); });
    if (environment.tapeIn && !taped)
        environment.tapeIn->leave();
    if (taped) {
        TapedTraffic traffic(lanePointers);
        engine.runTaped(*environment.tapeIn, traffic, observer);
        result.sharedEvents = engine.eventsProcessed();
    } else {
        TrafficSource traffic(clients, arrivalDefaults(scenario), root, engine, lanePointers,
                              environment.feeds, &poll);
        traffic.start(&poll);
        traffic.recordOn(environment.tapeOut);
        traffic.closeTape(engine.run(observer));
        result.sharedEvents = traffic.arrivalsHandled();
    }
    result.events = engine.eventsProcessed();
    result.summaries.resize(laneCount);
    result.series.resize(laneCount);
    if (world)
        result.topology.resize(laneCount);
    for (const auto& lane : lanes) {
        const auto l = static_cast<std::size_t>(lane->index());
        lane->fill(result.summaries[l], result.series[l], result.keyNames);
        if (world)
            lane->store().fillTopology(result.topology[l]);
    }
    if (environment.requestLog)
        for (RequestLog& log : logs)
            log.flush();
    else {
        orderRequestLog(sharedLog, scenario.requestLogLimit, result.requestLogTruncated);
        result.requests = std::move(sharedLog);
    }
    return result;
}

} // namespace

RunResult runScenario(const Scenario& scenario, SimObserver* observer)
{
    return runScenario(scenario, RunEnvironment{}, observer);
}

RunResult runScenario(const Scenario& scenario, const RunEnvironment& environment,
                      SimObserver* observer)
{
    validateScenario(scenario);
    SetUpPoll poll(observer);
    try {
        return runValidScenario(scenario, environment, observer, poll);
    } catch (const SetUpCancelled&) {
        // Cancelled before the first event: nothing ran, every lane is empty.
        RunResult result;
        result.scenarioName = scenario.name;
        result.seed = scenario.seed;
        result.summaries.resize(scenario.lanes.size());
        result.series.resize(scenario.lanes.size());
        return result;
    }
}

} // namespace ratelab
