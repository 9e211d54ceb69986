// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The whole response as the text a client would read on the wire (status line, headers, blank
// line, body), for the request inspector and for golden tests. Pure function.
#include "core/sim/http/HttpResponse.h"

#include <string>
#include <string_view>

namespace ratelab {

// Lines end with eol: "\n" for display, "\r\n" for the exact wire form.
std::string formatHttpResponse(const HttpResponse& response, std::string_view eol = "\n");

} // namespace ratelab
