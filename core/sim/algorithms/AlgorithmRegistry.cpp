// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/algorithms/AlgorithmRegistry.h"

#include "core/sim/algorithms/IntMath.h"
#include "core/sim/algorithms/concurrency/ConcurrencyLimit.h"
#include "core/sim/algorithms/fixed_window/FixedWindow.h"
#include "core/sim/algorithms/fixed_window_incr_first/FixedWindowIncrFirst.h"
#include "core/sim/algorithms/gcra/Gcra.h"
#include "core/sim/algorithms/guava/GuavaBursty.h"
#include "core/sim/algorithms/guava/GuavaWarmup.h"
#include "core/sim/algorithms/leaky_bucket/LeakyBucket.h"
#include "core/sim/algorithms/nginx/NginxLimitReq.h"
#include "core/sim/algorithms/sliding_counter/SlidingCounter.h"
#include "core/sim/algorithms/sliding_log/SlidingLog.h"
#include "core/sim/algorithms/token_bucket/TokenBucket.h"

#include <array>
#include <string>
#include <vector>

namespace ratelab {
namespace {

// In AlgorithmKind order, so algorithmInfo() is an index.
constexpr std::int64_t kJavaIntMax = 2147483647; // Guava takes permits as an int

constexpr std::array<AlgorithmInfo, 15> kAlgorithms{{
    {AlgorithmKind::FixedWindow, "fixed-window", "Fixed window", "count",
     "Counts requests in fixed windows aligned to the clock and starts again at zero when a new "
     "window begins. One counter per key and very cheap, but a client can send twice the limit "
     "across a window boundary.",
     true, true, false, false},
    {AlgorithmKind::SlidingLog, "sliding-log", "Sliding window log", "requests in window",
     "Logs the time of every admitted request (a Redis sorted set) and counts those of the last "
     "W ms. Exact, with no boundary burst, but its memory grows with the requests per window.",
     true, true, false, true},
    {AlgorithmKind::SlidingCounter, "sliding-counter", "Sliding window counter", "estimate",
     "Adds the current window's count to the previous window's count weighted by how much of it "
     "the sliding window still covers. Two counters per key approximate the exact log closely.",
     true, true, false, false},
    {AlgorithmKind::TokenBucket, "token-bucket", "Token bucket", "tokens",
     "A bucket of B tokens refills at N tokens per window and each request spends its cost. "
     "Allows controlled bursts up to the capacity while enforcing the sustained rate.",
     true, true, true, false},
    {AlgorithmKind::Gcra, "gcra", "GCRA", "available",
     "The generic cell rate algorithm keeps one theoretical arrival time per key and rejects a "
     "request that arrives too far ahead of schedule. Admits exactly what a token bucket admits, "
     "with a single timestamp of state.",
     true, true, true, false},
    {AlgorithmKind::LeakyBucket, "leaky-bucket", "Leaky bucket", "queue",
     "Requests join a queue of at most B that drains at a constant rate of N per window; a full "
     "queue rejects. The output is perfectly smooth, paid for with queueing delay.",
     true, true, true, false},
    {AlgorithmKind::Concurrency, "concurrency", "Concurrency limit", "in flight",
     "Limits how many requests are in progress at once rather than how many arrive per window. "
     "Protects endpoints where CPU or database work, not request rate, is the constraint.",
     false, false, false, false},
    {AlgorithmKind::Nginx, "nginx", "nginx limit_req", "excess",
     "nginx's limit_req as ngx_http_limit_req_module.c computes it: an excess in thousandths of a "
     "request drains at the rate; burst excess requests are accepted and, unless nodelay or "
     "delay=N says otherwise, delayed to the rate; beyond the burst nginx answers 503.",
     true, true, true, false, true, true, false, false, 1, 1, 503},
    {AlgorithmKind::GuavaBursty, "guava-bursty", "Guava SmoothBursty", "stored permits",
     "Guava's RateLimiter.create(qps): permits saved while idle (one second's worth by default) "
     "are spent at once, and a request is granted at once while its cost delays the next one "
     "(pay later). tryAcquire with a timeout refuses what would wait longer.",
     true, true, true, false, true, false, false, true, 1, kJavaIntMax},
    {AlgorithmKind::GuavaWarmup, "guava-warmup", "Guava SmoothWarmingUp", "stored permits",
     "Guava's RateLimiter.create(qps, warmup): a cold limiter starts with its permits stored but "
     "spends them slowly (up to 3x the stable interval), reaching the full rate over the warm-up "
     "period; idle time cools it down again.",
     true, true, false, false, true, false, true, true, 1, kJavaIntMax},
    {AlgorithmKind::FixedWindowIncrFirst, "fixed-window-incr-first", "Fixed window, INCR first",
     "count",
     "The seeds' fixed window that INCRs the counter before comparing it with the limit: rejected "
     "requests are counted too, so a client that keeps calling while limited stays limited until "
     "the window ends, and raising the limit mid-window helps less than it seems.",
     true, true, false, false},
    {AlgorithmKind::Aimd, "aimd", "AIMD concurrency limit", "in flight",
     "Netflix's AIMDLimit: a concurrency limit that grows by one while requests find it at least "
     "half used and shrinks by a factor (0.9) on a drop or a timeout, like TCP's window.",
     false, false, false, false, true, false, false, false, 0, kInt64Max, 429, true},
    {AlgorithmKind::Vegas, "vegas", "Vegas concurrency limit", "in flight",
     "Netflix's VegasLimit: estimates the queue from how much slower requests are than with no "
     "load (rtt_noload) and grows or shrinks the limit to keep that queue small.",
     false, false, false, false, true, false, false, false, 0, kInt64Max, 429, true},
    {AlgorithmKind::Gradient2, "gradient2", "Gradient2 concurrency limit", "in flight",
     "Netflix's Gradient2Limit: scales the limit by the ratio of a long-term to a short-term "
     "average round trip, plus a small queue; a slowdown that lasts becomes its new normal once "
     "the long average has caught up.",
     false, false, false, false, true, false, false, false, 0, kInt64Max, 429, true},
    {AlgorithmKind::EnvoyGradient, "envoy-gradient", "Envoy adaptive concurrency", "in flight",
     "Envoy's adaptive concurrency filter: measures minRTT at a pinned low limit now and then and "
     "scales the limit by (minRTT + buffer) / sampleRTT every update interval.",
     false, false, false, false, true, false, false, false, 0, kInt64Max, 429, true},
}};

constexpr bool inKindOrder()
{
    for (std::size_t i = 0; i < kAlgorithms.size(); ++i)
        if (static_cast<std::size_t>(kAlgorithms[i].kind) != i)
            return false;
    return true;
}
static_assert(inKindOrder(), "kAlgorithms must list every AlgorithmKind once, in enum order");

} // namespace

std::span<const AlgorithmInfo> allAlgorithms()
{
    return kAlgorithms;
}

const AlgorithmInfo& algorithmInfo(AlgorithmKind kind)
{
    return kAlgorithms[static_cast<std::size_t>(kind)];
}

std::optional<AlgorithmKind> algorithmFromId(std::string_view id)
{
    for (const AlgorithmInfo& info : kAlgorithms) {
        if (info.id == id)
            return info.kind;
    }
    return std::nullopt;
}

std::string algorithmIdList(bool (*filter)(const AlgorithmInfo&))
{
    std::vector<std::string_view> ids;
    for (const AlgorithmInfo& info : kAlgorithms)
        if (filter(info))
            ids.push_back(info.id);
    std::string list;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (i > 0)
            list += i + 1 == ids.size() ? " or " : ", ";
        list += ids[i];
    }
    return list;
}

