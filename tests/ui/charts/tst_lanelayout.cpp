// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lanes as the user arranges them: expand one lane to the full height, hide and reorder lanes,
// one y-scale for every lane; from View > Lanes and a row's right-click menu; kept across what-if
// re-runs, started over for other lanes; nothing of it edits the scenario.
#include "tests/ui/UiFixture.h"

#include "ui/charts/LaneChartRow.h"
#include "ui/charts/LaneChartView.h"
#include "ui/charts/LaneLayout.h"
#include "ui/charts/LaneMenu.h"

#include "tests/support/ScenarioBuilder.h"

#include <QMenu>
#include <QMenuBar>
#include <QUndoStack>

#include <qcustomplot.h>

using namespace ratelab;
using namespace ratelab::test;

namespace {

std::vector<int> rowLanes(const LaneChartView* view)
{
    std::vector<int> lanes;
    for (int row = 0; row < view->rowCount(); ++row)
        lanes.push_back(view->laneOfRow(row));
    return lanes;
}

QAction* find(QMenu* menu, const QString& text)
{
    for (QAction* a : menu->actions())
        if (a->text() == text)
            return a;
    return nullptr;
}

QMenu* lanesMenu(QMainWindow* window)
{
    for (QAction* top : window->menuBar()->actions())
        if (top->menu() && top->text() == QLatin1String("&View"))
            for (QAction* a : top->menu()->actions())
                if (a->menu() && a->text() == QLatin1String("&Lanes"))
                    return a->menu();
    return nullptr;
}

} // namespace

