// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/traffic/KeyTemplate.h"

#include "core/sim/TextParse.h"

#include <array>
#include <stdexcept>
#include <string_view>
#include <utility>

namespace ratelab {
namespace {

// The seeds' sha256(api_key)[:8].
constexpr std::size_t kDefaultHashDigits = 8;

} // namespace

std::optional<std::string> KeyTemplate::parse(const std::string& text, std::vector<Piece>* out)
{
    static constexpr std::array<std::pair<std::string_view, Part>, 11> kNames{{
        {"user", Part::User},
        {"api_key", Part::ApiKey},
        {"ip", Part::Ip},
        {"tenant", Part::Tenant},
        {"endpoint", Part::Endpoint},
        {"client", Part::Client},
        {"tier", Part::Tier},
        {"path", Part::Path},
        {"method_group", Part::MethodGroup},
        {"category", Part::Category},
        {"api_key_hash", Part::ApiKeyHash},
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
        const std::string_view inside(text.data() + i + 1, close - i - 1);
        std::string_view name = inside;
        std::size_t digits = kDefaultHashDigits;
        if (const std::size_t colon = inside.find(':'); colon != std::string_view::npos) {
            name = inside.substr(0, colon);
            const auto n = wholeNumber<std::size_t>(inside.substr(colon + 1));
            if (name != "api_key_hash" || !n || *n < 4 || *n > 64)
                return "{" + std::string(inside)
                       + "}: only {api_key_hash:N} takes a length, N from 4 to 64";
            digits = *n;
        }
        Part part = Part::Literal;
        for (const auto& [n, p] : kNames)
            if (n == name)
                part = p;
        if (part == Part::Literal)
            return "unknown placeholder {" + std::string(inside) + "} (known: " + placeholderList()
                   + ")";
        if (out) {
            if (!literal.empty())
                out->push_back({Part::Literal, std::move(literal)});
            out->push_back({part, {}, digits});
        }
        literal.clear();
        i = close + 1;
    }
    if (out && !literal.empty())
        out->push_back({Part::Literal, std::move(literal)});
    return std::nullopt;
}

const char* KeyTemplate::placeholderList()
{
    return "{user} {api_key} {ip} {tenant} {endpoint} {client} {tier} {path} {method_group} "
           "{category} {api_key_hash} {api_key_hash:N}";
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
        case Part::Tier:
            key += client.identity.tier;
            break;
        case Part::Path:
            key += client.facts.path;
            break;
        case Part::MethodGroup:
            key += client.facts.methodGroup;
            break;
        case Part::Category:
            key += client.facts.category;
            break;
        case Part::ApiKeyHash:
            key.append(client.facts.apiKeyHash, 0, p.digits);
            break;
        }
    }
    return key;
}

} // namespace ratelab
