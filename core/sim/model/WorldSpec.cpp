// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/model/WorldSpec.h"

#include "core/sim/EnumTable.h"

namespace ratelab {
namespace {

constexpr std::array<EnumEntry<StoreFaultKind>, 5> kFaults{{
    {StoreFaultKind::None, "none", "The store never fails."},
    {StoreFaultKind::Down, "down", "The store refuses connections from start_ms for duration_ms."},
    {StoreFaultKind::Slow, "slow", "Every command takes slow_percent / 100 times as long."},
    {StoreFaultKind::Partition, "partition", "One region cannot reach the store."},
    {StoreFaultKind::Failover, "failover",
     "The replica takes over at start_ms, losing writes it had not received."},
}};
static_assert(eachValueOnce(kFaults), "one row per value");

} // namespace

std::span<const EnumEntry<StoreFaultKind>> storeFaultKindNames()
{
    return kFaults;
}

} // namespace ratelab
