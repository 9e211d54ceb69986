// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// WebSocket-style long-lived connections, as plain values. A client with `connections` keeps
// that many connections open and sends each of its arrivals as a message over one of them; a
// lane caps the connections one key holds at once and gives every connection its own token
// bucket of messages, enforced in the lane's process, closing a connection that exceeds it with
// the close code 1008 (Policy Violation). Opening a connection is an HTTP request (the upgrade):
// the lane's own limiter decides it, so a limit per minute on {user} limits connection
// establishments per user per minute. A client without connections sends plain requests, as
// before. Read by the engine only.
#include <cstdint>

namespace ratelab {

// RFC 6455's close code for a policy violation: what the seeds send on a message flood.
inline constexpr int kClosePolicyViolation = 1008;

struct ClientConnectionSpec {
    std::int64_t connections = 0;    // connections kept open; 0: plain requests, no connections
    std::int64_t reconnectMs = 1000; // wait after a close or a refused connection attempt

    [[nodiscard]] bool enabled() const { return connections > 0; }
};

// The seeds' figures: at most 5 connections per user, 50 messages of burst, 10 a second.
struct LaneConnectionSpec {
    std::int64_t maxConnections = 5;  // per key at once; 0: no limit
    std::int64_t messageBurst = 50;   // each connection's bucket; 0: messages are not limited
    std::int64_t messagesPerSec = 10; // its refill, exactly (integer tokens per second)
};

} // namespace ratelab
