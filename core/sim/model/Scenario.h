// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The scenario model: plain values describing traffic and limiter lanes. core/io reads and
// writes it as JSON ("format": 1, or 2 for lanes of several rules); the engine only reads it. Times
// are in milliseconds here because that is what users write; the engine converts to SimTime.
#include "core/sim/EnumTable.h"
#include "core/sim/algorithms/AlgorithmKind.h"
#include "core/sim/http/HeaderDialect.h"
#include "core/sim/model/BackendSpec.h"
#include "core/sim/model/ConnectionSpec.h"
#include "core/sim/model/LogFormat.h"
#include "core/sim/model/WorldSpec.h"

#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <string>
#include <vector>

namespace ratelab {

// Who a client is. Lanes build their rate-limit key from these with a template such as
// "rl:{endpoint}:user:{user}". In a client group, "{i}" in any field becomes the member index.
struct Identity {
    std::string user;
    std::string apiKey;
    std::string ip;
    std::string tenant;
    std::string endpoint = "/api";
    std::string method = "GET"; // the HTTP method, as sent (any letter case)
    std::string tier;           // the customer's plan or client type ("free", "pro", "automation")
};

// A named group of paths with a counter of its own (the seeds' read / write / auth /
// expensive): the scenario's categories are tried before the built-in ones.
struct EndpointCategory {
    std::string name;
    std::string path; // matched against the normalised path; '*' stands for any run of characters
};

enum class ArrivalKind : std::uint8_t {
    Constant,         // every 1/rate s, starting at startMs + phaseMs
    Poisson,          // exponential gaps with mean 1/rate
    OnOff,            // Poisson at rate during onMs, silent for offMs, repeating
    Diurnal,          // Poisson whose rate follows a sine between rate and peakRate over periodMs
    BoundaryAttacker, // count requests just before a window boundary and count just after
    Burst,            // count requests at startMs spaced spacingMs apart (0 = same instant)
    Trace,            // explicit request times
    TraceFile,        // one request per line of an access log or CSV trace (read by core/io)
};

struct ArrivalSpec {
    ArrivalKind kind = ArrivalKind::Poisson;
    double ratePerSec = 1.0;
    double peakRatePerSec = 0.0; // Diurnal
    std::int64_t startMs = 0;
    std::int64_t endMs = -1;            // -1: until the scenario ends
    std::int64_t phaseMs = 0;           // Constant
    std::int64_t onMs = 1000;           // OnOff
    std::int64_t offMs = 1000;          // OnOff
    std::int64_t periodMs = 86'400'000; // Diurnal
    std::int64_t count =
        0; // BoundaryAttacker / Burst: requests per burst (0 = the first lane's limit)
    std::int64_t windowMs = 0; // BoundaryAttacker: window to attack (0 = the first lane's window)
    std::int64_t spreadMs = 0; // BoundaryAttacker: each half is spread over this many ms
                               // (0 = all at once: 1 µs before the boundary, and at it)
    std::int64_t repeatEveryMs = 0;    // BoundaryAttacker / Burst: repeat period (0 = once)
    std::int64_t spacingMs = 0;        // Burst
    std::vector<std::int64_t> timesMs; // Trace
    // TraceFile: the file (relative to the scenario's folder), how to read it, and which of its
    // fields is the identity ("ip", "user" or a CSV column); its first line arrives at startMs.
    std::string traceFile;
    LogFormat traceFormat = LogFormat::Combined;
    std::string traceIdentity = "ip";
    bool traceLenient = false; // skip malformed lines instead of refusing the file
};

enum class RetryKind : std::uint8_t {
    None,
    Immediate,          // retry at once (the retry storm)
    HonourRetryAfter,   // sleep the Retry-After header's whole seconds (RFC 9110 delay-seconds)
    ExponentialBackoff, // baseMs * 2^attempt, capped at capMs
    ExponentialJitter,  // "full jitter": uniform in [0, baseMs * 2^attempt], capped
    RetryAfterExact,    // model only: sleep the decision's retry_after_ms to the millisecond
    RetryAfterJitter,   // the header's whole seconds, then a uniform extra in [0, baseMs]
};

// ArrivalKind's ids ("poisson", ...) and descriptions, in the order forms offer them.
std::span<const EnumEntry<ArrivalKind>> arrivalKindNames();
// RetryKind's ids ("none", ...) and descriptions, in the order forms offer them.
std::span<const EnumEntry<RetryKind>> retryKindNames();

// gRPC's retry throttling (proposal A6) as a retry budget: a client's tokens start at
// budgetTokens; a failed answer (429, 503, time-out) takes one, a success gives budgetRatio back,
// and the client retries only while it holds more than half of budgetTokens. 0: no budget.
struct RetrySpec {
    RetryKind kind = RetryKind::None;
    int maxAttempts = 3; // retries after the first attempt
    std::int64_t baseMs = 100;
    std::int64_t capMs = 30'000;
    std::int64_t budgetTokens = 0;
    double budgetRatio = 0.1;
};

// How a client's own limiter hears from the upstream (docs/scenario-format.md).
enum class LimiterSync : std::uint8_t {
    Headers, // the quota headers of every response set its tokens, a 429's Retry-After pauses it
    None,    // it counts on its own arithmetic alone
};
std::span<const EnumEntry<LimiterSync>> limiterSyncNames();

// A client-side token bucket in front of a third-party API (the seeds: respect Remaining and
// Reset, never use more than 90 % of the stated limit). A request waits in the client's queue
// until a token is there; capacity 0 turns it off.
struct ClientLimiterSpec {
    std::int64_t capacity = 0;
    std::int64_t refillPerSec = 1;
    std::int64_t reservePercent = 10; // of the upstream's stated limit, never used
    LimiterSync sync = LimiterSync::Headers;
    std::int64_t maxWaitMs = 60'000; // a request queued longer is dropped by the client

