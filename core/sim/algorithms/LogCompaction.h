// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared by the two log-keeping limiters (sliding log, concurrency leases): a sorted log whose
// first `head` entries are dead. Dropping is a head move; the dead prefix is erased in one call
// once it is at least half the log, so each erase moves no more entries than it drops (O(1)
// amortised) and the log never holds more than twice its live entries.
#include "core/sim/algorithms/KeyState.h"

#include <algorithm>
#include <cstdint>

namespace ratelab::logcompaction {

// Moves the head past every entry with timeMs <= cutoff, subtracting their cost from `sum`.
inline void dropUpTo(KeyState& state, std::int64_t cutoff)
{
    auto& log = state.log;
    auto head = static_cast<std::size_t>(state.a);
    std::int64_t sum = state.b;
    while (head < log.size() && log[head].timeMs <= cutoff) {
        sum -= log[head].cost;
        ++head;
    }
    if (head == log.size()) {
        log.clear();
        head = 0;
    } else if (head * 2 >= log.size()) {
        log.erase(log.begin(), log.begin() + static_cast<std::ptrdiff_t>(head));
        head = 0;
    }
    state.a = static_cast<std::int64_t>(head);
    state.b = sum;
}

// Inserts keeping the log sorted by time; equal times keep arrival order. Rather than let the
// vector grow while dead entries hold an eighth of it, it erases them first: the log then stays
// within its live size rounded up to a power of two (at most 8 moves per dropped entry).
inline void insertSorted(KeyState& state, LogEntry entry)
{
    auto& log = state.log;
    const auto head = static_cast<std::size_t>(state.a);
    if (log.size() == log.capacity() && head > 0 && head * 8 >= log.size()) {
        log.erase(log.begin(), log.begin() + static_cast<std::ptrdiff_t>(head));
        state.a = 0;
    }
    if (log.empty() || log.back().timeMs <= entry.timeMs) {
        log.push_back(entry);
    } else {
        const auto first = log.begin() + static_cast<std::ptrdiff_t>(state.a);
        const auto at =
            std::upper_bound(first, log.end(), entry.timeMs,
                             [](std::int64_t time, const LogEntry& e) { return time < e.timeMs; });
        log.insert(at, entry);
    }
    state.b += entry.cost;
}

// The first live entry (walking oldest first) whose release brings the live sum down so that
// sum - freed + cost <= limit; nullptr if none does (cost > limit).
inline const LogEntry* firstFreeing(const KeyState& state, std::int64_t cost, std::int64_t limit)
{
    const std::int64_t excess = state.b + cost - limit;
    std::int64_t freed = 0;
    for (auto i = static_cast<std::size_t>(state.a); i < state.log.size(); ++i) {
        freed += state.log[i].cost;
        if (freed >= excess)
            return &state.log[i];
    }
    return nullptr;
}

} // namespace ratelab::logcompaction
