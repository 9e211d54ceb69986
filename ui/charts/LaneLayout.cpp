// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/LaneLayout.h"

#include <algorithm>
#include <numeric>

namespace ratelab {

void LaneLayout::setLanes(const QStringList& names)
{
    if (names == m_names)
        return;
    m_names = names;
    reset();
}

void LaneLayout::reset()
{
    m_order.resize(laneCount());
    std::iota(m_order.begin(), m_order.end(), std::size_t{0});
    m_hidden.assign(laneCount(), false);
}

bool LaneLayout::isExpanded() const
{
    return m_expanded >= 0 && static_cast<std::size_t>(m_expanded) < laneCount();
}

std::vector<std::size_t> LaneLayout::visibleOrder() const
{
    std::vector<std::size_t> lanes;
    for (std::size_t lane : m_order)
        if (!m_hidden[lane])
            lanes.push_back(lane);
    return lanes;
}

std::vector<std::size_t> LaneLayout::shown() const
{
    if (isExpanded())
        return {static_cast<std::size_t>(m_expanded)};
    return visibleOrder();
}

bool LaneLayout::setHidden(std::size_t lane, bool hidden)
{
    if (lane >= laneCount())
        return false;
    if (hidden && !m_hidden[lane] && visibleOrder().size() <= 1)
        return false;
    m_hidden[lane] = hidden;
    return true;
}

bool LaneLayout::isHidden(std::size_t lane) const
{
    return lane < laneCount() && m_hidden[lane];
}

int LaneLayout::hiddenCount() const
{
    return static_cast<int>(std::count(m_hidden.begin(), m_hidden.end(), true));
}

bool LaneLayout::canMove(std::size_t lane, int by) const
{
    const auto visible = visibleOrder();
    const auto it = std::find(visible.begin(), visible.end(), lane);
    if (it == visible.end() || by == 0)
        return false;
    return by < 0 ? it != visible.begin() : it + 1 != visible.end();
}

bool LaneLayout::move(std::size_t lane, int by)
{
    if (!canMove(lane, by))
        return false;
    // Swap with the next shown lane that way; hidden lanes keep their places between.
    const auto visible = visibleOrder();
    const auto at = std::find(visible.begin(), visible.end(), lane) - visible.begin();
    const std::size_t other = visible[static_cast<std::size_t>(at + (by < 0 ? -1 : 1))];
    std::iter_swap(std::find(m_order.begin(), m_order.end(), lane),
                   std::find(m_order.begin(), m_order.end(), other));
    return true;
}

bool LaneLayout::isReordered() const
{
    return !std::is_sorted(m_order.begin(), m_order.end());
}

} // namespace ratelab
