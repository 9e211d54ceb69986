// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/redis/RedisMemoryModel.h"

#include <algorithm>
#include <bit>
#include <string_view>

namespace ratelab {
namespace {

constexpr std::int64_t kRobj = 16; // the redisObject header
constexpr std::int64_t kDictEntry = 24;
constexpr std::int64_t kDict = 56;         // struct dict (two tables' pointers, sizes, used)
constexpr std::int64_t kListpackFrame = 7; // 6-byte header and the end byte
// Encoding limits of redis.conf's defaults in 7.0 (zset-max-listpack-entries 128,
// hash-max-listpack-entries 512, *-max-listpack-value 64).
constexpr std::int64_t kZsetListpackEntries = 128;
constexpr std::int64_t kHashListpackEntries = 512;
constexpr std::int64_t kListpackValue = 64;

// An sds string of len bytes: header (sdshdr5 under 32 bytes, then 8/16/32) and the NUL.
std::int64_t sdsBytes(std::int64_t len)
{
    return len + (len < 32 ? 2 : len < 256 ? 4 : len < 65536 ? 6 : 10);
}

std::int64_t decimalLength(std::int64_t v)
{
    std::int64_t n = v < 0 ? 2 : 1;
    for (std::uint64_t m = v < 0 ? 0 - static_cast<std::uint64_t>(v)
                                 : static_cast<std::uint64_t>(v);
         m >= 10; m /= 10)
        ++n;
    return n;
}

// One listpack entry holding an integer: the smallest of its integer encodings, plus the
// 1-byte back length. Redis stores every integer-looking string (field values, scores) this way.
std::int64_t listpackInt(std::int64_t v)
{
    if (v >= 0 && v <= 127)
        return 2;
    if (v >= -4096 && v <= 4095)
        return 3;
    if (v >= -32768 && v <= 32767)
        return 4;
    if (v >= -(std::int64_t{1} << 23) && v < (std::int64_t{1} << 23))
        return 5;
    if (v >= -(std::int64_t{1} << 31) && v < (std::int64_t{1} << 31))
        return 6;
    return 10;
}

// One listpack entry holding a string of len bytes: encoding header, data, back length.
std::int64_t listpackString(std::int64_t len)
{
    const std::int64_t entry = len + (len < 64 ? 1 : len < 4096 ? 2 : 5);
    return entry + (entry < 128 ? 1 : entry < 16384 ? 2 : 3);
}

std::int64_t dictSlots(std::int64_t n)
{
    return std::max<std::int64_t>(
        4, static_cast<std::int64_t>(std::bit_ceil(static_cast<std::uint64_t>(n))));
}

// A hash or sorted set in the making: its listpack bytes and what its hashtable/skiplist
// encoding would cost per element, accumulated member by member.
struct Collection {
    std::int64_t count = 0;
    std::int64_t listpack = kListpackFrame;
    std::int64_t elements = 0; // hashtable / skiplist: sds strings and dict entries
    std::int64_t longest = 0;

    void addField(std::int64_t nameLength, std::int64_t value)
    {
        ++count;
        listpack += listpackString(nameLength) + listpackInt(value);
        elements += RedisMemoryModel::allocClass(sdsBytes(nameLength))
                    + RedisMemoryModel::allocClass(sdsBytes(decimalLength(value))) + kDictEntry;
        longest = std::max(longest, nameLength);
    }
    void addMember(std::int64_t memberLength, std::int64_t score)
    {
        ++count;
        listpack += listpackString(memberLength) + listpackInt(score);
        elements += RedisMemoryModel::allocClass(sdsBytes(memberLength)) + kDictEntry;
        longest = std::max(longest, memberLength);
    }

