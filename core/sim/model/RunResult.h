// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Everything a run produced, as plain values: the summary per lane, the time series the charts
// draw and a bounded request log for the inspector. Owned by whoever ran the simulation; safe
// to hand to another thread once the run has finished.
#include "core/sim/SimTime.h"
#include "core/sim/algorithms/AlgorithmKind.h"
#include "core/sim/algorithms/Decision.h"
#include "core/sim/model/ModelVersion.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ratelab {

class StoredRequestLog;

// One rule of a lane's policy (rules.csv): requests it matched that the lane admitted, requests it
// refused (refused_by names it), and the boundary-burst measure over its own keys and window.
struct RuleSummary {
    std::string rule;
    AlgorithmKind algorithm = AlgorithmKind::FixedWindow;
    std::int64_t limit = 0;
    std::int64_t windowMs = 0;
    std::int64_t admitted = 0;
    std::int64_t refused = 0;
    std::int64_t maxAdmittedAnyWindow = 0;
    double overAdmissionRatio = 0.0;
};

// One client's decisions in one lane: the figures lessons read as LANE.client[NAME].*, kept
// whole however much of the request log a long run keeps.
struct ClientCounts {
    std::int64_t requests = 0; // retries included
    std::int64_t firstAttempts = 0;
    std::int64_t allowed = 0; // the limiter admitted it (a dry run serves the others too)
    // The client's own limiter (ClientLimiterSpec), when it has one:
    std::int64_t dropped = 0;   // requests it gave up on after max_wait_ms in its queue
    std::int64_t held = 0;      // requests that waited in its queue at all
    std::int64_t maxWaitMs = 0; // the longest any of them waited there
    // The backend's answers to its admitted requests (LaneSummary's figures, by client).
    std::int64_t shed = 0;
    std::int64_t goodput = 0;
    std::int64_t timedOut = 0;
    // Its long-lived connections (ClientConnectionSpec), when it keeps some.
    std::int64_t closed1008 = 0;     // connections the lane closed for a message flood
    std::int64_t messages = 0;       // messages sent within their connection's bucket
    std::int64_t messagesUnsent = 0; // arrivals while it had no open connection
};

struct LaneSummary {
    std::string lane;
    AlgorithmKind algorithm = AlgorithmKind::FixedWindow;
    std::int64_t limit = 0;
    std::int64_t windowMs = 0;
    std::int64_t requests = 0; // decisions made, retries included
    std::int64_t admitted = 0;
    std::int64_t rejected = 0;
    std::int64_t failedOpen = 0;   // admitted because the store failed
    std::int64_t failedClosed = 0; // rejected because the store failed
    std::int64_t errors = 0;
    std::int64_t wouldReject = 0;  // dry run: rejections that were not enforced
    std::int64_t softWarnings = 0; // responses that carried the soft-limit warning
    std::int64_t retries = 0;
    std::int64_t rejectedRetries = 0;      // retries (attempt > 0) that were rejected
    std::int64_t maxAdmittedAnyWindow = 0; // cost units one key had admitted in any [t, t+W)
    std::string maxWindowKey;
    SimTime maxWindowStart = 0; // the interval where that maximum was reached
    SimTime maxWindowEnd = 0;
    double overAdmissionRatio = 0.0;     // maxAdmittedAnyWindow / limit
    std::int64_t legitimateRequests = 0; // first attempts of legitimate clients (retries apart)
    std::int64_t legitimateRejected = 0; // of those, rejected
    double falsePositiveRate = 0.0;      // legitimateRejected / legitimateRequests
    std::int64_t abusiveAdmitted = 0;    // admitted decisions (retries included) of clients
                                         // marked "legitimate": false
    double p50DelayMs = 0.0; // latency the limiter added (leaky bucket queueing, store round trips)
    double p99DelayMs = 0.0;
    std::int64_t keys = 0;
    std::int64_t stateBytes = 0;     // bytes of all keys' state at the end (the store's, in Redis)
    std::int64_t stateKeys = 0;      // keys that still held state then (not expired or evicted)
    std::vector<RuleSummary> rules;  // the lane's policy, one entry per rule (one for most lanes)
    std::int64_t penaltyRefused = 0; // requests refused because their key was blocked
    std::int64_t penaltyBlocks = 0;  // blocks the penalty started
    std::vector<ClientCounts> clients; // by client (RunResult::clientNames)
    // What the backend made of the admitted requests (a lane without a backend serves every
    // admitted request at once: goodput = admitted, the rest 0).
    std::int64_t shed = 0;       // answered 503 by the backend (line full, waited too long)
    std::int64_t goodput = 0;    // answered by the backend while the client still waited
    std::int64_t timedOut = 0;   // the client gave up, or the dependency had no connection
    std::int64_t servedLate = 0; // finished by the backend after its client had given up
    double p50LatencyMs = 0.0;   // from the limiter's decision to the answer, over goodput
    double p99LatencyMs = 0.0;
    // An adaptive lane's limit over the run (a static lane's is its limit throughout).
    std::int64_t limitMin = 0;
    std::int64_t limitMax = 0;
    std::int64_t limitEnd = 0;
    std::int64_t retryBudgetRefused = 0; // retries a client's retry budget kept back
    // Long-lived connections (clients with `websocket`): their upgrades are requests above.
    std::int64_t connectionsOpened = 0;
    std::int64_t connectionsRefused = 0; // over max_connections of their key, before the limiter
    std::int64_t connectionsRateLimited = 0; // upgrades the lane's limiter refused
    std::int64_t closed1008 = 0;             // connections closed with 1008 (a message flood)
    std::int64_t messages = 0;               // messages sent within their connection's bucket
    std::int64_t messagesUnsent = 0;         // arrivals of a client with no open connection
};

