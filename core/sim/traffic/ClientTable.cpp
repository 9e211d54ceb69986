#include "core/sim/traffic/ClientTable.h"

namespace ratelab {

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

ClientTable::ClientTable(const Scenario& scenario)
{
    std::size_t total = 0;
    for (const ClientSpec& g : scenario.clients)
        total += static_cast<std::size_t>(g.count > 0 ? g.count : 0);
    m_clients.reserve(total);
    for (std::size_t gi = 0; gi < scenario.clients.size(); ++gi) {
        const ClientSpec& g = scenario.clients[gi];
        const bool nameHasIndex = g.name.find("{i}") != std::string::npos;
        for (int m = 0; m < g.count; ++m) {
            Client c;
            c.spec = &g;
            c.group = static_cast<std::int32_t>(gi);
            c.member = m;
            // Members of a group need distinct names in the inspector even without "{i}".
            c.name = nameHasIndex || g.count == 1 ? expandMemberIndex(g.name, m)
                                                  : g.name + "[" + std::to_string(m) + "]";
            c.identity.user = expandMemberIndex(g.identity.user, m);
            c.identity.apiKey = expandMemberIndex(g.identity.apiKey, m);
            c.identity.ip = expandMemberIndex(g.identity.ip, m);
            c.identity.tenant = expandMemberIndex(g.identity.tenant, m);
            c.identity.endpoint = expandMemberIndex(g.identity.endpoint, m);
            c.identity.method = expandMemberIndex(g.identity.method, m);
            c.identity.tier = expandMemberIndex(g.identity.tier, m);
            c.facts = keyFactsOf(c.identity, scenario.categories);
            m_clients.push_back(std::move(c));
        }
    }
}

} // namespace ratelab
