// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "HOST:PORT" as users type it for a Redis server (`ratelab-cli live --redis`, `ratelab --redis`,
// the app's live-run dialog); "[::1]:PORT" for IPv6. Whether the host is loopback is checked by
// RedisClient when it connects, not here. Pure functions.
#include <QString>

#include <optional>
#include <string>
#include <string_view>

namespace ratelab {

struct RedisEndpoint {
    std::string host;
    int port = 0;

    [[nodiscard]] QString text() const; // "127.0.0.1:6379", "[::1]:6379"
};

std::optional<RedisEndpoint> parseRedisEndpoint(const QString& text);

// "host:port", with the host in brackets when it is an IPv6 address ("[::1]:6379"), as every
// message that names a Redis endpoint prints it.
std::string endpointText(std::string_view host, int port);

} // namespace ratelab
