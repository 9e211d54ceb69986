// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The topology view: draws the world of distributed-regions.json per lane, colours a store by a
// scheduled fault at the cursor, and a Down fault injected from its menu becomes an undoable
// scenario fault that re-runs (failed-open appears) and goes away again with undo; a fault
// clicked on one store of a per-region lane hits that store only.
#include "tests/ui/UiFixture.h"

#include "ui/charts/ColorScheme.h"
#include "ui/lesson/LessonMode.h"
#include "ui/playback/PlaybackController.h"
#include "ui/topology/ClockBadgeItem.h"
#include "ui/topology/TopologyLinkItem.h"
#include "ui/topology/TopologyNodeItem.h"
#include "ui/topology/TopologyScene.h"
#include "ui/topology/TopologyView.h"

#include <QComboBox>
#include <QDockWidget>
#include <QMenu>
#include <QUndoStack>

#include <algorithm>
#include <memory>

using namespace ratelab;
using namespace ratelab::test;

namespace {

QString regions()
{
    return sourcePath(QStringLiteral("scenarios/distributed-regions.json"));
}
// Opens the regions lesson and waits until its first step has focused its lane, so a lane the
// test picks afterwards is not overridden by the step's.
bool openRegionsLesson(UiFixture& ui)
{
    if (!ui.open(regions()))
        return false;
    return QTest::qWaitFor([&] {
        return ui.window->lessonMode()->isActive() && ui.window->charts()->focusLane() >= 0;
    });
}
QString outage()
{
    return sourcePath(QStringLiteral("scenarios/distributed-outage.json"));
}

int linksOf(const TopologyScene* scene, LinkRole role)
{
    int n = 0;
    for (const TopologyLink& l : scene->model().links())
        n += l.role == role ? 1 : 0;
    return n;
}

// Lane `lane`'s logged decisions made by instances of region `region`, in time order.
std::vector<RequestRecord> decisionsOf(const RunResult& r, int lane, int region)
{
    std::vector<RequestRecord> out;
    const auto& regionOf = r.topology[static_cast<std::size_t>(lane)].regionOfInstance;
    for (const RequestRecord& q : r.requests)
        if (q.lane == lane && q.instance >= 0
            && regionOf[static_cast<std::size_t>(q.instance)] == region)
            out.push_back(q);
    return out;
}

bool sameDecisions(const std::vector<RequestRecord>& a, const std::vector<RequestRecord>& b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const auto& x, const auto& y) {
        return x.time == y.time && x.key == y.key && x.instance == y.instance
               && x.decision.allowed == y.decision.allowed
               && x.decision.remaining == y.decision.remaining;
    });
}

QAction* actionNamed(QMenu* menu, const QString& text)
{
    for (QAction* a : menu->actions()) {
        if (a->text() == text)
            return a;
    }
    return nullptr;
}

} // namespace

