// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How a region's load balancer picks an instance (world/LoadBalancer implements them). A plain
// enum of the scenario model; any thread.
#include "core/sim/EnumTable.h"

#include <cstdint>
#include <span>

namespace ratelab {

enum class BalancerKind : std::uint8_t { RoundRobin, Random, ConsistentHash };

// BalancerKind's ids ("round-robin", ...) and descriptions, in the order forms offer them.
std::span<const EnumEntry<BalancerKind>> balancerKindNames();

} // namespace ratelab
