// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/http/HeaderDialect.h"

#include <array>

namespace ratelab {
namespace {

constexpr std::array<EnumEntry<HeaderDialect>, 4> kDialects{{
    {HeaderDialect::XRateLimit, "x-ratelimit",
     "X-RateLimit-Limit, -Remaining and -Reset (a Unix second), as the seeds send them, with the "
     "draft-07 RateLimit pair."},
    {HeaderDialect::Draft06, "draft-06",
     "IETF draft-06: RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset (seconds) and "
     "RateLimit-Policy: 100;w=60."},
    {HeaderDialect::Draft07, "draft-07",
     "IETF draft-07: one RateLimit: limit=100, remaining=50, reset=5 and RateLimit-Policy."},
    {HeaderDialect::Structured, "structured",
     "The current draft's structured fields, one named item per rule: RateLimit-Policy: "
     "\"burst\";q=100;w=60 and RateLimit: \"burst\";r=50;t=30."},
}};
static_assert(eachValueOnce(kDialects));

} // namespace

std::span<const EnumEntry<HeaderDialect>> headerDialectNames()
{
    return kDialects;
}

std::string_view headerDialectName(HeaderDialect dialect)
{
    return enumId(kDialects, dialect);
}

std::optional<HeaderDialect> headerDialectFromName(std::string_view name)
{
    return enumFromId(kDialects, name);
}

} // namespace ratelab
