// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/LaneMenu.h"

#include "ui/charts/ChartPanel.h"
#include "ui/charts/LaneChartView.h"

#include <QActionGroup>
#include <QMenu>

namespace ratelab::lanemenu {

namespace {

QString laneLabel(const LaneLayout& layout, std::size_t lane)
{
    return QStringLiteral("&%1  %2").arg(lane + 1).arg(
        layout.lanes().at(static_cast<qsizetype>(lane)));
}

// One y-scale, show every lane, the run's order: the entries that are about every lane.
void addViewEntries(QMenu* menu, ChartPanel* charts)
{
    LaneChartView* view = charts->lanes();
    const LaneLayout& layout = view->layout();
    QAction* shared = menu->addAction(QObject::tr("One &Y-Scale for All Lanes"), view,
                                      [view](bool on) { view->setSharedScale(on); });
    shared->setCheckable(true);
    shared->setChecked(layout.sharedScale);
    shared->setToolTip(QObject::tr("Every lane's counts on the busiest lane's scale, so bar "
                                   "heights compare across lanes"));
    QAction* reset = menu->addAction(QObject::tr("Show All Lanes in &Run Order"), view,
                                     [view] { view->resetLanes(); });
    reset->setEnabled(layout.hiddenCount() > 0 || layout.isReordered());
    reset->setToolTip(QObject::tr("Show the hidden lanes again and put every lane back in the "
                                  "scenario's order"));
}

} // namespace

void fillForLane(QMenu* menu, ChartPanel* charts, int laneIndex)
{
    menu->setToolTipsVisible(true);
    LaneChartView* view = charts->lanes();
    const LaneLayout& layout = view->layout();
    if (laneIndex >= 0 && static_cast<std::size_t>(laneIndex) < layout.laneCount()) {
        const auto lane = static_cast<std::size_t>(laneIndex);
        const QString name = layout.lanes().at(laneIndex);
        if (layout.expanded() == laneIndex) {
            menu->addAction(QObject::tr("Show &All Lanes"), charts,
                            [charts] { charts->setFocusLane(-1); });
        } else {
            menu->addAction(QObject::tr("&Expand \"%1\" to Full Height").arg(name), charts,
                            [charts, laneIndex] { charts->setFocusLane(laneIndex); })
                ->setToolTip(QObject::tr("This lane alone fills the charts"));
        }
        QAction* hide = menu->addAction(QObject::tr("&Hide \"%1\"").arg(name), view,
                                        [view, lane] { view->setLaneHidden(lane, true); });
        hide->setEnabled(!layout.isExpanded() && layout.shown().size() > 1);
        hide->setToolTip(QObject::tr("Only the charts: the run, the summary and the exports of "
                                     "data keep the lane"));
        menu->addAction(QObject::tr("Move &Up"), view, [view, lane] { view->moveLane(lane, -1); })
            ->setEnabled(!layout.isExpanded() && layout.canMove(lane, -1));
        menu->addAction(QObject::tr("Move &Down"), view, [view, lane] { view->moveLane(lane, 1); })
            ->setEnabled(!layout.isExpanded() && layout.canMove(lane, 1));
        menu->addSeparator();
    }
    addViewEntries(menu, charts);
}

QMenu* viewMenu(ChartPanel* charts, QWidget* parent)
{
    auto* menu = new QMenu(QObject::tr("&Lanes"), parent);
    menu->setToolTipsVisible(true);
    QObject::connect(menu, &QMenu::aboutToShow, menu, [menu, charts] {
        menu->clear();
        LaneChartView* view = charts->lanes();
        const LaneLayout& layout = view->layout();
        // Expand: every lane, or one lane filling the charts (presentation, a lesson step).
        QMenu* expand = menu->addMenu(QObject::tr("&Expand to Full Height"));
        auto* group = new QActionGroup(expand);
        for (int lane = -1; lane < static_cast<int>(layout.laneCount()); ++lane) {
            QAction* a =
                expand->addAction(lane < 0 ? QObject::tr("&All Lanes")
                                           : laneLabel(layout, static_cast<std::size_t>(lane)));
            a->setCheckable(true);
            a->setChecked(lane < 0 ? !layout.isExpanded() : layout.expanded() == lane);
            group->addAction(a);
            QObject::connect(a, &QAction::triggered, charts,
                             [charts, lane] { charts->setFocusLane(lane); });
            if (lane < 0)
                expand->addSeparator();
        }
        QMenu* show = menu->addMenu(QObject::tr("&Show"));
        show->setToolTipsVisible(true);
        QMenu* up = menu->addMenu(QObject::tr("Move &Up"));
        QMenu* down = menu->addMenu(QObject::tr("Move &Down"));
        for (std::size_t lane : layout.order()) {
            QAction* shown = show->addAction(laneLabel(layout, lane), view, [view, lane](bool on) {
                view->setLaneHidden(lane, !on);
            });
            shown->setCheckable(true);
            shown->setChecked(!layout.isHidden(lane));
            // The last lane shown stays: an empty chart explains nothing.
            shown->setEnabled(layout.isHidden(lane) || layout.shown().size() > 1);
            up->addAction(laneLabel(layout, lane), view, [view, lane] {
                  view->moveLane(lane, -1);
              })->setEnabled(layout.canMove(lane, -1));
            down->addAction(laneLabel(layout, lane), view,
                            [view, lane] { view->moveLane(lane, 1); })
                ->setEnabled(layout.canMove(lane, 1));
        }
        for (QMenu* sub : {show, up, down})
            sub->setEnabled(!layout.isExpanded() && layout.laneCount() > 1);
        menu->addSeparator();
        addViewEntries(menu, charts);
    });
    return menu;
}

void popUp(ChartPanel* charts, int lane, const QPoint& globalPos)
{
    QMenu menu;
    fillForLane(&menu, charts, lane);
    menu.exec(globalPos);
}

} // namespace ratelab::lanemenu
