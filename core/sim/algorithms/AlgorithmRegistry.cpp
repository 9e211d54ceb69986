#include "core/sim/algorithms/AlgorithmRegistry.h"

#include "core/sim/algorithms/IntMath.h"
#include "core/sim/algorithms/concurrency/ConcurrencyLimit.h"
#include "core/sim/algorithms/fixed_window/FixedWindow.h"
#include "core/sim/algorithms/gcra/Gcra.h"
#include "core/sim/algorithms/leaky_bucket/LeakyBucket.h"
#include "core/sim/algorithms/sliding_counter/SlidingCounter.h"
#include "core/sim/algorithms/sliding_log/SlidingLog.h"
#include "core/sim/algorithms/token_bucket/TokenBucket.h"

#include <array>
#include <string>
#include <vector>

namespace ratelab {
namespace {

// In AlgorithmKind order, so algorithmInfo() is an index.
constexpr std::array<AlgorithmInfo, 7> kAlgorithms{{
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

} // namespace ratelab
