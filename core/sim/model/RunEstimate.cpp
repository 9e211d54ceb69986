// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/model/RunEstimate.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace ratelab {

namespace {

// Bytes per unit, measured as peak resident memory on the shipped scenarios and on scenarios
// that grow one field at a time (docs/cli.md, "Memory budget"), rounded up.
constexpr double kPerClient = 770;          // the expanded client, its identity, arrivals, name
constexpr double kPerKey = 120;             // a rendered key: its text, interned once per run
constexpr double kPerClientLane = 220;      // each lane's counts, key ids and queue per client
constexpr double kPerKeyLane = 130;         // each lane's (and rule's) state slot per key
constexpr double kPerBucketLane = 240;      // one time-series bucket of one lane, and its CSV row
constexpr double kPerLoggedRequest = 280;   // a request kept in memory: lane log, merged log, CSV
constexpr double kPerStreamedRequest = 320; // on disk: lane spools, merged log, requests.csv
constexpr double kPerWindowEntry = 24;      // an admission inside a window (sliding log, tracker)
constexpr double kPerStoreKey = 200;        // a key in a simulated store (Redis keyspace, ...)
constexpr double kPerTraceTime = 8;         // each member keeps its own copy of a trace's times

std::string withCommas(double value)
{
    const auto n = static_cast<long long>(std::llround(value));
    std::string digits = std::to_string(n < 0 ? -n : n);
    for (auto i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(static_cast<std::size_t>(i), ",");
    return n < 0 ? "-" + digits : digits;
}

// Large counts stay readable: 1,234,567 up to a billion, then 1.2e+10.
std::string count(double value)
{
    if (value < 1e9)
        return withCommas(value);
    char text[32];
    std::snprintf(text, sizeof text, "%.2g", value);
    return text;
}

// Expected first attempts of one member of a group over the run.
double arrivalsPerMember(const ArrivalSpec& a, std::int64_t durationMs, std::int64_t firstLimit,
                         std::int64_t firstWindowMs)
{
    const std::int64_t until = a.endMs >= 0 ? std::min(a.endMs, durationMs) : durationMs;
    const double activeMs = static_cast<double>(std::max<std::int64_t>(0, until - a.startMs));
    const double seconds = activeMs / 1000.0;
    const auto repeats = [&](std::int64_t periodMs) {
        return periodMs > 0 ? std::ceil(activeMs / static_cast<double>(periodMs)) : 1.0;
    };
    const double burst = static_cast<double>(a.count > 0 ? a.count : firstLimit);
    switch (a.kind) {
    case ArrivalKind::Constant:
    case ArrivalKind::Poisson:
        return a.ratePerSec * seconds;
    case ArrivalKind::OnOff: {
        const double cycle = static_cast<double>(std::max<std::int64_t>(1, a.onMs + a.offMs));
        return a.ratePerSec * seconds * static_cast<double>(a.onMs) / cycle;
    }
    case ArrivalKind::Diurnal:
        return std::max(a.ratePerSec, a.peakRatePerSec) * seconds;
    case ArrivalKind::Burst:
        return activeMs > 0 ? burst * repeats(a.repeatEveryMs) : 0.0;
    case ArrivalKind::BoundaryAttacker: {
        const std::int64_t window = a.windowMs > 0 ? a.windowMs : firstWindowMs;
        const std::int64_t period = a.repeatEveryMs > 0 && window > 0
                                        ? (a.repeatEveryMs + window - 1) / window * window
                                        : 0;
        return activeMs > 0 ? 2.0 * burst * repeats(period) : 0.0;
    }
    case ArrivalKind::Trace:
        return static_cast<double>(a.timesMs.size());
    case ArrivalKind::TraceFile:
        // Read from its file as the run goes (core/io's TraceFileFeeds), a batch at a time: the
        // file's length is not known here, and its requests cost no memory up front.
        return 0.0;
    }
    return 0.0;
}

bool memberVaries(const ClientSpec& c)
{
    const Identity& i = c.identity;
    for (const std::string* text :
         {&c.name, &i.user, &i.apiKey, &i.ip, &i.tenant, &i.endpoint, &i.method, &i.tier})
        if (text->find("{i}") != std::string::npos)
            return true;
    return false;
}

bool hasPlaceholder(const std::string& keyTemplate)
{
    return keyTemplate.find('{') != std::string::npos;
}

// Distinct keys of one template: every member of a group whose identity varies by member has a
// key of its own (an upper bound: the template may not read the varying field).
double keysOf(const Scenario& s, const std::string& keyTemplate)
{
    double keys = 0;
    for (const ClientSpec& c : s.clients)
        keys += hasPlaceholder(keyTemplate) && memberVaries(c) ? static_cast<double>(c.count) : 1.0;
    return keys;
}

std::string laneCount(std::size_t lanes)
{
    return "lanes (" + std::to_string(lanes) + ")";
}

} // namespace

RunEstimate estimateRun(const Scenario& s, RequestLogPlace log)
{
    RunEstimate e;
    const std::int64_t firstLimit = s.lanes.empty() ? 1 : s.lanes.front().params.limit;
    const std::int64_t firstWindow = s.lanes.empty() ? 1000 : s.lanes.front().params.windowMs;
    const auto lanes = static_cast<double>(s.lanes.size());
    double rules = 0;
    for (const LaneSpec& lane : s.lanes)
        rules += static_cast<double>(laneRules(lane).size());

    // Traffic: clients, their arrivals, and the group that sends the most.
    double busiest = -1;
    std::size_t busiestGroup = 0;
    double traceTimes = 0;
    std::size_t traceGroup = 0;
    double biggestGroup = 0;
    std::size_t biggestIndex = 0;
    for (std::size_t g = 0; g < s.clients.size(); ++g) {
        const ClientSpec& c = s.clients[g];
        const auto members = static_cast<double>(std::max(0, c.count));
        const double arrivals =
            members * arrivalsPerMember(c.arrival, s.durationMs, firstLimit, firstWindow);
        e.clients += members;
        e.firstAttempts += arrivals;
        if (arrivals > busiest) {
            busiest = arrivals;
            busiestGroup = g;
        }
        if (members > biggestGroup) {
            biggestGroup = members;
            biggestIndex = g;
        }
        if (c.arrival.kind == ArrivalKind::Trace) {
            const double times = members * static_cast<double>(c.arrival.timesMs.size());
            if (times > traceTimes)
                traceGroup = g;
            traceTimes += times;
        }
    }
    e.decisions = e.firstAttempts * lanes;
    if (!s.clients.empty()) {
        const ClientSpec& c = s.clients[busiestGroup];
        const std::string at = "clients[" + std::to_string(busiestGroup) + "]";
        const bool rated =
            c.arrival.kind == ArrivalKind::Constant || c.arrival.kind == ArrivalKind::Poisson
            || c.arrival.kind == ArrivalKind::OnOff || c.arrival.kind == ArrivalKind::Diurnal;
        e.decisionFields = (rated ? at + ".arrival.rate_per_sec x duration_ms"
                                  : at + ".arrival (" + count(busiest) + " requests)")
                           + (c.count > 1 ? " x " + at + ".count (" + count(c.count) + ")" : "")
                           + (s.lanes.size() > 1 ? " x " + laneCount(s.lanes.size()) : "");
    }

    auto add = [&e](std::string fields, std::string what, double bytes) {
        if (bytes > 0)
            e.parts.push_back({std::move(fields), std::move(what), bytes});
    };
    const std::string clientFields = s.clients.size() == 1 || biggestGroup * 2 > e.clients
                                         ? "clients[" + std::to_string(biggestIndex) + "].count"
                                         : "clients[*].count";
    add(clientFields, "the clients (" + count(e.clients) + ")", e.clients * kPerClient);

    // Keys are interned once per run, over every lane's templates.
    std::set<std::string> templates;
    for (const LaneSpec& lane : s.lanes)
        for (const RuleSpec& rule : laneRules(lane))
            templates.insert(rule.keyTemplate);
    double keys = 0;
    for (const std::string& t : templates)
        keys += keysOf(s, t);
    add(clientFields + " x " + laneCount(s.lanes.size()),
        "each lane's keys and counts (" + count(keys) + " keys, " + count(e.clients) + " clients)",
        keys * kPerKey + e.clients * lanes * kPerClientLane + keys * rules * kPerKeyLane);

    // The distributed world keeps each key again in every store that holds it: one per instance
    // for local memory, per region for per-region stores, else one (a cluster's shards share).
    if (s.world.enabled()) {
        double instances = 0;
        for (const std::int64_t n : s.world.instancesPerRegion)
            instances += static_cast<double>(n);
        const auto regions = static_cast<double>(s.world.instancesPerRegion.size());
        double storeKeys = 0;
        for (const LaneSpec& lane : s.lanes) {
            const PlacementKind p = lane.store.placement;
            storeKeys +=
                keys
                * (p == PlacementKind::LocalMemory ? instances
                   : p == PlacementKind::PerRegionRedis || p == PlacementKind::PerRegionSynced
                       ? regions
                       : 1.0);
        }
        add("lanes[*].store.placement x world.instances_per_region",
            "the keys in the simulated stores (" + count(storeKeys) + ")",
            storeKeys * kPerStoreKey);
    }

    const double buckets =
        s.bucketMs > 0
            ? std::ceil(static_cast<double>(s.durationMs) / static_cast<double>(s.bucketMs))
            : 0.0;
    add(laneCount(s.lanes.size()) + " x duration_ms / bucket_ms (" + count(buckets) + ")",
        "the time series (" + count(buckets * lanes) + " buckets)",
        buckets * lanes * kPerBucketLane);

    const double logged =
        std::min(static_cast<double>(std::max<std::int64_t>(0, s.requestLogLimit)), e.decisions);
    if (log == RequestLogPlace::Memory)
        add("request_log_limit", "the request log (" + count(logged) + " requests)",
            logged * kPerLoggedRequest);
    else
        e.diskBytes = logged * kPerStreamedRequest;

    // Admissions still inside a window (the boundary-burst tracker's, and the sliding log's
    // entries): the arrivals of one window, but no more than a limit's worth per key (twice
    // that for over-admission); a sliding log that logs rejections keeps every arrival.
    const double ratePerMs =
        s.durationMs > 0 ? e.firstAttempts / static_cast<double>(s.durationMs) : 0.0;
    double windowEntries = 0;
    std::size_t widest = 0;
    double widestEntries = -1;
    for (std::size_t l = 0; l < s.lanes.size(); ++l) {
        for (const RuleSpec& rule : laneRules(s.lanes[l])) {
            const double arrivals =
                std::min(ratePerMs * static_cast<double>(rule.params.windowMs), e.firstAttempts);
            const double admitted =
                std::min(arrivals, 2.0 * keysOf(s, rule.keyTemplate)
                                       * static_cast<double>(rule.params.limit));
            const bool slidingLog = rule.algorithm == AlgorithmKind::SlidingLog;
            const double kept =
                admitted + (slidingLog ? (rule.params.logRejected ? arrivals : admitted) : 0.0);
            windowEntries += kept;
            if (kept > widestEntries) {
                widestEntries = kept;
                widest = l;
            }
        }
    }
    add("lanes[" + std::to_string(widest) + "].window_ms x the request rate",
        "admissions inside a window (" + count(windowEntries) + ")",
        windowEntries * kPerWindowEntry);

    add("clients[" + std::to_string(traceGroup) + "].arrival.times_ms x clients["
            + std::to_string(traceGroup) + "].count",
        "the trace times each member keeps (" + count(traceTimes) + ")",
        traceTimes * kPerTraceTime);

    std::stable_sort(
        e.parts.begin(), e.parts.end(),
        [](const EstimatePart& a, const EstimatePart& b) { return a.bytes > b.bytes; });
    e.bytes = kEstimateBaselineBytes;
    for (const EstimatePart& p : e.parts)
        e.bytes += p.bytes;
    return e;
}

} // namespace ratelab
