// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The checks of a client entry: its count, cost and retry, and its arrival process with each
// kind's own fields. Throws validation::Refusal (ValidatorSupport.h) at the first problem.
#include "core/sim/model/Scenario.h"

#include <string>

namespace ratelab::validation {

// `p` is the entry's field path ("clients[2]"); the first lane gives the defaults of a burst's
// count and an attacker's window.
void validateClient(const std::string& p, const ClientSpec& c, const LaneSpec& firstLane);

} // namespace ratelab::validation
