// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A client entry's identity fields (identity.user ... identity.tier): what key templates and
// rule matches read. Inserted into the client table by ScenarioSchema.cpp. Any thread.
#include "core/io/scenario/SchemaField.h"

#include "core/sim/model/Scenario.h"

#include <vector>

namespace ratelab::schema {

std::vector<SchemaField<ClientSpec>> identityFields();

} // namespace ratelab::schema
