// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/adaptive/AdaptiveAlgorithms.h"

#include "core/sim/adaptive/AimdLimit.h"
#include "core/sim/adaptive/EnvoyGradientLimit.h"
#include "core/sim/adaptive/Gradient2Limit.h"
#include "core/sim/adaptive/VegasLimit.h"

#include <array>
#include <charconv>
#include <cmath>

namespace ratelab {

namespace {

constexpr double kMaxLimitValue = 1'000'000; // keeps every int product in the references exact

constexpr AdaptiveParam kAimd[] = {
    {"initial-limit", "AIMDLimit.Builder.initialLimit", true, 1, kMaxLimitValue, false, 20, "",
     false, "the limit before the first sample"},
    {"min-limit", "AIMDLimit.Builder.minLimit", true, 0, kMaxLimitValue, false, 20, "", false,
     "the lowest limit"},
    {"max-limit", "AIMDLimit.Builder.maxLimit", true, 1, kMaxLimitValue, false, 200, "", false,
     "the highest limit"},
    {"backoff-ratio", "AIMDLimit.Builder.backoffRatio", false, 0.5, 1, true, 0.9, "", false,
     "the factor a drop or a timeout multiplies the limit by"},
    {"timeout-us", "AIMDLimit.Builder.timeout", true, 1, 1e12, false, 5'000'000, "", false,
     "a longer round trip counts as a drop (microseconds; 5 s)"},
};

constexpr AdaptiveParam kVegas[] = {
    {"initial-limit", "VegasLimit.Builder.initialLimit", true, 1, kMaxLimitValue, false, 20, "",
     false, "the limit before the first sample"},
    {"max-limit", "VegasLimit.Builder.maxConcurrency", true, 1, kMaxLimitValue, false, 1000, "",
     false, "the highest limit (the lowest is 1)"},
    {"smoothing", "VegasLimit.Builder.smoothing", false, 0, 1, false, 1.0, "", false,
     "the weight of a new estimate against the old one"},
    {"probe-multiplier", "VegasLimit.Builder.probeMultiplier", true, 0, kMaxLimitValue, false, 30,
     "", false, "probe rtt_noload every jitter x this x limit samples"},
    {"alpha", "VegasLimit.Builder.alpha", true, 0, kMaxLimitValue, false, std::nullopt, "3 x L",
     false, "grow by L while the queue is below it"},
    {"beta", "VegasLimit.Builder.beta", true, 0, kMaxLimitValue, false, std::nullopt, "6 x L",
     false, "shrink by L when the queue is above it; the step at or under the threshold"},
    {"threshold", "VegasLimit.Builder.thresholdFunction", true, 0, kMaxLimitValue, false,
     std::nullopt, "L", false, "a queue at or under it grows the limit by beta"},
    {"probe-jitter", "not in the reference", false, 0.5, 1, true, std::nullopt, "drawn from --seed",
     false, "pin the probe jitter (RateLab's, for comparing with the library)"},
};

constexpr AdaptiveParam kGradient2[] = {
    {"initial-limit", "Gradient2Limit.Builder.initialLimit", true, 1, kMaxLimitValue, false, 20, "",
     false, "the limit before the first sample"},
    {"min-limit", "Gradient2Limit.Builder.minLimit", true, 0, kMaxLimitValue, false, 20, "", false,
     "the lowest limit"},
    {"max-limit", "Gradient2Limit.Builder.maxConcurrency", true, 1, kMaxLimitValue, false, 200, "",
     false, "the highest limit"},
    {"smoothing", "Gradient2Limit.Builder.smoothing", false, 0, 1, false, 0.2, "", false,
     "the weight of a new estimate against the old one"},
    {"queue-size", "Gradient2Limit.Builder.queueSize", true, 0, kMaxLimitValue, false, 4, "", false,
     "added to limit x gradient"},
    {"long-window", "Gradient2Limit.Builder.longWindow", true, 1, kMaxLimitValue, false, 600, "",
     false, "samples in the long-term RTT average"},
    {"rtt-tolerance", "Gradient2Limit.Builder.rttTolerance", false, 1, kMaxLimitValue, false, 1.5,
     "", false, "how much slower than the long-term RTT is no queue"},
};

constexpr AdaptiveParam kEnvoy[] = {
    {"update-interval-ms", "concurrency_limit_params.concurrency_update_interval", true, 1, 1e9,
     false, std::nullopt, "", true, "how often sampleRTT and the limit are recomputed"},
    {"min-rtt-interval-ms", "min_rtt_calc_params.interval", true, 1, 1e9, false, std::nullopt, "",
     true, "how often a minRTT window opens"},
    {"request-count", "min_rtt_calc_params.request_count", true, 1, kMaxLimitValue, false, 50, "",
     false, "samples a minRTT window gathers"},
    {"jitter-pct", "min_rtt_calc_params.jitter", false, 0, 100, false, 15, "", false,
     "a random delay of up to this % of the interval before a minRTT window"},
    {"min-concurrency", "min_rtt_calc_params.min_concurrency", true, 1, kMaxLimitValue, false, 3,
     "", false, "the limit during a minRTT window, and the lowest limit"},
    {"buffer-pct", "min_rtt_calc_params.buffer", false, 0, 100, false, 25, "", false,
     "added to minRTT, in % of it"},
    {"max-limit", "concurrency_limit_params.max_concurrency_limit", true, 1, kMaxLimitValue, false,
     1000, "", false, "the highest limit"},
    {"percentile", "sample_aggregate_percentile", false, 0, 100, false, 50, "", false,
     "the percentile that summarises a window's samples"},
};

constexpr std::array<AdaptiveAlgorithm, 4> kAlgorithms{{
    {"aimd", "Netflix concurrency-limits AIMDLimit", kAimd, false},
    {"vegas", "Netflix concurrency-limits VegasLimit", kVegas, true},
    {"gradient2", "Netflix concurrency-limits Gradient2Limit", kGradient2, false},
    {"envoy-gradient", "Envoy adaptive_concurrency GradientController", kEnvoy, true},
}};

std::optional<double> lookup(const AdaptiveAlgorithm& algorithm, const AdaptiveValues& values,
                             std::string_view option)
{
    if (const auto it = values.find(option); it != values.end())
        return it->second;
    for (const AdaptiveParam& p : algorithm.params)
        if (p.option == option)
            return p.defaultValue;
    return std::nullopt;
}

std::string number(double v)
{
    char text[64];
    const auto result = std::to_chars(text, text + sizeof text, v, std::chars_format::fixed);
    return std::string(text, result.ptr);
}

} // namespace

std::span<const AdaptiveAlgorithm> adaptiveAlgorithms()
{
    return kAlgorithms;
}

const AdaptiveAlgorithm* findAdaptiveAlgorithm(std::string_view id)
{
    for (const AdaptiveAlgorithm& a : kAlgorithms)
        if (a.id == id)
            return &a;
    return nullptr;
}

std::string adaptiveParamProblem(const AdaptiveParam& param, double value)
{
    const bool inRange = std::isfinite(value) && value >= param.min
                         && (param.maxExclusive ? value < param.max : value <= param.max);
    if (inRange && (!param.integer || std::floor(value) == value))
        return {};
    return std::string("expected ") + (param.integer ? "an integer" : "a number") + " in ["
           + number(param.min) + ", " + number(param.max) + (param.maxExclusive ? ")" : "]");
}

std::unique_ptr<AdaptiveLimit> makeAdaptiveLimit(const AdaptiveAlgorithm& algorithm,
                                                 const AdaptiveValues& values, Random random)
{
    const auto get = [&](std::string_view option) { return *lookup(algorithm, values, option); };
    const auto getInt = [&](std::string_view option) { return static_cast<int>(get(option)); };
    const auto optionalInt = [&](std::string_view option) -> std::optional<int> {
        const auto v = lookup(algorithm, values, option);
        return v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
    };
    if (algorithm.id == "aimd") {
        AimdParams p;
        p.initialLimit = getInt("initial-limit");
        p.minLimit = getInt("min-limit");
        p.maxLimit = getInt("max-limit");
        p.backoffRatio = get("backoff-ratio");
        p.timeoutUs = static_cast<std::int64_t>(get("timeout-us"));
        return std::make_unique<AimdLimit>(p);
    }
    if (algorithm.id == "vegas") {
        VegasParams p;
        p.initialLimit = getInt("initial-limit");
        p.maxLimit = getInt("max-limit");
        p.smoothing = get("smoothing");
        p.probeMultiplier = getInt("probe-multiplier");
        p.alpha = optionalInt("alpha");
        p.beta = optionalInt("beta");
        p.threshold = optionalInt("threshold");
        p.probeJitter = lookup(algorithm, values, "probe-jitter");
        return std::make_unique<VegasLimit>(p, random);
    }
    if (algorithm.id == "gradient2") {
        Gradient2Params p;
        p.initialLimit = getInt("initial-limit");
        p.minLimit = getInt("min-limit");
        p.maxLimit = getInt("max-limit");
        p.smoothing = get("smoothing");
        p.queueSize = getInt("queue-size");
        p.longWindow = getInt("long-window");
        p.rttTolerance = get("rtt-tolerance");
        return std::make_unique<Gradient2Limit>(p);
    }
    EnvoyGradientParams p;
    p.updateIntervalMs = static_cast<std::int64_t>(get("update-interval-ms"));
    p.minRttIntervalMs = static_cast<std::int64_t>(get("min-rtt-interval-ms"));
    p.requestCount = static_cast<std::uint32_t>(get("request-count"));
    p.jitterPct = get("jitter-pct");
    p.minConcurrency = static_cast<std::uint32_t>(get("min-concurrency"));
    p.bufferPct = get("buffer-pct");
    p.maxLimit = static_cast<std::uint32_t>(get("max-limit"));
    p.percentile = get("percentile");
    return std::make_unique<EnvoyGradientLimit>(p, random);
}

} // namespace ratelab