class TestLaneLayout : public QObject {
    Q_OBJECT

private slots:
    void theLayoutByHand()
    {
        LaneLayout layout;
        layout.setLanes({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
        QCOMPARE(layout.shown(), (std::vector<std::size_t>{0, 1, 2}));
        QVERIFY(layout.move(2, -1));
        QCOMPARE(layout.shown(), (std::vector<std::size_t>{0, 2, 1}));
        QVERIFY(!layout.canMove(0, -1));
        QVERIFY(!layout.canMove(1, 1));
        QVERIFY(layout.setHidden(2, true));
        QCOMPARE(layout.shown(), (std::vector<std::size_t>{0, 1}));
        // A move skips the hidden lane between: b goes above a, c keeps its place in the order.
        QVERIFY(layout.move(1, -1));
        QCOMPARE(layout.order(), (std::vector<std::size_t>{1, 2, 0}));
        QVERIFY(layout.setHidden(0, true));
        QVERIFY(!layout.setHidden(1, true)); // the last lane shown stays
        QCOMPARE(layout.shown(), (std::vector<std::size_t>{1}));
        layout.setExpanded(2);
        QCOMPARE(layout.shown(), (std::vector<std::size_t>{2}));
        layout.setExpanded(7); // not a lane of this run: every lane
        QVERIFY(!layout.isExpanded());
        // The same lanes keep the arrangement; other lanes start over.
        layout.setLanes({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
        QCOMPARE(layout.hiddenCount(), 2);
        layout.setLanes({QStringLiteral("a"), QStringLiteral("b")});
        QCOMPARE(layout.shown(), (std::vector<std::size_t>{0, 1}));
        QVERIFY(!layout.isReordered());
    }

    void hideMoveAndExpandFromTheMenus()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        ChartPanel* charts = ui.window->charts();
        LaneChartView* view = charts->lanes();
        QCOMPARE(rowLanes(view), (std::vector<int>{0, 1, 2}));

        // A right click on the token bucket's row: move it up, then hide the fixed window.
        QMenu rowMenu;
        lanemenu::fillForLane(&rowMenu, charts, 2);
        QAction* up = find(&rowMenu, QStringLiteral("Move &Up"));
        QVERIFY(up && up->isEnabled());
        QVERIFY(!find(&rowMenu, QStringLiteral("Move &Down"))->isEnabled());
        up->trigger();
        QCOMPARE(rowLanes(view), (std::vector<int>{0, 2, 1}));
        QMenu fixedMenu;
        lanemenu::fillForLane(&fixedMenu, charts, 0);
        QAction* hide = find(&fixedMenu, QStringLiteral("&Hide \"fixed\""));
        QVERIFY(hide && !hide->toolTip().isEmpty());
        hide->trigger();
        QCOMPARE(rowLanes(view), (std::vector<int>{2, 1}));
        // Each row still draws its own lane, the time axis on the lowest row only.
        QCOMPARE(view->row(0)->title(), charts->row(0)->title());
        QVERIFY(view->row(0)->title().contains(QStringLiteral("token bucket")));
        QVERIFY(!view->row(0)->levelRect()->axis(QCPAxis::atBottom)->tickLabels());
        QVERIFY(view->row(1)->levelRect()->axis(QCPAxis::atBottom)->tickLabels());

        // A what-if re-run keeps the arrangement; nothing of it is an edit.
        editLimit(ui.window->controller(), 5);
        QVERIFY(ui.waitForResult());
        QCOMPARE(rowLanes(view), (std::vector<int>{2, 1}));
        QCOMPARE(ui.window->controller()->undoStack()->count(), 1);
        if (const QString dir = qEnvironmentVariable("RATELAB_UI_SNAPSHOTS"); !dir.isEmpty()) {
            charts->replotNow();
            ui.window->grab().save(dir + QStringLiteral("/lanes-hidden-and-moved.png"));
        }

        // View > Lanes: expand the sliding log, then all lanes again, then show all in run order.
        QMenu* menu = lanesMenu(ui.window.get());
        QVERIFY(menu);
        emit menu->aboutToShow();
        QMenu* expand = find(menu, QStringLiteral("&Expand to Full Height"))->menu();
        find(expand, QStringLiteral("&2  sliding log"))->trigger();
        QCOMPARE(charts->focusLane(), 1);
        QCOMPARE(rowLanes(view), (std::vector<int>{1}));
        emit menu->aboutToShow();
        QVERIFY(!find(menu, QStringLiteral("&Show"))->menu()->isEnabled());
        find(find(menu, QStringLiteral("&Expand to Full Height"))->menu(),
             QStringLiteral("&All Lanes"))
            ->trigger();
        QCOMPARE(rowLanes(view), (std::vector<int>{2, 1}));
        emit menu->aboutToShow();
        QMenu* show = find(menu, QStringLiteral("&Show"))->menu();
        QAction* showFixed = find(show, QStringLiteral("&1  fixed"));
        QVERIFY(showFixed && showFixed->isCheckable() && !showFixed->isChecked());
        find(menu, QStringLiteral("Show All Lanes in &Run Order"))->trigger();
        QCOMPARE(rowLanes(view), (std::vector<int>{0, 1, 2}));

        // Another scenario's lanes start over.
        view->setLaneHidden(1, true);
        QVERIFY(ui.open(sourcePath(QStringLiteral("scenarios/burst-sizing.json"))));
        QCOMPARE(view->layout().hiddenCount(), 0);
    }

    void oneYScaleForAllLanes()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        // Every lane sees the same arrivals, but the attacker retries what each lane refuses at
        // once: the lanes that refuse more are busier.
        Scenario retrying = ui.window->controller()->scenario();
        retrying.clients[0].retry = retry(RetryKind::Immediate, 3);
        ui.window->controller()->setScenario(retrying);
        QVERIFY(ui.waitForResult());
        LaneChartView* view = ui.window->charts()->lanes();
        const auto upper = [view](int row) {
            return view->row(row)->countsRect()->axis(QCPAxis::atLeft)->range().upper;
        };
        // Apart, each row fits its own busiest bucket.
        double busiest = 0;
        for (int row = 0; row < view->rowCount(); ++row)
            busiest = std::max(busiest, view->row(row)->countsPeak());
        QVERIFY(upper(0) != upper(1) || upper(1) != upper(2));
        QMenu menu;
        lanemenu::fillForLane(&menu, ui.window->charts(), -1);
        QAction* shared = find(&menu, QStringLiteral("One &Y-Scale for All Lanes"));
        QVERIFY(shared && shared->isCheckable() && !shared->isChecked());
        shared->trigger();
        QVERIFY(view->layout().sharedScale);
        for (int row = 0; row < view->rowCount(); ++row)
            QCOMPARE(upper(row), busiest * 1.3);
        // A hidden lane's peak no longer sets the scale of the others.
        int busiestLane = 0;
        for (int row = 0; row < view->rowCount(); ++row)
            if (view->row(row)->countsPeak() == busiest)
                busiestLane = view->laneOfRow(row);
        QVERIFY(view->setLaneHidden(static_cast<std::size_t>(busiestLane), true));
        double rest = 0;
        for (int row = 0; row < view->rowCount(); ++row)
            rest = std::max(rest, view->row(row)->countsPeak());
        for (int row = 0; row < view->rowCount(); ++row)
            QCOMPARE(upper(row), rest * 1.3);
        // Off again: each row fits its own busiest bucket.
        view->resetLanes();
        view->setSharedScale(false);
        QVERIFY(upper(0) != upper(1) || upper(1) != upper(2));
    }
};

QTEST_MAIN(TestLaneLayout)
#include "tst_lanelayout.moc"
