// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Finds the logged requests of one lane in the time bucket around a moment, for the request
// inspector. Pure function over a RunResult; any thread.
#include "core/sim/model/RunResult.h"

#include <vector>

namespace ratelab {

struct RequestSelection {
    SimTime from = 0; // the bucket that was clicked: [from, to)
    SimTime to = 0;
    std::vector<std::size_t> indices; // into RunResult::requests, time order
    bool truncated = false;           // more than the limit matched
};

RequestSelection requestsNear(const RunResult& result, int lane, SimTime time,
                              std::size_t limit = 2000);

} // namespace ratelab
