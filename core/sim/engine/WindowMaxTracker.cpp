// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
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
    // In locals: the entries have the counters' type, so the compiler would otherwise keep the
    // counters in memory across every read of an entry.
    const std::uint64_t* ring = k.ring.data();
    const std::size_t mask = k.ring.size() - 1;
    constexpr std::uint64_t kCostMask = (std::uint64_t{1} << kCostBits) - 1;
    std::size_t head = k.head;
    std::size_t size = k.size;
    std::int64_t sum = k.sum;
    for (; size > 0; --size) {
        const std::uint64_t e = ring[head];
        const auto time = static_cast<SimTime>(e >> kCostBits);
        if (now - time < m_window) {
            k.headTime = time;
            break;
        }
        sum -= static_cast<std::int64_t>(e & kCostMask);
        head = (head + 1) & mask;
        // The head walks forward through memory written a window ago: fetch the line ahead.
        __builtin_prefetch(&ring[(head + 8) & mask]);
    }
    k.head = head;
    k.size = size;
    k.sum = sum;
}

} // namespace ratelab
