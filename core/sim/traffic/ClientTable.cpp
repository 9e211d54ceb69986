// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/traffic/ClientTable.h"

#include "core/sim/traffic/ArrivalFeed.h"

#include <array>
#include <optional>
#include <stdexcept>

namespace ratelab {
namespace {

constexpr std::array<std::string Identity::*, 7> kExpandedFields{
    &Identity::user,     &Identity::apiKey, &Identity::ip,   &Identity::tenant,
    &Identity::endpoint, &Identity::method, &Identity::tier,
};

bool hasMemberIndex(const std::string& text)
{
    return text.find("{i}") != std::string::npos;
}

} // namespace

std::string expandMemberIndex(const std::string& text, std::int64_t member)
{
    static constexpr std::string_view kToken = "{i}";
    std::string out;
    std::size_t from = 0;
    for (;;) {
        const std::size_t at = text.find(kToken, from);
        if (at == std::string::npos)
            break;
        out.append(text, from, at - from);
        out += std::to_string(member);
        from = at + kToken.size();
    }
    if (from == 0)
        return text;
    out.append(text, from, std::string::npos);
    return out;
}

ClientTable::ClientTable(const Scenario& scenario, const ArrivalFeeds* feeds,
                         const std::function<void()>& perClient)
{
    std::size_t total = 0;
    for (const ClientSpec& g : scenario.clients)
        total += static_cast<std::size_t>(g.count > 0 ? g.count : 0);
    m_clients.reserve(total);
    for (std::size_t gi = 0; gi < scenario.clients.size(); ++gi) {
        const ClientSpec& g = scenario.clients[gi];
        if (g.arrival.kind == ArrivalKind::TraceFile) {
            if (!feeds)
                throw std::invalid_argument(
                    "clients[" + std::to_string(gi)
                    + "].arrival.kind: trace-file requests are read from their file by the "
                      "program that runs the scenario (ratelab-cli run or sweep, the app), and "
                      "this run has no reader for them");
            const auto members = feeds->members(static_cast<std::int32_t>(gi));
            for (std::size_t m = 0; m < members.size(); ++m) {
                Client c;
                c.spec = &g;
                c.group = static_cast<std::int32_t>(gi);
                c.member = static_cast<std::int32_t>(m);
                c.name = members[m].name;
                c.identity = members[m].identity;
                c.facts = keyFactsOf(c.identity, scenario.categories);
                m_clients.push_back(std::move(c));
            }
            continue;
        }
        const bool nameHasIndex = hasMemberIndex(g.name);
        std::optional<KeyFacts> shared;
        if (!hasMemberIndex(g.identity.endpoint) && !hasMemberIndex(g.identity.method)
            && !hasMemberIndex(g.identity.apiKey))
            shared = keyFactsOf(g.identity, scenario.categories);
        for (int m = 0; m < g.count; ++m) {
            if (perClient)
                perClient();
            Client c;
            c.spec = &g;
            c.group = static_cast<std::int32_t>(gi);
            c.member = m;
            // Members of a group need distinct names in the inspector even without "{i}".
            c.name = nameHasIndex || g.count == 1 ? expandMemberIndex(g.name, m)
                                                  : g.name + "[" + std::to_string(m) + "]";
            // Copied whole, so a field added to Identity reaches the members even before it is
            // listed for "{i}" (the method once did not, and every member was seen as GET).
            c.identity = g.identity;
            for (std::string Identity::*field : kExpandedFields)
                c.identity.*field = expandMemberIndex(c.identity.*field, m);
            // Hashing and categorising once per group when no member differs in what they read.
            c.facts = shared ? *shared : keyFactsOf(c.identity, scenario.categories);
            m_clients.push_back(std::move(c));
        }
    }
}

} // namespace ratelab
