#pragma once
// A lane's rate-limit key scheme, e.g. "rl:{endpoint}:user:{user}": parsed once, then rendered
// for each client. Placeholders: {user} {api_key} {ip} {tenant} {endpoint} {client}.
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

private:
    enum class Part : std::uint8_t { Literal, User, ApiKey, Ip, Tenant, Endpoint, Client };
    struct Piece {
        Part part;
        std::string literal;
    };
    static std::optional<std::string> parse(const std::string& text, std::vector<Piece>* out);

    std::vector<Piece> m_pieces;
};

} // namespace ratelab
