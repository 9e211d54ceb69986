#include "WindowMaxTracker.h"

namespace ratelab {

WindowMaxTracker::WindowMaxTracker(std::size_t keyCount, SimTime window)
    : m_keys(keyCount)
    , m_window(window)
{
}

void WindowMaxTracker::grow(KeyRing& k)
{
    std::vector<Entry> bigger(k.ring.empty() ? 8 : k.ring.size() * 2);
    const std::size_t mask = k.ring.size() - 1;
    for (std::size_t i = 0; i < k.size; ++i)
        bigger[i] = k.ring[(k.head + i) & mask];
    k.ring.swap(bigger);
    k.head = 0;
}

void WindowMaxTracker::admit(std::int32_t key, SimTime time, std::int64_t cost)
{
    KeyRing& k = m_keys[static_cast<std::size_t>(key)];
    // An earlier admission s shares an interval of length W with this one iff time - s < W.
    std::size_t mask = k.ring.size() - 1;
    while (k.size > 0 && time - k.ring[k.head].time >= m_window) {
        k.sum -= k.ring[k.head].cost;
        k.head = (k.head + 1) & mask;
        --k.size;
    }
    if (k.size == k.ring.size()) {
        grow(k);
        mask = k.ring.size() - 1;
    }
    k.ring[(k.head + k.size) & mask] = {time, cost};
    ++k.size;
    k.sum += cost;
    // Strictly greater: the first interval that reaches the maximum is the one reported.
    if (k.sum > m_best) {
        m_best = k.sum;
        m_bestKey = key;
        m_bestStart = k.ring[k.head].time;
    }
}

} // namespace ratelab