    [[nodiscard]] std::int64_t hashBytes() const
    {
        if (count <= kHashListpackEntries && longest <= kListpackValue)
            return kRobj + RedisMemoryModel::allocClass(listpack);
        return kRobj + kDict + 8 * dictSlots(count) + elements;
    }
    [[nodiscard]] std::int64_t sortedSetBytes() const
    {
        if (count <= kZsetListpackEntries && longest <= kListpackValue)
            return kRobj + RedisMemoryModel::allocClass(listpack);
        // zset + zskiplist + dict, the bucket array, the 32-level header node (544 bytes in the
        // 640 class); per member a node of 32 + 16 * level bytes, level geometric with p = 1/4:
        // jemalloc classes 48, 64, 80, ... average 160/3 bytes.
        constexpr std::int64_t kFixed = 16 + 32 + kDict + 640;
        return kRobj + kFixed + 8 * dictSlots(count) + elements + 160 * count / 3;
    }
};

std::int64_t integerString(std::int64_t v, bool sharedInteger)
{
    return sharedInteger && v >= 0 && v < 10'000 ? 0 : kRobj;
}

std::int64_t twoFieldHash(std::string_view first, std::int64_t a, std::string_view second,
                          std::int64_t b)
{
    Collection hash;
    hash.addField(static_cast<std::int64_t>(first.size()), a);
    hash.addField(static_cast<std::int64_t>(second.size()), b);
    return hash.hashBytes();
}

} // namespace

std::int64_t RedisMemoryModel::allocClass(std::int64_t n)
{
    if (n <= 8)
        return 8;
    if (n <= 128)
        return (n + 15) / 16 * 16;
    // Four classes per doubling above 128: spacing is a quarter of the power of two below n.
    const int bits = std::bit_width(static_cast<std::uint64_t>(n - 1));
    const std::int64_t spacing = std::int64_t{1} << (bits - 3);
    return (n + spacing - 1) / spacing * spacing;
}

std::int64_t RedisMemoryModel::keyBytes(std::int64_t keyLength)
{
    // The key is an sds: names under 32 bytes get the 1-byte sdshdr5, longer ones sdshdr8 (3
    // bytes); plus the terminating NUL. 43 = the 24-byte dictEntry and the amortised bucket
    // pointers, fitted to 58.5 bytes per 14-character key measured with no TTL.
    const std::int64_t sds = keyLength < 32 ? keyLength + 2 : keyLength + 4;
    return kDictEntry + kBucketBytes + allocClass(sds);
}

std::int64_t RedisMemoryModel::valueBytes(RedisShape shape, std::int64_t count, bool sharedInteger)
{
    switch (shape) {
    case RedisShape::StringCounter:
    case RedisShape::TwoStringCounters: // per key
        return sharedInteger ? 0 : kRobj;
    case RedisShape::StringInteger:
        return kRobj;
    case RedisShape::HashTwoFields:
        return kRobj + 48; // the listpack of two short fields
    case RedisShape::SortedSet:
        // Listpack up to 128 members (zset-max-listpack-entries), then skiplist + dict.
        // Fits the measured 1, 10, 100 (listpack) and 129, 200, 1000 (skiplist) member sets.
        return count <= 128 ? 44 + (61 * count) / 2 : 3130 + 123 * count;
    case RedisShape::CacheString:
        if (count <= 44) // embstr: one allocation with the object header
            return allocClass(kRobj + 3 + count + 1);
        return kRobj + allocClass(count + (count < 256 ? 4 : count < 65536 ? 6 : 10));
    default:
        return kRobj; // the twin shapes are priced by stateBytes
    }
}

std::int64_t RedisMemoryModel::entryBytes(RedisShape shape, std::int64_t keyLength,
                                          std::int64_t count, bool hasTtl, bool sharedInteger)
{
    if (shape == RedisShape::TwoStringCounters) {
        const std::int64_t one = keyBytes(keyLength + 9) + (hasTtl ? kExpireBytes : 0)
                                 + valueBytes(shape, 0, sharedInteger);
        return 2 * one;
    }
    return keyBytes(keyLength) + (hasTtl ? kExpireBytes : 0)
           + valueBytes(shape, count, sharedInteger);
}

bool RedisMemoryModel::pricesState(RedisShape shape)
{
    return shape >= RedisShape::FixedWindowHash;
}

std::int64_t RedisMemoryModel::stateBytes(RedisShape shape, std::int64_t keyLength,
                                          const KeyState& state, bool hasTtl, bool sharedInteger)
{
    const auto key = [&](std::int64_t length) {
        return keyBytes(length) + (hasTtl ? kExpireBytes : 0);
    };
    const auto head = static_cast<std::size_t>(std::max<std::int64_t>(state.a, 0));
    switch (shape) {
    case RedisShape::FixedWindowHash:
        return key(keyLength) + twoFieldHash("w", state.a, "n", state.b);
    case RedisShape::TokenBucketHash:
        return key(keyLength) + twoFieldHash("tokens", state.a, "last", state.b);
    case RedisShape::TatHash:
        // The twin keeps units below N and moves whole ms into `ms`; the engine's b is the whole
        // TAT offset in units, so this prices the units field at most a few bytes wide.
        return key(keyLength) + twoFieldHash("ms", state.a, "units", state.b);
    case RedisShape::SlidingCounterKeys: // :cur and :prev (one byte longer)
        return key(keyLength) + twoFieldHash("w", state.a, "n", state.b) + key(keyLength + 1)
               + integerString(state.c, sharedInteger);
    case RedisShape::SlidingLogKeys: { // :log and :sum (same length)
        if (state.liveLogSize() == 0)
            return 0;
        Collection log;
        std::int64_t k = 0;
        for (std::size_t i = head; i < state.log.size(); ++i) {
            // Member "time:k:cost", k = entries already logged in that ms.
            k = (i > head && state.log[i].timeMs == state.log[i - 1].timeMs) ? k + 1 : 0;
            const LogEntry& e = state.log[i];
            log.addMember(decimalLength(e.timeMs) + 1 + decimalLength(k) + 1
                              + decimalLength(e.cost),
                          e.timeMs);
        }
        return key(keyLength) + log.sortedSetBytes() + key(keyLength)
               + integerString(state.b, sharedInteger);
    }
    case RedisShape::ConcurrencyKeys: { // :leases and :costs (one byte shorter)
        if (state.liveLogSize() == 0)
            return 0;
        Collection leases;
        Collection costs;
        for (std::size_t i = head; i < state.log.size(); ++i) {
            leases.addMember(kLeaseIdLength, state.log[i].timeMs);
            costs.addField(kLeaseIdLength, state.log[i].cost);
        }
        return key(keyLength) + leases.sortedSetBytes() + key(keyLength - 1) + costs.hashBytes();
    }
    default:
        return entryBytes(shape, keyLength, static_cast<std::int64_t>(state.liveLogSize()), hasTtl,
                          sharedInteger);
    }
}

RedisShape RedisMemoryModel::shapeFor(AlgorithmKind kind)
{
    switch (kind) {
    case AlgorithmKind::FixedWindow:
    case AlgorithmKind::FixedWindowIncrFirst:
        return RedisShape::FixedWindowHash;
    case AlgorithmKind::SlidingLog:
        return RedisShape::SlidingLogKeys;
    case AlgorithmKind::Concurrency:
        return RedisShape::ConcurrencyKeys;
    case AlgorithmKind::SlidingCounter:
        return RedisShape::SlidingCounterKeys;
    case AlgorithmKind::TokenBucket:
        return RedisShape::TokenBucketHash;
    case AlgorithmKind::Gcra:
    case AlgorithmKind::LeakyBucket:
        return RedisShape::TatHash;
    case AlgorithmKind::Nginx: // in-process only (scenarioProblems refuses a Redis placement)
    case AlgorithmKind::GuavaBursty:
    case AlgorithmKind::GuavaWarmup:
    case AlgorithmKind::Aimd: // adaptive: in process too
    case AlgorithmKind::Vegas:
    case AlgorithmKind::Gradient2:
    case AlgorithmKind::EnvoyGradient:
        return RedisShape::TokenBucketHash;
    }
    return RedisShape::FixedWindowHash;
}

} // namespace ratelab
