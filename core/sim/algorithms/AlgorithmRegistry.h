#pragma once
// The one compile-time list of algorithms: ids used in scenario files and on the command line,
// display names and a sentence for tooltips. The CLI, the scenario loader and the UI all read it.
#include "Algorithm.h"

#include <memory>
#include <optional>
#include <span>
#include <string_view>

namespace ratelab {

struct AlgorithmInfo {
    AlgorithmKind kind;
    std::string_view id;           // "fixed-window", "sliding-log", ...
    std::string_view displayName;  // "Fixed window"
    std::string_view levelName;    // what level() measures: "counter", "tokens", ...
    std::string_view description;  // one or two sentences for tooltips and the lesson panel
    bool replayable;               // accepted by `ratelab-cli replay`
};

std::span<const AlgorithmInfo> allAlgorithms();
const AlgorithmInfo& algorithmInfo(AlgorithmKind kind);
std::optional<AlgorithmKind> algorithmFromId(std::string_view id);

std::unique_ptr<Algorithm> makeAlgorithm(AlgorithmKind kind, const LimitParams& params);

} // namespace ratelab
