// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How many bytes of Redis 7 memory (used_memory, 64-bit, jemalloc) a key costs, by the data
// structure a limiter keeps in it. Calibrated against redis-server 7.0.15: the generic shapes in
// docs/distributed.md, the Lua twins' structures (priced from the limiter's state, checked with
// MEMORY USAGE by tests/redis/tst_redismemory) in docs/redis.md. Pure functions; any thread.
#include "core/sim/algorithms/AlgorithmKind.h"
#include "core/sim/algorithms/KeyState.h"

#include <cstdint>

namespace ratelab {

enum class RedisShape : std::uint8_t {
    // Generic idioms, priced by their size alone.
    StringCounter,     // INCR counter, small value
    StringInteger,     // a large integer string (a TAT kept as one number)
    HashTwoFields,     // HSET of two short fields, listpack encoded
    SortedSet,         // ZADD score member per request (30.5 bytes per member)
    TwoStringCounters, // one counter key per window: the current and the previous one
    CacheString,       // a competing cache workload's value of a given size
    // What the Lua twins in resources/lua keep, priced from the KeyState (integer widths, member
    // strings, member counts). Keys are named as core/io/redis/LuaCall names them.
    FixedWindowHash,    // rl:{k}:fw hash {w, n}
    TokenBucketHash,    // rl:{k}:tb hash {tokens, last}
    TatHash,            // rl:{k}:gcra, rl:{k}:leaky hash {ms, units}
    SlidingCounterKeys, // rl:{k}:cur hash {w, n} + rl:{k}:prev string (the previous count)
    SlidingLogKeys,     // rl:{k}:log sorted set of "time:k:cost" + rl:{k}:sum string
    ConcurrencyKeys,    // rl:{k}:leases sorted set of lease ids + rl:{k}:costs hash id -> cost
};

struct RedisMemoryModel {
    // Empty redis-server 7.0.15 used_memory after start (bytes).
    static constexpr std::int64_t kBaselineBytes = 939'400;

    // jemalloc's size class for an allocation of n bytes (8, 16, 32, 48, ..., 128, 160, ...).
    static std::int64_t allocClass(std::int64_t n);

    // The dictionary entry and the key itself (plus the amortised bucket), and the expires entry.
    static std::int64_t keyBytes(std::int64_t keyLength);
    static constexpr std::int64_t kExpireBytes = 42;
    // Of keyBytes, what MEMORY USAGE leaves out: the amortised main-dictionary bucket pointers.
    static constexpr std::int64_t kBucketBytes = 19;
    // The length assumed for a concurrency lease id (the caller picks them; "l" + 7 digits).
    static constexpr std::int64_t kLeaseIdLength = 8;

    // The value of a generic shape. `count` is the member count of a SortedSet and the byte size
    // of a CacheString; `sharedInteger` is true when Redis reuses its shared 0..9999 integers,
    // i.e. unless maxmemory is set with an LRU or LFU policy (those need a private object per key
    // for its access clock).
    static std::int64_t valueBytes(RedisShape shape, std::int64_t count, bool sharedInteger);

    // Everything one logical limiter key of a generic shape costs; a TwoStringCounters key counts
    // its two Redis keys (each name keyLength + 9, like "rl:user:42:28333333").
    static std::int64_t entryBytes(RedisShape shape, std::int64_t keyLength, std::int64_t count,
                                   bool hasTtl, bool sharedInteger);

    // True for the twin shapes, which stateBytes prices.
    static bool pricesState(RedisShape shape);
    // Everything the twin's Redis keys for one limiter key cost, holding `state`: keyLength is the
    // first key's name (rl:{k}:fw, :log, :cur, :leases), the second key's name differs only in its
    // suffix; both keys carry the TTL when hasTtl. A sliding log or concurrency limit with no live
    // entry costs 0: the twin has deleted both keys.
    static std::int64_t stateBytes(RedisShape shape, std::int64_t keyLength, const KeyState& state,
                                   bool hasTtl, bool sharedInteger);

    // The twin's shape for each algorithm.
    static RedisShape shapeFor(AlgorithmKind kind);
};

} // namespace ratelab
