#pragma once
// How many bytes of Redis 7 memory (used_memory, 64-bit, jemalloc) a key costs, by the data
// structure a limiter keeps in it. Calibrated against redis-server 7.0.15; the measured table and
// the derivation are in docs/distributed.md. Pure functions; any thread.
#include "algorithms/AlgorithmKind.h"

#include <cstdint>

namespace ratelab {

enum class RedisShape : std::uint8_t {
    StringCounter,      // INCR counter, small value (fixed window, concurrency counter)
    StringInteger,      // a large integer string (GCRA / leaky bucket TAT)
    HashTwoFields,      // HSET tokens .. last_refill .. (token bucket), listpack encoded
    SortedSet,          // ZADD score member per request (sliding log, concurrency leases)
    TwoStringCounters,  // the sliding counter's current and previous window keys
    CacheString,        // a competing cache workload's value of a given size
};

struct RedisMemoryModel {
    // Empty redis-server 7.0.15 used_memory after start (bytes).
    static constexpr std::int64_t kBaselineBytes = 939'400;

    // jemalloc's size class for an allocation of n bytes (8, 16, 32, 48, ..., 128, 160, ...).
    static std::int64_t allocClass(std::int64_t n);

    // The dictionary entry and the key itself (plus the amortised bucket), and the expires entry.
    static std::int64_t keyBytes(std::int64_t keyLength);
    static constexpr std::int64_t kExpireBytes = 42;

    // The value. `count` is the member count of a SortedSet and the byte size of a CacheString;
    // `sharedInteger` is true when Redis reuses its shared 0..9999 integers, i.e. unless maxmemory
    // is set with an LRU or LFU policy (those need a private object per key for its access clock).
    static std::int64_t valueBytes(RedisShape shape, std::int64_t count, bool sharedInteger);

    // Everything one logical limiter key costs; a TwoStringCounters key counts its two Redis keys
    // (each name keyLength + 9, like "rl:user:42:28333333").
    static std::int64_t entryBytes(RedisShape shape, std::int64_t keyLength, std::int64_t count,
                                   bool hasTtl, bool sharedInteger);

    static RedisShape shapeFor(AlgorithmKind kind);
};

} // namespace ratelab
