// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/sweep/SweepFrontier.h"

#include "core/io/sweep/SweepValues.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ratelab {

std::vector<bool> SweepFrontier::optimal(std::span<const FrontierPoint> points)
{
    std::vector<bool> result(points.size(), false);
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (!std::isnan(points[i].falsePositiveRate) && !std::isnan(points[i].abusiveAdmitted))
            order.push_back(i);
    // By rate, then abuse: O(n log n), a sweep may hold tens of thousands of configurations.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (points[a].falsePositiveRate != points[b].falsePositiveRate)
            return points[a].falsePositiveRate < points[b].falsePositiveRate;
        return points[a].abusiveAdmitted < points[b].abusiveAdmitted;
    });
    // The least abuse among configurations with a strictly lower rate.
    double bestBefore = std::numeric_limits<double>::infinity();
    for (std::size_t g = 0; g < order.size();) {
        const double rate = points[order[g]].falsePositiveRate;
        const double least = points[order[g]].abusiveAdmitted; // the group's first is its least
        std::size_t end = g;
        while (end < order.size() && points[order[end]].falsePositiveRate == rate)
            ++end;
        // Same rate and more abuse is dominated within the group; the least is dominated only by
        // an earlier group with no more abuse.
        if (least < bestBefore)
            for (std::size_t i = g; i < end && points[order[i]].abusiveAdmitted == least; ++i)
                result[order[i]] = true;
        bestBefore = std::min(bestBefore, least);
        g = end;
    }
    return result;
}

std::vector<FrontierEntry> SweepFrontier::entries(const SweepPlan& plan,
                                                  const SweepResults& results)
{
    std::vector<FrontierEntry> entries;
    const std::size_t lanes = SweepValues::lanes(plan, results).size();
    for (qsizetype p = 0; p < plan.pointCount(); ++p) {
        if (!results.pointComplete(plan, p))
            continue;
        for (std::size_t l = 0; l < lanes; ++l) {
            const auto rate = SweepValues::value(plan, results, p, l, "false_positive_rate");
            const auto abuse = SweepValues::value(plan, results, p, l, "abusive_admitted");
            if (rate && abuse)
                entries.push_back({p, l, {*rate, *abuse}, false});
        }
    }
    std::vector<FrontierPoint> at;
    at.reserve(entries.size());
    for (const FrontierEntry& e : entries)
        at.push_back(e.at);
    const std::vector<bool> best = optimal(at);
    for (std::size_t i = 0; i < entries.size(); ++i)
        entries[i].optimal = best[i];
    return entries;
}

} // namespace ratelab
