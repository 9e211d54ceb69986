// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The load-time face of the one scenario check (engine/ScenarioValidator), plus the one file
// authoring rule the engine does not need (a trace with no times). Every rule that spans fields
// or that the engine needs (an end before the start, trace times that go back, duplicate
// lane names, key templates, chart buckets, the world, each lane's store and faults), as
// ScenarioErrors with this file format's field paths, so whatever the engine would refuse is
// refused at load time with the same words. Errors carry JSON paths but no file. Stateless.
#include "core/io/scenario/ScenarioError.h"

#include "core/sim/model/Scenario.h"

namespace ratelab {

class ScenarioConsistency {
public:
    static ScenarioErrors check(const Scenario& scenario);
};

} // namespace ratelab
