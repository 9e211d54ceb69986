// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The lane fields only the reference limiters take: nginx's delay / nodelay and Guava's warm-up
// period and tryAcquire timeout. Kept apart from ScenarioSchema.cpp, which appends them to the
// lane table; each is relevant only for the algorithms whose traits say so, and quiet by default
// so files of the other algorithms stay unchanged. Constant tables; any thread.
#include "core/io/scenario/SchemaField.h"

#include "core/sim/model/Scenario.h"

#include <vector>

namespace ratelab::schema {

void appendReferenceLimiterFields(std::vector<SchemaField<LaneSpec>>& fields);

} // namespace ratelab::schema
