// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/ConnectionFields.h"

#include "core/io/scenario/SchemaFieldFactory.h"

#include "core/sim/model/ScenarioLimits.h"

namespace ratelab::schema {

void appendClientConnectionFields(std::vector<SchemaField<ClientSpec>>& fields)
{
    using C = ClientSpec;
    fields.push_back(quietDefault(integer<C>(
        "websocket.connections", "Connections", 0, kMaxConnections, "connections",
        "WebSocket-style: the client keeps this many long-lived connections open and sends each "
        "of its arrivals as a message over one of them; opening one is a request the lane's "
        "limiter decides. 0: plain requests.",
        [](auto& c) -> auto& { return c.websocket.connections; })));
    fields.push_back(quietDefault(
        when<C>(integer<C>(
                    "websocket.reconnect_ms", "Reconnect after", 0, kMaxDurationMs, "milliseconds",
                    "How long the client waits to open a connection again after one was closed "
                    "or refused.",
                    [](auto& c) -> auto& { return c.websocket.reconnectMs; }),
                [](const C& c) { return c.websocket.enabled(); })));
}

void appendLaneConnectionFields(std::vector<SchemaField<LaneSpec>>& fields)
{
    using L = LaneSpec;
    fields.push_back(quietDefault(integer<L>(
        "websocket.max_connections", "Max connections", 0, kMaxConnections, "per key",
        "Connections one key (the lane's key: per user with {user}) may hold open at once; one "
        "more is refused before the limiter is asked. The seeds: 5. 0: no limit.",
        [](auto& l) -> auto& { return l.websocket.maxConnections; })));
    fields.push_back(quietDefault(integer<L>(
        "websocket.message_burst", "Message burst", 0, kMaxLimit, "messages",
        "Each connection's token bucket of messages, enforced in process; a message over it "
        "closes the connection with 1008 (Policy Violation). The seeds: 50. 0: no limit.",
        [](auto& l) -> auto& { return l.websocket.messageBurst; })));
    fields.push_back(quietDefault(integer<L>(
        "websocket.messages_per_sec", "Message refill", 1, kMaxMessagesPerSec,
        "messages per second", "How fast each connection's message bucket refills. The seeds: 10.",
        [](auto& l) -> auto& { return l.websocket.messagesPerSec; })));
}

} // namespace ratelab::schema
