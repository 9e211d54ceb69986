// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/traffic/RuleMatching.h"

#include "core/sim/traffic/Ipv4Range.h"
#include "core/sim/traffic/RequestPath.h"

#include <string_view>

namespace ratelab {
namespace {

bool literalEndpointMatches(const std::string& want, const std::string& endpoint)
{
    if (want.back() == '*')
        return endpoint.compare(0, want.size() - 1, want, 0, want.size() - 1) == 0;
    return endpoint == want;
}

bool ipMatches(std::string_view want, const std::string& ip)
{
    const bool negated = !want.empty() && want.front() == '!';
    if (negated)
        want.remove_prefix(1);
    const auto range = parseIpv4Range(want);
    const bool inside = range && ipInRange(ip, *range);
    return inside != negated;
}

} // namespace

bool ruleMatches(const RuleMatch& match, const Client& client)
{
    const Identity& id = client.identity;
    const KeyFacts& facts = client.facts;
    if (!match.endpoint.empty() && !literalEndpointMatches(match.endpoint, id.endpoint))
        return false;
    if (!match.method.empty() && match.method != id.method)
        return false;
    if (!match.path.empty() && !pathMatches(match.path, facts.path))
        return false;
    if (!match.category.empty() && match.category != facts.category)
        return false;
    if (!match.methodGroup.empty() && match.methodGroup != facts.methodGroup)
        return false;
    if (!match.tier.empty() && match.tier != id.tier)
        return false;
    return match.ip.empty() || ipMatches(match.ip, id.ip);
}

std::optional<MatchProblem> matchProblem(const RuleMatch& match)
{
    if (!match.methodGroup.empty() && match.methodGroup != "read" && match.methodGroup != "write"
        && match.methodGroup != "other")
        return MatchProblem{"method_group",
                            "\"" + match.methodGroup + "\" is not read, write or other"};
    if (!match.path.empty())
        if (auto problem = unnormalisedPatternProblem(match.path))
            return MatchProblem{"path", *problem};
    if (!match.ip.empty()) {
        std::string_view range = match.ip;
        if (range.front() == '!')
            range.remove_prefix(1);
        if (auto problem = ipv4RangeProblem(range))
            return MatchProblem{"ip", *problem};
    }
    return std::nullopt;
}

} // namespace ratelab
