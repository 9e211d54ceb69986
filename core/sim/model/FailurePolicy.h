// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a lane does when its store fails (error, timeout, OOM, refused) or its breaker is open:
// admit (fail open), reject (fail closed), or decide with a local in-memory limiter. A plain
// enum of the scenario model; placement/StoreGuard applies it. Any thread.
#include "core/sim/EnumTable.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace ratelab {

enum class FailurePolicy : std::uint8_t { FailOpen, FailClosed, LocalFallback };

// FailurePolicy's ids ("fail-open", ...) and descriptions, in the order forms offer them.
std::span<const EnumEntry<FailurePolicy>> failurePolicyNames();
std::string_view failurePolicyName(FailurePolicy value);
std::optional<FailurePolicy> failurePolicyFromName(std::string_view id);

} // namespace ratelab
