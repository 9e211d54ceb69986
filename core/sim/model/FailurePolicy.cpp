// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/model/FailurePolicy.h"

#include "core/sim/EnumTable.h"

namespace ratelab {
namespace {

constexpr std::array<EnumEntry<FailurePolicy>, 3> kFailures{{
    {FailurePolicy::FailOpen, "fail-open",
     "When the store fails, admit: the API stays up, the limit is off."},
    {FailurePolicy::FailClosed, "fail-closed",
     "When the store fails, reject: the limit holds, the API is down."},
    {FailurePolicy::LocalFallback, "local-fallback",
     "When the store fails, each instance enforces the limit in its own memory."},
}};
static_assert(eachValueOnce(kFailures), "one row per value");

} // namespace

std::span<const EnumEntry<FailurePolicy>> failurePolicyNames()
{
    return kFailures;
}

std::string_view failurePolicyName(FailurePolicy value)
{
    return enumId(kFailures, value);
}

std::optional<FailurePolicy> failurePolicyFromName(std::string_view id)
{
    return enumFromId(kFailures, id);
}

} // namespace ratelab
