// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/SafeLimitSearch.h"

#include <algorithm>
#include <cmath>

namespace ratelab {

SafeLimitSearch::SafeLimitSearch(std::int64_t cap, double targetFalsePositiveRate,
                                 std::size_t pointsPerPass)
    : m_cap(std::max<std::int64_t>(1, cap))
    , m_target(targetFalsePositiveRate)
    , m_points(std::max<std::size_t>(2, pointsPerPass))
{
}

std::vector<std::int64_t> SafeLimitSearch::geometric(std::int64_t from, std::int64_t to,
                                                     std::size_t count)
{
    std::vector<std::int64_t> points;
    if (to < from || count == 0)
        return points;
    if (to - from + 1 <= static_cast<std::int64_t>(count) || count == 1) {
        for (std::int64_t v = from; v <= to && points.size() < count; ++v)
            points.push_back(v);
        return points;
    }
    const double lo = std::log(static_cast<double>(std::max<std::int64_t>(1, from)));
    const double hi = std::log(static_cast<double>(to));
    for (std::size_t i = 0; i < count; ++i) {
        const double t = static_cast<double>(i) / static_cast<double>(count - 1);
        auto v = static_cast<std::int64_t>(std::llround(std::exp(lo + (hi - lo) * t)));
        v = std::clamp(v, from, to);
        if (points.empty() || v > points.back())
            points.push_back(v);
    }
    points.back() = to;
    return points;
}

std::vector<std::int64_t> SafeLimitSearch::nextCandidates() const
{
    if (m_results.empty() || !m_results.count(1) || !m_results.count(m_cap)) {
        // The first pass: spread over the whole range, both ends included.
        std::vector<std::int64_t> points;
        for (const std::int64_t v : geometric(1, m_cap, m_points))
            if (!m_results.count(v))
                points.push_back(v);
        return points;
    }
    const auto passing = std::find_if(m_results.begin(), m_results.end(),
                                      [this](const auto& e) { return passes(e.second); });
    if (passing == m_results.end())
        return {}; // even the cap rejects legitimate traffic: no answer within it
    const std::int64_t hi = passing->first;
    std::int64_t lo = 0;
    for (auto it = m_results.begin(); it != passing; ++it)
        lo = it->first; // the largest failing limit below hi
    if (hi - lo <= 1)
        return {};
    // Interior points only: lo and hi are already known.
    return geometric(lo + 1, hi - 1, m_points);
}

void SafeLimitSearch::report(std::int64_t limit, double falsePositiveRate)
{
    m_results[limit] = falsePositiveRate;
}

std::optional<std::int64_t> SafeLimitSearch::smallestSafe() const
{
    for (const auto& [limit, rate] : m_results)
        if (passes(rate))
            return limit;
    return std::nullopt;
}

} // namespace ratelab
