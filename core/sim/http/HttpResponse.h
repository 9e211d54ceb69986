// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a client sees for one rate-limited request: status line, ordered headers, body. A plain
// value built by renderResponse() (ResponseRenderer.h) and shown by the request inspector.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ratelab {

struct HttpHeader {
    std::string name;
    std::string value;

    bool operator==(const HttpHeader&) const = default;
};

struct HttpResponse {
    int status = 200;
    std::string reason = "OK";
    std::vector<HttpHeader> headers; // in the order they are sent
    std::string body;

    // The first header with this name (case-insensitive), or nullptr.
    [[nodiscard]] const std::string* header(std::string_view name) const;
};

} // namespace ratelab
