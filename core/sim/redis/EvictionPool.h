// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Redis's eviction pool (evict.c): the 16 best eviction candidates seen so far, kept in ascending
// order of "idle" score, refilled by sampling maxmemory-samples keys before each eviction. Keeping
// good candidates across rounds is what makes sampled LRU close to true LRU. Owned by a keyspace.
#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace ratelab {

class EvictionPool {
public:
    static constexpr int kSize = 16; // EVPOOL_SIZE

    // Offer a sampled key with its score (higher = evict sooner), exactly as
    // evictionPoolPopulate inserts: a key worse than all is dropped when the pool is full.
    void offer(std::uint64_t score, const std::string& key);
    // Best candidate first; the caller checks that the key still exists (it may be a ghost).
    std::optional<std::string> popBest();
    void clear();
    [[nodiscard]] int size() const;

private:
    struct Candidate {
        std::uint64_t score = 0;
        std::string key;
        bool used = false;
    };
    std::array<Candidate, kSize> m_pool;
};

} // namespace ratelab
