// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Whether a rule of a policy applies to a client's requests. Evaluated once per (rule, client)
// when the run starts; a request matches when it matches every field the rule sets.
#include "core/sim/model/Scenario.h"
#include "core/sim/traffic/ClientTable.h"

#include <optional>
#include <string>

namespace ratelab {

bool ruleMatches(const RuleMatch& match, const Client& client);

struct MatchProblem {
    std::string field; // as in the scenario file, under match: "ip", "path", "method_group"
    std::string what;
};

// The first field of `match` that cannot match anything as written, or nothing.
std::optional<MatchProblem> matchProblem(const RuleMatch& match);

} // namespace ratelab
