// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Envoy's adaptive concurrency filter, its GradientController
// (source/extensions/filters/http/adaptive_concurrency/controller/gradient_controller.cc):
// a minRTT window pins the limit at minConcurrency until requestCount samples give the minRTT (a
// percentile of them); every updateInterval the percentile of the window's samples is sampleRTT
// and limit' = L x g + sqrt(L x g), g = clamp((minRTT + buffer) / sampleRTT, 0.5, 2), truncated
// and clamped to [minConcurrency, maxLimit]. The next minRTT window opens minRttInterval plus a
// jitter drawn from the seeded stream later, or at once after five windows at the minimum.
// Time is what advanceTo() says (the CLI: each sample's end_us). Owned by its user;
// single-threaded.
#include "core/sim/Random.h"
#include "core/sim/adaptive/AdaptiveLimit.h"
#include "core/sim/adaptive/LatencyHistogram.h"

#include <cstdint>
#include <optional>

namespace ratelab {

struct EnvoyGradientParams {
    std::int64_t updateIntervalMs = 0; // concurrency_update_interval: required, no default
    std::int64_t minRttIntervalMs = 0; // min_rtt_calc_params.interval: required here
    std::uint32_t requestCount = 50;   // min_rtt_calc_params.request_count
    double jitterPct = 15;             // min_rtt_calc_params.jitter
    std::uint32_t minConcurrency = 3;  // min_rtt_calc_params.min_concurrency
    double bufferPct = 25;             // min_rtt_calc_params.buffer
    std::uint32_t maxLimit = 1000;     // concurrency_limit_params.max_concurrency_limit
    double percentile = 50;            // sample_aggregate_percentile
};

class EnvoyGradientLimit final : public AdaptiveLimit {
public:
    EnvoyGradientLimit(const EnvoyGradientParams& params, Random random);

    void advanceTo(std::int64_t nowUs) override;
    int onSample(std::int64_t rttUs, int inflight, bool dropped) override;
    [[nodiscard]] int limit() const override { return static_cast<int>(m_limit); }

    [[nodiscard]] bool inMinRttWindow() const { return m_deferredLimit > 0; }
    [[nodiscard]] std::int64_t minRttUs() const { return m_minRttNs / 1000; }
    [[nodiscard]] std::int64_t sampleRttUs() const { return m_sampleRttNs / 1000; }

private:
    struct Timer {
        std::optional<std::int64_t> dueUs;
        std::uint64_t armedSeq = 0; // of two timers due at once, the one armed first fires first
    };

    void arm(Timer& timer, std::int64_t dueUs);
    void enterMinRttWindow();
    void updateMinRtt();
    void onSampleTimer();
    void updateLimit(std::uint32_t newLimit);
    [[nodiscard]] std::uint32_t calculateNewLimit() const;
    [[nodiscard]] std::int64_t jitteredIntervalUs();
    [[nodiscard]] std::int64_t summaryUs(); // the percentile of the window, then cleared

    EnvoyGradientParams m_params;
    Random m_random;
    LatencyHistogram m_histogram;
    std::int64_t m_nowUs = 0;
    std::int64_t m_epochUs = 0; // samples sent before it belong to an earlier window
    std::uint32_t m_limit;
    std::uint32_t m_deferredLimit = 0; // > 0: in a minRTT window, the limit to restore
    std::int64_t m_minRttNs = 0;
    std::int64_t m_sampleRttNs = 0;
    std::uint32_t m_consecutiveAtMin = 0;
    Timer m_minRttTimer;
    Timer m_sampleTimer;
    std::uint64_t m_seq = 0;
};

} // namespace ratelab
