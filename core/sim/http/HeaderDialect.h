// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Which rate-limit header convention a lane speaks (a lane's `headers`). Lives in http (not
// model) so the renderer and the parser see it without climbing the layering; the scenario
// only names it. Constant data; any thread.
#include "core/sim/EnumTable.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace ratelab {

enum class HeaderDialect : std::uint8_t {
    XRateLimit, // today's output: X-RateLimit-* plus the draft-07 pair; the default
    Draft06,    // draft-ietf-httpapi-ratelimit-headers-06: RateLimit-Limit/Remaining/Reset
    Draft07,    // draft-07: RateLimit: limit=, remaining=, reset=
    Structured, // draft-08 and later: one named item per rule, RFC 9651 structured fields
};

// The one name table: the scenario's spelling ("x-ratelimit", "draft-06", "draft-07",
// "structured") and a sentence for tooltips.
std::span<const EnumEntry<HeaderDialect>> headerDialectNames();
std::string_view headerDialectName(HeaderDialect dialect);
std::optional<HeaderDialect> headerDialectFromName(std::string_view name);

} // namespace ratelab
