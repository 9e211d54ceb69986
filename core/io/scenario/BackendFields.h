// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The scenario's backend ("backend": workers, service time, waiting line, reserved share,
// dependency, capacity changes) appended to the scenario table, and the client's "critical"
// flag appended to the client table, by ScenarioSchema.cpp. Quiet by default, so files without a
// backend stay unchanged. Constant tables; any thread.
#include "core/io/scenario/SchemaField.h"

#include "core/sim/model/Scenario.h"

#include <vector>

namespace ratelab::schema {

void appendBackendFields(std::vector<SchemaField<Scenario>>& fields);
void appendClientBackendFields(std::vector<SchemaField<ClientSpec>>& fields);

} // namespace ratelab::schema
