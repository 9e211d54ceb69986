// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A competing cache workload sharing the limiter's Redis: SETs of values of a fixed size at a
// constant rate, to new keys or over a fixed key space, optionally with a TTL. It fills memory so
// that maxmemory and the eviction policy come into play. Produces commands; the engine (or a
// test) submits them to SimRedis at their times. A value type; single-threaded.
#include "core/sim/redis/SimRedis.h"

#include <cstdint>
#include <string>

namespace ratelab {

struct CacheWorkloadSpec {
    std::int64_t writesPerSecond = 1000;
    std::int64_t valueBytes = 1024;
    std::int64_t distinctKeys = 0; // 0: every write a new key; else keys drawn uniformly
    SimTime ttlUs = 0;
    SimTime startUs = 0;
    SimTime endUs = kNoDeadline;
    std::string keyPrefix = "cache:";
};

class CacheWorkload {
public:
    CacheWorkload(CacheWorkloadSpec spec, Random rng);

    // The true time of the next write; kNoDeadline when the workload is over.
    [[nodiscard]] SimTime nextTime() const;
    // The next write as a command arriving at nextTime(); advances to the one after.
    RedisCommand next();
    [[nodiscard]] std::int64_t written() const { return m_index; }

private:
    CacheWorkloadSpec m_spec;
    Random m_rng;
    std::int64_t m_index = 0;
};

} // namespace ratelab
