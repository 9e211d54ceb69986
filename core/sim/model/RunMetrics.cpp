// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/model/RunMetrics.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <array>

namespace ratelab {
namespace {

constexpr MetricValue integer(std::int64_t v)
{
    return {MetricKind::Integer, v, 0.0, {}};
}
constexpr MetricValue real(double v)
{
    return {MetricKind::Real, 0, v, {}};
}
constexpr MetricValue millis(SimTime v)
{
    return {MetricKind::TimeMs, v, 0.0, {}};
}
MetricValue text(std::string_view v)
{
    return {MetricKind::Text, 0, 0.0, v};
}

using S = LaneSummary;
using K = MetricKind;

// clang-format off
const std::array<MetricColumn<S>, 47> kSummary{{
    {"lane", K::Text, [](const S& s) { return text(s.lane); }, true, false, "the lane's name"},
    {"algorithm", K::Text, [](const S& s) { return text(s.rules.size() > 1 ? std::string_view("policy") : algorithmInfo(s.algorithm).id); }, true, false, "the lane's algorithm id"},
    {"admitted", K::Integer, [](const S& s) { return integer(s.admitted); }, true, true, "requests admitted, retries included"},
    {"rejected", K::Integer, [](const S& s) { return integer(s.rejected); }, true, true, "requests rejected, retries included"},
    {"failed_open", K::Integer, [](const S& s) { return integer(s.failedOpen); }, true, true, "admitted because the store failed"},
    {"failed_closed", K::Integer, [](const S& s) { return integer(s.failedClosed); }, true, true, "rejected because the store failed"},
    {"max_admitted_any_window", K::Integer, [](const S& s) { return integer(s.maxAdmittedAnyWindow); }, true, true, "the most cost units one key had admitted in any interval of one window length"},
    {"limit", K::Integer, [](const S& s) { return integer(s.limit); }, true, false, "the lane's limit N"},
    {"over_admission_ratio", K::Real, [](const S& s) { return real(s.overAdmissionRatio); }, true, true, "max_admitted_any_window / limit"},
    {"errors", K::Integer, [](const S& s) { return integer(s.errors); }, true, true, "requests whose store call failed"},
    {"would_reject", K::Integer, [](const S& s) { return integer(s.wouldReject); }, true, true, "dry run: rejections that were not enforced"},
    {"retries", K::Integer, [](const S& s) { return integer(s.retries); }, true, true, "retried attempts sent"},
    {"requests", K::Integer, [](const S& s) { return integer(s.requests); }, true, true, "decisions made, retries included"},
    {"false_positive_rate", K::Real, [](const S& s) { return real(s.falsePositiveRate); }, true, true, "legitimate first attempts rejected / legitimate first attempts (retries apart)"},
    {"p50_delay_ms", K::Real, [](const S& s) { return real(s.p50DelayMs); }, true, true, "median latency the limiter added"},
    {"p99_delay_ms", K::Real, [](const S& s) { return real(s.p99DelayMs); }, true, true, "99th percentile of the latency the limiter added"},
    {"window_ms", K::Integer, [](const S& s) { return integer(s.windowMs); }, true, false, "the lane's window W"},
    {"keys", K::Integer, [](const S& s) { return integer(s.keys); }, true, true, "keys the store held at the end"},
    {"state_bytes", K::Integer, [](const S& s) { return integer(s.stateBytes); }, true, true, "bytes of limiter state at the end"},
    {"max_window_key", K::Text, [](const S& s) { return text(s.maxWindowKey); }, true, true, "the key of max_admitted_any_window"},
    {"max_window_start_ms", K::TimeMs, [](const S& s) { return millis(s.maxWindowStart); }, true, true, "where that window starts"},
    {"max_window_end_ms", K::TimeMs, [](const S& s) { return millis(s.maxWindowEnd); }, true, true, "where that window ends"},
    {"rejected_retries", K::Integer, [](const S& s) { return integer(s.rejectedRetries); }, true, true, "retries rejected (not in false_positive_rate)"},
    {"state_bytes_per_key", K::Real, [](const S& s) { return real(s.stateKeys > 0 ? static_cast<double>(s.stateBytes) / static_cast<double>(s.stateKeys) : 0.0); }, true, true, "state_bytes / keys that held state at the end (0 when none)"},
    {"shed", K::Integer, [](const S& s) { return integer(s.shed); }, true, true, "admitted requests the backend answered 503 (its line full, or waited too long)"},
    {"goodput", K::Integer, [](const S& s) { return integer(s.goodput); }, true, true, "admitted requests answered while their client still waited (admitted, without a backend)"},
    {"timed_out", K::Integer, [](const S& s) { return integer(s.timedOut); }, true, true, "admitted requests whose client gave up waiting, or whose dependency call found no connection in time"},
    {"p99_latency_ms", K::Real, [](const S& s) { return real(s.p99LatencyMs); }, true, true, "99th percentile of the goodput's time from decision to answer (0 without a backend)"},
    {"legitimate_requests", K::Integer, [](const S& s) { return integer(s.legitimateRequests); }, false, true, "first attempts of legitimate clients"},
    {"legitimate_rejected", K::Integer, [](const S& s) { return integer(s.legitimateRejected); }, false, true, "first attempts of legitimate clients rejected"},
    {"soft_warnings", K::Integer, [](const S& s) { return integer(s.softWarnings); }, false, true, "responses that carried the soft-limit warning"},
    {"decisions", K::Integer, [](const S& s) { return integer(s.admitted + s.rejected); }, false, true, "admitted + rejected"},
    {"penalty_refused", K::Integer, [](const S& s) { return integer(s.penaltyRefused); }, false, true, "requests refused because a penalty blocked their key"},
    {"penalty_blocks", K::Integer, [](const S& s) { return integer(s.penaltyBlocks); }, false, true, "penalty blocks started"},
    {"abusive_admitted", K::Integer, [](const S& s) { return integer(s.abusiveAdmitted); }, false, true, "admitted requests (retries included) of clients marked not legitimate"},
    {"p50_latency_ms", K::Real, [](const S& s) { return real(s.p50LatencyMs); }, false, true, "median of the goodput's time from decision to answer"},
    {"served_late", K::Integer, [](const S& s) { return integer(s.servedLate); }, false, true, "requests the backend finished after their client had given up (wasted work)"},
    {"limit_min", K::Integer, [](const S& s) { return integer(s.limitMin); }, false, true, "the lowest limit in force (an adaptive lane's moves)"},
    {"limit_max", K::Integer, [](const S& s) { return integer(s.limitMax); }, false, true, "the highest limit in force"},
    {"limit_end", K::Integer, [](const S& s) { return integer(s.limitEnd); }, false, true, "the limit in force at the end"},
    {"retry_budget_refused", K::Integer, [](const S& s) { return integer(s.retryBudgetRefused); }, false, true, "retries a client's retry budget kept back"},
    {"connections_opened", K::Integer, [](const S& s) { return integer(s.connectionsOpened); }, false, true, "long-lived connections opened (their upgrades admitted)"},
    {"connections_refused", K::Integer, [](const S& s) { return integer(s.connectionsRefused); }, false, true, "connection attempts refused because their key held websocket.max_connections"},
    {"connections_rate_limited", K::Integer, [](const S& s) { return integer(s.connectionsRateLimited); }, false, true, "connection attempts (upgrades) the lane's limiter refused"},
    {"closed_1008", K::Integer, [](const S& s) { return integer(s.closed1008); }, false, true, "connections closed with 1008 (Policy Violation): a message over their bucket"},
    {"messages", K::Integer, [](const S& s) { return integer(s.messages); }, false, true, "messages sent within their connection's bucket"},
    {"messages_unsent", K::Integer, [](const S& s) { return integer(s.messagesUnsent); }, false, true, "arrivals of a client with connections while it had none open"},
}};
constexpr std::array<std::string_view, 6> kConnectionColumns{
    "connections_opened", "connections_refused", "connections_rate_limited",
    "closed_1008", "messages", "messages_unsent"};

using B = SeriesBucket;
const std::array<MetricColumn<B>, 24> kBucket{{
    {"admitted", K::Integer, [](const B& b) { return integer(b.admitted); }, true, true, "admitted in the bucket"},
    {"rejected", K::Integer, [](const B& b) { return integer(b.rejected); }, true, true, "rejected in the bucket"},
    {"failed_open", K::Integer, [](const B& b) { return integer(b.failedOpen); }, true, true, "admitted because the store failed"},
    {"failed_closed", K::Integer, [](const B& b) { return integer(b.failedClosed); }, true, true, "rejected because the store failed"},
    {"errors", K::Integer, [](const B& b) { return integer(b.errors); }, true, true, "store failures"},
    {"would_reject", K::Integer, [](const B& b) { return integer(b.wouldReject); }, true, true, "dry run: rejections not enforced"},
    {"retries", K::Integer, [](const B& b) { return integer(b.retries); }, true, true, "retries sent"},
    {"level", K::Real, [](const B& b) { return real(b.level); }, true, true, "the tracked key's level at the bucket's end"},
    {"level_max", K::Real, [](const B& b) { return real(b.levelMax); }, true, true, "the highest level right after a decision"},
    {"shed", K::Integer, [](const B& b) { return integer(b.shed); }, true, true, "answered 503 by the backend in the bucket"},
    {"goodput", K::Integer, [](const B& b) { return integer(b.goodput); }, true, true, "answered in time in the bucket"},
    {"timed_out", K::Integer, [](const B& b) { return integer(b.timedOut); }, true, true, "given up on (or failed at the dependency) in the bucket"},
    {"p99_latency_ms", K::Real, [](const B& b) { return real(b.p99LatencyMs); }, true, true, "99th percentile of the latency of the bucket's goodput"},
    {"limit", K::Integer, [](const B& b) { return integer(b.limit); }, true, true, "the limit in force at the bucket's end (an adaptive lane's moves)"},
    {"store_memory_bytes", K::Integer, [](const B& b) { return integer(b.storeMemoryBytes); }, false, true, "the lane's stores' used memory at the bucket's end"},
    {"evictions", K::Integer, [](const B& b) { return integer(b.evictions); }, false, true, "keys evicted in the bucket"},
    {"store_round_trips", K::Integer, [](const B& b) { return integer(b.storeRoundTrips); }, false, true, "store round trips finished in the bucket"},
    {"store_round_trip_us_total", K::Integer, [](const B& b) { return integer(b.storeRoundTripUsTotal); }, false, true, "their total duration in µs"},
    {"store_round_trip_us_max", K::Integer, [](const B& b) { return integer(b.storeRoundTripUsMax); }, false, true, "the longest in µs"},
    {"store_round_trip_ms_mean", K::Real, [](const B& b) { return real(b.storeRoundTripMsMean()); }, false, true, "their mean in ms"},
    {"decisions", K::Integer, [](const B& b) { return integer(b.admitted + b.rejected); }, false, true, "admitted + rejected in the bucket"},
    {"backend_busy", K::Integer, [](const B& b) { return integer(b.backendBusy); }, false, true, "backend workers busy at the bucket's end"},
    {"backend_waiting", K::Integer, [](const B& b) { return integer(b.backendWaiting); }, false, true, "requests waiting for a backend worker at the bucket's end"},
    {"backend_workers", K::Integer, [](const B& b) { return integer(b.backendWorkers); }, false, true, "backend workers in service at the bucket's end"},
}};

using T = LaneTopologyTotals;
const std::array<MetricColumn<T>, 8> kTopology{{
    {"store_errors", K::Integer, [](const T& t) { return integer(t.storeErrors); }, false, true, "store failures observed"},
    {"short_circuited", K::Integer, [](const T& t) { return integer(t.shortCircuited); }, false, true, "requests the open breaker kept from the store"},
    {"fallback_decisions", K::Integer, [](const T& t) { return integer(t.fallbackDecisions); }, false, true, "decisions of the local fallback"},
    {"oom_errors", K::Integer, [](const T& t) { return integer(t.oomErrors); }, false, true, "writes refused with OOM"},
    {"evictions", K::Integer, [](const T& t) { return integer(t.evictions); }, false, true, "keys the lane's stores evicted"},
    {"lost_writes", K::Integer, [](const T& t) { return integer(t.lostWrites); }, false, true, "writes a failover lost"},
    {"cross_slot_errors", K::Integer, [](const T& t) { return integer(t.crossSlotErrors); }, false, true, "scripts refused with CROSSSLOT"},
    {"peak_memory_bytes", K::Integer, [](const T& t) { return integer(t.peakMemoryBytes); }, false, true, "the highest used memory of the lane's stores"},
}};
// clang-format on

} // namespace

std::span<const MetricColumn<LaneSummary>> summaryMetrics()
{
    return kSummary;
}

std::span<const std::string_view> connectionSummaryColumns()
{
    return kConnectionColumns;
}
std::span<const MetricColumn<SeriesBucket>> bucketMetrics()
{
    return kBucket;
}
std::span<const MetricColumn<LaneTopologyTotals>> topologyMetrics()
{
    return kTopology;
}

} // namespace ratelab
