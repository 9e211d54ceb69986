// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/world/WorldLaneInfo.h"

#include "core/io/scenario/ScenarioEnums.h"

namespace ratelab {

std::vector<WorldLaneInfo> WorldLaneInfo::fromScenario(const Scenario& scenario)
{
    std::vector<WorldLaneInfo> lanes;
    if (!scenario.world.enabled())
        return lanes;
    for (const LaneSpec& lane : scenario.lanes) {
        WorldLaneInfo info;
        for (const auto& name : placementKindNames()) {
            if (name.value == lane.store.placement)
                info.placement = QString::fromLatin1(name.id);
        }
        info.maxMemoryBytes = lane.store.maxMemoryBytes;
        lanes.push_back(info);
    }
    return lanes;
}

} // namespace ratelab