struct SeriesBucket {
    std::int64_t admitted = 0;
    std::int64_t rejected = 0;
    std::int64_t failedOpen = 0;
    std::int64_t failedClosed = 0;
    std::int64_t errors = 0;
    std::int64_t wouldReject = 0;
    std::int64_t retries = 0;
    double level = 0.0;    // tracked key's level at the end of the bucket
    double levelMax = 0.0; // highest level seen right after a decision in the bucket
    std::int64_t storeMemoryBytes =
        0;                      // distributed world: the lane's stores' used memory at the end
    std::int64_t evictions = 0; // distributed world: keys its stores evicted in the bucket
    // Distributed world: store round trips that finished in the bucket (request sent to answer
    // back, MULTI/EXEC retries and timeouts included), their total and the longest, in µs.
    std::int64_t storeRoundTrips = 0;
    std::int64_t storeRoundTripUsTotal = 0;
    std::int64_t storeRoundTripUsMax = 0;
    // The backend (see LaneSummary): outcomes answered in the bucket, the 99th percentile of the
    // goodput's latency, and at the bucket's end the limit in force and the backend's load.
    std::int64_t shed = 0;
    std::int64_t goodput = 0;
    std::int64_t timedOut = 0;
    double p99LatencyMs = 0.0;
    std::int64_t limit = 0;
    std::int64_t backendBusy = 0;    // workers busy
    std::int64_t backendWaiting = 0; // requests waiting for one
    std::int64_t backendWorkers = 0; // workers in service (capacity changes move it)

    [[nodiscard]] double storeRoundTripMsMean() const
    {
        return storeRoundTrips > 0 ? static_cast<double>(storeRoundTripUsTotal)
                                         / static_cast<double>(storeRoundTrips) / 1000.0
                                   : 0.0;
    }
};

// Distributed world only: who admitted what, split by instance and region, to show that three
// regions each enforcing N admit 3N globally.
struct LaneTopologyTotals {
    std::vector<std::string> regionNames;
    std::vector<std::int32_t> regionOfInstance; // by global instance index
    std::vector<std::int64_t> admittedPerInstance;
    std::vector<std::int64_t> admittedPerRegion;
    std::vector<std::vector<std::int64_t>> admittedPerRegionBucket; // [region][bucket]
    std::int64_t storeErrors = 0;       // failures observed (also counted in LaneSummary::errors)
    std::int64_t shortCircuited = 0;    // requests the open breaker kept from the store
    std::int64_t fallbackDecisions = 0; // local-fallback decisions
    std::int64_t oomErrors = 0;
    std::int64_t evictions = 0;
    std::int64_t lostWrites = 0; // failover: writes the replica had not received
    std::int64_t crossSlotErrors =
        0; // redis-cluster: scripts refused, their keys in different slots
    std::int64_t peakMemoryBytes = 0;
};

