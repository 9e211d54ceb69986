// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lane's side of the clients that keep long-lived connections (ClientConnectionSpec): which
// connections each one holds open, when it may try to open another, and what became of its
// connection attempts and messages. The lane asks its own limiter about each attempt (the
// upgrade request) after the connection cap; a message goes over the client's open connections
// in turn and through their buckets (ConnectionLimiter). Owned by its lane; single-threaded.
#include "core/sim/engine/ConnectionLimiter.h"
#include "core/sim/model/RunResult.h"

#include <cstdint>
#include <vector>

namespace ratelab {

class SocketClients {
public:
    enum class Message : std::uint8_t {
        Sent,
        Closed, // over its connection's bucket: the connection was closed with 1008
        Unsent, // the client had no open connection
    };

    // `clients` by client index; a null entry is a client of plain requests.
    SocketClients(const LaneConnectionSpec& lane, std::vector<const ClientConnectionSpec*> clients);

    [[nodiscard]] bool has(std::int32_t client) const
    {
        return m_clients[static_cast<std::size_t>(client)].spec != nullptr;
    }
    // The client holds fewer connections than it keeps, and its wait after a refusal or a
    // close is over.
    [[nodiscard]] bool wantsConnection(std::int32_t client, SimTime now) const;
    // Whether `key` may hold one more connection (the cap is checked before the lane's limiter).
    [[nodiscard]] bool hasRoom(std::int32_t key) const;
    // The cap refused an attempt (too many connections of its key).
    void tooMany(std::int32_t client, SimTime now);
    // The lane's limiter decided an attempt: admitted opens a connection of `key`.
    void decided(std::int32_t client, std::int32_t key, SimTime now, bool admitted);
    // The last attempt of the client opened a connection.
    [[nodiscard]] bool opened(std::int32_t client) const
    {
        return m_clients[static_cast<std::size_t>(client)].lastOpened;
    }
    Message message(std::int32_t client, SimTime now);

    [[nodiscard]] const LaneConnectionSpec& spec() const { return m_spec; }
    void fill(LaneSummary& summary) const;

private:
    struct Client {
        const ClientConnectionSpec* spec = nullptr;
        std::vector<std::int32_t> open; // connection numbers, in the order they opened
        std::size_t next = 0;           // the connection its next message takes
        SimTime retryAt = 0;
        bool lastOpened = false;
        std::int64_t closed = 0;
        std::int64_t messages = 0;
        std::int64_t unsent = 0;
    };
    void wait(Client& c, SimTime now);

    LaneConnectionSpec m_spec;
    ConnectionLimiter m_limiter;
    std::vector<Client> m_clients;
    std::int64_t m_opened = 0;
    std::int64_t m_tooMany = 0;
    std::int64_t m_rateLimited = 0;
};

} // namespace ratelab
