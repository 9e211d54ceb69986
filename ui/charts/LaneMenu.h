// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The lane charts' menus: View > Lanes (expand a lane to the full height, show and hide lanes,
// move them up and down, one y-scale for every lane, reset) and the same for one lane on a right
// click in its row. Built from the LaneChartView's layout each time a menu opens; expanding goes
// through the ChartPanel so the topology follows the lane. View state only: nothing here edits
// the scenario. GUI thread only.
class QMenu;
class QPoint;
class QWidget;

namespace ratelab {

class ChartPanel;

namespace lanemenu {

// View > Lanes, refilled each time it opens; owned by `parent`.
QMenu* viewMenu(ChartPanel* charts, QWidget* parent);
// The right-click menu of `lane`'s row (-1: outside every row: the whole-view entries only),
// filled into `menu`.
void fillForLane(QMenu* menu, ChartPanel* charts, int lane);
// Shows fillForLane's menu at a global position (what a right click on the charts does).
void popUp(ChartPanel* charts, int lane, const QPoint& globalPos);

} // namespace lanemenu
} // namespace ratelab
