// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The scenario's client groups expanded into individual clients: a group of `count` members
// becomes `count` clients whose "{i}" in name and identity fields is replaced by the member
// index (0-based); a trace-file group becomes its feed's members (ArrivalFeed.h). Built once
// per run; read-only afterwards.
#include "core/sim/model/Scenario.h"
#include "core/sim/traffic/KeyFacts.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace ratelab {

struct Client {
    std::string name;
    Identity identity;
    KeyFacts facts;                   // derived from identity once, for keys and matches
    const ClientSpec* spec = nullptr; // the group: arrival, retry, cost, legitimacy
    std::int32_t group = 0;           // index into Scenario::clients
    std::int32_t member = 0;          // index inside the group
};

// "{i}" occurrences in `text` replaced by `member`.
std::string expandMemberIndex(const std::string& text, std::int64_t member);

class ArrivalFeeds;

class ClientTable {
public:
    // Throws std::invalid_argument naming the field if a trace-file group has no feeds.
    // `perClient` (may be empty) is called once per client, so the engine can poll for a cancel
    // during a long set-up (SetUpPoll); what it throws leaves the constructor.
    explicit ClientTable(const Scenario& scenario, const ArrivalFeeds* feeds = nullptr,
                         const std::function<void()>& perClient = {});

    [[nodiscard]] const std::vector<Client>& clients() const { return m_clients; }
    [[nodiscard]] const Client& operator[](std::size_t i) const { return m_clients[i]; }
    [[nodiscard]] std::size_t size() const { return m_clients.size(); }

private:
    std::vector<Client> m_clients;
};

} // namespace ratelab
