#include "core/sim/engine/ScenarioValidator.h"

#include "core/sim/traffic/KeyTemplate.h"
#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <cmath>
#include <set>
#include <stdexcept>
#include <string>

namespace ratelab {
namespace {

std::string at(const std::string& base, std::size_t i)
{
    return base + "[" + std::to_string(i) + "]";
}

[[noreturn]] void fail(const std::string& field, const std::string& what)
{
    throw std::invalid_argument(field + ": " + what);
}

void atLeast(const std::string& field, std::int64_t value, std::int64_t min)
{
    if (value < min)
        fail(field, "must be at least " + std::to_string(min) + " (got " + std::to_string(value) + ")");
}

void atMost(const std::string& field, std::int64_t value, std::int64_t max)
{
    if (value > max)
        fail(field, "must be at most " + std::to_string(max) + " (got " + std::to_string(value) + ")");
}

void inRange(const std::string& field, std::int64_t value, std::int64_t min, std::int64_t max)
{
    atLeast(field, value, min);
    atMost(field, value, max);
}

void positiveRate(const std::string& field, double rate)
{
    // Constant arrivals are exact to a thousandth of a request per second.
    if (!std::isfinite(rate) || rate < 0.001 || rate > 1e9)
        fail(field, "must be a number from 0.001 to 1e9 (requests per second)");
}

void validateArrival(const std::string& p, const ArrivalSpec& a, const LaneSpec& firstLane)
{
    inRange(p + ".start_ms", a.startMs, 0, kMaxDurationMs);
    if (a.endMs != -1) {
        inRange(p + ".end_ms", a.endMs, 0, kMaxDurationMs);
        if (a.endMs < a.startMs)
            fail(p + ".end_ms", "must not be before start_ms (or -1 for the end of the run)");
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
            fail(p + ".repeat_every_ms", "must be longer than one burst ((count - 1) * spacing_ms = " +
                                             std::to_string((count - 1) * a.spacingMs) + ")");
        break;
    }
    case ArrivalKind::BoundaryAttacker: {
        inRange(p + ".count", a.count, 0, kMaxLimit);
        inRange(p + ".window_ms", a.windowMs, 0, kMaxWindowMs);
        const std::int64_t window = a.windowMs > 0 ? a.windowMs : firstLane.params.windowMs;
        inRange(p + ".spread_ms", a.spreadMs, 0, window);
        inRange(p + ".repeat_every_ms", a.repeatEveryMs, 0, kMaxDurationMs);
        const std::int64_t spread = a.spreadMs;
        const std::int64_t period = a.repeatEveryMs > 0 ? (a.repeatEveryMs + window - 1) / window * window : 0;
        if (period > 0 && period < 2 * spread)
            fail(p + ".repeat_every_ms", "attacks would overlap: rounded up to whole windows it must be at least 2 * spread_ms");
        break;
    }
    case ArrivalKind::Trace:
        for (std::size_t i = 0; i < a.timesMs.size(); ++i)
            inRange(at(p + ".times_ms", i), a.timesMs[i], 0, kMaxDurationMs);
        break;
    }
}

void validateClient(const std::string& p, const ClientSpec& c, const LaneSpec& firstLane)
{
    if (c.name.empty())
        fail(p + ".name", "must not be empty");
    inRange(p + ".count", c.count, 1, kMaxClients);
    inRange(p + ".cost", c.cost, 1, kMaxLimit);
    inRange(p + ".service_ms", c.serviceMs, 0, kMaxDurationMs);
    validateArrival(p + ".arrival", c.arrival, firstLane);
    inRange(p + ".retry.max_attempts", c.retry.maxAttempts, 0, kMaxRetryAttempts);
    inRange(p + ".retry.base_ms", c.retry.baseMs, 0, kMaxDurationMs);
    inRange(p + ".retry.cap_ms", c.retry.capMs, 0, kMaxDurationMs);
}

void validateLane(const std::string& p, const LaneSpec& l)
{
    if (l.name.empty())
        fail(p + ".name", "must not be empty");
    inRange(p + ".limit", l.params.limit, 1, kMaxLimit);
    inRange(p + ".window_ms", l.params.windowMs, 1, kMaxWindowMs);
    inRange(p + ".burst", l.params.burst, 0, kMaxLimit);
    if (const std::string problem = limitParamsProblem(l.params); !problem.empty())
        fail(p, problem);
    if (auto error = KeyTemplate::check(l.keyTemplate))
        fail(p + ".key", *error);
    if (!std::isfinite(l.softLimitFraction) || l.softLimitFraction < 0.0 || l.softLimitFraction > 1.0)
        fail(p + ".soft_limit", "must be from 0 (off) to 1");
}

} // namespace

void validateScenario(const Scenario& s)
{
    inRange("duration_ms", s.durationMs, 1, kMaxDurationMs);
    inRange("bucket_ms", s.bucketMs, 1, kMaxDurationMs);
    if ((s.durationMs + s.bucketMs - 1) / s.bucketMs > kMaxBuckets)
        fail("bucket_ms", "too small for duration_ms: more than " + std::to_string(kMaxBuckets) + " buckets");
    atLeast("request_log_limit", s.requestLogLimit, 0);
    if (s.lanes.empty())
        fail("lanes", "at least one lane is needed");
    if (s.lanes.size() > kMaxLanes)
        fail("lanes", "at most " + std::to_string(kMaxLanes) + " lanes");
    std::set<std::string> names;
    for (std::size_t i = 0; i < s.lanes.size(); ++i) {
        validateLane(at("lanes", i), s.lanes[i]);
        if (!names.insert(s.lanes[i].name).second)
            fail(at("lanes", i) + ".name", "duplicate lane name \"" + s.lanes[i].name + "\"");
    }
    std::int64_t members = 0;
    for (std::size_t i = 0; i < s.clients.size(); ++i) {
        validateClient(at("clients", i), s.clients[i], s.lanes.front());
        members += s.clients[i].count;
        if (members > kMaxClients)
            fail(at("clients", i) + ".count", "more than " + std::to_string(kMaxClients) + " clients in all");
    }
}

} // namespace ratelab
