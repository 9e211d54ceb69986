#pragma once
// The seven limiter algorithms RateLab knows, and the parameters they share.
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
};

// N requests (cost units) per window W ms; B is the burst (bucket capacity / queue size).
struct LimitParams {
    std::int64_t limit = 100;      // N
    std::int64_t windowMs = 60000; // W
    std::int64_t burst = 0;        // B; 0 means "same as N"
    bool logRejected = false;      // sliding log variant that also logs rejected requests

    [[nodiscard]] std::int64_t capacity() const { return burst > 0 ? burst : limit; }
};

} // namespace ratelab
