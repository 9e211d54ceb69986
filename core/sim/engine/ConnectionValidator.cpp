// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/ConnectionValidator.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/engine/ValidatorSupport.h"
#include "core/sim/model/ScenarioLimits.h"

namespace ratelab::validation {
namespace {

void client(const std::string& p, const ClientSpec& c, const Scenario& s)
{
    const ClientConnectionSpec& w = c.websocket;
    inRange(p + ".websocket.connections", w.connections, 0, kMaxConnections);
    inRange(p + ".websocket.reconnect_ms", w.reconnectMs, 0, kMaxDurationMs);
    if (!w.enabled())
        return;
    const std::string why = p + ".websocket.connections";
    if (c.retry.kind != RetryKind::None)
        fail(p + ".retry.kind", "a client with connections reconnects after "
                                "websocket.reconnect_ms instead of retrying; use \"none\"");
    if (c.limiter.enabled())
        fail(p + ".client_limiter.capacity",
             "a client with connections has no limiter of its own; set it to 0");
    if (s.world.enabled())
        fail(why, "connections are limited in the lane's own process: a scenario with a "
                  "distributed world cannot have them yet");
    if (s.backend.enabled())
        fail(why, "connections do not reach a backend yet: remove the backend or the "
                  "connections");
    for (std::size_t i = 0; i < s.lanes.size(); ++i)
        if (algorithmInfo(s.lanes[i].algorithm).adaptive)
            fail(why, "an adaptive lane (" + at("lanes", i)
                          + ") cannot decide connections yet; use a rate or concurrency limit");
}

void lane(const std::string& p, const LaneConnectionSpec& w)
{
    inRange(p + ".websocket.max_connections", w.maxConnections, 0, kMaxConnections);
    inRange(p + ".websocket.message_burst", w.messageBurst, 0, kMaxLimit);
    inRange(p + ".websocket.messages_per_sec", w.messagesPerSec, 1, kMaxMessagesPerSec);
}

} // namespace

void validateConnections(const Scenario& s, std::vector<ScenarioProblem>& problems)
{
    for (std::size_t i = 0; i < s.clients.size(); ++i)
        unit(problems, [&] { client(at("clients", i), s.clients[i], s); });
    for (std::size_t i = 0; i < s.lanes.size(); ++i)
        unit(problems, [&] { lane(at("lanes", i), s.lanes[i].websocket); });
}

} // namespace ratelab::validation
