// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The bounds a scenario's values must keep so that every integer product in the engine and the
// algorithms stays in range. The scenario schema (ranges of the file's fields) and the one
// scenario check (engine/ScenarioValidator) both read them, so a bound has one value. Constants.
#include <cstdint>

namespace ratelab {

inline constexpr std::int64_t kMaxDurationMs = 366LL * 24 * 3600 * 1000; // a (leap) year
inline constexpr std::int64_t kMaxBuckets = 10'000'000;
inline constexpr std::int64_t kMaxLimit = 1'000'000'000;
inline constexpr std::int64_t kMaxWindowMs = 10LL * 366 * 24 * 3600 * 1000;
// A replayed trace's times: wide enough for Unix-epoch milliseconds, which real traces use, and
// small enough that a time plus a window (or a window times two) stays far inside int64. A
// trace's cost is bounded by kMaxLimit, as a scenario's is.
inline constexpr std::int64_t kMaxTraceTimeMs = 1'000'000'000'000'000;
inline constexpr std::int64_t kMaxClients = 10'000'000;
inline constexpr int kMaxLanes = 64;
inline constexpr int kMaxRetryAttempts = 1000;
inline constexpr std::int64_t kMaxPenaltyStrikes = 1000; // strikes a key's penalty remembers
inline constexpr int kMaxInstancesPerRegion = 1000;
// A backend's workers, a dependency's connections, and a waiting line's places.
inline constexpr std::int64_t kMaxWorkers = 1'000'000;
inline constexpr std::int64_t kMaxQueueLimit = 1'000'000'000;
inline constexpr std::int64_t kMaxSlowPercent = 1'000'000;
// Long-lived connections: one client's, one key's at once, and a bucket's refill per second
// (a bucket's capacity is bounded by kMaxLimit: times 10^6 units it stays inside int64).
inline constexpr std::int64_t kMaxConnections = 1'000'000;
inline constexpr std::int64_t kMaxMessagesPerSec = 1'000'000;
// Per-region-synced: 100% headroom would leave each region a budget of nothing.
inline constexpr int kMaxHeadroomPercent = 99;

} // namespace ratelab
