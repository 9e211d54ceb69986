// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Netflix concurrency-limits' VegasLimit (limit/VegasLimit.java): the queue a request saw,
// ceil(limit x (1 - rtt_noload / rtt)), against thresholds from Log10RootIntFunction (alpha = 3L,
// beta = 6L, threshold = L, step L), and a new rtt_noload probed every jitter x probeMultiplier x
// limit samples. The probe jitter is drawn from the seeded stream it is given, uniform in
// [0.5, 1) as ThreadLocalRandom.nextDouble(0.5, 1) draws it, unless params pin it. Owned by its
// user; single-threaded.
#include "core/sim/Random.h"
#include "core/sim/adaptive/AdaptiveLimit.h"

#include <optional>

namespace ratelab {

struct VegasParams {
    int initialLimit = 20;
    int maxLimit = 1000; // Builder.maxConcurrency
    double smoothing = 1.0;
    int probeMultiplier = 30;
    // Builder.alpha(int) / beta(int) / thresholdFunction(x -> n); unset: the functions of L.
    std::optional<int> alpha;
    std::optional<int> beta;
    std::optional<int> threshold;
    // Not a reference parameter: a fixed jitter (in [0.5, 1)) instead of a drawn one, so a run
    // can be compared with the library, whose ThreadLocalRandom cannot be seeded.
    std::optional<double> probeJitter;
};

class VegasLimit final : public AdaptiveLimit {
public:
    VegasLimit(const VegasParams& params, Random random);

    int onSample(std::int64_t rttUs, int inflight, bool dropped) override;
    [[nodiscard]] int limit() const override { return m_limit; }

private:
    int update(std::int64_t rttNs, int inflight, bool dropped);
    int updateEstimate(std::int64_t rttNs, int inflight, bool dropped);
    void resetProbeJitter();

    VegasParams m_params;
    Random m_random;
    double m_estimated;
    std::int64_t m_rttNoLoadNs = 0; // 0: none yet
    int m_probeCount = 0;
    double m_probeJitter = 0.0;
    int m_limit;
};

} // namespace ratelab
