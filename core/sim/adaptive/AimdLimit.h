// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Netflix concurrency-limits' AIMDLimit (limit/AIMDLimit.java): +1 when the request saw at least
// half the limit in flight, times backoffRatio (truncated) on a drop or a round trip over the
// timeout, clamped to [minLimit, maxLimit]. Defaults are the Builder's. Owned by its user;
// single-threaded.
#include "core/sim/adaptive/AdaptiveLimit.h"

namespace ratelab {

struct AimdParams {
    int initialLimit = 20;
    int minLimit = 20;
    int maxLimit = 200;
    double backoffRatio = 0.9;          // the Builder refuses values outside [0.5, 1)
    std::int64_t timeoutUs = 5'000'000; // 5 s; a longer round trip counts as a drop
};

class AimdLimit final : public AdaptiveLimit {
public:
    explicit AimdLimit(const AimdParams& params);

    int onSample(std::int64_t rttUs, int inflight, bool dropped) override;
    [[nodiscard]] int limit() const override { return m_limit; }

private:
    AimdParams m_params;
    int m_limit;
};

} // namespace ratelab
