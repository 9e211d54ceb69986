// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An adaptive lane's parameters (lanes[i].adaptive.min_limit, ...), generated from the adaptive
// limits' own table (core/sim/adaptive/AdaptiveAlgorithms), one field per option, relevant to the
// lanes whose algorithm takes it; and the clients' retry budget (retry.budget_tokens,
// retry.budget_ratio). Appended by ScenarioSchema.cpp; quiet, so files without them stay
// unchanged. Constant tables; any thread.
#include "core/io/scenario/SchemaField.h"

#include "core/sim/model/Scenario.h"

#include <vector>

namespace ratelab::schema {

void appendAdaptiveLaneFields(std::vector<SchemaField<LaneSpec>>& fields);
void appendRetryBudgetFields(std::vector<SchemaField<ClientSpec>>& fields);

} // namespace ratelab::schema
