#include "core/sim/engine/WindowMaxTracker.h"

#include <algorithm>

namespace ratelab {

WindowMaxTracker::WindowMaxTracker(std::size_t keyCount, SimTime window)
    : m_keys(keyCount)
    , m_window(window)
{
}

void WindowMaxTracker::grow(KeyRing& k)
{
    std::vector<std::uint64_t> bigger(k.ring.empty() ? 16 : k.ring.size() * 2);
    const std::size_t mask = k.ring.size() - 1;
    for (std::size_t i = 0; i < k.size; ++i)
        bigger[i] = k.ring[(k.head + i) & mask];
    k.ring.swap(bigger);
    k.head = 0;
}

void WindowMaxTracker::pushSlow(KeyRing& k, SimTime time, std::int64_t cost)
{
    while (cost > 0) {
        const std::int64_t part = std::min(cost, kMaxEntryCost);
        // Drop what has left the window before growing: the ring then holds about one window.
        if (k.size == k.ring.size() && k.size > 0 && time - k.headTime >= m_window)
            expire(k, time);
        if (k.size == k.ring.size())
            grow(k);
        push(k, time, part);
        cost -= part;
    }
}

void WindowMaxTracker::expire(KeyRing& k, SimTime now) const
{
    const std::size_t mask = k.ring.size() - 1;
    constexpr std::uint64_t kCostMask = (std::uint64_t{1} << kCostBits) - 1;
    while (k.size > 0) {
        const std::uint64_t e = k.ring[k.head];
        const auto time = static_cast<SimTime>(e >> kCostBits);
        if (now - time < m_window) {
            k.headTime = time;
            return;
        }
        k.sum -= static_cast<std::int64_t>(e & kCostMask);
        k.head = (k.head + 1) & mask;
        --k.size;
        // The head walks forward through memory written a window ago: fetch the line ahead.
        __builtin_prefetch(&k.ring[(k.head + 8) & mask]);
    }
}

} // namespace ratelab
