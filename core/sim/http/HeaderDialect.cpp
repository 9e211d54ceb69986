#include "core/sim/http/HeaderDialect.h"

#include <array>
#include <utility>

namespace ratelab {
namespace {

// Written by hand: model's EnumTable is out of http's reach (tst_layering).
constexpr std::array<std::pair<HeaderDialect, std::string_view>, 4> kNames{{
    {HeaderDialect::XRateLimit, "x-ratelimit"},
    {HeaderDialect::Draft06, "draft-06"},
    {HeaderDialect::Draft07, "draft-07"},
    {HeaderDialect::Structured, "structured"},
}};

} // namespace

std::string_view headerDialectName(HeaderDialect dialect)
{
    for (const auto& [value, name] : kNames)
        if (value == dialect)
            return name;
    return kNames.front().second;
}

std::optional<HeaderDialect> headerDialectFromName(std::string_view name)
{
    for (const auto& [value, spelled] : kNames)
        if (spelled == name)
            return value;
    return std::nullopt;
}

} // namespace ratelab
