// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// nginx limit_req, decision for decision as ngx_http_limit_req_module.c computes it: the rate in
// milli-requests per second (floor(N x 10^6 / W), nginx's `rate=`), an excess in thousandths of a
// request that drains at that rate, `burst=` and `delay=`/`nodelay` compared x 1000 as the C
// source does. A request costs one request (nginx has no cost); callers refuse other costs.
// Immutable after construction; decide() may run on any thread.
//
// KeyState use: present = the key's node exists (created, excess 0, at the key's first request),
// a = lr->excess (thousandths), b = lr->last (ms). c and log are unused. A rejection changes
// nothing (NGX_BUSY returns before the node is written). The node never expires here: nginx's
// LRU clean-up (ngx_http_limit_req_expire) depends on other keys' traffic and is not modelled.
#include "core/sim/algorithms/Algorithm.h"

namespace ratelab {

class NginxLimitReq final : public Algorithm {
public:
    explicit NginxLimitReq(const LimitParams& params);

    // ctx->rate for N requests per W ms: 1 = 0.001 r/s. 0 when the rate is below nginx's 1.
    static std::int64_t milliRate(const LimitParams& params);

    [[nodiscard]] AlgorithmKind kind() const override { return AlgorithmKind::Nginx; }
    Decision decide(KeyState& state, const DecideInput& in) const override;
    // The excess in requests, drained to nowMs.
    [[nodiscard]] double level(const KeyState& state, std::int64_t nowMs) const override;
    [[nodiscard]] double levelLimit() const override { return static_cast<double>(m_params.burst); }

private:
    // nginx takes requests, not costs: `units` requests at one instant.
    void spendAtOnce(KeyState& state, const DecideInput& in, std::int64_t units) const override;

    std::int64_t m_rate;  // milli-requests per second
    std::int64_t m_burst; // limit->burst = burst x 1000
    std::int64_t m_delay; // limit->delay = delay x 1000 (nodelay: effectively infinite)
};

} // namespace ratelab
