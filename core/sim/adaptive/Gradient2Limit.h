// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Netflix concurrency-limits' Gradient2Limit (limit/Gradient2Limit.java): gradient =
// clamp(rttTolerance x longRtt / rtt, 0.5, 1) with longRtt an ExpAvgMeasurement(longWindow, 10)
// of every round trip (decayed x 0.95 when it is over twice the sample's), new = limit x gradient
// + queueSize, smoothed, clamped to [minLimit, maxLimit]; no change while fewer than half the
// limit are in flight. Defaults are the Builder's. Owned by its user; single-threaded.
#include "core/sim/adaptive/AdaptiveLimit.h"
#include "core/sim/adaptive/ExpAvgMeasurement.h"

namespace ratelab {

struct Gradient2Params {
    int initialLimit = 20;
    int minLimit = 20;
    int maxLimit = 200; // Builder.maxConcurrency
    double smoothing = 0.2;
    int queueSize = 4;
    int longWindow = 600;
    double rttTolerance = 1.5; // the Builder refuses values under 1
};

class Gradient2Limit final : public AdaptiveLimit {
public:
    explicit Gradient2Limit(const Gradient2Params& params);

    int onSample(std::int64_t rttUs, int inflight, bool dropped) override;
    [[nodiscard]] int limit() const override { return m_limit; }
    [[nodiscard]] double longRttNs() const { return m_longRtt.value(); }

private:
    int update(std::int64_t rttNs, int inflight);

    Gradient2Params m_params;
    double m_estimated;
    ExpAvgMeasurement m_longRtt;
    int m_limit;
};

} // namespace ratelab
