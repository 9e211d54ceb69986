// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The client's arrival fields for replayed traffic: arrival.times_ms (a trace in the file) and a
// trace file's arrival.file, format, identity and lenient. ScenarioSchema.cpp puts them before
// the retry fields, where the forms and written files have always had them; arrivalIs() is the
// condition every arrival field is shown under. Constant tables; any thread.
#include "core/io/scenario/SchemaField.h"

#include "core/sim/model/Scenario.h"

#include <functional>
#include <initializer_list>
#include <vector>

namespace ratelab::schema {

// True for a client whose arrival kind is one of `kinds`.
std::function<bool(const ClientSpec&)> arrivalIs(std::initializer_list<ArrivalKind> kinds);

std::vector<SchemaField<ClientSpec>> traceArrivalFields();

} // namespace ratelab::schema
