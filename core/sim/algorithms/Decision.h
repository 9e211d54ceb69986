#pragma once
// What a limiter answers for one request: the values every response header is rendered from.
#include <cstdint>

namespace ratelab {

struct Decision {
    bool allowed = false;
    std::int64_t limit = 0;     // the policy quota N shown to clients
    std::int64_t remaining = 0; // after this request, never negative
    std::int64_t resetMs = 0;   // limiter-clock ms at which the quota is fully restored
    std::int64_t retryAfterMs =
        0;                    // 0 when allowed; else the wait after which this request is admitted
    std::int64_t delayMs = 0; // leaky bucket: how long an admitted request waits in the queue
};

} // namespace ratelab
