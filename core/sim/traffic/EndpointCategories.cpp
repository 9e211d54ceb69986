// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/traffic/EndpointCategories.h"

#include "core/sim/traffic/RequestPath.h"

#include <array>

namespace ratelab {
namespace {

constexpr std::array<BuiltInCategory, 21> kBuiltIn{{
    {"auth", "*/login"},         {"auth", "*/logout"},         {"auth", "*/signin"},
    {"auth", "*/signup"},        {"auth", "*/register"},       {"auth", "*/token"},
    {"auth", "*/auth"},          {"auth", "*/auth/*"},         {"auth", "*/oauth/*"},
    {"auth", "*/password"},      {"auth", "*/password/*"},     {"expensive", "*/search"},
    {"expensive", "*/search/*"}, {"expensive", "*/export"},    {"expensive", "*/export/*"},
    {"expensive", "*/exports"},  {"expensive", "*/exports/*"}, {"expensive", "*/report"},
    {"expensive", "*/report/*"}, {"expensive", "*/reports"},   {"expensive", "*/reports/*"},
}};

} // namespace

std::span<const BuiltInCategory> builtInEndpointCategories()
{
    return kBuiltIn;
}

std::string endpointCategory(std::span<const EndpointCategory> own, std::string_view path,
                             std::string_view method)
{
    for (const EndpointCategory& c : own)
        if (pathMatches(c.path, path))
            return c.name;
    for (const BuiltInCategory& c : kBuiltIn)
        if (pathMatches(c.path, path))
            return std::string(c.name);
    return std::string(methodGroup(method) == "write" ? "write" : "read");
}

} // namespace ratelab
