#include "core/io/live/LiveRunner.h"

#include "core/io/live/LiveLaneTally.h"
#include "core/io/live/LiveLaneWorker.h"

#include "core/sim/world/LoadBalancer.h"
#include "core/sim/world/WorldContext.h"
#include "core/sim/traffic/ArrivalSchedule.h"
#include "core/sim/traffic/ClientTable.h"
#include "core/sim/traffic/KeyTemplate.h"
#include "core/sim/engine/TrafficSource.h"
#include "core/io/redis/LuaScripts.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

namespace ratelab {

namespace {

constexpr std::chrono::milliseconds kProgressEvery{100};
// Lane threads start together a moment after they are created, so none is behind at time 0.
constexpr std::chrono::milliseconds kStartDelay{50};

// Key ids in first-seen order (lane by lane, client by client), as the simulator numbers them.
std::vector<std::vector<std::int32_t>>
internKeys(const Scenario& scenario, const ClientTable& clients, std::vector<std::string>& names)
{
    std::map<std::string, std::int32_t> ids;
    std::vector<std::vector<std::int32_t>> keyOfClient(scenario.lanes.size());
    for (std::size_t l = 0; l < scenario.lanes.size(); ++l) {
        const KeyTemplate tpl(scenario.lanes[l].keyTemplate,
                              "lanes[" + std::to_string(l) + "].key");
        for (const Client& c : clients.clients()) {
            std::string key = tpl.render(c);
            const auto [it, inserted] =
                ids.try_emplace(key, static_cast<std::int32_t>(names.size()));
            if (inserted)
                names.push_back(std::move(key));
            keyOfClient[l].push_back(it->second);
        }
    }
    return keyOfClient;
}

// Which instance each base arrival goes to: one region balancer per lane, as the engine's
// RedisKeyStore builds them, fed the arrivals in time order. Retries stay on the instance that
// refused them (the engine routes them again).
std::vector<std::vector<Arrival>> routeArrivals(const WorldContext& world,
                                                const std::vector<Arrival>& arrivals,
                                                const std::vector<std::int32_t>& keyOfClient,
                                                const std::vector<std::string>& keyNames,
                                                Random laneWorld)
{
    std::vector<LoadBalancer> balancers;
    for (std::size_t r = 0; r < world.topology.regions.size(); ++r) {
        const RegionSpec& region = world.topology.regions[r];
        balancers.emplace_back(region.balancer, region.instances, laneWorld.split(10 + r),
                               region.virtualNodes);
    }
    std::vector<std::vector<Arrival>> routed(
        static_cast<std::size_t>(world.topology.instanceCount()));
    for (const Arrival& a : arrivals) {
        const auto client = static_cast<std::size_t>(a.client);
        const int region = world.regionOfClient[client];
        const std::string& name = keyNames[static_cast<std::size_t>(keyOfClient[client])];
        const int local = balancers[static_cast<std::size_t>(region)].route(name);
        const int instance = world.topology.globalInstance(region, std::max(0, local));
        routed[static_cast<std::size_t>(instance)].push_back(a);
    }
    return routed;
}

// Per-instance and per-region admissions, as the engine's RedisKeyStore counts them: decisions
// the limiter allowed (not failed-open ones), by the bucket of their time.
LaneTopologyTotals topologyTotals(const WorldContext& world,
                                  const std::vector<std::unique_ptr<LiveLaneWorker>>& instances,
                                  const LiveTallySetup& tally)
{
    LaneTopologyTotals t;
    for (const RegionSpec& r : world.topology.regions)
        t.regionNames.push_back(r.name);
    t.regionOfInstance = world.regionOfInstance;
    t.admittedPerInstance.assign(instances.size(), 0);
    t.admittedPerRegion.assign(t.regionNames.size(), 0);
    t.admittedPerRegionBucket.assign(t.regionNames.size(),
                                     std::vector<std::int64_t>(tally.bucketCount, 0));
    for (std::size_t i = 0; i < instances.size(); ++i) {
        const auto region = static_cast<std::size_t>(world.regionOfInstance[i]);
        for (const LiveDecision& d : instances[i]->decisions()) {
            if (d.facts.error) {
                ++t.storeErrors;
                continue;
            }
            if (!d.facts.admitted || d.facts.wouldReject)
                continue;
            ++t.admittedPerInstance[i];
            ++t.admittedPerRegion[region];
            const auto bucket = static_cast<std::size_t>(d.facts.time / tally.bucket);
            if (bucket < tally.bucketCount)
                ++t.admittedPerRegionBucket[region][bucket];
        }
    }
    return t;
}

} // namespace

bool runLive(const Scenario& scenario, const LiveOptions& options, RunResult& result,
             LiveReport& report, SimObserver* observer) {
    if (!(options.speed > 0.0) || !std::isfinite(options.speed))
        throw std::invalid_argument("--speed: must be a number above 0");
    const std::vector<Arrival> arrivals = scheduleArrivals(scenario); // validates the scenario

    result = RunResult{};
    result.scenarioName = scenario.name;
    result.seed = scenario.seed;
    result.durationMs = scenario.durationMs;
    result.bucketMs = scenario.bucketMs;
    result.epochSeconds = scenario.epochSeconds;
    report = LiveReport{};
    report.endpoint = options.host + ":" + std::to_string(options.port);

    const ClientTable clients(scenario);
    for (const Client& c : clients.clients())
        result.clientNames.push_back(c.name);
    std::vector<std::vector<std::int32_t>> keyOfClient =
        internKeys(scenario, clients, result.keyNames);

    const LuaScripts& scripts = LuaScripts::builtIn(); // the Qt resource is read on this thread
    const Random root(scenario.seed);
    const bool world = scenario.world.enabled();
    const WorldContext worldContext = world ? WorldContext::build(scenario, clients) : WorldContext{};
    const int instances = world ? worldContext.topology.instanceCount() : 1;

    // Per lane, one worker per simulated instance (one without a world).
    std::vector<std::vector<std::vector<Arrival>>> routed(scenario.lanes.size());
    std::vector<std::vector<std::unique_ptr<LiveLaneWorker>>> lanes(scenario.lanes.size());
    std::vector<LiveTallySetup> tallies(scenario.lanes.size());
    for (std::size_t l = 0; l < scenario.lanes.size(); ++l) {
        const LaneSpec& spec = scenario.lanes[l];
        const auto lane = static_cast<std::int32_t>(l);
        if (world)
            routed[l] = routeArrivals(worldContext, arrivals, keyOfClient[l], result.keyNames,
                                      root.split(TrafficSource::kWorldStreams + l));
        // Local memory: every instance counts alone, so each gets keys of its own. Every other
        // placement shares one set of keys in the one Redis given.
        const bool ownKeys = world && spec.store.placement == PlacementKind::LocalMemory;
        const bool instanceClocks = world && spec.store.clock == ClockSource::Instance;
        for (int i = 0; i < instances; ++i) {
            LiveLaneSetup setup;
            setup.index = lane;
            setup.instance = i;
            setup.world = world;
            setup.spec = &spec;
            setup.clients = &clients;
            setup.arrivals = world ? &routed[l][static_cast<std::size_t>(i)] : &arrivals;
            setup.keyPrefix = options.keyNamespace + (ownKeys ? LiveLaneWorker::keyPrefix(lane, i)
                                                              : LiveLaneWorker::keyPrefix(lane));
            if (instanceClocks)
                setup.clock = worldContext.clocks[static_cast<std::size_t>(i)];
            setup.keyOfClient = keyOfClient[l];
            setup.keyNames = &result.keyNames;
            setup.end = fromMillis(scenario.durationMs);
            setup.bucket = fromMillis(scenario.bucketMs);
            setup.bucketCount =
                static_cast<std::size_t>(ceilDiv(scenario.durationMs, scenario.bucketMs));
            setup.logLimit = scenario.requestLogLimit;
            // The lane's retry-jitter stream, as in the engine (an instance of its own per split).
            const Random jitter = root.split(TrafficSource::kLaneStreams + l);
            setup.jitter = i == 0 ? jitter : jitter.split(static_cast<std::uint64_t>(i));
            lanes[l].push_back(std::make_unique<LiveLaneWorker>(std::move(setup), options, scripts));
            const RedisError e = lanes[l].back()->connect();
            if (!e.ok()) {
                report.fatal = "cannot reach Redis at " + report.endpoint + ": " + e.message;
                return false;
            }
        }
        LiveTallySetup& tally = tallies[l];
        tally.spec = &spec;
        tally.lane = lane;
        tally.keyNames = &result.keyNames;
        tally.trackedKey = keyOfClient[l].empty() ? -1 : keyOfClient[l].front();
        tally.end = fromMillis(scenario.durationMs);
        tally.bucket = fromMillis(scenario.bucketMs);
        tally.bucketCount = static_cast<std::size_t>(ceilDiv(scenario.durationMs, scenario.bucketMs));
    }
    std::vector<LiveLaneWorker*> workers;
    for (auto& lane : lanes)
        for (auto& w : lane)
            workers.push_back(w.get());

    const LiveClock clock(LiveClock::Wall::now() + kStartDelay, options.speed);
    std::atomic<bool> stop{false};
    std::atomic<std::size_t> finished{0};
    std::mutex crashMutex;
    std::string crash;
    std::vector<std::thread> threads;
    threads.reserve(workers.size());
    for (LiveLaneWorker* worker : workers) {
        threads.emplace_back([&, worker] {
            try {
                worker->run(clock, stop);
            } catch (const std::exception& e) {
                const std::lock_guard lock(crashMutex);
                crash = e.what();
                stop = true;
            }
            ++finished;
        });
    }

    const SimTime end = fromMillis(scenario.durationMs);
    while (finished.load() < workers.size()) {
        std::this_thread::sleep_for(kProgressEvery);
        if (observer) {
            observer->onProgress(std::clamp<SimTime>(clock.now(), 0, end), end);
            if (!stop.load() && observer->cancelRequested()) {
                stop = true;
                report.cancelled = true;
            }
        }
    }
    for (std::thread& t : threads)
        t.join();
    if (!crash.empty())
        throw std::runtime_error("live run failed: " + crash);
    if (observer)
        observer->onProgress(end, end);

    result.summaries.resize(lanes.size());
    result.series.resize(lanes.size());
    std::size_t records = 0;
    for (std::size_t l = 0; l < lanes.size(); ++l) {
        std::vector<const std::vector<LiveDecision>*> decisions;
        std::set<std::string> touched;
        LiveLaneReport merged;
        merged.lane = scenario.lanes[l].name;
        for (auto& w : lanes[l]) {
            decisions.push_back(&w->decisions());
            for (std::string& key : w->touchedRedisKeys())
                touched.insert(std::move(key));
            const LiveLaneReport& r = w->report();
            merged.errors += r.errors;
            merged.reconnects += r.reconnects;
            merged.lateRequests += r.lateRequests;
            merged.maxLagUs = std::max(merged.maxLagUs, r.maxLagUs);
            if (merged.firstError.empty())
                merged.firstError = r.firstError;
            records += w->records().size();
        }
        tallies[l].complete = !report.cancelled;
        tallyLiveLane(tallies[l], decisions, result.summaries[l], result.series[l]);
        std::vector<std::uint8_t> seen(result.keyNames.size(), 0);
        for (const std::vector<LiveDecision>* list : decisions)
            for (const LiveDecision& d : *list)
                seen[static_cast<std::size_t>(d.facts.key)] = 1;
        result.summaries[l].keys = std::count(seen.begin(), seen.end(), std::uint8_t{1});
        result.summaries[l].stateBytes =
            lanes[l].front()->memoryUsage({touched.begin(), touched.end()});
        report.lanes.push_back(merged);
        if (world)
            result.topology.push_back(topologyTotals(worldContext, lanes[l], tallies[l]));
    }
    // The log as the simulator keeps it: decisions in time order (lane order within an instant),
    // the first requestLogLimit of them.
    result.requests.reserve(records);
    for (LiveLaneWorker* w : workers)
        result.requests.insert(result.requests.end(), w->records().begin(), w->records().end());
    std::stable_sort(
        result.requests.begin(), result.requests.end(),
        [](const RequestRecord& a, const RequestRecord& b) { return a.time < b.time; });
    const auto limit =
        static_cast<std::size_t>(std::max<std::int64_t>(scenario.requestLogLimit, 0));
    std::int64_t decided = 0;
    for (const LaneSummary& s : result.summaries)
        decided += s.requests;
    if (result.requests.size() > limit)
        result.requests.resize(limit);
    result.requestLogTruncated = decided > static_cast<std::int64_t>(result.requests.size());
    result.events = decided;
    return true;
}

} // namespace ratelab
