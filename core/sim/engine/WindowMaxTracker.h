// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The exact boundary-burst measure: per key, the most cost units admitted in any half-open
// interval [t, t + W) of true time, and where it was first reached. Admissions must be fed in
// non-decreasing time order. Amortised O(1) per admission, expired lazily (only when a key's
// sum could beat the maximum, or its ring is full); no allocation once each key's ring has
// grown to its peak. Owned by one lane's metrics; single-threaded.
#include "core/sim/SimTime.h"

#include <cstdint>
#include <vector>

namespace ratelab {

class WindowMaxTracker {
public:
    WindowMaxTracker(std::size_t keyCount, SimTime window);

    void admit(std::int32_t key, SimTime time, std::int64_t cost)
    {
        KeyRing& k = m_keys[static_cast<std::size_t>(key)];
        push(k, time, cost);
        // The ring's sum counts admissions that may have left the window, so it bounds the
        // window's sum from above: only when the bound beats the best so far is it worth making
        // exact. Expiry is thus paid in batches, not on every admission.
        if (k.sum <= m_best)
            return;
        // An earlier admission s shares an interval of length W with this one iff time - s < W.
        if (time - k.headTime >= m_window)
            expire(k, time);
        // Strictly greater: the first interval that reaches the maximum is the one reported.
        if (k.sum > m_best) {
            m_best = k.sum;
            m_bestKey = key;
            m_bestStart = k.headTime;
        }
    }

    // Starts fetching the slot the key's next admission is written to: the ring holds about a
    // window of admissions, and the slot was last touched that long ago.
    void prefetch(std::int32_t key) const
    {
        const KeyRing& k = m_keys[static_cast<std::size_t>(key)];
        if (!k.ring.empty())
            __builtin_prefetch(&k.ring[(k.head + k.size) & (k.ring.size() - 1)], 1);
    }

    [[nodiscard]] std::int64_t best() const { return m_best; }
    [[nodiscard]] std::int32_t bestKey() const { return m_bestKey; } // -1 if nothing admitted
    [[nodiscard]] SimTime bestStart() const { return m_bestStart; }  // first admission inside
    [[nodiscard]] SimTime bestEnd() const { return m_bestStart + m_window; }
    [[nodiscard]] SimTime window() const { return m_window; }

    // Entries pack (time << kCostBits | cost) into 8 bytes, halving the memory the oldest
    // admissions are read back from; a larger cost is stored as several entries at one time.
    static constexpr int kCostBits = 18;
    static constexpr std::int64_t kMaxEntryCost = (std::int64_t{1} << kCostBits) - 1;

private:
    // Admissions of one key still inside the window, oldest first, in a power-of-two ring.
    struct KeyRing {
        std::vector<std::uint64_t> ring;
        std::size_t head = 0;
        std::size_t size = 0;
        std::int64_t sum = 0;
        SimTime headTime = 0; // time of ring[head], kept here so most admits skip reading it
    };
    void push(KeyRing& k, SimTime time, std::int64_t cost)
    {
        if (cost > kMaxEntryCost || k.size == k.ring.size()) {
            pushSlow(k, time, cost);
            return;
        }
        if (k.size == 0)
            k.headTime = time;
        k.ring[(k.head + k.size) & (k.ring.size() - 1)] =
            (static_cast<std::uint64_t>(time) << kCostBits) | static_cast<std::uint64_t>(cost);
        ++k.size;
        k.sum += cost;
    }
    void pushSlow(KeyRing& k, SimTime time, std::int64_t cost);
    void expire(KeyRing& k, SimTime now) const;
    static void grow(KeyRing& k);

    std::vector<KeyRing> m_keys;
    SimTime m_window;
    std::int64_t m_best = 0;
    std::int32_t m_bestKey = -1;
    SimTime m_bestStart = 0;
};

} // namespace ratelab
