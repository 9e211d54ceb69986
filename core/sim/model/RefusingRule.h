#pragma once
// What refused a request, by the name requests.csv's refused_by, the 429 body's "rule" and the
// inspector give it: the lane's rule, "penalty" for a penalty block, empty when it was admitted.
// Pure; any thread.
#include "core/sim/model/RunResult.h"

#include <string_view>

namespace ratelab {

std::string_view refusingRule(const RunResult& result, const RequestRecord& r);

} // namespace ratelab
