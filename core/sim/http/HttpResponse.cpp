// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/http/HttpResponse.h"

#include <algorithm>
#include <cctype>

namespace ratelab {

const std::string* HttpResponse::header(std::string_view name) const
{
    const auto sameName = [name](const HttpHeader& h) {
        return std::equal(h.name.begin(), h.name.end(), name.begin(), name.end(),
                          [](char x, char y) {
                              return std::tolower(static_cast<unsigned char>(x))
                                     == std::tolower(static_cast<unsigned char>(y));
                          });
    };
    const auto it = std::find_if(headers.begin(), headers.end(), sameName);
    return it == headers.end() ? nullptr : &it->value;
}

} // namespace ratelab
