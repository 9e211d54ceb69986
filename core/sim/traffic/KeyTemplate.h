// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lane's rate-limit key scheme, e.g. "rl:{endpoint}:user:{user}": parsed once, then rendered
// for each client. Placeholders: {user} {api_key} {ip} {tenant} {endpoint} {client} {tier},
// and the normalised ones {path} {method_group} {category} {api_key_hash} ({api_key_hash:N}:
// the first N hex digits of the key's SHA-256, 4 to 64; 8 when N is left out, as in the seeds).
#include "core/sim/traffic/ClientTable.h"

#include <optional>
#include <string>
#include <vector>

namespace ratelab {

class KeyTemplate {
public:
    // Throws std::invalid_argument naming the placeholder or the stray brace; `field` is the
    // path used in the message (e.g. "lanes[0].key").
    KeyTemplate(const std::string& text, const std::string& field);

    [[nodiscard]] std::string render(const Client& client) const;

    // An error message for `text`, or nothing if it parses.
    static std::optional<std::string> check(const std::string& text);
    // The placeholders, as the error message and the key field's tooltip list them.
    static const char* placeholderList();

private:
    enum class Part : std::uint8_t {
        Literal,
        User,
        ApiKey,
        Ip,
        Tenant,
        Endpoint,
        Client,
        Tier,
        Path,
        MethodGroup,
        Category,
        ApiKeyHash,
    };
    struct Piece {
        Part part;
        std::string literal;
        std::size_t digits = 0; // ApiKeyHash
    };
    static std::optional<std::string> parse(const std::string& text, std::vector<Piece>* out);

    std::vector<Piece> m_pieces;
};

} // namespace ratelab
