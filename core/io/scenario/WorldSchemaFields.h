// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The scenario-file fields of the distributed world: the root's "world" group, each client's
// "region" and each lane's "store" group. Kept apart from ScenarioSchema.cpp, which appends
// them to its tables; every field is quiet by default so files without a world stay unchanged.
#include "core/io/scenario/SchemaField.h"

#include "core/sim/model/Scenario.h"

#include <vector>

namespace ratelab::schema {

void appendWorldFields(std::vector<SchemaField<Scenario>>& fields);
void appendClientWorldFields(std::vector<SchemaField<ClientSpec>>& fields);
void appendLaneStoreFields(std::vector<SchemaField<LaneSpec>>& fields);

} // namespace ratelab::schema
