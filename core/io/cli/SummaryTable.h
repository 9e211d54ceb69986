// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The readable per-lane summary `ratelab-cli run` prints: algorithm, admitted, rejected, the
// most one key had admitted in any window against the limit, and the over-admission ratio.
#include "core/sim/model/RunResult.h"

#include <QString>

namespace ratelab {

class SummaryTable {
public:
    static QString render(const RunResult& result);
};

} // namespace ratelab
