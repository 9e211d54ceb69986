// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The distributed world's budget: 3 regions x 4 instances sharing one simulated Redis (Lua, a
// 0.5 ms hop in region and 40-150 ms across), 1,000 requests/s for one simulated hour: 3.6 M
// decisions, each a network round trip of four events. Target: under 5 s.
#include "tests/bench/Bench.h"

#include "core/sim/engine/Simulation.h"

#include <ctime>
#include <string>

namespace {

using namespace ratelab;

Scenario distributedHour()
{
    Scenario s;
    s.name = "bench-distributed-3x4-1h-1000rps";
    s.seed = 42;
    s.durationMs = 3'600'000;
    s.bucketMs = 1000;
    s.requestLogLimit = 0;
    s.world.instancesPerRegion = {4, 4, 4};
    s.world.regionNames = "us, eu, ap";
    for (const char* region : {"us", "eu", "ap"}) {
        // 100 users per region at 10/3 requests/s each: 1,000 requests/s in all.
        ClientSpec users;
        users.name = std::string(region) + "-user-{i}";
        users.count = 100;
        users.identity.user = std::string(region) + "{i}";
        users.arrival.kind = ArrivalKind::Poisson;
        users.arrival.ratePerSec = 10.0 / 3.0;
        users.region = region;
        s.clients.push_back(users);
    }
    LaneSpec lane;
    lane.name = "shared-redis";
    lane.algorithm = AlgorithmKind::FixedWindow;
    lane.params.limit = 100;
    lane.params.windowMs = 60'000;
    lane.keyTemplate = "rl:{user}";
    lane.store.placement = PlacementKind::SharedRedis;
    s.lanes.push_back(lane);
    return s;
}

RATELAB_BENCH("distributed_scenario.3x4_1h_1000rps", [](bench::Reporter& r) {
    const Scenario scenario = distributedHour();
    RunResult result;
    const std::clock_t cpuStart = std::clock();
    const double seconds = bench::secondsOf([&] { result = runScenario(scenario); });
    const double cpuSeconds = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    bench::keep(result.summaries.front().requests);
    r.figure("distributed_scenario.3x4_1h_1000rps.seconds", seconds, "s");
    r.figure("distributed_scenario.3x4_1h_1000rps.cpu_seconds", cpuSeconds, "s");
    r.figure("distributed_scenario.decisions",
             static_cast<double>(result.summaries.front().requests), "decisions");
    r.figure("distributed_scenario.events_per_sec", static_cast<double>(result.events) / seconds,
             "events/s");
});

} // namespace
