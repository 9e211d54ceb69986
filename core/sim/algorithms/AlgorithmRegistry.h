// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one compile-time list of algorithms: ids used in scenario files and on the command line,
// display names, a sentence for tooltips and the traits every list needs (which parameters apply,
// whether replay takes it). The CLI, the scenario schema, the UI and the docs check all read it;
// adding an algorithm is its folder plus one entry here. Constant data; any thread.
#include "core/sim/algorithms/Algorithm.h"
#include "core/sim/algorithms/IntMath.h"

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace ratelab {

struct AlgorithmInfo {
    AlgorithmKind kind;
    std::string_view id;          // "fixed-window", "sliding-log", ...
    std::string_view displayName; // "Fixed window"
    std::string_view levelName;   // what level() measures: "counter", "tokens", ...
    std::string_view description; // one or two sentences for tooltips and the lesson panel
    bool replayable;              // accepted by `ratelab-cli replay`
    bool usesWindow;              // window_ms applies (every rate; not a concurrency limit)
    bool usesBurst;               // burst applies (bucket capacity or queue size)
    bool logsRejectedVariant;     // log_rejected applies (the sliding log's variant)
    bool inProcessOnly = false;   // a library or server limiter: no Redis placement, no Lua twin
    bool usesDelay = false;       // nginx's delay / nodelay apply
    bool usesWarmup = false;      // warmup_ms applies (and is required)
    bool usesTimeout = false;     // timeout_ms applies (Guava's tryAcquire timeout)
    std::int64_t minCost = 0;     // the costs a request may carry
    std::int64_t maxCost = kInt64Max;
    int rejectStatus = 429; // the HTTP status of a refusal (nginx's limit_req_status: 503)
    // An adaptive concurrency limit: the lane holds each request's slot until its answer and
    // feeds the round trip to core/sim/adaptive's limit of this id; `limit` is where it starts.
    bool adaptive = false;
};

std::span<const AlgorithmInfo> allAlgorithms();
const AlgorithmInfo& algorithmInfo(AlgorithmKind kind);
std::optional<AlgorithmKind> algorithmFromId(std::string_view id);
// "a, b or c": the ids of the algorithms that pass `filter`, for help texts and messages.
std::string algorithmIdList(bool (*filter)(const AlgorithmInfo&));

std::unique_ptr<Algorithm> makeAlgorithm(AlgorithmKind kind, const LimitParams& params);

// Empty if every algorithm can run with these parameters exactly; otherwise what is wrong, in a
// sentence naming the parameter (callers prefix the file, line or JSON path). Requests need
// cost >= 0; the clock may be any int64 ms value, negative and stepping back included.
std::string limitParamsProblem(const LimitParams& params);

// The same for one algorithm: the parameters it does not take must keep their defaults, and the
// ones it needs must fit (nginx's rate at least 1 milli-request per second, a warm-up period).
// `field` is the parameter's scenario name (delay, nodelay, warmup_ms, timeout_ms, burst, limit);
// both are empty when every parameter fits.
struct ParamProblem {
    std::string field;
    std::string what;
};
ParamProblem algorithmParamsProblem(AlgorithmKind kind, const LimitParams& params);

// Empty if a request of this cost can be decided by the algorithm; else a sentence saying why.
std::string costProblem(AlgorithmKind kind, std::int64_t cost);

} // namespace ratelab
