// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a limiter answers for one request: the values every response header is rendered from.
#include <cstdint>

namespace ratelab {

struct Decision {
    bool allowed = false;
    // The structured dialect's `t`: the draft's effective window (Algorithm::effectiveWindowMs) as
    // the delay-seconds it is sent as, only computed when DecideInput::effectiveWindow asks for
    // it. -1 = not known (not asked, a run read back from CSV, a real Redis): the renderer then
    // sends the seconds until resetMs. Whole seconds in an int32 (68 years) so that it fits in
    // the padding after `allowed`: the policy loop copies decisions, and none grows for it.
    std::int32_t effectiveWindowSeconds = -1;
    std::int64_t limit = 0;     // the policy quota N shown to clients
    std::int64_t remaining = 0; // after this request, never negative
    std::int64_t resetMs = 0;   // limiter-clock ms at which the quota is fully restored
    std::int64_t retryAfterMs =
        0;                    // 0 when allowed; else the wait after which this request is admitted
    std::int64_t delayMs = 0; // leaky bucket: how long an admitted request waits in the queue
};

// A wait in ms as the delay-seconds a header carries: rounded up, never negative, at most
// 2^31 - 1 (Decision::effectiveWindowSeconds).
constexpr std::int32_t delaySeconds(std::int64_t ms)
{
    constexpr std::int64_t kMax = 2'147'483'647;
    if (ms <= 0)
        return 0;
    const std::int64_t seconds = ms / 1000 + (ms % 1000 != 0 ? 1 : 0);
    return static_cast<std::int32_t>(seconds < kMax ? seconds : kMax);
}

} // namespace ratelab
