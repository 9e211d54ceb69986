// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The response a lane gives one request, as its client and the request inspector both see it:
// which of the lane's rules speaks for the decision, and the options the renderer needs from the
// lane. One home, so what a header-adapting client reads is what the inspector shows. Pure.
#include "core/sim/http/ResponseRenderer.h"
#include "core/sim/model/Scenario.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace ratelab {

// Of `ruleCount` rules, the one whose decision it is (speaker), else the refusing rule, else the
// first.
std::size_t speakingRuleIndex(std::size_t ruleCount, std::int32_t speaker, std::int32_t refusedBy);

// speakingRuleIndex's rule; rules must not be empty (laneRules() never is).
const RuleSpec& speakingRule(const std::vector<RuleSpec>& rules, std::int32_t speaker,
                             std::int32_t refusedBy);

// The lane's dialect and soft limit, the speaking rule's status and name, the dry-run marker.
ResponseOptions laneResponseOptions(const LaneSpec& lane, const RuleSpec& speaker, bool enforced);

} // namespace ratelab
