#include "LiveRunner.h"

#include "LiveLaneWorker.h"

#include "engine/ArrivalSchedule.h"
#include "engine/ClientTable.h"
#include "engine/KeyTemplate.h"
#include "engine/TrafficSource.h"
#include "redis/LuaScripts.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <mutex>
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
    std::vector<std::unique_ptr<LiveLaneWorker>> workers;
    for (std::size_t l = 0; l < scenario.lanes.size(); ++l) {
        LiveLaneSetup setup;
        setup.index = static_cast<std::int32_t>(l);
        setup.spec = &scenario.lanes[l];
        setup.clients = &clients;
        setup.arrivals = &arrivals;
        setup.keyOfClient = std::move(keyOfClient[l]);
        setup.keyNames = &result.keyNames;
        setup.end = fromMillis(scenario.durationMs);
        setup.bucket = fromMillis(scenario.bucketMs);
        setup.bucketCount =
            static_cast<std::size_t>(ceilDiv(scenario.durationMs, scenario.bucketMs));
        setup.logLimit = scenario.requestLogLimit;
        setup.jitter = root.split(TrafficSource::kLaneStreams + l);
        workers.push_back(std::make_unique<LiveLaneWorker>(std::move(setup), options, scripts));
        const RedisError e = workers.back()->connect();
        if (!e.ok()) {
            report.fatal = "cannot reach Redis at " + report.endpoint + ": " + e.message;
            return false;
        }
    }

    const LiveClock clock(LiveClock::Wall::now() + kStartDelay, options.speed);
    std::atomic<bool> stop{false};
    std::atomic<std::size_t> finished{0};
    std::mutex crashMutex;
    std::string crash;
    std::vector<std::thread> threads;
    threads.reserve(workers.size());
    for (auto& w : workers) {
        threads.emplace_back([&, worker = w.get()] {
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

    result.summaries.resize(workers.size());
    result.series.resize(workers.size());
    std::size_t records = 0;
    for (std::size_t l = 0; l < workers.size(); ++l) {
        workers[l]->fill(result.summaries[l], result.series[l]);
        report.lanes.push_back(workers[l]->report());
        records += workers[l]->records().size();
    }
    // The log as the simulator keeps it: decisions in time order (lane order within an instant),
    // the first requestLogLimit of them.
    result.requests.reserve(records);
    for (auto& w : workers)
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
