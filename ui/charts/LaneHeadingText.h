// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one-line title above a lane's charts: its name, algorithm and rate, and for a policy of
// several rules which rule the charts show. Pure function of the summary; any thread.
#include "core/sim/model/RunResult.h"

#include <QString>

namespace ratelab {

// "fixed  ·  Fixed window  ·  10 per 1 s", or for a policy
// "by plan  ·  policy of 3 rules  ·  charts: free-daily, Fixed window, 1000 per 1 day".
QString laneHeadingText(const LaneSummary& summary);

} // namespace ratelab
