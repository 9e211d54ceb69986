// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/placement/StoreGuard.h"

namespace ratelab {

StoreGuard::StoreGuard(FailurePolicy policy, std::optional<CircuitBreakerConfig> breaker)
    : m_policy(policy)
{
    if (breaker)
        m_breaker.emplace(*breaker);
}

bool StoreGuard::shouldCallStore(SimTime t)
{
    return !m_breaker || m_breaker->allowRequest(t);
}

FailureVerdict StoreGuard::verdictWithoutStore()
{
    ++m_counts.shortCircuited;
    return apply();
}

void StoreGuard::onStoreSuccess(SimTime t)
{
    if (m_breaker)
        m_breaker->recordSuccess(t);
}

FailureVerdict StoreGuard::onStoreFailure(SimTime t)
{
    ++m_counts.errors;
    if (m_breaker)
        m_breaker->recordFailure(t);
    return apply();
}

FailureVerdict StoreGuard::apply()
{
    switch (m_policy) {
    case FailurePolicy::FailOpen:
        ++m_counts.failedOpen;
        return {false, true};
    case FailurePolicy::FailClosed:
        ++m_counts.failedClosed;
        return {false, false};
    case FailurePolicy::LocalFallback:
        ++m_counts.fallbackDecisions;
        return {true, false};
    }
    return {};
}

} // namespace ratelab
