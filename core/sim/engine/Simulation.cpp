#include "core/sim/engine/Simulation.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/engine/Lane.h"
#include "core/sim/engine/LaneStoreFactory.h"
#include "core/sim/engine/ScenarioValidator.h"
#include "core/sim/engine/TrafficSource.h"
#include "core/sim/kernel/Engine.h"
#include "core/sim/placement/RedisKeyStore.h"
#include "core/sim/store/MemoryStore.h"
#include "core/sim/traffic/ClientTable.h"
#include "core/sim/traffic/KeyTemplate.h"
#include "core/sim/world/WorldContext.h"

#include <algorithm>
#include <map>
#include <memory>
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

} // namespace

RunResult runScenario(const Scenario& scenario, SimObserver* observer)
{
    return runScenario(scenario, RunEnvironment{}, observer);
}

RunResult runScenario(const Scenario& scenario, const RunEnvironment& environment,
                      SimObserver* observer)
{
    validateScenario(scenario);

    RunResult result;
    result.scenarioName = scenario.name;
    result.seed = scenario.seed;
    result.durationMs = scenario.durationMs;
    result.bucketMs = scenario.bucketMs;
    result.epochSeconds = scenario.epochSeconds;

    const ClientTable clients(scenario);
    result.clientNames.reserve(clients.size());
    for (const Client& c : clients.clients())
        result.clientNames.push_back(c.name);

    // Every (lane, client) key is fixed by identity and template: render them all once.
    KeyTable keys;
    std::vector<std::vector<std::int32_t>> keyOfClient(scenario.lanes.size());
    for (std::size_t l = 0; l < scenario.lanes.size(); ++l) {
        const KeyTemplate tpl(scenario.lanes[l].keyTemplate,
                              "lanes[" + std::to_string(l) + "].key");
        keyOfClient[l].reserve(clients.size());
        for (const Client& c : clients.clients())
            keyOfClient[l].push_back(keys.intern(tpl.render(c)));
    }
    result.keyNames = std::move(keys.names());
    const std::size_t keyCount = result.keyNames.size();

    const SimTime end = fromMillis(scenario.durationMs);
    const SimTime bucket = fromMillis(scenario.bucketMs);
    const auto bucketCount =
        static_cast<std::size_t>(ceilDiv(scenario.durationMs, scenario.bucketMs));
    Engine engine(end, bucket);
    engine.setScheduler(environment.scheduler);
    RequestLog log(result.requests, result.requestLogTruncated, scenario.requestLogLimit);
    result.requests.reserve(
        static_cast<std::size_t>(std::min<std::int64_t>(scenario.requestLogLimit, 1 << 18)));
    const Random root(scenario.seed);

    // The distributed world, only when the scenario describes one: otherwise lanes keep the
    // in-process MemoryStore and every earlier result stays byte-identical.
    const bool world = scenario.world.enabled();
    const WorldContext worldContext =
        world ? WorldContext::build(scenario, clients) : WorldContext{};

    std::vector<std::unique_ptr<Lane>> lanes;
    std::vector<Lane*> lanePointers;
    for (std::size_t l = 0; l < scenario.lanes.size(); ++l) {
        const LaneSpec& spec = scenario.lanes[l];
        auto algorithm = makeAlgorithm(spec.algorithm, spec.params);
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
        setup.jitter = root.split(TrafficSource::kLaneStreams + l);
        std::unique_ptr<KeyStore> store;
        RedisKeyStore* worldStore = nullptr;
        if (environment.stores) {
            LaneStoreContext context;
            context.lane = setup.index;
            context.spec = &spec;
            context.keyNames = &result.keyNames;
            context.world = world ? &worldContext : nullptr;
            context.worldStream = root.split(TrafficSource::kWorldStreams + l);
            context.engine = &engine;
            store = environment.stores->makeStore(context);
        } else if (world) {
            RedisKeyStoreSetup ws;
            ws.world = &worldContext;
            ws.spec = &spec.store;
            ws.fieldPath = "lanes[" + std::to_string(l) + "].store";
            ws.keyNames = &result.keyNames;
            ws.algorithm = spec.algorithm;
            ws.windowMs = spec.params.windowMs;
            ws.limit = spec.params.limit;
            ws.bucketCount = bucketCount;
            ws.bucket = bucket;
            ws.rng = root.split(TrafficSource::kWorldStreams + l);
            auto redis = std::make_unique<RedisKeyStore>(std::move(ws), engine);
            worldStore = redis.get();
            store = std::move(redis);
        } else {
            store = std::make_unique<MemoryStore>(keyCount);
        }
        lanes.push_back(std::make_unique<Lane>(std::move(setup), std::move(algorithm),
                                               std::move(store), engine, log));
        lanes.back()->attach();
        if (worldStore)
            worldStore->attach(lanes.back()->handlerId());
        if (environment.stores)
            environment.stores->laneAttached(static_cast<std::int32_t>(l),
                                             lanes.back()->handlerId());
        lanePointers.push_back(lanes.back().get());
    }

    TrafficSource traffic(clients, arrivalDefaults(scenario), root, engine, lanePointers);
    traffic.start();

    engine.run(observer);

    result.events = engine.eventsProcessed();
    result.summaries.resize(lanes.size());
    result.series.resize(lanes.size());
    for (std::size_t l = 0; l < lanes.size(); ++l)
        lanes[l]->fill(result.summaries[l], result.series[l], result.keyNames);
    if (world) {
        result.topology.resize(lanes.size());
        for (std::size_t l = 0; l < lanes.size(); ++l)
            lanes[l]->store().fillTopology(result.topology[l]);
    }
    return result;
}

} // namespace ratelab
