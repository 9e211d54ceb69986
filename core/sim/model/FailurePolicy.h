#pragma once
// What a lane does when its store fails (error, timeout, OOM, refused) or its breaker is open:
// admit (fail open), reject (fail closed), or decide with a local in-memory limiter. A plain
// enum of the scenario model; placement/StoreGuard applies it. Any thread.
#include <cstdint>
#include <optional>
#include <string_view>

namespace ratelab {

enum class FailurePolicy : std::uint8_t { FailOpen, FailClosed, LocalFallback };

std::string_view failurePolicyName(FailurePolicy p);  // "fail-open", "fail-closed", "local-fallback"
std::optional<FailurePolicy> failurePolicyFromName(std::string_view name);

} // namespace ratelab
