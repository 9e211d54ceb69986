#include "RedisMemoryModel.h"

#include <bit>

namespace ratelab {

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
    // The key is an sds: names under 32 bytes get the 1-byte sdshdr5, longer ones sdshdr8 (3 bytes);
    // plus the terminating NUL. 43 = the 24-byte dictEntry and the amortised bucket pointers,
    // fitted to 58.5 bytes per 14-character key measured with no TTL.
    const std::int64_t sds = keyLength < 32 ? keyLength + 2 : keyLength + 4;
    return 43 + allocClass(sds);
}

std::int64_t RedisMemoryModel::valueBytes(RedisShape shape, std::int64_t count, bool sharedInteger)
{
    constexpr std::int64_t robj = 16;
    switch (shape) {
    case RedisShape::StringCounter:
        return sharedInteger ? 0 : robj;
    case RedisShape::StringInteger:
        return robj;
    case RedisShape::HashTwoFields:
        return robj + 48;  // the listpack of two short fields
    case RedisShape::SortedSet:
        // Listpack up to 128 members (zset-max-listpack-entries), then skiplist + dict.
        // Fits the measured 1, 10, 100 (listpack) and 129, 200, 1000 (skiplist) member sets.
        return count <= 128 ? 44 + (61 * count) / 2 : 3130 + 123 * count;
    case RedisShape::TwoStringCounters:
        return sharedInteger ? 0 : robj;  // per key
    case RedisShape::CacheString:
        if (count <= 44)  // embstr: one allocation with the object header
            return allocClass(robj + 3 + count + 1);
        return robj + allocClass(count + (count < 256 ? 4 : count < 65536 ? 6 : 10));
    }
    return robj;
}

std::int64_t RedisMemoryModel::entryBytes(RedisShape shape, std::int64_t keyLength,
                                          std::int64_t count, bool hasTtl, bool sharedInteger)
{
    if (shape == RedisShape::TwoStringCounters) {
        const std::int64_t one = keyBytes(keyLength + 9) + (hasTtl ? kExpireBytes : 0) +
            valueBytes(shape, 0, sharedInteger);
        return 2 * one;
    }
    return keyBytes(keyLength) + (hasTtl ? kExpireBytes : 0) + valueBytes(shape, count, sharedInteger);
}

RedisShape RedisMemoryModel::shapeFor(AlgorithmKind kind)
{
    switch (kind) {
    case AlgorithmKind::FixedWindow:
        return RedisShape::StringCounter;
    case AlgorithmKind::SlidingLog:
    case AlgorithmKind::Concurrency:
        return RedisShape::SortedSet;
    case AlgorithmKind::SlidingCounter:
        return RedisShape::TwoStringCounters;
    case AlgorithmKind::TokenBucket:
        return RedisShape::HashTwoFields;
    case AlgorithmKind::Gcra:
    case AlgorithmKind::LeakyBucket:
        return RedisShape::StringInteger;
    }
    return RedisShape::StringInteger;
}

} // namespace ratelab
