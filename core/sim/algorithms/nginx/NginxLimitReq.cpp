// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/algorithms/nginx/NginxLimitReq.h"

#include "core/sim/algorithms/IntMath.h"

#include <algorithm>

namespace ratelab {
namespace {

// ngx_http_limit_req_lookup's clamp of `now - lr->last`.
std::int64_t elapsedMs(std::int64_t now, std::int64_t last)
{
    const std::int64_t ms = now - last;
    if (ms < -60000)
        return 1;
    return ms < 0 ? 0 : ms;
}

// excess - rate * ms / 1000, floored at 0 (the + 1000 of a new request is the caller's).
Int128 drained(std::int64_t excess, std::int64_t rate, std::int64_t ms)
{
    return excess - mul128(rate, ms) / 1000;
}

// When a request would find excess 0 again, as on a new node (the whole burst free):
// rate * ms / 1000 >= excess + 1000.
std::int64_t resetAt(const KeyState& state, std::int64_t rate)
{
    return toInt64(state.b + ceilDivPos((Int128{state.a} + 1000) * 1000, rate));
}

} // namespace

NginxLimitReq::NginxLimitReq(const LimitParams& params)
    : Algorithm(params)
    , m_rate(milliRate(params))
    , m_burst(params.burst * 1000)
    , m_delay(params.nodelay ? kInt64Max : params.delay * 1000)
{
}

std::int64_t NginxLimitReq::milliRate(const LimitParams& params)
{
    return toInt64(mul128(params.limit, 1'000'000) / params.windowMs);
}

Decision NginxLimitReq::decide(KeyState& state, const DecideInput& in) const
{
    const std::int64_t now = in.nowMs;
    Decision d;
    d.limit = m_params.limit;
    std::int64_t excess = 0;
    if (!state.present) {
        // A new node: excess 0, last = now, and the request is accounted with excess 0.
        state.present = true;
        state.a = 0;
        state.b = now;
    } else {
        const std::int64_t ms = elapsedMs(now, state.b);
        const Int128 e = drained(state.a, m_rate, ms) + 1000;
        excess = e < 0 ? 0 : toInt64(e);
        if (excess > m_burst) {
            // NGX_BUSY: the node is left as it was. Admitted once the drained excess plus this
            // request fits the burst: rate * ms' / 1000 >= need, i.e. ms' >= ceil(need*1000/rate).
            const Int128 need = Int128{state.a} + 1000 - m_burst;
            const Int128 msNeeded = ceilDivPos(need * 1000, m_rate);
            d.retryAfterMs = std::max<std::int64_t>(1, toInt64(state.b + msNeeded - now));
            d.remaining = 0;
            d.resetMs = resetAt(state, m_rate);
            return d;
        }
        state.a = excess;
        if (ms != 0)
            state.b = now;
    }
    d.allowed = true;
    // ngx_http_limit_req_account: no delay while excess <= delay, else the time to drain the rest.
    if (excess > m_delay)
        d.delayMs = toInt64(mul128(excess - m_delay, 1000) / m_rate);
    d.remaining = std::max<std::int64_t>(0, (m_burst - excess) / 1000);
    d.resetMs = resetAt(state, m_rate);
    return d;
}

void NginxLimitReq::spendAtOnce(KeyState& state, const DecideInput& in, std::int64_t units) const
{
    DecideInput one = in;
    one.cost = 1;
    if (units <= 0 || !decide(state, one).allowed)
        return;
    // The first request drained the excess to now and left ms = 0 for the others (last = now, or
    // ahead of now by at most 60 s), so each of them adds 1000 while it fits the burst. Counted
    // at once rather than one decide() per request: a burst may be millions.
    const std::int64_t fit = (m_burst - state.a) / 1000;
    state.a += 1000 * std::min(units - 1, fit);
}

double NginxLimitReq::level(const KeyState& state, std::int64_t nowMs) const
{
    if (!state.present)
        return 0.0;
    const Int128 e = drained(state.a, m_rate, elapsedMs(nowMs, state.b));
    return e <= 0 ? 0.0 : static_cast<double>(e) / 1000.0;
}

} // namespace ratelab
