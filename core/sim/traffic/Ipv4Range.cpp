// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/traffic/Ipv4Range.h"

#include "core/sim/TextParse.h"

namespace ratelab {
namespace {

std::optional<unsigned> parseNumber(std::string_view text, unsigned max)
{
    // At most three digits: "0000001" is not an octet anyone writes.
    const auto value = text.size() <= 3 ? wholeNumber<unsigned>(text) : std::nullopt;
    if (!value || *value > max)
        return std::nullopt;
    return value;
}

} // namespace

std::optional<std::uint32_t> parseIpv4(std::string_view text)
{
    std::uint32_t address = 0;
    for (int part = 0; part < 4; ++part) {
        const std::size_t dot = part < 3 ? text.find('.') : text.size();
        if (dot == std::string_view::npos)
            return std::nullopt;
        const auto octet = parseNumber(text.substr(0, dot), 255);
        if (!octet)
            return std::nullopt;
        address = (address << 8) | *octet;
        text.remove_prefix(part < 3 ? dot + 1 : dot);
    }
    return address;
}

std::optional<Ipv4Range> parseIpv4Range(std::string_view text)
{
    if (text == kCgnatName)
        return Ipv4Range{0x64400000u, 0xffc00000u}; // 100.64.0.0/10
    const std::size_t slash = text.find('/');
    const auto address = parseIpv4(text.substr(0, slash));
    if (!address)
        return std::nullopt;
    unsigned bits = 32;
    if (slash != std::string_view::npos) {
        const auto n = parseNumber(text.substr(slash + 1), 32);
        if (!n)
            return std::nullopt;
        bits = *n;
    }
    const std::uint32_t mask = bits == 0 ? 0u : ~std::uint32_t{0} << (32 - bits);
    return Ipv4Range{*address & mask, mask};
}

std::optional<std::string> ipv4RangeProblem(std::string_view text)
{
    if (parseIpv4Range(text))
        return std::nullopt;
    return "\"" + std::string(text)
           + "\" is not an IPv4 address, a range such as 10.0.0.0/8, or \"cgnat\" (100.64.0.0/10)";
}

bool ipInRange(std::string_view ip, const Ipv4Range& range)
{
    const auto address = parseIpv4(ip);
    return address && range.contains(*address);
}

} // namespace ratelab
