// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The simulated side of tst_redisevictions' noeviction cases (see OomCases.h).
#include "tests/redis/OomCases.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/redis/SimRedis.h"

#include <stdexcept>
#include <string>

namespace ratelab::test {

OomVerdict simulatedOomVerdict(const OomCase& c)
{
    SimRedisConfig config;
    config.keyspace.policy = EvictionPolicy::NoEviction;
    config.keyspace.maxMemoryBytes = RedisMemoryModel::kBaselineBytes + 64 * 1024;
    SimRedis redis(config, Random(1));
    const auto algorithm = makeAlgorithm(c.kind, c.params);
    DecideInput current;
    const RedisScript script = [&](KeyState& state, SimTime) {
        return algorithm->decide(state, current);
    };
    const ScriptWriteRule rule = [&](const KeyState& before, const KeyState& after,
                                     const Decision& d) {
        return twinFirstWrite(*algorithm, before, after, d, current, c.ttlMode);
    };
    RedisCommand command;
    command.op = RedisOp::Script;
    command.key = "rl:{u}:key";
    command.shape = RedisMemoryModel::shapeFor(c.kind);
    command.ttlUs = fromMillis(2 * c.params.windowMs);
    command.ttlMode = c.ttlMode;
    command.script = &script;
    command.firstWrite = &rule;
    SimTime at = 0;
    const auto run = [&](const DecideInput& in) {
        current = in;
        command.arrival = at += kMicrosPerMilli;
        return redis.submit(command);
    };
    for (const DecideInput& in : c.priming)
        if (run(in).status != RedisStatus::Ok)
            throw std::logic_error("simulatedOomVerdict: a priming call failed");
    // One cache value takes the server past maxmemory; it is accepted, being under it before.
    RedisCommand cache;
    cache.op = RedisOp::CacheSet;
    cache.key = "cache";
    cache.valueBytes = 128 * 1024;
    cache.arrival = at += kMicrosPerMilli;
    if (redis.submit(cache).status != RedisStatus::Ok || !redis.keyspace().overLimit())
        throw std::logic_error("simulatedOomVerdict: the cache value did not fill the server");

    OomVerdict verdict;
    verdict.refused = run(c.call).status == RedisStatus::Oom;
    const RedisEntry* entry = redis.keyspace().peek(command.key);
    verdict.keyStored = entry && entry->state.present;
    return verdict;
}

} // namespace ratelab::test
