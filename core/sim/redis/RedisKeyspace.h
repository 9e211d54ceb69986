// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The data of one simulated Redis server: limiter states and cache values by string key, with
// TTLs (lazy expiry on access, active expiry by sampling), memory accounting from
// RedisMemoryModel, and maxmemory eviction with Redis's sampling and eviction pool. It knows no
// time of its own: every call passes the server time. Owned by SimRedis; single-threaded.
#include "core/sim/Random.h"
#include "core/sim/SimTime.h"
#include "core/sim/algorithms/KeyState.h"
#include "core/sim/model/EvictionPolicy.h"
#include "core/sim/redis/EvictionPool.h"
#include "core/sim/redis/RedisMemoryModel.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace ratelab {

inline constexpr SimTime kNoExpiry = std::numeric_limits<SimTime>::max();

struct KeyspaceConfig {
    std::int64_t maxMemoryBytes = 0; // 0: unlimited (and eviction never runs)
    EvictionPolicy policy = EvictionPolicy::NoEviction;
    int maxMemorySamples = 5;
    int lfuLogFactor = 10;
    int lfuDecayMinutes = 1;
    std::int64_t baselineBytes = RedisMemoryModel::kBaselineBytes;
    bool activeExpire = true;
};

// How a write sets the key's TTL: PEXPIRE on every write, or only when the write creates the key
// (the "INCR, and EXPIRE if the count is 1" idiom).
enum class TtlMode : std::uint8_t { RefreshOnWrite, SetOnCreate };

struct RedisEntry {
    KeyState state;
    SimTime expireAt = kNoExpiry;
    // TwoStringCounters only: the previous window's key, which expires on its own.
    SimTime prevExpireAt = kNoExpiry;
    bool hasPrev = false;
    RedisShape shape = RedisShape::StringCounter;
    std::uint8_t lfu = 5;
    std::int64_t lfuMinutes = 0;  // last LFU decrement time, minutes of server time
    std::int64_t lastAccessS = 0; // LRU clock, whole seconds of server time (Redis's resolution)
    std::uint64_t version = 0;    // changes on every write; WATCH compares it
    std::int64_t bytes = 0;
    std::int64_t valueSize = 0; // CacheString value bytes
    std::uint32_t volatilePos = std::numeric_limits<std::uint32_t>::max();
};

struct KeyspaceStats {
    std::int64_t evictions = 0;
    std::int64_t expiredLazy = 0;
    std::int64_t expiredActive = 0;
    std::int64_t peakMemory = 0;
};

// What changed, for replication: the key's new entry, or nullopt when it was deleted.
struct KeyspaceChange {
    std::string key;
    std::optional<RedisEntry> entry;
};

class RedisKeyspace {
public:
    RedisKeyspace(KeyspaceConfig config, Random rng);
    // A full copy (a replica's initial sync). Slots point into their own index, so the copy
    // rebuilds them; moves keep the index's nodes and need nothing special.
    RedisKeyspace(const RedisKeyspace& other);
    RedisKeyspace& operator=(const RedisKeyspace&) = delete;
    RedisKeyspace(RedisKeyspace&&) noexcept = default;
    RedisKeyspace& operator=(RedisKeyspace&&) noexcept = default;

    // Lazy expiry first; then a hit updates the LRU clock and LFU counter unless touch is false.
    // nullptr when absent. The pointer is valid until the next non-const call.
    const RedisEntry* lookup(std::string_view key, SimTime now, bool touch = true);
    // The stored entry as is, without expiring or touching it (inspection, tests, charts).
    [[nodiscard]] const RedisEntry* peek(std::string_view key) const;
    [[nodiscard]] std::uint64_t versionOf(std::string_view key, SimTime now);

    // A limiter state written back. A state with present == false deletes the key.
    // ttlUs <= 0 writes without a TTL.
    void writeState(std::string_view key, const KeyState& state, RedisShape shape, SimTime ttlUs,
                    TtlMode mode, SimTime now);
    // A cache value of `valueBytes` bytes (the competing workload).
    void writeValue(std::string_view key, std::int64_t valueBytes, SimTime ttlUs, SimTime now);
    // A replica applying its primary's entry as is (nullopt deletes).
    void applyReplicated(std::string_view key, const std::optional<RedisEntry>& entry);
    bool erase(std::string_view key);

    // performEvictions: evict until used memory <= maxmemory. False when still above it
    // (noeviction, or no candidate: volatile-* with no TTL keys). True when no limit is set.
    bool freeMemory(SimTime now);
    // One activeExpireCycle: sample 20 keys with a TTL, delete the expired ones, repeat while
    // more than 10% of a sample had expired (at most 16 rounds).
    void activeExpireCycle(SimTime now);

    [[nodiscard]] std::int64_t usedMemory() const { return m_used; }
    [[nodiscard]] std::int64_t keyCount() const
    {
        return static_cast<std::int64_t>(m_slots.size());
    }
    [[nodiscard]] std::int64_t volatileCount() const
    {
        return static_cast<std::int64_t>(m_volatile.size());
    }
    [[nodiscard]] bool overLimit() const
    {
        return m_config.maxMemoryBytes > 0 && m_used > m_config.maxMemoryBytes;
    }
    [[nodiscard]] const KeyspaceStats& stats() const { return m_stats; }
    [[nodiscard]] const KeyspaceConfig& config() const { return m_config; }
    void setConfig(const KeyspaceConfig& config);

    // Replication: when on, every change is appended for the owner to take.
    void setRecordChanges(bool on) { m_recordChanges = on; }
    std::vector<KeyspaceChange> takeChanges();

private:
    struct Slot {
        const std::string* key;
        RedisEntry entry;
    };
    struct KeyHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const
        {
            return std::hash<std::string_view>{}(s);
        }
    };

    std::uint32_t findSlot(std::string_view key) const;
    std::uint32_t insertSlot(std::string_view key);
    void removeSlot(std::uint32_t index);
    void setExpiry(std::uint32_t index, SimTime expireAt);
    void recomputeBytes(std::uint32_t index);
    // Applies expiry at `now`; returns false if the whole key was deleted.
    bool expireIfDue(std::uint32_t index, SimTime now, bool active);
    void touch(RedisEntry& e, SimTime now);
    [[nodiscard]] std::uint64_t evictionScore(const RedisEntry& e, SimTime now) const;
    bool evictOne(SimTime now);
    void recordChange(std::uint32_t index);
    void recordDelete(const std::string& key);

    KeyspaceConfig m_config;
    Random m_rng;
    bool m_sharedIntegers = true;
    std::unordered_map<std::string, std::uint32_t, KeyHash, std::equal_to<>> m_index;
    std::vector<Slot> m_slots;
    std::vector<std::uint32_t> m_volatile; // slot indices of keys with a TTL
    EvictionPool m_pool;
    std::int64_t m_used = 0;
    std::uint64_t m_versionSeq = 0;
    KeyspaceStats m_stats;
    bool m_recordChanges = false;
    std::vector<KeyspaceChange> m_changes;
};

} // namespace ratelab
