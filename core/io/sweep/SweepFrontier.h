// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Pareto frontier of a sweep: which configurations (a point and a lane) no other beats on both
// false_positive_rate and abusive_admitted, lower being better on each. A configuration is off
// the frontier when another is at least as good on both and better on one, so equal ones are
// on it or off it together. Pure functions of plain values; any thread.
#include "core/io/sweep/SweepPlan.h"
#include "core/io/sweep/SweepRunner.h"

#include <span>
#include <vector>

namespace ratelab {

struct FrontierPoint {
    double falsePositiveRate = 0;
    double abusiveAdmitted = 0;
};

// One configuration of a sweep as the frontier chart draws it.
struct FrontierEntry {
    qsizetype point = 0;
    std::size_t lane = 0;
    FrontierPoint at;
    bool optimal = false;
};

class SweepFrontier {
public:
    // optimal[i]: no other point dominates points[i]. A point with a NaN is never optimal and
    // dominates nothing.
    static std::vector<bool> optimal(std::span<const FrontierPoint> points);
    // Every lane of every complete point (the mean over its seeds), grid order, then lane order.
    static std::vector<FrontierEntry> entries(const SweepPlan& plan, const SweepResults& results);
};

} // namespace ratelab
