// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/backend/Station.h"

#include <algorithm>

namespace ratelab {
namespace {

// The part of `total` left once `percent` of it (rounded down: one worker of four at 20 %, none
// of one) is reserved.
std::int64_t unreserved(std::int64_t total, std::int64_t percent)
{
    return total - total * percent / 100;
}

} // namespace

Station::Station(const StationConfig& config)
    : m_config(config)
    , m_servers(config.servers)
    , m_normalQueueLimit(
          config.queueLimit < 0 ? -1 : unreserved(config.queueLimit, config.reservedPercent))
{
}

std::int64_t Station::normalServers() const
{
    return unreserved(m_servers, m_config.reservedPercent);
}

Station::Admit Station::arrive(SimTime now, std::int32_t job, bool critical)
{
    const SimTime deadline = m_config.maxWait > 0 ? now + m_config.maxWait : kNever;
    if (critical) {
        if (m_busy < m_servers && m_critical.empty()) {
            ++m_busy;
            return Admit::Start;
        }
        if (m_config.queueLimit >= 0 && waiting() >= m_config.queueLimit)
            return Admit::Shed;
        m_critical.push_back({job, deadline});
        return Admit::Queued;
    }
    if (m_busy < m_servers && m_busyNormal < normalServers() && m_critical.empty()
        && m_normal.empty()) {
        ++m_busy;
        ++m_busyNormal;
        return Admit::Start;
    }
    if (m_normalQueueLimit >= 0 && waiting() >= m_normalQueueLimit)
        return Admit::Shed;
    m_normal.push_back({job, deadline});
    return Admit::Queued;
}

void Station::dispatch(std::vector<std::int32_t>& started)
{
    while (m_busy < m_servers) {
        if (!m_critical.empty()) {
            started.push_back(m_critical.front().job);
            m_critical.pop_front();
            ++m_busy;
        } else if (!m_normal.empty() && m_busyNormal < normalServers()) {
            started.push_back(m_normal.front().job);
            m_normal.pop_front();
            ++m_busy;
            ++m_busyNormal;
        } else {
            break;
        }
    }
}

void Station::release(bool critical, std::vector<std::int32_t>& started)
{
    --m_busy;
    if (!critical)
        --m_busyNormal;
    dispatch(started);
}

void Station::setServers(std::int64_t servers, std::vector<std::int32_t>& started)
{
    m_servers = servers;
    dispatch(started);
}

void Station::expire(SimTime now, std::vector<std::int32_t>& expired)
{
    // One maxWait for all: deadlines grow along each line, so only heads can be due.
    for (std::deque<Waiting>* line : {&m_critical, &m_normal})
        while (!line->empty() && line->front().deadline <= now) {
            expired.push_back(line->front().job);
            line->pop_front();
        }
}

SimTime Station::nextExpiry() const
{
    SimTime next = kNever;
    if (!m_critical.empty())
        next = m_critical.front().deadline;
    if (!m_normal.empty())
        next = std::min(next, m_normal.front().deadline);
    return next;
}

} // namespace ratelab
