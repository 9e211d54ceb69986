// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lane's side of its admitted requests: what a client does with the backend's answer, its
// retries and its retry budget, and the backend's figures in the lane's results.
#include "core/sim/engine/Lane.h"

#include "core/sim/traffic/RetryPolicy.h"

namespace ratelab {

void Lane::retryLater(SimTime time, std::int32_t client, std::int32_t attempt,
                      const Decision& decision)
{
    const RetrySpec& retry = *m_rules[static_cast<std::size_t>(client)].retry;
    if (retry.kind == RetryKind::None)
        return;
    if (!m_retryBudget.allows(client)) {
        if (attempt < retry.maxAttempts)
            m_retryBudget.noteRefused();
        return;
    }
    const SimTime wait = retryDelay(retry, attempt, decision, m_setup.jitter);
    if (wait != kNoRetry)
        m_engine.schedule(time + wait, m_handler, EventKind::Retry, client, attempt + 1);
}

void Lane::answered(SimTime now, const ServedRequest& request, BackendOutcome outcome)
{
    if (outcome == BackendOutcome::Served) {
        if (request.logIndex >= 0)
            m_log.settle(request.logIndex);
        m_retryBudget.succeeded(request.client);
        return;
    }
    if (request.logIndex >= 0) {
        m_log.at(request.logIndex).backend =
            outcome == BackendOutcome::Shed ? kBackendShed : kBackendTimedOut;
        m_log.settle(request.logIndex);
    }
    m_retryBudget.failed(request.client);
    // A 503 carries the backend's Retry-After; a time-out carries nothing.
    Decision decision;
    if (outcome == BackendOutcome::Shed)
        decision.retryAfterMs = m_setup.backend->retryAfterMs;
    retryLater(now, request.client, request.attempt, decision);
}

double Lane::trackedLevel(Millis clock) const
{
    if (m_service && m_service->gates())
        return m_service->level(m_trackedKey);
    if (const KeyState* state = m_store->find(m_trackedKey))
        return m_algorithm->level(*state, clock);
    return 0.0;
}

void Lane::fillServed(LaneSummary& summary, LaneSeries& series) const
{
    summary.retryBudgetRefused = m_retryBudget.refused();
    if (m_service) {
        m_service->fill(summary, series);
        return;
    }
    // Served at once: every admitted request is goodput, and the limit never moves.
    summary.goodput = summary.admitted;
    summary.limitMin = summary.limitMax = summary.limitEnd = summary.limit;
    for (SeriesBucket& b : series.buckets) {
        b.goodput = b.admitted;
        b.limit = summary.limit;
    }
}

} // namespace ratelab
