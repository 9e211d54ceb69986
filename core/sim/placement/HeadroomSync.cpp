// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/placement/HeadroomSync.h"

#include <algorithm>

namespace ratelab {

HeadroomSync::HeadroomSync(int regions, std::int64_t limit, int headroomPercent)
    : m_limit(limit)
    , m_headroomPercent(headroomPercent)
    , m_regions(static_cast<std::size_t>(std::max(1, regions)))
    , m_central(m_regions.size())
{
}

void HeadroomSync::roll(Region& r, std::int64_t window) const
{
    if (window > r.window) {
        r.window = window;
        r.count = 0;
        r.others = 0; // nothing is known of the new window until the next pull
    }
}

bool HeadroomSync::tryAdmit(int region, std::int64_t window, std::int64_t cost)
{
    Region& r = m_regions[static_cast<std::size_t>(region)];
    roll(r, window);
    if (r.count + cost > effectiveLimit(region))
        return false;
    r.count += cost;
    return true;
}

std::int64_t HeadroomSync::effectiveLimit(int region) const
{
    const Region& r = m_regions[static_cast<std::size_t>(region)];
    const std::int64_t room = std::max<std::int64_t>(0, m_limit - r.others);
    return room * (100 - m_headroomPercent) / 100;
}

void HeadroomSync::push(int region)
{
    const Region& r = m_regions[static_cast<std::size_t>(region)];
    m_central[static_cast<std::size_t>(region)] = {r.window, r.count};
}

void HeadroomSync::pull(int region)
{
    Region& r = m_regions[static_cast<std::size_t>(region)];
    std::int64_t others = 0;
    for (std::size_t q = 0; q < m_central.size(); ++q)
        if (static_cast<int>(q) != region && m_central[q].window == r.window)
            others += m_central[q].count;
    r.others = others;
}

void HeadroomSync::syncAll()
{
    for (int r = 0; r < static_cast<int>(m_regions.size()); ++r)
        push(r);
    for (int r = 0; r < static_cast<int>(m_regions.size()); ++r)
        pull(r);
}

std::int64_t HeadroomSync::localCount(int region) const
{
    return m_regions[static_cast<std::size_t>(region)].count;
}

std::int64_t HeadroomSync::knownOthers(int region) const
{
    return m_regions[static_cast<std::size_t>(region)].others;
}

std::int64_t HeadroomSync::globalCount(std::int64_t window) const
{
    std::int64_t sum = 0;
    for (const Region& r : m_regions)
        if (r.window == window)
            sum += r.count;
    return sum;
}

std::int64_t HeadroomSync::overAdmissionBound(int regions, std::int64_t limit, int headroomPercent,
                                              std::int64_t maxAdmitsPerRegionPerInterval)
{
    const std::int64_t demand = static_cast<std::int64_t>(regions) * maxAdmitsPerRegionPerInterval;
    std::int64_t best = 0;
    for (std::int64_t x = 0; x <= limit; ++x) {
        const std::int64_t byRoom =
            static_cast<std::int64_t>(regions) * (100 - headroomPercent) * x / 100 - x;
        best = std::max(best, std::min(demand - x, byRoom));
    }
    return best;
}

} // namespace ratelab
