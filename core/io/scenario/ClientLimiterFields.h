// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A client's own limiter in front of a third-party API (client_limiter.capacity, .refill_per_sec,
// .reserve_percent, .sync, .max_wait_ms), appended to the client table by ScenarioSchema.cpp.
// Quiet by default, so files without one stay unchanged; the others matter only once capacity is
// set. Constant tables; any thread.
#include "core/io/scenario/SchemaField.h"

#include "core/sim/model/Scenario.h"

#include <vector>

namespace ratelab::schema {

void appendClientLimiterFields(std::vector<SchemaField<ClientSpec>>& fields);

} // namespace ratelab::schema
