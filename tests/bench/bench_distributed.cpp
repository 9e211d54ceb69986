// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The distributed world's budgets at building-block level: the simulated Redis's command rate,
// its accounted bytes per key and the host bytes per key at 1,000,000 keys, and one simulated
// hour of 3 regions x 4 instances at 1,000 requests/s against one shared simulated Redis.
#include "tests/bench/Bench.h"

#include "core/sim/redis/SimRedis.h"
#include "core/sim/world/LoadBalancer.h"
#include "core/sim/world/Topology.h"

#include <cstdio>
#include <queue>
#include <string>
#include <vector>

namespace {

using namespace ratelab;

// A fixed window of 100 per 10 s, as the Lua twin runs it.
Decision fixedWindow(KeyState& s, std::int64_t nowMs)
{
    const std::int64_t idx = floorDiv(nowMs, 10'000);
    if (!s.present || s.a != idx) {
        s = KeyState{};
        s.present = true;
        s.a = idx;
    }
    Decision d;
    d.allowed = s.b < 100;
    if (d.allowed)
        ++s.b;
    return d;
}

std::string userKey(std::int64_t i)
{
    return "rl:user:" + std::to_string(1'000'000 + i);
}

long residentBytes()
{
    long pages = 0;
    long resident = 0;
    if (FILE* f = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2)
            resident = 0;
        std::fclose(f);
    }
    return resident * 4096;
}

void commandsPerSecond(bench::Reporter& out)
{
    SimRedis redis({}, Random(1));
    const RedisScript script = [](KeyState& s, SimTime now) {
        return fixedWindow(s, toMillisFloor(now));
    };
    constexpr int kCommands = 2'000'000;
    std::vector<std::string> keys;
    for (int i = 0; i < 10'000; ++i)
        keys.push_back(userKey(i));
    RedisCommand c;
    c.op = RedisOp::Script;
    c.script = &script;
    c.ttlUs = fromSeconds(20);
    std::int64_t admitted = 0;
    const double seconds = bench::secondsOf([&] {
        for (int i = 0; i < kCommands; ++i) {
            c.key = keys[static_cast<std::size_t>(i) % keys.size()];
            c.arrival = static_cast<SimTime>(i) * 100; // 10,000 commands per simulated second
            admitted += redis.submit(c).decision.allowed ? 1 : 0;
        }
    });
    bench::keep(admitted);
    out.figure("simredis_lua_commands_per_s", kCommands / seconds, "cmd/s");
}

void bytesPerKeyAtOneMillion(bench::Reporter& out)
{
    constexpr std::int64_t kKeys = 1'000'000;
    const long before = residentBytes();
    SimRedis redis({}, Random(1));
    RedisCommand c;
    c.op = RedisOp::Set;
    c.value.present = true;
    c.value.b = 1;
    c.ttlUs = fromSeconds(3600);
    const double seconds = bench::secondsOf([&] {
        for (std::int64_t i = 0; i < kKeys; ++i) {
            c.key = userKey(i);
            c.arrival = i;
            redis.submit(c);
        }
    });
    const long after = residentBytes();
    const auto& ks = redis.keyspace();
    out.figure("simredis_keys", static_cast<double>(ks.keyCount()), "keys");
    out.figure("simredis_accounted_bytes_per_key",
               static_cast<double>(ks.usedMemory() - RedisMemoryModel::kBaselineBytes) / kKeys,
               "B");
    out.figure("simredis_host_bytes_per_key", static_cast<double>(after - before) / kKeys, "B");
    out.figure("simredis_set_1M_keys_seconds", seconds, "s");
}

void sharedRedisHour(bench::Reporter& out)
{
    Topology topo;
    for (const char* name : {"us-east", "eu-west", "ap-south"}) {
        RegionSpec r;
        r.name = name;
        r.instances = 4;
        r.instanceToStore = LatencyModel::logNormal(500, 0.3, 100, 5000);
        topo.regions.push_back(r);
    }
    Random rng(42);
    std::vector<LoadBalancer> balancers;
    for (std::size_t r = 0; r < topo.regions.size(); ++r)
        balancers.emplace_back(BalancerKind::RoundRobin, 4, rng.split(100 + r));
    Random delays = rng.split(7);
    SimRedisConfig cfg;
    cfg.keyspace.maxMemoryBytes = 64 << 20;
    cfg.keyspace.policy = EvictionPolicy::AllKeysLru;
    SimRedis redis(cfg, rng.split(9));
    const RedisScript script = [](KeyState& s, SimTime now) {
        return fixedWindow(s, toMillisFloor(now));
    };
    // 50 users at 20 requests/s each against 100 per 10 s: half of them are refused.
    std::vector<std::string> keys;
    for (int i = 0; i < 50; ++i)
        keys.push_back(userKey(i));

    // Arrivals at the store, ordered by (time, sequence) like the engine's event queue.
    using Arrival = std::pair<SimTime, std::int64_t>;
    std::priority_queue<Arrival, std::vector<Arrival>, std::greater<>> queue;
    constexpr std::int64_t kRequests = 3'600'000; // 1,000/s for one hour
    std::int64_t admitted = 0;
    const double seconds = bench::secondsOf([&] {
        std::int64_t next = 0;
        RedisCommand c;
        c.op = RedisOp::Script;
        c.script = &script;
        c.ttlUs = fromSeconds(20);
        while (next < kRequests || !queue.empty()) {
            const SimTime sendAt = next * 1000;
            if (next < kRequests && (queue.empty() || sendAt <= queue.top().first)) {
                const int region = static_cast<int>(next % 3);
                const std::string& key = keys[static_cast<std::size_t>(next) % keys.size()];
                balancers[static_cast<std::size_t>(region)].route(key);
                queue.push({sendAt + topo.drawStoreDelay(region, 0, delays), next});
                ++next;
                continue;
            }
            const auto [arrival, id] = queue.top();
            queue.pop();
            c.key = keys[static_cast<std::size_t>(id) % keys.size()];
            c.arrival = arrival;
            c.fromRegion = static_cast<int>(id % 3);
            admitted += redis.submit(c).decision.allowed ? 1 : 0;
        }
    });
    bench::keep(admitted);
    out.figure("shared_redis_3x4_1h_1000rps_seconds", seconds, "s");
    out.figure("shared_redis_3x4_1h_admitted", static_cast<double>(admitted), "req");
    out.figure("shared_redis_3x4_1h_max_queue", redis.stats().maxQueue, "cmd");
}

} // namespace

RATELAB_BENCH("distributed.simredis_commands", commandsPerSecond);
RATELAB_BENCH("distributed.simredis_1M_keys", bytesPerKeyAtOneMillion);
RATELAB_BENCH("distributed.shared_redis_hour", sharedRedisHour);
