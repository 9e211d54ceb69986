// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The stored state of one rate-limit key, for any algorithm. A plain value: stores copy it,
// hold it, lose it (eviction) or race on it; the algorithms only transform it.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace ratelab {

struct LogEntry {
    std::int64_t timeMs = 0; // sliding log: request time; concurrency: release time
    std::int64_t cost = 0;
};

struct KeyState {
    // Meaning depends on the algorithm (window index and count, scaled tokens and last refill,
    // TAT...); each algorithm documents its use in its own header.
    std::int64_t a = 0;
    std::int64_t b = 0;
    std::int64_t c = 0;
    bool present = false;      // false = key absent (new, expired or evicted)
    std::vector<LogEntry> log; // sliding log entries / concurrency leases, oldest first

    // The log entries not yet known to be expired: the sliding log and the concurrency limit keep
    // log[0, a) as already-dropped entries until they erase them in bulk. This is what a Redis
    // sorted set would hold; use it (not log.size()) to count members. 0 for the other algorithms.
    [[nodiscard]] std::size_t liveLogSize() const
    {
        const auto head = static_cast<std::size_t>(a < 0 ? 0 : a);
        return log.size() > head ? log.size() - head : 0;
    }
};

} // namespace ratelab
