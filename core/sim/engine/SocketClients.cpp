// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/SocketClients.h"

namespace ratelab {

SocketClients::SocketClients(const LaneConnectionSpec& lane,
                             std::vector<const ClientConnectionSpec*> clients)
    : m_spec(lane)
    , m_limiter(lane)
    , m_clients(clients.size())
{
    for (std::size_t c = 0; c < clients.size(); ++c)
        m_clients[c].spec = clients[c];
}

bool SocketClients::wantsConnection(std::int32_t client, SimTime now) const
{
    const Client& c = m_clients[static_cast<std::size_t>(client)];
    return c.spec && static_cast<std::int64_t>(c.open.size()) < c.spec->connections
           && now >= c.retryAt;
}

bool SocketClients::hasRoom(std::int32_t key) const
{
    return m_spec.maxConnections <= 0 || m_limiter.openConnections(key) < m_spec.maxConnections;
}

void SocketClients::wait(Client& c, SimTime now)
{
    c.lastOpened = false;
    c.retryAt = now + fromMillis(c.spec->reconnectMs);
}

void SocketClients::tooMany(std::int32_t client, SimTime now)
{
    ++m_tooMany;
    wait(m_clients[static_cast<std::size_t>(client)], now);
}

void SocketClients::decided(std::int32_t client, std::int32_t key, SimTime now, bool admitted)
{
    Client& c = m_clients[static_cast<std::size_t>(client)];
    const std::int32_t connection = admitted ? m_limiter.open(key, now) : -1;
    if (connection < 0) {
        // hasRoom() was asked first, so only the limiter refuses here.
        ++m_rateLimited;
        wait(c, now);
        return;
    }
    ++m_opened;
    c.open.push_back(connection);
    c.lastOpened = true;
}

SocketClients::Message SocketClients::message(std::int32_t client, SimTime now)
{
    Client& c = m_clients[static_cast<std::size_t>(client)];
    if (c.open.empty()) {
        ++c.unsent;
        return Message::Unsent;
    }
    c.next %= c.open.size();
    const std::int32_t connection = c.open[c.next];
    if (m_limiter.message(connection, now) == ConnectionLimiter::Message::Sent) {
        ++c.messages;
        ++c.next;
        return Message::Sent;
    }
    ++c.closed;
    c.open.erase(c.open.begin() + static_cast<std::ptrdiff_t>(c.next));
    wait(c, now);
    return Message::Closed;
}

void SocketClients::fill(LaneSummary& s) const
{
    s.connectionsOpened = m_opened;
    s.connectionsRefused = m_tooMany;
    s.connectionsRateLimited = m_rateLimited;
    for (std::size_t i = 0; i < m_clients.size(); ++i) {
        const Client& c = m_clients[i];
        s.closed1008 += c.closed;
        s.messages += c.messages;
        s.messagesUnsent += c.unsent;
        if (i < s.clients.size()) {
            s.clients[i].closed1008 = c.closed;
            s.clients[i].messages = c.messages;
            s.clients[i].messagesUnsent = c.unsent;
        }
    }
}

} // namespace ratelab
