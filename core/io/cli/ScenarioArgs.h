#pragma once
// What `run`, `sweep` and `validate` share: load SCENARIO.json with its --set overrides, reporting
// every problem on stderr as "FILE: json.path: what is wrong".
#include "core/io/cli/ArgParser.h"
#include "core/io/cli/CliIo.h"

#include "core/sim/model/Scenario.h"

#include <optional>

namespace ratelab {

class ScenarioArgs {
public:
    // Expects exactly one positional (the scenario file). Nullopt after reporting the problems.
    static std::optional<Scenario> load(const ArgParser& args, const QString& command,
                                        const CliIo& io);
    // --jobs N (1 to 256), default the core count. Nullopt after reporting a bad value.
    static std::optional<int> jobs(const ArgParser& args, const QString& command, const CliIo& io);
};

} // namespace ratelab
