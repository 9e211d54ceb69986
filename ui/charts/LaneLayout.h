// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Which lanes the lane charts show and in what order: the user's order, the lanes hidden, one
// lane expanded to the full height (a lesson step's or the presentation's focus too), and
// whether every row shares one y-scale. View state, not the scenario: runs, the summary and the
// data exports keep every lane, and no edit is made. Kept across re-runs while the run's lanes
// keep their names. Plain value.
#include <QStringList>

#include <cstddef>
#include <vector>

namespace ratelab {

class LaneLayout {
public:
    // The run's lanes by name; a different list starts over (the run's order, nothing hidden).
    void setLanes(const QStringList& names);
    [[nodiscard]] const QStringList& lanes() const { return m_names; }
    [[nodiscard]] std::size_t laneCount() const { return static_cast<std::size_t>(m_names.size()); }

    // The lanes shown, top to bottom: the expanded lane alone, else the lanes not hidden in the
    // user's order.
    [[nodiscard]] std::vector<std::size_t> shown() const;
    // The lanes in the user's order, hidden ones included.
    [[nodiscard]] const std::vector<std::size_t>& order() const { return m_order; }

    // -1 (or a lane the run does not have): every lane.
    void setExpanded(int lane) { m_expanded = lane; }
    [[nodiscard]] int expanded() const { return m_expanded; }
    [[nodiscard]] bool isExpanded() const;

    // False (and nothing changes) when it would hide the last lane shown.
    bool setHidden(std::size_t lane, bool hidden);
    [[nodiscard]] bool isHidden(std::size_t lane) const;
    [[nodiscard]] int hiddenCount() const;
    // Moves a lane up (-1) or down (+1) among the lanes shown, past any hidden ones between;
    // false at the top or the bottom.
    bool move(std::size_t lane, int by);
    [[nodiscard]] bool canMove(std::size_t lane, int by) const;
    // Every lane shown again, in the run's order (the expansion and y-scale stay).
    void reset();
    [[nodiscard]] bool isReordered() const;

    bool sharedScale = false; // one y-scale for every lane's counts

private:
    [[nodiscard]] std::vector<std::size_t> visibleOrder() const;

    QStringList m_names;
    std::vector<std::size_t> m_order;
    std::vector<bool> m_hidden;
    int m_expanded = -1;
};

} // namespace ratelab
