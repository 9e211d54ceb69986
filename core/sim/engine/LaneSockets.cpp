// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lane's side of long-lived connections: an arrival of a client that keeps connections is a
// message, sent after the client has opened what it lacks. Part of Lane (Lane.h).
#include "core/sim/engine/Lane.h"

namespace ratelab {

void Lane::socketMessage(SimTime time, std::int32_t client)
{
    const std::int32_t key = m_rules[static_cast<std::size_t>(client)].key;
    while (m_sockets->wantsConnection(client, time)) {
        // The cap on connections is checked in process first; the limiter's per-minute quota is
        // spent only on an attempt that could open.
        if (!m_sockets->hasRoom(key)) {
            m_sockets->tooMany(client, time);
            logSocket(time, client, kSocketTooMany);
            break;
        }
        send(time, client, 0); // decided at once: no world, no backend (ConnectionValidator)
        if (!m_sockets->opened(client))
            break;
    }
    if (m_sockets->message(client, time) == SocketClients::Message::Closed)
        logSocket(time, client, kSocketClosed);
}

void Lane::logSocket(SimTime time, std::int32_t client, std::uint8_t what)
{
    if (!m_log.wants(time))
        return;
    const LaneConnectionSpec& spec = m_sockets->spec();
    const ClientRule& rule = m_rules[static_cast<std::size_t>(client)];
    RequestRecord r;
    r.time = time;
    r.lane = m_setup.index;
    r.client = client;
    r.key = rule.key;
    r.cost = 1;
    r.clockMs = m_clock.read(time);
    r.enforced = true; // a dry run spares the limiter's refusals, not the connection limits
    r.decision.allowed = false;
    r.decision.limit = what == kSocketTooMany ? spec.maxConnections : spec.messageBurst;
    r.decision.resetMs = r.clockMs;
    r.socket = what;
    m_log.add(r);
}

} // namespace ratelab
