#pragma once
// The hover text of one bucket of a lane's charts: admitted, rejected, the failure and dry-run
// counts, retries and the tracked key's level, with the exact figures of the run. Pure function
// of the result; GUI thread (it formats with the current locale).
#include "core/sim/model/RunResult.h"

#include <QString>

namespace ratelab::lanetooltip {

// Empty outside the lane's series.
QString bucketTooltip(const RunResult& result, std::size_t lane, double seconds);

} // namespace ratelab::lanetooltip
