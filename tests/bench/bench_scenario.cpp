// The engine's throughput budget: one hour of 1,000 requests/s against seven lanes (one per
// algorithm) is 25 million decisions and must compute in under 2 s on one core.
#include "tests/bench/Bench.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/engine/Simulation.h"

#include <ctime>
#include <string>

namespace {

using namespace ratelab;

Scenario hourAt1000rps()
{
    Scenario s;
    s.name = "bench-1h-1000rps-7lanes";
    s.seed = 42;
    s.durationMs = 3'600'000;
    s.bucketMs = 1000;
    // 100 users at 10 requests/s each, Poisson; a quota of 100 per 10 s keeps every lane busy
    // deciding both ways.
    ClientSpec users;
    users.name = "user-{i}";
    users.count = 100;
    users.identity.user = "u{i}";
    users.identity.ip = "10.0.{i}.1";
    users.arrival.kind = ArrivalKind::Poisson;
    users.arrival.ratePerSec = 10.0;
    s.clients.push_back(users);
    for (const AlgorithmInfo& info : allAlgorithms()) {
        LaneSpec lane;
        lane.name = std::string(info.id);
        lane.algorithm = info.kind;
        lane.params.limit = 100;
        lane.params.windowMs = 10'000;
        lane.keyTemplate = "rl:{endpoint}:{user}";
        s.lanes.push_back(lane);
    }
    return s;
}

RATELAB_BENCH("scenario.1h_1000rps_7lanes", [](bench::Reporter& r) {
    const Scenario scenario = hourAt1000rps();
    RunResult result;
    // CPU time as well: on a shared machine wall time also counts other people's builds.
    const std::clock_t cpuStart = std::clock();
    const double seconds = bench::secondsOf([&] { result = runScenario(scenario); });
    const double cpuSeconds = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    std::int64_t decisions = 0;
    for (const LaneSummary& s : result.summaries)
        decisions += s.requests;
    bench::keep(decisions);
    r.figure("scenario.1h_1000rps_7lanes.seconds", seconds, "s");
    r.figure("scenario.1h_1000rps_7lanes.cpu_seconds", cpuSeconds, "s");
    r.figure("scenario.events_per_sec", static_cast<double>(result.events) / seconds, "events/s");
    r.figure("scenario.decisions_per_sec", static_cast<double>(decisions) / seconds, "decisions/s");
    r.figure("scenario.decisions", static_cast<double>(decisions), "decisions");
});

} // namespace