    [[nodiscard]] bool enabled() const { return capacity > 0; }
};

struct ClientSpec {
    std::string name;
    int count = 1; // a group of identical clients; "{i}" in identity fields expands
    Identity identity;
    ArrivalSpec arrival;
    RetrySpec retry;
    std::int64_t cost = 1;
    std::int64_t serviceMs = 100; // how long a request holds a concurrency slot
    bool legitimate = true; // for false_positive_rate: rejecting this client is a false positive
    std::string region;     // distributed world: the region it calls (empty: the first)
    ClientLimiterSpec limiter;
    bool critical = false;          // the backend keeps its reserved share for critical requests
    ClientConnectionSpec websocket; // long-lived connections; none: plain requests
};

// Which requests a rule of a policy applies to; an empty field matches every request, and a
// request must match every field that is set (core/sim/traffic/RuleMatching.h).
struct RuleMatch {
    std::string endpoint;    // the literal path: exact, or a prefix when it ends in '*'
    std::string method;      // exact, case-sensitive ("POST")
    std::string path;        // the normalised path, '*' for any run of characters
    std::string category;    // the endpoint category ("auth", "expensive", ...)
    std::string methodGroup; // "read", "write" or "other"
    std::string tier;        // the identity's tier, exactly
    std::string ip;          // an IPv4 range ("10.0.0.0/8", "cgnat"); a leading '!' negates it
    [[nodiscard]] bool empty() const
    {
        return endpoint.empty() && method.empty() && path.empty() && category.empty()
               && methodGroup.empty() && tier.empty() && ip.empty();
    }
};

// One rule of a lane's policy: a limiter of its own, with its own keys.
struct RuleSpec {
    std::string name;
    AlgorithmKind algorithm = AlgorithmKind::FixedWindow;
    LimitParams params;
    std::string keyTemplate = "{user}";
    RuleMatch match;
};

// What a policy charges when one of its rules refuses a request (docs/scenario-format.md).
enum class ChargeMode : std::uint8_t {
    AllOrNothing, // no rule's state changes (nginx undoes the earlier zones)
    UpToRefusing, // the rules before the refusing one are charged; later ones are not consulted
    EveryRule,    // every matching rule decides, and those that admit are charged
};
std::span<const EnumEntry<ChargeMode>> chargeModeNames();

// Progressive penalties (the seeds: a client that hit the limit 3 times in the last hour gets a
// 5-minute timeout instead of the window's reset): `strikes` refusals of one key within
// `withinMs` block that key for `blockMs`. strikes 0 turns them off.
struct PenaltySpec {
    std::int64_t strikes = 0;
    std::int64_t withinMs = 3'600'000;
    std::int64_t blockMs = 300'000;

    [[nodiscard]] bool enabled() const { return strikes > 0; }
};

struct LaneSpec {
    std::string name;
    AlgorithmKind algorithm = AlgorithmKind::FixedWindow;
    LimitParams params;
    std::string keyTemplate = "{user}";
    bool dryRun = false;            // record would-be rejections, admit everything
    double softLimitFraction = 0.0; // > 0: warning header once this fraction of the quota is used
    LaneStoreSpec store;            // used only when the scenario has a world
    // Empty: the lane is a one-rule policy of the fields above. Otherwise its rules, in order;
    // the loader copies the first rule's algorithm, params and key into the fields above.
    std::vector<RuleSpec> rules;
    ChargeMode charge = ChargeMode::AllOrNothing;
    PenaltySpec penalty;
    HeaderDialect headers = HeaderDialect::XRateLimit; // the rate-limit headers its responses carry
    // An adaptive lane's parameters (aimd, vegas, ...) by replay-limit's option names
    // ("min-limit"); a missing one takes the reference's default. `params.limit` is where the
    // limit starts (Envoy's starts at its min-concurrency).
    std::map<std::string, double, std::less<>> adaptive;
    LaneConnectionSpec websocket; // what the lane allows clients with connections
};

// The rules a lane enforces: its own, or the lane's fields as the one rule (named after it).
std::vector<RuleSpec> laneRules(const LaneSpec& lane);
// Whether the lane decides through a Policy (several rules, or a rule with a match); otherwise
// its own fields are its one rule, wherever its store is placed.
bool isPolicyLane(const LaneSpec& lane);

struct Scenario {
    static constexpr int kFormat = 2;       // the newest format this build reads
    static constexpr int kPolicyFormat = 2; // the first one with lanes[].rules and charge

    std::string name;
    std::string description;
    std::uint64_t seed = 1;
    std::int64_t durationMs = 60'000;
    std::int64_t bucketMs = 1000;              // time-series resolution
    std::int64_t epochSeconds = 1'700'000'000; // wall-clock second of virtual time 0, for headers
    std::int64_t requestLogLimit = 200'000; // requests kept for the inspector and request-log CSV
    std::vector<ClientSpec> clients;
    std::vector<LaneSpec> lanes;
    std::vector<EndpointCategory> categories; // tried before the built-in ones
    WorldSpec world;                          // empty regions: every lane decides in process
    BackendSpec backend; // no workers: admitted requests are served at once, as before
    // The folder of the file it was loaded from, where relative trace files are found; not a
    // field of the file (empty: the working directory).
    std::string sourceDir;
};

} // namespace ratelab
