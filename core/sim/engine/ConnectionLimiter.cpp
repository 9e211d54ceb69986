// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/ConnectionLimiter.h"

#include <algorithm>

namespace ratelab {

ConnectionLimiter::ConnectionLimiter(const LaneConnectionSpec& spec)
    : m_spec(spec)
{
}

std::int32_t ConnectionLimiter::open(std::int32_t key, SimTime now)
{
    const auto k = static_cast<std::size_t>(key);
    if (m_openByKey.size() <= k)
        m_openByKey.resize(k + 1, 0);
    if (m_spec.maxConnections > 0 && m_openByKey[k] >= m_spec.maxConnections)
        return -1;
    ++m_openByKey[k];
    std::int32_t id = 0;
    if (m_free.empty()) {
        id = static_cast<std::int32_t>(m_connections.size());
        m_connections.emplace_back();
    } else {
        id = m_free.back();
        m_free.pop_back();
    }
    m_connections[static_cast<std::size_t>(id)] = {key, m_spec.messageBurst * kUnit, now};
    return id;
}

std::int64_t ConnectionLimiter::levelAt(const Connection& c, SimTime now) const
{
    const std::int64_t capacity = m_spec.messageBurst * kUnit;
    const std::int64_t rate = m_spec.messagesPerSec;
    const SimTime elapsed = std::max<SimTime>(0, now - c.last);
    // Compared before it is multiplied, so a long silence cannot overflow.
    if (rate <= 0 || elapsed >= ceilDiv(capacity - c.level, rate))
        return rate <= 0 ? c.level : capacity;
    return c.level + elapsed * rate;
}

ConnectionLimiter::Message ConnectionLimiter::message(std::int32_t connection, SimTime now)
{
    Connection& c = m_connections[static_cast<std::size_t>(connection)];
    if (m_spec.messageBurst <= 0)
        return Message::Sent;
    c.level = levelAt(c, now);
    c.last = now;
    if (c.level >= kUnit) {
        c.level -= kUnit;
        return Message::Sent;
    }
    --m_openByKey[static_cast<std::size_t>(c.key)];
    c.key = -1;
    m_free.push_back(connection);
    return Message::Closed;
}

std::int64_t ConnectionLimiter::openConnections(std::int32_t key) const
{
    const auto k = static_cast<std::size_t>(key);
    return k < m_openByKey.size() ? m_openByKey[k] : 0;
}

std::int64_t ConnectionLimiter::tokens(std::int32_t connection, SimTime now) const
{
    return levelAt(m_connections[static_cast<std::size_t>(connection)], now) / kUnit;
}

std::int64_t ConnectionLimiter::msUntilToken(std::int32_t connection, SimTime now) const
{
    const std::int64_t level = levelAt(m_connections[static_cast<std::size_t>(connection)], now);
    if (level >= kUnit || m_spec.messagesPerSec <= 0)
        return 0;
    return ceilDiv(ceilDiv(kUnit - level, m_spec.messagesPerSec), kMicrosPerMilli);
}

} // namespace ratelab
