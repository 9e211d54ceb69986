// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/KeyRates.h"

#include "core/io/calibrate/NearestRank.h"

#include <algorithm>

namespace ratelab {
namespace {

std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    const std::int64_t q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

} // namespace

void KeyRates::add(std::int64_t timeMs)
{
    m_times.push_back(timeMs);
    const std::int64_t latest = m_requests; // this request's number
    ++m_requests;
    for (std::size_t w = 0; w < kRateWindowCount; ++w) {
        std::int64_t& head = m_heads[w];
        while (timeMs - m_times[static_cast<std::size_t>(head - m_dropped)] >= kRateWindowsMs[w])
            ++head;
        m_busiest[w] = std::max(m_busiest[w], latest - head + 1);

        FixedWindows& fixed = m_fixed[w];
        const std::int64_t index = floorDiv(timeMs, kRateWindowsMs[w]);
        if (fixed.count > 0 && index != fixed.index)
            countWindow(fixed);
        fixed.index = index;
        ++fixed.count;
    }
    dropExpired();
}

void KeyRates::dropExpired()
{
    // The longest window's head is the oldest any window still needs. Erasing in bulk once half
    // the buffer is dead keeps the cost amortised O(1) per request.
    const auto dead = static_cast<std::size_t>(m_heads.back() - m_dropped);
    if (dead >= 64 && dead * 2 >= m_times.size()) {
        m_times.erase(m_times.begin(), m_times.begin() + static_cast<std::ptrdiff_t>(dead));
        m_dropped += static_cast<std::int64_t>(dead);
    }
}

void KeyRates::countWindow(FixedWindows& fixed)
{
    auto& histogram = fixed.histogram;
    const auto at = std::lower_bound(
        histogram.begin(), histogram.end(), fixed.count,
        [](const std::pair<std::int64_t, std::int64_t>& e, std::int64_t c) { return e.first < c; });
    if (at != histogram.end() && at->first == fixed.count)
        ++at->second;
    else
        histogram.insert(at, {fixed.count, 1});
    fixed.count = 0;
}

void KeyRates::finish()
{
    for (FixedWindows& fixed : m_fixed)
        if (fixed.count > 0)
            countWindow(fixed);
    m_times.clear();
    m_times.shrink_to_fit();
    m_dropped = m_requests;
    m_heads.fill(m_requests);
}

std::int64_t KeyRates::fixedPercentile(std::size_t window, int percent) const
{
    return nearestRankPercentile(m_fixed[window].histogram, percent);
}

} // namespace ratelab
