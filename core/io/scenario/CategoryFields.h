// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The scenario's own endpoint categories ("categories": [{"name", "path"}]), appended to the
// scenario table by ScenarioSchema.cpp. Quiet by default, so files without categories stay
// unchanged. Constant tables; any thread.
#include "core/io/scenario/SchemaField.h"

#include "core/sim/model/Scenario.h"

#include <vector>

namespace ratelab::schema {

void appendCategoryFields(std::vector<SchemaField<Scenario>>& fields);

} // namespace ratelab::schema
