// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// sweep.csv (docs/cli.md): one row per point, seed (with --seeds) and lane, in grid order; the
// varied values first under their PATH as given, then `seed`, then summary.csv's columns, then
// abusive_admitted. Only complete points are written. Stateless; any thread.
#include "core/io/sweep/SweepPlan.h"
#include "core/io/sweep/SweepRunner.h"

#include <string>

namespace ratelab {

class SweepCsv {
public:
    static std::string text(const SweepPlan& plan, const SweepResults& results);
};

} // namespace ratelab
