// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The hover text of one bucket of a lane's charts: admitted, rejected, the failure and dry-run
// counts, retries and the tracked key's level, with the exact figures of the run. Pure function
// of the result; GUI thread (it formats with the current locale).
#include "core/sim/model/RunResult.h"

#include <QString>

namespace ratelab::lanetooltip {

// Empty outside the lane's series.
QString bucketTooltip(const RunResult& result, std::size_t lane, double seconds);
// The same bucket's counts on one plain line, for the hover crosshair's label in every row:
// "7 admitted · 3 rejected" and the failure and dry-run counts when there are any.
QString bucketLine(const RunResult& result, std::size_t lane, double seconds);

} // namespace ratelab::lanetooltip
