// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The limiter algorithms RateLab knows, and the parameters they share.
#include <cstdint>

namespace ratelab {

enum class AlgorithmKind : std::uint8_t {
    FixedWindow,
    SlidingLog,
    SlidingCounter,
    TokenBucket,
    Gcra,
    LeakyBucket,
    Concurrency,
    Nginx,                // nginx limit_req, exactly as ngx_http_limit_req_module.c
    GuavaBursty,          // Guava RateLimiter.create(qps): SmoothBursty
    GuavaWarmup,          // Guava RateLimiter.create(qps, warmup): SmoothWarmingUp
    FixedWindowIncrFirst, // the seeds' INCR-then-compare window: rejected requests count
    // Adaptive concurrency limits (core/sim/adaptive): the limit follows the requests' latency.
    Aimd,          // Netflix concurrency-limits AIMDLimit
    Vegas,         // Netflix concurrency-limits VegasLimit
    Gradient2,     // Netflix concurrency-limits Gradient2Limit
    EnvoyGradient, // Envoy's adaptive concurrency filter
};

// N requests (cost units) per window W ms; B is the burst (bucket capacity / queue size).
struct LimitParams {
    std::int64_t limit = 100;      // N
    std::int64_t windowMs = 60000; // W
    std::int64_t burst = 0;        // B; 0 means "same as N"
    bool logRejected = false;      // sliding log variant that also logs rejected requests
    std::int64_t delay = 0;        // nginx delay=N (requests served without delay); 0 = default
    bool nodelay = false;          // nginx nodelay: no excess request waits
    std::int64_t warmupMs = 0;     // guava-warmup: the warm-up period (required there)
    std::int64_t timeoutMs = 0;    // Guava: tryAcquire(cost, timeoutMs); 0 = tryAcquire(cost)

    [[nodiscard]] std::int64_t capacity() const { return burst > 0 ? burst : limit; }
};

} // namespace ratelab
