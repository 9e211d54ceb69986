// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The scenario-file fields of a lane's policy ("format": 2): "rules", a list of rule objects
// (name, the limiter fields a lane has, key, match.endpoint, match.method), and "charge". A rule
// reuses the lane table's own limiter fields, so the two cannot drift. Internal to
// core/io/scenario; appended by ScenarioSchema.cpp. Constant tables; any thread.
#include "core/io/scenario/SchemaField.h"

#include "core/sim/model/Scenario.h"

#include <QStringList>

#include <vector>

namespace ratelab::schema {

// Appends "charge" and "rules", built from the limiter fields already in `fields`.
void appendPolicyFields(std::vector<SchemaField<LaneSpec>>& fields);

// The lane fields a lane with rules gives in each rule instead (the limiter and its key).
const QStringList& ruleLevelPaths();

} // namespace ratelab::schema
