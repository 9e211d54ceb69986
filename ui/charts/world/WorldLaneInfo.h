// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the world charts need to know about a lane that the run result does not carry: where
// its state lives and its store's maxmemory (drawn as a limit line). Plain values, built from
// the scenario that was run; any thread.
#include "core/sim/model/Scenario.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace ratelab {

struct WorldLaneInfo {
    QString placement;               // the scenario-file id, e.g. "per-region-redis"
    std::int64_t maxMemoryBytes = 0; // 0: unlimited (no line)

    // One entry per lane; empty when the scenario has no world.
    static std::vector<WorldLaneInfo> fromScenario(const Scenario& scenario);
};

} // namespace ratelab
