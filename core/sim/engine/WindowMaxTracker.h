#pragma once
// The exact boundary-burst measure: per key, the most cost units admitted in any half-open
// interval [t, t + W) of true time, and where it was first reached. Admissions must be fed in
// non-decreasing time order. Amortised O(1) per admission; no allocation once each key's ring
// has grown to its peak. Owned by one lane's metrics; single-threaded.
#include "SimTime.h"

#include <cstdint>
#include <vector>

namespace ratelab {

class WindowMaxTracker {
public:
    WindowMaxTracker(std::size_t keyCount, SimTime window);

    void admit(std::int32_t key, SimTime time, std::int64_t cost);
    // The oldest admission of `key` is read on its next admit, usually from far away in memory.
    void prefetch(std::int32_t key) const
    {
        const KeyRing& k = m_keys[static_cast<std::size_t>(key)];
        if (k.size > 0)
            __builtin_prefetch(&k.ring[k.head]);
    }

    [[nodiscard]] std::int64_t best() const { return m_best; }
    [[nodiscard]] std::int32_t bestKey() const { return m_bestKey; }  // -1 if nothing admitted
    [[nodiscard]] SimTime bestStart() const { return m_bestStart; }   // first admission inside
    [[nodiscard]] SimTime bestEnd() const { return m_bestStart + m_window; }
    [[nodiscard]] SimTime window() const { return m_window; }

private:
    struct Entry {
        SimTime time;
        std::int64_t cost;
    };
    // Admissions of one key still inside the window, oldest first, in a power-of-two ring.
    struct KeyRing {
        std::vector<Entry> ring;
        std::size_t head = 0;
        std::size_t size = 0;
        std::int64_t sum = 0;
    };
    static void grow(KeyRing& k);

    std::vector<KeyRing> m_keys;
    SimTime m_window;
    std::int64_t m_best = 0;
    std::int32_t m_bestKey = -1;
    SimTime m_bestStart = 0;
};

} // namespace ratelab
