// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// IPv4 address ranges for rules that treat some sources differently: the seeds' carrier-grade
// NAT range 100.64.0.0/10 (RFC 6598), where many mobile users share one address and a per-IP
// limit needs to be raised. A range is "a.b.c.d/n", a single address, or the name "cgnat".
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ratelab {

struct Ipv4Range {
    std::uint32_t network = 0;
    std::uint32_t mask = 0;

    [[nodiscard]] bool contains(std::uint32_t address) const { return (address & mask) == network; }
};

inline constexpr std::string_view kCgnatName = "cgnat";

std::optional<std::uint32_t> parseIpv4(std::string_view text);
std::optional<Ipv4Range> parseIpv4Range(std::string_view text);
// Why `text` is not a range (for the scenario validator), or nothing.
std::optional<std::string> ipv4RangeProblem(std::string_view text);
// Whether the dotted address `ip` lies in `range`; an address that does not parse (a hostname,
// an IPv6 address, an empty identity field) lies in no range.
bool ipInRange(std::string_view ip, const Ipv4Range& range);

} // namespace ratelab
