#include "core/sim/model/RefusingRule.h"

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

} // namespace ratelab
