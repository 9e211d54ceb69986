#pragma once
// The one compile-time list of algorithms: ids used in scenario files and on the command line,
// display names, a sentence for tooltips and the traits every list needs (which parameters apply,
// whether replay takes it). The CLI, the scenario schema, the UI and the docs check all read it;
// adding an algorithm is its folder plus one entry here. Constant data; any thread.
#include "core/sim/algorithms/Algorithm.h"

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

} // namespace ratelab