std::unique_ptr<Algorithm> makeAlgorithm(AlgorithmKind kind, const LimitParams& params)
{
    switch (kind) {
    case AlgorithmKind::FixedWindow:
        return std::make_unique<FixedWindow>(params);
    case AlgorithmKind::SlidingLog:
        return std::make_unique<SlidingLog>(params);
    case AlgorithmKind::SlidingCounter:
        return std::make_unique<SlidingCounter>(params);
    case AlgorithmKind::TokenBucket:
        return std::make_unique<TokenBucket>(params);
    case AlgorithmKind::Gcra:
        return std::make_unique<Gcra>(params);
    case AlgorithmKind::LeakyBucket:
        return std::make_unique<LeakyBucket>(params);
    case AlgorithmKind::Concurrency:
        return std::make_unique<ConcurrencyLimit>(params);
    case AlgorithmKind::Aimd:
    case AlgorithmKind::Vegas:
    case AlgorithmKind::Gradient2:
    case AlgorithmKind::EnvoyGradient:
        // Its static form at the starting limit: the lane's gate decides (engine/LaneService).
        return std::make_unique<ConcurrencyLimit>(params, kind);
    case AlgorithmKind::Nginx:
        return std::make_unique<NginxLimitReq>(params);
    case AlgorithmKind::GuavaBursty:
        return std::make_unique<GuavaBursty>(params);
    case AlgorithmKind::GuavaWarmup:
        return std::make_unique<GuavaWarmup>(params);
    case AlgorithmKind::FixedWindowIncrFirst:
        return std::make_unique<FixedWindowIncrFirst>(params);
    }
    return nullptr;
}

