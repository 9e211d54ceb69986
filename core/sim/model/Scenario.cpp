// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/model/Scenario.h"

#include "core/sim/EnumTable.h"

namespace ratelab {
namespace {

constexpr std::array<EnumEntry<ArrivalKind>, 8> kArrivals{{
    {ArrivalKind::Poisson, "poisson",
     "Random arrivals at an average rate, like many independent users."},
    {ArrivalKind::Constant, "constant", "One request every 1/rate seconds, like a polling script."},
    {ArrivalKind::OnOff, "on-off",
     "Random arrivals during on_ms, then silence for off_ms, repeating."},
    {ArrivalKind::Diurnal, "diurnal",
     "Random arrivals whose rate swings between rate and peak rate over a period, like daily "
     "traffic."},
    {ArrivalKind::BoundaryAttacker, "boundary-attacker",
     "Fires count requests just before a window boundary and count more just after it."},
    {ArrivalKind::Burst, "burst",
     "Count requests at once (or spacing_ms apart), optionally repeated."},
    {ArrivalKind::Trace, "trace", "Requests at exactly the listed times."},
    {ArrivalKind::TraceFile, "trace-file",
     "One request per line of an access log or CSV trace, replayed from the file as it is read."},
}};
static_assert(eachValueOnce(kArrivals), "one row per value");

constexpr std::array<EnumEntry<RetryKind>, 7> kRetries{{
    {RetryKind::None, "none", "A rejected request is dropped."},
    {RetryKind::Immediate, "immediate",
     "Retries at once: the retry storm that makes overload worse."},
    {RetryKind::HonourRetryAfter, "retry-after",
     "Waits the Retry-After header's whole seconds (ceil of the wait), then retries."},
    {RetryKind::ExponentialBackoff, "exponential",
     "Waits base_ms * 2^attempt (capped at cap_ms) before each retry."},
    {RetryKind::ExponentialJitter, "exponential-jitter",
     "Waits a random time up to base_ms * 2^attempt (capped): full jitter spreads retries out."},
    {RetryKind::RetryAfterExact, "retry-after-exact",
     "Model only: waits the limiter's retry-after to the millisecond (real headers carry whole "
     "seconds)."},
    {RetryKind::RetryAfterJitter, "retry-after-jitter",
     "Waits the Retry-After header's whole seconds, then a random extra up to base_ms: clients "
     "told the same second no longer return in the same millisecond."},
}};
static_assert(eachValueOnce(kRetries), "one row per value");

constexpr std::array<EnumEntry<ChargeMode>, 3> kCharges{{
    {ChargeMode::AllOrNothing, "all-or-nothing",
     "A refused request changes no rule's state, as nginx undoes the zones it passed."},
    {ChargeMode::UpToRefusing, "up-to-refusing",
     "Rules run in order and stop at the first refusal: the rules before it stay charged."},
    {ChargeMode::EveryRule, "every-rule",
     "Every matching rule decides; the rules that admit are charged even when another refuses."},
}};
static_assert(eachValueOnce(kCharges), "one row per value");

constexpr std::array<EnumEntry<LimiterSync>, 2> kSyncs{{
    {LimiterSync::Headers, "headers",
     "Every response's Remaining sets the client's tokens (less the reserve); when nothing is "
     "left, or on a 429, the client waits for Reset or Retry-After."},
    {LimiterSync::None, "none",
     "The client trusts its own bucket alone and never reads the upstream's headers."},
}};
static_assert(eachValueOnce(kSyncs), "one row per value");

constexpr std::array<EnumEntry<LogFormat>, 3> kLogFormats{{
    {LogFormat::Common, "common",
     "Common Log Format: host ident user [time] \"request\" status bytes (Apache's common)."},
    {LogFormat::Combined, "combined",
     "Combined Log Format: Common plus \"referer\" \"user agent\" (nginx's and Apache's "
     "default)."},
    {LogFormat::Csv, "csv",
     "CSV with a header: time (epoch ms or ISO 8601), the identity column, path, and optionally "
     "method and status."},
}};
static_assert(eachValueOnce(kLogFormats), "one row per value");

} // namespace

std::span<const EnumEntry<LogFormat>> logFormatNames()
{
    return kLogFormats;
}

std::span<const EnumEntry<ArrivalKind>> arrivalKindNames()
{
    return kArrivals;
}

std::span<const EnumEntry<RetryKind>> retryKindNames()
{
    return kRetries;
}

std::span<const EnumEntry<LimiterSync>> limiterSyncNames()
{
    return kSyncs;
}

std::span<const EnumEntry<ChargeMode>> chargeModeNames()
{
    return kCharges;
}

std::vector<RuleSpec> laneRules(const LaneSpec& lane)
{
    if (!lane.rules.empty())
        return lane.rules;
    RuleSpec rule;
    rule.name = lane.name;
    rule.algorithm = lane.algorithm;
    rule.params = lane.params;
    rule.keyTemplate = lane.keyTemplate;
    return {rule};
}

bool isPolicyLane(const LaneSpec& lane)
{
    return lane.rules.size() > 1 || (lane.rules.size() == 1 && !lane.rules.front().match.empty());
}

} // namespace ratelab
