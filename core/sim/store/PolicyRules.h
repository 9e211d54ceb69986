// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a store needs to decide a policy's request itself: each rule's limiter, name and window,
// and for every client its key and whether the rule matches, under the policy's charging
// setting. Built by the lane's Policy (Policy::rules()); the pointers live as long as the run.
#include "core/sim/algorithms/Algorithm.h"
#include "core/sim/model/Scenario.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace ratelab {

struct PolicyRule {
    const Algorithm* algorithm = nullptr;
    std::string name;
    std::int64_t windowMs = 1000;
};

struct PolicyRules {
    ChargeMode charge = ChargeMode::AllOrNothing;
    std::vector<PolicyRule> rules;
    std::vector<std::int32_t> keyOf;   // [client * rules.size() + rule]: the key id
    std::vector<std::uint8_t> matches; // [client * rules.size() + rule]: 1 if the rule matches

    [[nodiscard]] std::size_t at(std::int32_t client, std::size_t rule) const
    {
        return static_cast<std::size_t>(client) * rules.size() + rule;
    }
};

// A policy's answer to one request.
struct PolicyVerdict {
    Decision decision;
    std::int32_t refusedBy = -1; // the first rule that refused, -1 when admitted
    std::int32_t speaker = -1;   // the rule whose decision is the answer, -1 when none matched
};

// The answer to a request that every rule consulted admitted: the decision of the rule with the
// least remaining (the first on ties), delayed by the longest delay any rule asked for; speaker
// -1 and limit 0 when no rule was consulted. `consulted(i)` says whether rule i decided. The one
// home of this choice: the in-process policy, the simulated Redis's, and policy.lua's callers that
// run the rules one after another across Cluster slots.
template <class Consulted>
PolicyVerdict admittedVerdict(const Decision* decisions, std::size_t count, Consulted consulted)
{
    PolicyVerdict v;
    std::int64_t delay = 0;
    for (std::size_t i = 0; i < count; ++i) {
        if (!consulted(i))
            continue;
        const Decision& d = decisions[i];
        delay = std::max(delay, d.delayMs);
        if (v.speaker < 0 || d.remaining < v.decision.remaining) {
            v.decision = d;
            v.speaker = static_cast<std::int32_t>(i);
        }
    }
    v.decision.allowed = true;
    v.decision.delayMs = delay;
    return v;
}

} // namespace ratelab
