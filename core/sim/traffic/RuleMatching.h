#pragma once
// Whether a rule of a policy applies to a client's requests. Evaluated once per (rule, client)
// when the run starts; a request matches when it matches every field the rule sets.
#include "core/sim/model/Scenario.h"
#include "core/sim/traffic/ClientTable.h"

#include <optional>
#include <string>

namespace ratelab {

bool ruleMatches(const RuleMatch& match, const Client& client);

// The first field of `match` that cannot match anything as written, as "field: why" with the
// field named as in the scenario file ("ip: ..."), or nothing.
std::optional<std::string> matchProblem(const RuleMatch& match);

} // namespace ratelab
