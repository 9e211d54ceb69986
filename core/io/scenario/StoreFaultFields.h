// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The scenario-file fields of a lane's scheduled store faults: "store.faults", a list of objects
// (kind, start_ms, duration_ms, slow_percent, region, loses_data), and "store.fault.*", aliases
// of the first fault for the editor's form and for files written before lanes had several faults.
// Internal to core/io/scenario; appended by WorldSchemaFields.cpp.
#include "core/io/scenario/SchemaField.h"

#include "core/sim/model/Scenario.h"

#include <functional>
#include <vector>

namespace ratelab::schema {

void appendLaneFaultFields(std::vector<SchemaField<LaneSpec>>& fields,
                           const std::function<bool(const LaneSpec&)>& redis);

} // namespace ratelab::schema
