// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lane's in-process limits on long-lived connections (LaneConnectionSpec): how many
// connections one key holds at once, and each connection's token bucket of messages, exact in
// integers (a token is 10^6 units, each microsecond adds `messagesPerSec` of them), so a message
// sent exactly when its token is due passes. A message over the bucket closes its connection
// (1008) and frees its place. Knows keys and connections by number only; single-threaded.
#include "core/sim/SimTime.h"
#include "core/sim/model/ConnectionSpec.h"

#include <cstdint>
#include <vector>

namespace ratelab {

class ConnectionLimiter {
public:
    enum class Message : std::uint8_t { Sent, Closed };

    explicit ConnectionLimiter(const LaneConnectionSpec& spec);

    // A connection of `key` opens at `now` with a full bucket: its number, or -1 when the key
    // already holds maxConnections.
    std::int32_t open(std::int32_t key, SimTime now);
    // A message on an open connection at `now`: Sent, or Closed when its bucket had no token (the
    // connection is closed with 1008 and its number may be reused).
    Message message(std::int32_t connection, SimTime now);

    [[nodiscard]] std::int64_t openConnections(std::int32_t key) const;
    // The whole tokens a connection's bucket holds at `now` (for tests and the request log).
    [[nodiscard]] std::int64_t tokens(std::int32_t connection, SimTime now) const;
    // How long until the connection's next token, in whole milliseconds rounded up (0: one is
    // there).
    [[nodiscard]] std::int64_t msUntilToken(std::int32_t connection, SimTime now) const;

    static constexpr std::int64_t kUnit = 1'000'000; // units per token: one a second per µs

private:
    struct Connection {
        std::int32_t key = -1;  // -1: closed, its number free
        std::int64_t level = 0; // units
        SimTime last = 0;
    };
    [[nodiscard]] std::int64_t levelAt(const Connection& c, SimTime now) const;

    LaneConnectionSpec m_spec;
    std::vector<Connection> m_connections;
    std::vector<std::int32_t> m_free;
    std::vector<std::int64_t> m_openByKey;
};

} // namespace ratelab