class TestTopologyView : public QObject {
    Q_OBJECT
private slots:
    void drawsEveryRegionInstanceAndStore()
    {
        UiFixture ui;
        QVERIFY(openRegionsLesson(ui));
        TopologyView* view = ui.window->topology();
        const auto* dock = ui.window->findChild<QDockWidget*>(QStringLiteral("topologyDock"));
        QVERIFY(dock);
        QVERIFY(dock->isVisible());
        // Shown because the scenario has a world; in lesson mode the step card stays in front.
        QVERIFY(ui.window->lessonMode()->isActive());
        QCOMPARE(view->laneSelector()->count(), 3);
        QVERIFY(view->laneSelector()->isVisible());

        // Lane 0: a Redis per region.
        TopologyScene* scene = view->scene();
        QCOMPARE(scene->regionItems().size(), std::size_t(3));
        QCOMPARE(scene->balancerItems().size(), std::size_t(3));
        QCOMPARE(scene->instanceItems().size(), std::size_t(6));
        QCOMPARE(scene->clockBadges().size(), std::size_t(6));
        QCOMPARE(scene->storeItems().size(), std::size_t(3));
        QCOMPARE(scene->storeItems()[1]->title(), QStringLiteral("Redis eu"));
        QCOMPARE(scene->linkItems().size(), std::size_t(9));
        QCOMPARE(linksOf(scene, LinkRole::Balancer), 6);
        QCOMPARE(scene->regionItems()[2]->title(), QStringLiteral("ap — 2 instances"));
        QCOMPARE(scene->instanceItems()[3]->title(), QStringLiteral("eu-1"));
        QCOMPARE(scene->instanceItems()[3]->lines(), QStringList{QStringLiteral("clock exact")});
        QVERIFY(scene->singleProcessItem() == nullptr);

        // Lane 1: one shared Redis in us; eu and ap cross 0.5 ms + 40-150 ms to reach it.
        view->setLane(1);
        QCOMPARE(scene->regionItems().size(), std::size_t(3));
        QCOMPARE(scene->instanceItems().size(), std::size_t(6));
        QCOMPARE(scene->storeItems().size(), std::size_t(1));
        QCOMPARE(scene->storeItems()[0]->title(), QStringLiteral("shared Redis"));
        QCOMPARE(scene->storeItems()[0]->lines().front(), QStringLiteral("primary, in us"));
        QStringList labels;
        for (const TopologyLinkItem* link : scene->linkItems())
            if (!link->label().isEmpty())
                labels << link->label();
        QCOMPARE(labels, (QStringList{QStringLiteral("0.5 ms"), QStringLiteral("40.5–150.5 ms"),
                                      QStringLiteral("40.5–150.5 ms")}));

        // Lane 2: a counter per region plus the central store they sync through every 5 s.
        view->setLane(2);
        QCOMPARE(scene->storeItems().size(), std::size_t(4));
        QCOMPARE(scene->storeItems()[3]->title(), QStringLiteral("central sync"));
        QCOMPARE(linksOf(scene, LinkRole::Sync), 3);
        QCOMPARE(scene->linkItems().size(), std::size_t(12));
    }

    void shadesRegionsByTheCursorsBucket()
    {
        UiFixture ui;
        QVERIFY(openRegionsLesson(ui));
        TopologyView* view = ui.window->topology();
        // In lesson mode the bucket under way at 2.5 s is still to come: nothing of it shows.
        ui.window->playback()->setCursor(fromMillis(2500));
        QCOMPARE(view->latestShownTime(), std::optional<SimTime>(0));
        for (const TopologyNodeItem* region : view->scene()->regionItems())
            QVERIFY2(!region->toolTip().contains(QStringLiteral("admitted")),
                     qPrintable(region->toolTip()));
        ui.window->playback()->setCursor(fromMillis(5000));
        QCOMPARE(view->latestShownTime(), std::optional<SimTime>(fromMillis(5000)));
        // Exploring, the cursor's own bucket shows. 5 requests per second per region: 25
        // admitted in the bucket 0-5 s, all within the limit.
        ui.window->lessonMode()->setActive(false);
        ui.window->playback()->setCursor(fromMillis(2500));
        QVERIFY(!view->latestShownTime());
        for (const TopologyNodeItem* region : view->scene()->regionItems())
            QVERIFY2(region->toolTip().contains(
                         QStringLiteral("admitted 25 requests in the bucket 0–5 s")),
                     qPrintable(region->toolTip()));
        QCOMPARE(view->scene()->storeItems()[0]->health(), Health::Healthy);
        QCOMPARE(view->scene()->storeItems()[0]->lines().back(), QStringLiteral("ok"));
    }

