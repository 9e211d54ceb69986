// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What `run`, `sweep` and `validate` share: load SCENARIO.json with its --set overrides, reporting
// every problem on stderr as "FILE: json.path: what is wrong".
#include "core/io/cli/ArgParser.h"
#include "core/io/cli/CliIo.h"

#include "core/sim/model/RunEstimate.h"
#include "core/sim/model/Scenario.h"

#include <cstdint>
#include <optional>

namespace ratelab {

class ScenarioArgs {
public:
    // Expects exactly one positional (the scenario file). Nullopt after reporting the problems.
    static std::optional<Scenario> load(const ArgParser& args, const QString& command,
                                        const CliIo& io);
    // --jobs N (1 to 256), default the core count. Nullopt after reporting a bad value.
    static std::optional<int> jobs(const ArgParser& args, const QString& command, const CliIo& io);

    // --memory-budget SIZE (MemoryBudget::parse), default half this machine's memory.
    struct Budget {
        std::int64_t bytes = 0; // 0: none
        QString source;         // how it was set, for the refusal
    };
    static std::optional<Budget> memoryBudget(const ArgParser& args, const QString& command,
                                              const CliIo& io);
    // Checks the runs `scenarios` (at most `together` of them at once) against the budget and,
    // for a streamed request log, the free disk in `diskFolder`: false after reporting a refusal
    // as "FILE: why". Prints the long-run warning of the biggest.
    static bool fitsBudget(const std::vector<const Scenario*>& scenarios, int together,
                           RequestLogPlace log, const Budget& budget, const QString& diskFolder,
                           const QString& file, const CliIo& io);
};

} // namespace ratelab
