// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// StoreGuard applies a lane's FailurePolicy when its store fails (error, timeout, OOM, refused)
// or its breaker is open: it combines the policy with a circuit breaker and keeps the counts the
// metrics report. Owned by the engine, one per lane and instance; single-threaded.
#include "core/sim/model/FailurePolicy.h"
#include "core/sim/placement/CircuitBreaker.h"

#include <cstdint>
#include <optional>

namespace ratelab {

struct FailureVerdict {
    bool useLocal = false; // LocalFallback: run the algorithm on the instance's own state
    bool allowed = false;  // otherwise: the answer
};

struct FailureCounts {
    std::int64_t errors = 0;         // store failures actually observed
    std::int64_t shortCircuited = 0; // requests the open breaker kept from the store
    std::int64_t failedOpen = 0;
    std::int64_t failedClosed = 0;
    std::int64_t fallbackDecisions = 0;
};

class StoreGuard {
public:
    explicit StoreGuard(FailurePolicy policy,
                        std::optional<CircuitBreakerConfig> breaker = std::nullopt);

    // Before calling the store: false means the breaker is open; use verdictWithoutStore().
    bool shouldCallStore(SimTime t);
    FailureVerdict verdictWithoutStore();
    void onStoreSuccess(SimTime t);
    FailureVerdict onStoreFailure(SimTime t);

    [[nodiscard]] const FailureCounts& counts() const { return m_counts; }
    [[nodiscard]] FailurePolicy policy() const { return m_policy; }
    [[nodiscard]] const CircuitBreaker* breaker() const
    {
        return m_breaker ? &*m_breaker : nullptr;
    }

private:
    FailureVerdict apply();

    FailurePolicy m_policy;
    std::optional<CircuitBreaker> m_breaker;
    FailureCounts m_counts;
};

} // namespace ratelab
