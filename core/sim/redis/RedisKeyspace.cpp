// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/redis/RedisKeyspace.h"

#include "core/sim/redis/LfuCounter.h"

#include <algorithm>

namespace ratelab {
namespace {

constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
constexpr SimTime kMicrosPerMinute = 60 * kMicrosPerSecond;

bool sharedIntegersFor(const KeyspaceConfig& c)
{
    return !(c.maxMemoryBytes > 0 && usesLruOrLfu(c.policy));
}

bool isVolatile(const RedisEntry& e)
{
    return e.expireAt != kNoExpiry || (e.hasPrev && e.prevExpireAt != kNoExpiry);
}

} // namespace

RedisKeyspace::RedisKeyspace(KeyspaceConfig config, Random rng)
    : m_config(config)
    , m_rng(rng)
    , m_sharedIntegers(sharedIntegersFor(config))
    , m_used(config.baselineBytes)
{
    m_stats.peakMemory = m_used;
}

RedisKeyspace::RedisKeyspace(const RedisKeyspace& other)
    : m_config(other.m_config)
    , m_rng(other.m_rng)
    , m_sharedIntegers(other.m_sharedIntegers)
    , m_volatile(other.m_volatile)
    , m_pool(other.m_pool)
    , m_used(other.m_used)
    , m_versionSeq(other.m_versionSeq)
    , m_stats(other.m_stats)
    , m_recordChanges(other.m_recordChanges)
    , m_changes(other.m_changes)
{
    m_index.reserve(other.m_index.size());
    m_slots.reserve(other.m_slots.size());
    for (const Slot& s : other.m_slots) {
        const auto [it, inserted] =
            m_index.emplace(*s.key, static_cast<std::uint32_t>(m_slots.size()));
        m_slots.push_back({&it->first, s.entry});
    }
}

void RedisKeyspace::setConfig(const KeyspaceConfig& config)
{
    m_used += config.baselineBytes - m_config.baselineBytes;
    m_config = config;
    m_sharedIntegers = sharedIntegersFor(config);
    for (std::uint32_t i = 0; i < m_slots.size(); ++i)
        recomputeBytes(i);
    m_pool.clear();
}

std::uint32_t RedisKeyspace::findSlot(std::string_view key) const
{
    const auto it = m_index.find(key);
    return it == m_index.end() ? kNone : it->second;
}

std::uint32_t RedisKeyspace::insertSlot(std::string_view key)
{
    const auto index = static_cast<std::uint32_t>(m_slots.size());
    const auto [it, inserted] = m_index.emplace(std::string(key), index);
    m_slots.push_back({&it->first, RedisEntry{}});
    return index;
}

void RedisKeyspace::removeSlot(std::uint32_t index)
{
    m_slots[index].entry.hasPrev = false;
    setExpiry(index, kNoExpiry);
    m_used -= m_slots[index].entry.bytes;
    const auto doomed = m_index.find(*m_slots[index].key);
    const auto last = static_cast<std::uint32_t>(m_slots.size() - 1);
    if (index != last) {
        m_slots[index] = std::move(m_slots[last]);
        m_index.find(*m_slots[index].key)->second = index;
        if (m_slots[index].entry.volatilePos != kNone)
            m_volatile[m_slots[index].entry.volatilePos] = index;
    }
    m_slots.pop_back();
    m_index.erase(doomed);
}

void RedisKeyspace::setExpiry(std::uint32_t index, SimTime expireAt)
{
    RedisEntry& e = m_slots[index].entry;
    e.expireAt = expireAt;
    const bool wanted = isVolatile(e);
    if (wanted && e.volatilePos == kNone) {
        e.volatilePos = static_cast<std::uint32_t>(m_volatile.size());
        m_volatile.push_back(index);
    } else if (!wanted && e.volatilePos != kNone) {
        const std::uint32_t pos = e.volatilePos;
        const std::uint32_t moved = m_volatile.back();
        m_volatile[pos] = moved;
        m_slots[moved].entry.volatilePos = pos;
        m_volatile.pop_back();
        e.volatilePos = kNone;
    }
}

void RedisKeyspace::recomputeBytes(std::uint32_t index)
{
    RedisEntry& e = m_slots[index].entry;
    const auto keyLength = static_cast<std::int64_t>(m_slots[index].key->size());
    std::int64_t bytes = 0;
    if (e.shape == RedisShape::TwoStringCounters) {
        const std::int64_t one =
            RedisMemoryModel::entryBytes(e.shape, keyLength, 0, false, m_sharedIntegers) / 2;
        bytes = one + (e.expireAt != kNoExpiry ? RedisMemoryModel::kExpireBytes : 0);
        if (e.hasPrev)
            bytes += one + (e.prevExpireAt != kNoExpiry ? RedisMemoryModel::kExpireBytes : 0);
    } else if (RedisMemoryModel::pricesState(e.shape)) {
        bytes = RedisMemoryModel::stateBytes(e.shape, keyLength, e.state, e.expireAt != kNoExpiry,
                                             m_sharedIntegers);
    } else {
        const std::int64_t count = e.shape == RedisShape::CacheString
                                       ? e.valueSize
                                       : static_cast<std::int64_t>(e.state.liveLogSize());
        bytes = RedisMemoryModel::entryBytes(e.shape, keyLength, count, e.expireAt != kNoExpiry,
                                             m_sharedIntegers);
    }
    m_used += bytes - e.bytes;
    e.bytes = bytes;
    m_stats.peakMemory = std::max(m_stats.peakMemory, m_used);
}

bool RedisKeyspace::expireIfDue(std::uint32_t index, SimTime now, bool active)
{
    RedisEntry& e = m_slots[index].entry;
    std::int64_t& counter = active ? m_stats.expiredActive : m_stats.expiredLazy;
    if (e.expireAt <= now) {
        recordDelete(*m_slots[index].key);
        removeSlot(index);
        ++counter;
        return false;
    }
    if (e.hasPrev && e.prevExpireAt <= now) {
        // The previous window's key is gone: its count is lost, the current one stays.
        e.hasPrev = false;
        e.prevExpireAt = kNoExpiry;
        e.state.c = 0;
        e.version = ++m_versionSeq;
        setExpiry(index, e.expireAt);
        recomputeBytes(index);
        recordChange(index);
        ++counter;
    }
    return true;
}

void RedisKeyspace::touch(RedisEntry& e, SimTime now)
{
    e.lastAccessS = floorDiv(now, kMicrosPerSecond);
    if (usesLfu(m_config.policy)) {
        const std::int64_t minutes = floorDiv(now, kMicrosPerMinute);
        e.lfu = LfuCounter::decayed(e.lfu, minutes - e.lfuMinutes, m_config.lfuDecayMinutes);
        e.lfu = LfuCounter::logIncrement(e.lfu, m_config.lfuLogFactor, m_rng);
        e.lfuMinutes = minutes;
    }
}

const RedisEntry* RedisKeyspace::lookup(std::string_view key, SimTime now, bool touchIt)
{
    const std::uint32_t index = findSlot(key);
    if (index == kNone || !expireIfDue(index, now, false))
        return nullptr;
    if (touchIt)
        touch(m_slots[index].entry, now);
    return &m_slots[index].entry;
}

const RedisEntry* RedisKeyspace::peek(std::string_view key) const
{
    const std::uint32_t index = findSlot(key);
    return index == kNone ? nullptr : &m_slots[index].entry;
}

std::uint64_t RedisKeyspace::versionOf(std::string_view key, SimTime now)
{
    const RedisEntry* e = lookup(key, now, false);
    return e ? e->version : 0;
}

void RedisKeyspace::writeState(std::string_view key, const KeyState& state, RedisShape shape,
                               SimTime ttlUs, TtlMode mode, SimTime now)
{
    if (!state.present) {
        erase(key);
        return;
    }
    std::uint32_t index = findSlot(key);
    if (index != kNone && !expireIfDue(index, now, false))
        index = kNone;
    bool created = index == kNone;
    if (created) {
        index = insertSlot(key);
        RedisEntry& fresh = m_slots[index].entry;
        fresh.lfu = LfuCounter::kInitial;
        fresh.lfuMinutes = floorDiv(now, kMicrosPerMinute);
        fresh.lastAccessS = floorDiv(now, kMicrosPerSecond);
    } else {
        touch(m_slots[index].entry, now);
    }
    RedisEntry& e = m_slots[index].entry;
    if (shape == RedisShape::TwoStringCounters || shape == RedisShape::SlidingCounterKeys) {
        // The keys are named by window index: when the window moves on by one, the old current
        // key is now the previous one (with its own TTL) and a new current key is created. The
        // twin's keys are priced as the twin keeps them (RedisMemoryModel::stateBytes), but their
        // lifetimes follow these per-window keys: a TTL under 2 W loses the previous count early
        // (scenarios/distributed-ttl.json), which the twin's TTL of 2 W never does.
        if (created) {
            e.hasPrev = state.c > 0;
            e.prevExpireAt = (e.hasPrev && ttlUs > 0) ? now + ttlUs : kNoExpiry;
        } else if (state.a == e.state.a + 1) {
            e.hasPrev = true;
            e.prevExpireAt = e.expireAt;
            created = true;
        } else if (state.a > e.state.a + 1) {
            e.hasPrev = false;
            e.prevExpireAt = kNoExpiry;
            created = true;
        }
    }
    SimTime expireAt = e.expireAt;
    if (ttlUs > 0 && (mode == TtlMode::RefreshOnWrite || created))
        expireAt = now + ttlUs;
    else if (ttlUs <= 0 && (mode == TtlMode::RefreshOnWrite || created))
        expireAt = kNoExpiry;
    e.state = state;
    e.shape = shape;
    e.version = ++m_versionSeq;
    setExpiry(index, expireAt);
    recomputeBytes(index);
    recordChange(index);
}

void RedisKeyspace::writeValue(std::string_view key, std::int64_t valueBytes, SimTime ttlUs,
                               SimTime now)
{
    std::uint32_t index = findSlot(key);
    if (index != kNone && !expireIfDue(index, now, false))
        index = kNone;
    if (index == kNone) {
        index = insertSlot(key);
        m_slots[index].entry.lfu = LfuCounter::kInitial;
        m_slots[index].entry.lfuMinutes = floorDiv(now, kMicrosPerMinute);
    }
    RedisEntry& e = m_slots[index].entry;
    touch(e, now);
    e.state = KeyState{};
    e.state.present = true;
    e.shape = RedisShape::CacheString;
    e.valueSize = valueBytes;
    e.hasPrev = false;
    e.version = ++m_versionSeq;
    setExpiry(index, ttlUs > 0 ? now + ttlUs : kNoExpiry);
    recomputeBytes(index);
    recordChange(index);
}

void RedisKeyspace::applyReplicated(std::string_view key, const std::optional<RedisEntry>& entry)
{
    std::uint32_t index = findSlot(key);
    if (!entry) {
        if (index != kNone)
            removeSlot(index);
        return;
    }
    if (index == kNone)
        index = insertSlot(key);
    RedisEntry& e = m_slots[index].entry;
    const std::uint32_t pos = e.volatilePos;
    const std::int64_t bytes = e.bytes;
    e = *entry;
    e.volatilePos = pos;
    e.bytes = bytes;
    setExpiry(index, entry->expireAt);
    recomputeBytes(index);
}

bool RedisKeyspace::erase(std::string_view key)
{
    const std::uint32_t index = findSlot(key);
    if (index == kNone)
        return false;
    recordDelete(*m_slots[index].key);
    removeSlot(index);
    return true;
}

std::vector<KeyspaceChange> RedisKeyspace::takeChanges()
{
    std::vector<KeyspaceChange> out;
    out.swap(m_changes);
    return out;
}

void RedisKeyspace::recordChange(std::uint32_t index)
{
    if (m_recordChanges)
        m_changes.push_back({*m_slots[index].key, m_slots[index].entry});
}

void RedisKeyspace::recordDelete(const std::string& key)
{
    if (m_recordChanges)
        m_changes.push_back({key, std::nullopt});
}

} // namespace ratelab
