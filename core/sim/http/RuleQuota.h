#pragma once
// One policy rule's standing as a response reports it: the structured dialect names one item per
// rule, the older dialects report the rule that speaks for the lane.
#include <cstdint>
#include <string>

namespace ratelab {

struct RuleQuota {
    std::string name;           // the structured dialect's item name
    std::int64_t limit = 0;     // Decision::limit
    std::int64_t windowMs = 0;  // LimitParams::windowMs
    std::int64_t remaining = 0; // Decision::remaining
    std::int64_t resetMs = 0;   // Decision::resetMs, limiter clock
};

} // namespace ratelab
