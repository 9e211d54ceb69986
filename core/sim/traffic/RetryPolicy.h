// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How long a client waits before retrying a rejected request. Lane-local: it depends on that
// lane's decision (Retry-After) and draws jitter from that lane's own stream.
#include "core/sim/Random.h"
#include "core/sim/SimTime.h"
#include "core/sim/algorithms/Decision.h"
#include "core/sim/model/Scenario.h"

namespace ratelab {

inline constexpr SimTime kNoRetry = -1;

// The wait after the rejected attempt number `attempt` (0 = the first try), or kNoRetry when
// the client gives up (RetryKind::None, or maxAttempts retries already made).
SimTime retryDelay(const RetrySpec& spec, int attempt, const Decision& decision, Random& jitter);

// min(capMs, baseMs * 2^attempt) in ms, without overflow.
std::int64_t backoffCapMs(const RetrySpec& spec, int attempt);

} // namespace ratelab
