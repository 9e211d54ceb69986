// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/model/RefusingRule.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/model/LaneResponse.h"

namespace ratelab {

std::string_view refusingRule(const RunResult& result, const RequestRecord& r)
{
    if (r.refusedBy == kRefusedByPenalty)
        return kPenaltyRefuser;
    if (r.refusedBy < 0 || r.lane < 0
        || static_cast<std::size_t>(r.lane) >= result.summaries.size())
        return {};
    const auto& rules = result.summaries[static_cast<std::size_t>(r.lane)].rules;
    const auto i = static_cast<std::size_t>(r.refusedBy);
    return i < rules.size() ? std::string_view(rules[i].rule) : std::string_view();
}

int refusalStatus(const RunResult& result, const RequestRecord& r)
{
    // The lane's own cap on connections, not its limiter, refused the upgrade.
    if (r.socket == kSocketTooMany)
        return 429;
    if (r.lane < 0 || static_cast<std::size_t>(r.lane) >= result.summaries.size())
        return 429; // no lane to ask: the common answer
    const LaneSummary& lane = result.summaries[static_cast<std::size_t>(r.lane)];
    // A run read back from files older than rules.csv knows only the lane's algorithm.
    const AlgorithmKind algorithm =
        lane.rules.empty()
            ? lane.algorithm
            : lane.rules[speakingRuleIndex(lane.rules.size(), r.speaker, r.refusedBy)].algorithm;
    return algorithmInfo(algorithm).rejectStatus;
}

} // namespace ratelab
