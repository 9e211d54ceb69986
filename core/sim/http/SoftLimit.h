// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The soft limit: a warning header once a fraction f of the quota is used, while the request is
// still served (docs/algorithms.md, "Soft limit and dry run"). Pure functions.
#include "core/sim/algorithms/Decision.h"

#include <cstdint>

namespace ratelab {

// The used units (N - remaining) from which a response carries the warning: ceil(f * N) with f
// first rounded to the nearest millionth, so 0.7 of 100 is 70 and not 71 (0.7 * 100 is above 70
// in binary floating point). At least 1; 0 means off (f <= 0).
std::int64_t softLimitThreshold(double fraction, std::int64_t limit);

// Whether this decision reaches the soft limit: f > 0 and N - remaining >= the threshold.
bool softLimitReached(const Decision& decision, double fraction);

} // namespace ratelab
