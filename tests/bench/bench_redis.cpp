// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The same 1,000,000 token-bucket decisions over 10,000 keys through the engine's in-memory
// store and through a real redis-server (the Lua twin by EVALSHA, pipelined 16 deep), in one
// run. The server is this benchmark's own (LocalRedisServer: free loopback port, no
// persistence, stopped by pid). Both paths must agree on every decision: redis.mismatches
// reports the disagreements (0 expected), so a fast but wrong run does not go unnoticed.
#include "tests/bench/Bench.h"

#include "core/io/redis/LocalRedisServer.h"
#include "core/io/redis/LuaCall.h"
#include "core/io/redis/RedisClient.h"
#include "core/sim/Random.h"
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/store/MemoryStore.h"

#include <cstdio>
#include <vector>

namespace {

using namespace ratelab;

constexpr int kDecisions = 1'000'000;
constexpr int kKeys = 10'000;
constexpr std::size_t kPipelineDepth = 16;
constexpr int kDecisionsPerMs = 10;

struct Request {
    std::int32_t key;
    std::int64_t t;
};

// 60 per minute with a burst of 5; each key sees about one request a second, so some bursts
// are rejected. W = 60 s keeps the Redis TTLs (2 W, wall clock) far above the run time.
LimitParams benchParams()
{
    return {60, 60'000, 5, false};
}

std::vector<Request> makeRequests()
{
    Random rng(20261130);
    std::vector<Request> requests;
    requests.reserve(kDecisions);
    for (int i = 0; i < kDecisions; ++i)
        requests.push_back({std::int32_t(rng.uniformBelow(kKeys)), i / kDecisionsPerMs});
    return requests;
}

void compare(bench::Reporter& reporter)
{
    static const std::vector<Request> requests = makeRequests();
    const auto algorithm = makeAlgorithm(AlgorithmKind::TokenBucket, benchParams());

    std::vector<Decision> engine(requests.size());
    const double engineSeconds = bench::secondsOf([&] {
        MemoryStore store(kKeys);
        for (std::size_t i = 0; i < requests.size(); ++i)
            engine[i] =
                store.decide(*algorithm, requests[i].key, {requests[i].t, 1, 0}, 0).decision;
    });
    bench::keep(engine.back().remaining);

    LocalRedisServer server;
    if (!server.start()) {
        std::fprintf(stderr, "redis.compare: %s\n", qPrintable(server.errorString()));
        return;
    }
    RedisClient client;
    if (const auto error = client.connect("127.0.0.1", server.port()); !error.ok()) {
        std::fprintf(stderr, "redis.compare: %s\n", error.message.c_str());
        return;
    }
    // Built before the clock starts: the figure is Redis's, not the string formatting's.
    const auto& scripts = LuaScripts::builtIn();
    std::vector<ScriptCall> calls;
    calls.reserve(requests.size());
    for (const auto& r : requests) {
        calls.push_back(luaDecisionCall(scripts, AlgorithmKind::TokenBucket, benchParams(),
                                        "k" + std::to_string(r.key), {r.t, 1, 0}, false));
    }
    client.scriptLoad(scripts.forAlgorithm(AlgorithmKind::TokenBucket));

    std::int64_t mismatches = 0;
    std::int64_t errors = 0;
    const double redisSeconds = bench::secondsOf([&] {
        for (std::size_t from = 0; from < calls.size(); from += kPipelineDepth) {
            const std::size_t count = std::min(kPipelineDepth, calls.size() - from);
            const auto replies =
                client.evalPipelined(std::span<const ScriptCall>(calls.data() + from, count));
            for (std::size_t k = 0; k < count; ++k) {
                const auto d =
                    replies[k].ok() ? decisionFromLuaReply(replies[k].value, 60) : std::nullopt;
                if (!d) {
                    ++errors;
                    continue;
                }
                const Decision& e = engine[from + k];
                mismatches += (d->allowed != e.allowed || d->remaining != e.remaining
                               || d->resetMs != e.resetMs || d->retryAfterMs != e.retryAfterMs)
                                  ? 1
                                  : 0;
            }
        }
    });
    server.stop();

    const double engineRate = kDecisions / engineSeconds;
    const double redisRate = kDecisions / redisSeconds;
    reporter.figure("redis.engine_rate", engineRate, "decisions/s");
    reporter.figure("redis.evalsha_rate", redisRate, "decisions/s");
    reporter.figure("redis.ratio", engineRate / redisRate, "x");
    reporter.figure("redis.mismatches", double(mismatches + errors), "decisions");
}

} // namespace

RATELAB_BENCH("redis.compare", compare);