struct LaneSeries {
    std::vector<SeriesBucket> buckets; // bucket i covers [i * bucketMs, (i + 1) * bucketMs)
    double levelLimit = 0.0;
    std::string levelName;
    std::string trackedKey;
};

// RequestRecord::refusedBy of a request a penalty block refused (refused_by "penalty").
inline constexpr std::int16_t kRefusedByPenalty = -2;
inline constexpr std::string_view kPenaltyRefuser = "penalty";

struct RequestRecord {
    SimTime time = 0;
    std::int32_t lane = 0;
    std::int32_t client = 0;  // index into RunResult::clientNames
    std::int32_t key = 0;     // index into RunResult::keyNames
    std::int32_t attempt = 0; // 0 = first try, 1.. = retries
    std::int64_t cost = 1;
    std::int64_t clockMs =
        0; // the limiter clock that decided (an instance's or the store's TIME in a world)
    std::int32_t instance = -1; // global index of the instance that decided; -1 without a world
    Decision decision;
    bool enforced = true; // false in dry run
    bool softWarning = false;
    // The rule that refused (index into LaneSummary::rules), kRefusedByPenalty, or -1.
    std::int16_t refusedBy = -1;
    // The policy rule whose decision this is (the refusing rule, or the tightest matching one);
    // -1 for a lane of one rule, or a run read back from CSV. Fits in the padding.
    std::int16_t speaker = -1;
    // What the backend answered an admitted request: kBackendServed (or no backend), or the
    // 503 of a shed request, or a time-out (the client gave up; 504 from the dependency).
    std::uint8_t backend = 0;
    // A client with long-lived connections: what the row is (kSocketNone for a plain request).
    std::uint8_t socket = 0;
};

inline constexpr std::uint8_t kBackendServed = 0;
inline constexpr std::uint8_t kBackendShed = 1;
inline constexpr std::uint8_t kBackendTimedOut = 2;

// RequestRecord::socket. Attempts to open a connection are decided by the lane's limiter
// (Opened, RateLimited); TooMany and Closed are the lane's in-process connection limits, not
// its limiter's decisions, and summary.csv's admitted and rejected do not count them.
inline constexpr std::uint8_t kSocketNone = 0;
inline constexpr std::uint8_t kSocketOpened = 1;      // the upgrade admitted: a connection opened
inline constexpr std::uint8_t kSocketRateLimited = 2; // the upgrade refused by the limiter (429)
inline constexpr std::uint8_t kSocketTooMany = 3;     // refused: its key holds max_connections
inline constexpr std::uint8_t kSocketClosed = 4;      // a message over its bucket: closed, 1008

struct RunResult {
    // Who made it: this build for a new run, the stored values for one read back.
    std::string ratelabVersion{ratelab::ratelabVersion()};
    int modelVersion = ratelab::modelVersion();
    std::string scenarioName;
    std::uint64_t seed = 0;
    std::int64_t durationMs = 0;
    std::int64_t bucketMs = 0;
    std::int64_t epochSeconds = 0;
    std::vector<LaneSummary> summaries;
    std::vector<LaneSeries> series; // one per lane, same order as summaries
    std::vector<std::string> clientNames;
    std::vector<std::string> keyNames;
    std::vector<RequestRecord> requests; // time order; at most Scenario::requestLogLimit
    // A streamed run's log (then `requests` is empty); read both through RequestLogAccess.h.
    std::shared_ptr<const StoredRequestLog> storedRequests;
    bool requestLogTruncated = false;
    std::int64_t events = 0; // events the engine processed
    // Of those, the traffic's arrivals, which a run split by lanes processes once per part
    // (mergeLaneRuns counts them once).
    std::int64_t sharedEvents = 0;
    std::vector<LaneTopologyTotals>
        topology; // one per lane when the scenario has a world, else empty
    // Some client keeps long-lived connections: summary.csv and requests.csv add their columns.
    bool connections = false;
};

} // namespace ratelab
