// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/model/BalancerKind.h"

#include "core/sim/EnumTable.h"

namespace ratelab {
namespace {

constexpr std::array<EnumEntry<BalancerKind>, 3> kBalancers{{
    {BalancerKind::RoundRobin, "round-robin",
     "Each instance in turn: a client's requests spread over every instance."},
    {BalancerKind::Random, "random", "A random instance per request."},
    {BalancerKind::ConsistentHash, "consistent-hash",
     "Sticky: a key always lands on the same instance (hash ring)."},
}};
static_assert(eachValueOnce(kBalancers), "one row per value");

} // namespace

std::span<const EnumEntry<BalancerKind>> balancerKindNames()
{
    return kBalancers;
}

} // namespace ratelab