    void withoutAWorldShowsOneProcess()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        TopologyView* view = ui.window->topology();
        QVERIFY(view->scene()->singleProcessItem() != nullptr);
        QCOMPARE(view->scene()->singleProcessItem()->title(),
                 QStringLiteral("single process (no distributed world)"));
        QVERIFY(view->scene()->storeItems().empty());
        QVERIFY(view->hint().contains(QStringLiteral("world")));
        QVERIFY(!view->laneSelector()->isVisibleTo(view));
    }

    void scheduledFaultColoursTheStoreAtTheCursor()
    {
        UiFixture ui;
        QVERIFY(ui.open(outage()));
        TopologyView* view = ui.window->topology();
        const auto result = ui.window->controller()->result();
        TopologyNodeItem* store = view->scene()->storeItems().at(0);

        ui.window->playback()->setCursor(fromMillis(50'000)); // after the 10-40 s outage
        QCOMPARE(store->health(), Health::Healthy);
        QCOMPARE(store->lines().back(), QStringLiteral("ok"));

        ui.window->playback()->setCursor(fromMillis(20'500));
        QCOMPARE(store->health(), Health::Down);
        QCOMPARE(store->fillColor(), colors::faded(colors::bad(), 150));
        const std::int64_t failedOpen = result->series[0].buckets[20].failedOpen;
        QCOMPARE(failedOpen, 40); // 40 requests a second, every one admitted without the store
        QCOMPARE(store->borderColor(), colors::failedOpen());
        QCOMPARE(store->lines(), (QStringList{QStringLiteral("down until 40 s"),
                                              QStringLiteral("40 failed open")}));
        for (const TopologyLinkItem* link : view->scene()->linkItems()) {
            if (view->scene()->model().links()[static_cast<std::size_t>(link->index())].role
                == LinkRole::Store)
                QCOMPARE(link->health(), Health::Down);
        }

        view->setLane(1); // fail closed: the same outage, the policy's other colour
        store = view->scene()->storeItems().at(0);
        QCOMPARE(store->health(), Health::Down);
        QCOMPARE(store->borderColor(), colors::failedClosed());
    }

    void injectedDownFaultReRunsAndUndoes()
    {
        UiFixture ui;
        QVERIFY(openRegionsLesson(ui));
        LabController* controller = ui.window->controller();
        TopologyView* view = ui.window->topology();
        view->setLane(1); // one shared Redis, fail open
        QCOMPARE(controller->result()->summaries[1].failedOpen, 0);
        QVERIFY(controller->scenario().lanes[1].store.faults.empty());

        ui.window->playback()->setCursor(fromMillis(60'000));
        const std::unique_ptr<QMenu> menu(view->faultMenu(view->scene()->storeItems().at(0)));
        QVERIFY(menu);
        QAction* down = actionNamed(menu.get(), QStringLiteral("Down 30 s"));
        QVERIFY(down);
        QVERIFY(down->isEnabled());
        QVERIFY(actionNamed(menu.get(), QStringLiteral("Partition us, 30 s")));
        QSignalSpy rerun(controller, &LabController::resultChanged);
        down->trigger();

        const auto& faults = controller->scenario().lanes[1].store.faults;
        QCOMPARE(faults.size(), std::size_t(1));
        QCOMPARE(faults[0].kind, StoreFaultKind::Down);
        QCOMPARE(faults[0].startMs, 60'000);
        QCOMPARE(faults[0].durationMs, 30'000);
        QVERIFY(controller->scenario().lanes[0].store.faults.empty());
        QCOMPARE(controller->undoStack()->count(), 1);
        QVERIFY(rerun.wait(20000));
        const std::int64_t failedOpen = controller->result()->summaries[1].failedOpen;
        // 3 regions x 5 requests a second x 30 s, every one admitted without the store.
        QCOMPARE(failedOpen, 450);
        QCOMPARE(controller->result()->summaries[0].failedOpen,
                 0); // the other lanes keep their stores

        // The view shows the new fault once the cursor is inside it.
        ui.window->playback()->setCursor(fromMillis(70'000));
        QCOMPARE(view->lane(), 1);
        QCOMPARE(view->scene()->storeItems().at(0)->health(), Health::Down);

        controller->undoStack()->undo();
        QVERIFY(controller->scenario().lanes[1].store.faults.empty());
        QVERIFY(ui.waitForResult());
        QCOMPARE(controller->result()->summaries[1].failedOpen, 0);
    }

    void downOnOneRegionsRedisHitsOnlyThatStore()
    {
        UiFixture ui;
        QVERIFY(openRegionsLesson(ui));
        LabController* controller = ui.window->controller();
        TopologyView* view = ui.window->topology();
        view->setLane(0); // a Redis per region, fail open
        const auto before = controller->result();
        QVERIFY(!before->requestLogTruncated);
        QCOMPARE(before->summaries[0].failedOpen, 0);

        ui.window->playback()->setCursor(fromMillis(60'000));
        TopologyNodeItem* eu = nullptr;
        for (TopologyNodeItem* item : view->scene()->storeItems())
            if (view->scene()->model().stores()[static_cast<std::size_t>(item->index())].title
                == QLatin1String("Redis eu"))
                eu = item;
        QVERIFY(eu);
        const std::unique_ptr<QMenu> menu(view->faultMenu(eu));
        QAction* down = actionNamed(menu.get(), QStringLiteral("Down 30 s"));
        QVERIFY(down && down->isEnabled());
        down->trigger();
        const auto& faults = controller->scenario().lanes[0].store.faults;
        QCOMPARE(faults.size(), std::size_t(1));
        QCOMPARE(faults[0].store, std::string("eu"));
        QVERIFY(ui.waitForResult());

        const auto after = controller->result();
        // eu's instances fail open for 30 s; us and ap decide exactly as without the fault.
        QVERIFY(after->summaries[0].failedOpen > 0);
        QVERIFY(!sameDecisions(decisionsOf(*before, 0, 1), decisionsOf(*after, 0, 1)));
        for (const int region : {0, 2}) {
            QVERIFY(!decisionsOf(*after, 0, region).empty());
            QVERIFY(sameDecisions(decisionsOf(*before, 0, region), decisionsOf(*after, 0, region)));
        }
        // The scene was rebuilt for the edited scenario: find the stores by title again.
        ui.window->playback()->setCursor(fromMillis(70'000));
        for (const TopologyNodeItem* item : view->scene()->storeItems()) {
            const QString title =
                view->scene()->model().stores()[static_cast<std::size_t>(item->index())].title;
            QCOMPARE(item->health(),
                     title == QLatin1String("Redis eu") ? Health::Down : Health::Healthy);
        }
    }

    void theMenuAtTheEndSaysWhyItIsDisabled()
    {
        UiFixture ui;
        QVERIFY(openRegionsLesson(ui));
        TopologyView* view = ui.window->topology();
        view->setLane(1);
        ui.window->playback()->setCursor(ui.window->playback()->end());
        const std::unique_ptr<QMenu> menu(view->faultMenu(view->scene()->storeItems().at(0)));
        QAction* down = actionNamed(menu.get(), QStringLiteral("Down 30 s"));
        QVERIFY(down && !down->isEnabled());
        QVERIFY(down->toolTip().contains(QLatin1String("end of the run")));
        // The reason is an item of its own, which every style draws (a section may be a bare line).
        bool said = false;
        for (const QAction* a : menu->actions())
            said = said || (!a->isSeparator() && a->text() == down->toolTip());
        QVERIFY(said);
    }

    void partitionFromALinkCutsOffItsRegion()
    {
        UiFixture ui;
        QVERIFY(openRegionsLesson(ui));
        LabController* controller = ui.window->controller();
        TopologyView* view = ui.window->topology();
        view->setLane(1);
        ui.window->playback()->setCursor(fromMillis(30'000));
        const TopologyLinkItem* euLink = nullptr;
        for (const TopologyLinkItem* link : view->scene()->linkItems()) {
            const TopologyLink& l =
                view->scene()->model().links()[static_cast<std::size_t>(link->index())];
            if (l.role == LinkRole::Store && l.region == 1)
                euLink = link;
        }
        QVERIFY(euLink);
        QVERIFY(view->injectFault(const_cast<TopologyLinkItem*>(euLink), FaultChoice::Partition));
        const auto& faults = controller->scenario().lanes[1].store.faults;
        QCOMPARE(faults.size(), std::size_t(1));
        QCOMPARE(faults[0].kind, StoreFaultKind::Partition);
        QCOMPARE(faults[0].region, std::string("eu"));
        QVERIFY(ui.waitForResult());
        ui.window->playback()->setCursor(fromMillis(40'000));
        for (const TopologyLinkItem* link : view->scene()->linkItems()) {
            const TopologyLink& l =
                view->scene()->model().links()[static_cast<std::size_t>(link->index())];
            if (l.role == LinkRole::Store)
                QCOMPARE(link->health(), l.region == 1 ? Health::Down : Health::Healthy);
        }
        QCOMPARE(view->scene()->storeItems().at(0)->health(), Health::Degraded);
    }
};

QTEST_MAIN(TestTopologyView)
#include "tst_topologyview.moc"
