#include "core/sim/traffic/KeyTemplate.h"

#include <array>
#include <stdexcept>
#include <string_view>
#include <utility>

namespace ratelab {

std::optional<std::string> KeyTemplate::parse(const std::string& text, std::vector<Piece>* out)
{
    static constexpr std::array<std::pair<std::string_view, Part>, 6> kNames{{
        {"user", Part::User},
        {"api_key", Part::ApiKey},
        {"ip", Part::Ip},
        {"tenant", Part::Tenant},
        {"endpoint", Part::Endpoint},
        {"client", Part::Client},
    }};
    if (text.empty())
        return std::string("must not be empty");
    std::string literal;
    std::size_t i = 0;
    while (i < text.size()) {
        const char ch = text[i];
        if (ch == '}')
            return "unmatched '}' at offset " + std::to_string(i);
        if (ch != '{') {
            literal += ch;
            ++i;
            continue;
        }
        const std::size_t close = text.find('}', i);
        if (close == std::string::npos)
            return "unmatched '{' at offset " + std::to_string(i);
        const std::string_view name(text.data() + i + 1, close - i - 1);
        Part part = Part::Literal;
        for (const auto& [n, p] : kNames)
            if (n == name)
                part = p;
        if (part == Part::Literal)
            return "unknown placeholder {" + std::string(name)
                   + "} (known: {user} {api_key} {ip} {tenant} {endpoint} {client})";
        if (out) {
            if (!literal.empty())
                out->push_back({Part::Literal, std::move(literal)});
            out->push_back({part, {}});
        }
        literal.clear();
        i = close + 1;
    }
    if (out && !literal.empty())
        out->push_back({Part::Literal, std::move(literal)});
    return std::nullopt;
}

std::optional<std::string> KeyTemplate::check(const std::string& text)
{
    return parse(text, nullptr);
}

KeyTemplate::KeyTemplate(const std::string& text, const std::string& field)
{
    if (auto error = parse(text, &m_pieces))
        throw std::invalid_argument(field + ": " + *error);
}

std::string KeyTemplate::render(const Client& client) const
{
    std::string key;
    for (const Piece& p : m_pieces) {
        switch (p.part) {
        case Part::Literal:
            key += p.literal;
            break;
        case Part::User:
            key += client.identity.user;
            break;
        case Part::ApiKey:
            key += client.identity.apiKey;
            break;
        case Part::Ip:
            key += client.identity.ip;
            break;
        case Part::Tenant:
            key += client.identity.tenant;
            break;
        case Part::Endpoint:
            key += client.identity.endpoint;
            break;
        case Part::Client:
            key += client.name;
            break;
        }
    }
    return key;
}

} // namespace ratelab
