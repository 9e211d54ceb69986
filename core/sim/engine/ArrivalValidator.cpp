// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/ArrivalValidator.h"

#include "core/sim/engine/ValidatorSupport.h"
#include "core/sim/model/ScenarioLimits.h"

#include <cmath>
#include <string>

namespace ratelab::validation {
namespace {

void positiveRate(const std::string& field, double rate)
{
    // Constant arrivals are exact to a thousandth of a request per second.
    if (!std::isfinite(rate) || rate < 0.001 || rate > 1e9)
        fail(field, "must be a number from 0.001 to 1e9 (requests per second)");
}

void validateArrival(const std::string& p, const ArrivalSpec& a, const LaneSpec& firstLane)
{
    inRange(p + ".start_ms", a.startMs, 0, kMaxDurationMs);
    if (a.endMs != -1 && a.kind != ArrivalKind::Trace) {
        inRange(p + ".end_ms", a.endMs, 0, kMaxDurationMs);
        if (a.endMs <= a.startMs)
            fail(p + ".end_ms", "expected -1 (until the run ends) or a time after start_ms ("
                                    + std::to_string(a.startMs) + "), got "
                                    + std::to_string(a.endMs));
    }
    switch (a.kind) {
    case ArrivalKind::Constant:
        positiveRate(p + ".rate_per_sec", a.ratePerSec);
        inRange(p + ".phase_ms", a.phaseMs, 0, kMaxDurationMs);
        break;
    case ArrivalKind::Poisson:
        positiveRate(p + ".rate_per_sec", a.ratePerSec);
        break;
    case ArrivalKind::OnOff:
        positiveRate(p + ".rate_per_sec", a.ratePerSec);
        inRange(p + ".on_ms", a.onMs, 1, kMaxDurationMs);
        inRange(p + ".off_ms", a.offMs, 0, kMaxDurationMs);
        break;
    case ArrivalKind::Diurnal:
        positiveRate(p + ".rate_per_sec", a.ratePerSec);
        if (!std::isfinite(a.peakRatePerSec) || a.peakRatePerSec < 0 || a.peakRatePerSec > 1e9)
            fail(p + ".peak_rate_per_sec", "must be a number from 0 to 1e9 (requests per second)");
        inRange(p + ".period_ms", a.periodMs, 1, kMaxWindowMs);
        break;
    case ArrivalKind::Burst: {
        inRange(p + ".count", a.count, 0, kMaxLimit);
        inRange(p + ".spacing_ms", a.spacingMs, 0, kMaxDurationMs);
        inRange(p + ".repeat_every_ms", a.repeatEveryMs, 0, kMaxDurationMs);
        const std::int64_t count = a.count > 0 ? a.count : firstLane.params.limit;
        if (a.spacingMs > 0 && count - 1 > kMaxDurationMs / a.spacingMs)
            fail(p + ".spacing_ms", "one burst would last longer than a year");
        if (a.repeatEveryMs > 0 && a.repeatEveryMs <= (count - 1) * a.spacingMs)
            fail(p + ".repeat_every_ms",
                 "must be longer than one burst ((count - 1) * spacing_ms = "
                     + std::to_string((count - 1) * a.spacingMs) + ")");
        break;
    }
    case ArrivalKind::BoundaryAttacker: {
        inRange(p + ".count", a.count, 0, kMaxLimit);
        inRange(p + ".window_ms", a.windowMs, 0, kMaxWindowMs);
        const std::int64_t window = a.windowMs > 0 ? a.windowMs : firstLane.params.windowMs;
        inRange(p + ".spread_ms", a.spreadMs, 0, window);
        inRange(p + ".repeat_every_ms", a.repeatEveryMs, 0, kMaxDurationMs);
        const std::int64_t spread = a.spreadMs;
        const std::int64_t period =
            a.repeatEveryMs > 0 ? (a.repeatEveryMs + window - 1) / window * window : 0;
        if (period > 0 && period < 2 * spread)
            fail(
                p + ".repeat_every_ms",
                "attacks would overlap: rounded up to whole windows it must be at least 2 * spread_ms");
        break;
    }
    case ArrivalKind::TraceFile:
        if (a.traceFile.empty())
            fail(p + ".file",
                 "required for trace-file arrivals: the access log or trace to replay");
        if (a.traceIdentity.empty())
            fail(p + ".identity", "must name the identity: ip, user or a CSV column");
        else if (a.traceFormat != LogFormat::Csv && a.traceIdentity != "ip"
                 && a.traceIdentity != "user")
            fail(p + ".identity", "expected ip or user for an access log (a column name needs "
                                  "format csv), got \""
                                      + a.traceIdentity + "\"");
        break;
    case ArrivalKind::Trace:
        for (std::size_t i = 0; i < a.timesMs.size(); ++i) {
            inRange(at(p + ".times_ms", i), a.timesMs[i], 0, kMaxDurationMs);
            if (i > 0 && a.timesMs[i] < a.timesMs[i - 1])
                fail(at(p + ".times_ms", i),
                     "expected a time >= " + std::to_string(a.timesMs[i - 1])
                         + " (times must not decrease), got " + std::to_string(a.timesMs[i]));
        }
        break;
    }
}

// A bucket smaller than one request would hold that request forever.
void validateClientLimiter(const std::string& p, const ClientLimiterSpec& l, std::int64_t cost)
{
    inRange(p + ".capacity", l.capacity, 0, kMaxLimit);
    if (!l.enabled())
        return;
    inRange(p + ".refill_per_sec", l.refillPerSec, 1, kMaxLimit);
    inRange(p + ".reserve_percent", l.reservePercent, 0, 90);
    inRange(p + ".max_wait_ms", l.maxWaitMs, 0, kMaxDurationMs);
    if (l.capacity < cost)
        fail(p + ".capacity", "must hold at least one request: it is " + std::to_string(l.capacity)
                                  + " tokens and the client's cost is " + std::to_string(cost));
}

} // namespace

void validateClient(const std::string& p, const ClientSpec& c, const LaneSpec& firstLane)
{
    if (c.name.empty())
        fail(p + ".name", "must not be empty");
    inRange(p + ".count", c.count, 1, kMaxClients);
    inRange(p + ".cost", c.cost, 1, kMaxLimit);
    inRange(p + ".service_ms", c.serviceMs, 0, kMaxDurationMs);
    validateArrival(p + ".arrival", c.arrival, firstLane);
    if (c.arrival.kind == ArrivalKind::TraceFile && c.count != 1)
        fail(p + ".count", "a trace-file client's members are the identities of its file; leave "
                           "count at 1, got "
                               + std::to_string(c.count));
    inRange(p + ".retry.max_attempts", c.retry.maxAttempts, 0, kMaxRetryAttempts);
    inRange(p + ".retry.base_ms", c.retry.baseMs, 0, kMaxDurationMs);
    inRange(p + ".retry.cap_ms", c.retry.capMs, 0, kMaxDurationMs);
    // gRPC's retryThrottling bounds: max_tokens in (0, 1000], token_ratio above 0.
    inRange(p + ".retry.budget_tokens", c.retry.budgetTokens, 0, 1000);
    if (!(c.retry.budgetRatio > 0.0) || c.retry.budgetRatio > 1000.0)
        fail(p + ".retry.budget_ratio", "must be above 0 and at most 1000");
    validateClientLimiter(p + ".client_limiter", c.limiter, c.cost);
}

} // namespace ratelab::validation
