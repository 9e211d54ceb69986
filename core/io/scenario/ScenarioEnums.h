// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The ids scenario files use for the model's enums come from the model's one table per enum
// (core/sim/EnumTable.h: arrivalKindNames(), placementKindNames(), ...); algorithm ids
// from the algorithm registry. This header only gathers them for the schema. Any thread.
#include "core/sim/EnumTable.h"
#include "core/sim/model/Scenario.h"

namespace ratelab {

template <class Enum>
using EnumName = EnumEntry<Enum>;

} // namespace ratelab
