// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/ClientPacer.h"

#include "core/sim/model/ScenarioLimits.h"

#include <algorithm>

namespace ratelab {
namespace {

constexpr std::int64_t kMicroTokens = 1'000'000; // per token
// A header's seconds, bounded so that a time plus them stays far inside int64.
constexpr std::int64_t kMaxHeaderSeconds = 1'000'000'000;

SimTime afterSeconds(SimTime now, std::int64_t seconds)
{
    return now + std::clamp<std::int64_t>(seconds, 0, kMaxHeaderSeconds) * kMicrosPerSecond;
}

} // namespace

ClientPacer::ClientPacer(const ClientLimiterSpec& spec, std::int64_t cost)
    : m_spec(spec)
    , m_need(cost * kMicroTokens)
    , m_capacity(spec.capacity * kMicroTokens)
    , m_tokens(m_capacity)
{
}

void ClientPacer::refill(SimTime now)
{
    m_tokens = microTokens(now);
    m_last = std::max(m_last, now);
}

std::int64_t ClientPacer::microTokens(SimTime now) const
{
    if (now <= m_last || m_tokens >= m_capacity)
        return m_tokens;
    // refill_per_sec tokens a second is refill_per_sec micro-tokens a microsecond; the gap is
    // capped at the time to fill up, so that the product cannot overflow.
    const SimTime gap =
        std::min<SimTime>(now - m_last, (m_capacity - m_tokens) / m_spec.refillPerSec + 1);
    return std::min(m_capacity, m_tokens + gap * m_spec.refillPerSec);
}

SimTime ClientPacer::deadline(const Queued& q) const
{
    return q.since + fromMillis(m_spec.maxWaitMs);
}

void ClientPacer::enqueue(SimTime now, std::int32_t attempt)
{
    m_queue.push_back({now, attempt});
}

std::optional<ClientPacer::Release> ClientPacer::release(SimTime now)
{
    refill(now);
    while (!m_queue.empty() && now > deadline(m_queue.front())) {
        m_queue.pop_front();
        ++m_dropped;
    }
    if (m_queue.empty() || now < m_pausedUntil || m_tokens < m_need)
        return std::nullopt;
    m_tokens -= m_need;
    m_inFlight += m_need / kMicroTokens;
    const Queued head = m_queue.front();
    m_queue.pop_front();
    const Release r{head.attempt, now - head.since};
    if (r.waited > 0)
        ++m_held;
    m_maxWait = std::max(m_maxWait, r.waited);
    return r;
}

std::optional<SimTime> ClientPacer::nextWake(SimTime now) const
{
    if (m_queue.empty())
        return std::nullopt;
    SimTime t = std::max(now, m_pausedUntil);
    const std::int64_t tokens = microTokens(t);
    if (tokens < m_need)
        t += (m_need - tokens + m_spec.refillPerSec - 1) / m_spec.refillPerSec;
    // A request past its deadline is dropped then, not when tokens would have come.
    return std::min(t, deadline(m_queue.front()) + 1);
}

void ClientPacer::hear(SimTime now, const RateLimitReading& reading, bool refused)
{
    m_inFlight = std::max<std::int64_t>(0, m_inFlight - m_need / kMicroTokens);
    if (m_spec.sync == LimiterSync::None)
        return;
    refill(now);
    if (refused && reading.retryAfterSeconds)
        m_pausedUntil = std::max(m_pausedUntil, afterSeconds(now, *reading.retryAfterSeconds));
    if (!reading.remaining)
        return;
    // The seeds: never use more than 90 % of the stated limit. The reserve is whole requests.
    const std::int64_t limit = std::clamp<std::int64_t>(reading.limit.value_or(0), 0, kMaxLimit);
    const std::int64_t reserve = (limit * m_spec.reservePercent + 99) / 100;
    const std::int64_t usable = std::min(*reading.remaining, kMaxLimit) - reserve - m_inFlight;
    if (usable <= 0) {
        m_tokens = 0;
        if (reading.resetSeconds)
            m_pausedUntil = std::max(m_pausedUntil, afterSeconds(now, *reading.resetSeconds));
        return;
    }
    m_tokens = std::min(m_capacity, usable * kMicroTokens);
}

} // namespace ratelab
