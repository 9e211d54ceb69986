// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/model/LaneResponse.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

namespace ratelab {

std::size_t speakingRuleIndex(std::size_t ruleCount, std::int32_t speaker, std::int32_t refusedBy)
{
    const auto valid = [ruleCount](std::int32_t i) {
        return i >= 0 && static_cast<std::size_t>(i) < ruleCount;
    };
    return static_cast<std::size_t>(valid(speaker) ? speaker : valid(refusedBy) ? refusedBy : 0);
}

const RuleSpec& speakingRule(const std::vector<RuleSpec>& rules, std::int32_t speaker,
                             std::int32_t refusedBy)
{
    return rules[speakingRuleIndex(rules.size(), speaker, refusedBy)];
}

ResponseOptions laneResponseOptions(const LaneSpec& lane, const RuleSpec& speaker, bool enforced)
{
    ResponseOptions options;
    options.softLimitFraction = lane.softLimitFraction;
    options.dryRun = !enforced;
    options.rejectStatus = algorithmInfo(speaker.algorithm).rejectStatus;
    options.dialect = lane.headers;
    // The log keeps one decision per request: the structured dialect's one item is the speaker's.
    options.speaker = speaker.name;
    return options;
}

} // namespace ratelab
