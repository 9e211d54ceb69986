// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The lane's progressive-penalty fields (penalty.strikes, penalty.within_ms, penalty.block_ms),
// appended to the lane table by ScenarioSchema.cpp. Quiet by default, so files without
// penalties stay unchanged; the window and the block matter only once strikes is set. Constant
// tables; any thread.
#include "core/io/scenario/SchemaField.h"

#include "core/sim/model/Scenario.h"

#include <vector>

namespace ratelab::schema {

void appendPenaltyFields(std::vector<SchemaField<LaneSpec>>& fields);

} // namespace ratelab::schema
