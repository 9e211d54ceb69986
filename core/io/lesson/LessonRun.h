// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One run of a lesson's scenario with a set of changes: the scenario as run and what it produced.
// What LessonCheck and FigureCheck evaluate claims and figures on. A plain value; any thread.
#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

namespace ratelab {

struct LessonRun {
    Scenario scenario;
    RunResult result;
};

} // namespace ratelab
