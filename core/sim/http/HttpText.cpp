// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/http/HttpText.h"

namespace ratelab {

std::string formatHttpResponse(const HttpResponse& response, std::string_view eol)
{
    std::string text = "HTTP/1.1 " + std::to_string(response.status) + ' ' + response.reason;
    text += eol;
    for (const HttpHeader& h : response.headers) {
        text += h.name;
        text += ": ";
        text += h.value;
        text += eol;
    }
    text += eol;
    text += response.body;
    return text;
}

} // namespace ratelab
