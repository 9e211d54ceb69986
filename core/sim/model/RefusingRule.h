// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What refused a request, by the name requests.csv's refused_by, the 429 body's "rule" and the
// inspector give it: the lane's rule, "penalty" for a penalty block, empty when it was admitted;
// and the HTTP status the refusal carried. Pure; any thread.
#include "core/sim/model/RunResult.h"

#include <string_view>

namespace ratelab {

std::string_view refusingRule(const RunResult& result, const RequestRecord& r);

// The status of a refused request's response, as the response renderer writes it: the speaking
// rule's algorithm's (AlgorithmInfo::rejectStatus: 503 for nginx, 429 for the rest); 429 for an
// upgrade the lane's connection cap refused.
int refusalStatus(const RunResult& result, const RequestRecord& r);

} // namespace ratelab
