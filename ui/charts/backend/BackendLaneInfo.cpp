// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/backend/BackendLaneInfo.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <algorithm>

namespace ratelab {

std::vector<BackendLaneInfo> BackendLaneInfo::fromScenario(const Scenario& scenario)
{
    std::vector<BackendLaneInfo> lanes;
    for (const LaneSpec& lane : scenario.lanes) {
        BackendLaneInfo info;
        info.backend = scenario.backend.enabled();
        info.adaptive = algorithmInfo(lane.algorithm).adaptive;
        // As LaneService::needed and its gate: a plain concurrency lane holds its slot until the
        // answer only in front of a backend.
        info.gated = info.adaptive
                     || (info.backend && !isPolicyLane(lane)
                         && lane.algorithm == AlgorithmKind::Concurrency);
        info.timeoutMs = info.backend ? scenario.backend.timeoutMs : 0;
        info.queueLimit = scenario.backend.queueLimit;
        lanes.push_back(info);
    }
    if (std::none_of(lanes.begin(), lanes.end(),
                     [](const BackendLaneInfo& i) { return i.shown(); }))
        lanes.clear();
    return lanes;
}

} // namespace ratelab
