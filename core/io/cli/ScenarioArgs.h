#pragma once
// What `run` and `validate` share: load SCENARIO.json with its --set overrides, reporting every
// problem on stderr as "FILE: json.path: what is wrong".
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
};

} // namespace ratelab
