#pragma once
// Checks that a scenario can run before anything is built, and names the first problem by its
// scenario-file field path: "lanes[2].limit: must be at least 1". Pure function.
#include "core/sim/model/Scenario.h"

namespace ratelab {

// Throws std::invalid_argument("<field path>: <what is wrong>").
void validateScenario(const Scenario& scenario);

// Upper bounds that keep every integer product in the engine and the algorithms in range.
inline constexpr std::int64_t kMaxDurationMs = 366LL * 24 * 3600 * 1000;  // a (leap) year
inline constexpr std::int64_t kMaxBuckets = 10'000'000;
inline constexpr std::int64_t kMaxLimit = 1'000'000'000;
inline constexpr std::int64_t kMaxWindowMs = 10LL * 366 * 24 * 3600 * 1000;
inline constexpr std::int64_t kMaxClients = 10'000'000;
inline constexpr int kMaxLanes = 64;
inline constexpr int kMaxRetryAttempts = 1000;

} // namespace ratelab