std::string limitParamsProblem(const LimitParams& params)
{
    // Scaled token counts (B * W) and TAT offsets are kept in int64 with room to add a cost.
    constexpr std::int64_t kMaxProduct = std::int64_t{1} << 62;
    if (params.limit < 1)
        return "limit must be at least 1 (got " + std::to_string(params.limit) + ")";
    if (params.windowMs < 1)
        return "window must be at least 1 ms (got " + std::to_string(params.windowMs) + ")";
    if (params.burst < 0)
        return "burst must not be negative (got " + std::to_string(params.burst) + ")";
    if (mul128(params.limit, params.windowMs) > kMaxProduct
        || mul128(params.capacity(), params.windowMs) > kMaxProduct)
        return "limit (or burst) times window must not exceed 2^62";
    return {};
}

ParamProblem algorithmParamsProblem(AlgorithmKind kind, const LimitParams& params)
{
    const AlgorithmInfo& info = algorithmInfo(kind);
    const std::string id(info.id);
    if (!info.usesDelay && params.delay != 0)
        return {"delay", "applies to nginx only, not " + id};
    if (!info.usesDelay && params.nodelay)
        return {"nodelay", "applies to nginx only, not " + id};
    if (!info.usesWarmup && params.warmupMs != 0)
        return {"warmup_ms", "applies to guava-warmup only, not " + id};
    if (!info.usesTimeout && params.timeoutMs != 0)
        return {"timeout_ms", "applies to guava-bursty and guava-warmup only, not " + id};
    if (!info.usesBurst && params.burst != 0 && info.inProcessOnly)
        return {"burst",
                "does not apply to " + id + " (its stored permits follow from the warm-up period)"};
    if (params.delay < 0 || params.delay > kInt64Max / 1000)
        return {"delay",
                "must be from 0 to 2^63 / 1000 (got " + std::to_string(params.delay) + ")"};
    if (params.nodelay && params.delay != 0)
        return {"nodelay", "and delay exclude each other (nginx takes one of them)"};
    if (params.timeoutMs < 0 || params.timeoutMs > kInt64Max / 1000)
        return {"timeout_ms",
                "must be from 0 to 2^63 / 1000 (got " + std::to_string(params.timeoutMs) + ")"};
    if (kind == AlgorithmKind::Nginx && NginxLimitReq::milliRate(params) < 1)
        return {"limit", "per window is below nginx's smallest rate (N x 10^6 / W must be at "
                         "least 1 milli-request per second)"};
    if (info.usesWarmup && (params.warmupMs < 1 || params.warmupMs > kInt64Max / 1000))
        return {"warmup_ms", "must be at least 1 for guava-warmup (got "
                                 + std::to_string(params.warmupMs) + ")"};
    return {};
}

std::string costProblem(AlgorithmKind kind, std::int64_t cost)
{
    const AlgorithmInfo& info = algorithmInfo(kind);
    if (cost >= info.minCost && cost <= info.maxCost)
        return {};
    if (kind == AlgorithmKind::Nginx)
        return "nginx counts requests: cost must be 1 (got " + std::to_string(cost) + ")";
    return std::string(info.id) + " takes a cost from " + std::to_string(info.minCost) + " to "
           + std::to_string(info.maxCost) + " (got " + std::to_string(cost) + ")";
}

} // namespace ratelab
