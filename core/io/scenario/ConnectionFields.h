// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Long-lived connections: a client's `websocket` group (connections, reconnect_ms) and a lane's
// (max_connections, message_burst, messages_per_sec), appended to their tables by
// ScenarioSchema.cpp. Quiet by default, so files without connections stay unchanged. Constant
// tables; any thread.
#include "core/io/scenario/SchemaField.h"

#include "core/sim/model/Scenario.h"

#include <vector>

namespace ratelab::schema {

void appendClientConnectionFields(std::vector<SchemaField<ClientSpec>>& fields);
void appendLaneConnectionFields(std::vector<SchemaField<LaneSpec>>& fields);

} // namespace ratelab::schema
