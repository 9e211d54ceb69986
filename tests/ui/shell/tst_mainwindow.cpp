// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: opens ready on the default scenario, one chart row per lane, and a what-if
// change re-runs and redraws; undo brings the old plot back; pinning adds the overlay.
#include "tests/ui/UiFixture.h"

#include "ui/charts/LaneChartRow.h"
#include "ui/editor/QuickParameter.h"
#include "ui/editor/ScenarioFiles.h"
#include "ui/editor/WhatIfSliders.h"
#include "ui/inspector/RequestInspector.h"
#include "ui/inspector/SummaryTableModel.h"
#include "ui/lesson/LessonPanel.h"
#include "ui/playback/PlaybackBar.h"
#include "ui/playback/PlaybackController.h"

#include <QComboBox>
#include <QFile>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

#include <qcustomplot.h>

using namespace ratelab;
using namespace ratelab::test;

namespace {

// Sum of the admitted bars of one lane, as plotted.
double plottedAdmitted(ChartPanel* charts, int lane)
{
    QCPAbstractPlottable* p = charts->row(lane)->admittedPlottable();
    double sum = 0;
    for (int i = 0; i < p->interface1D()->dataCount(); ++i)
        sum += p->interface1D()->dataMainValue(i);
    return sum;
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void opensOnTheDefaultScenario()
    {
        const QString path = ScenarioFiles::findDefault(sourceDir());
        QVERIFY2(!path.isEmpty(), "scenarios/boundary-burst.json is missing");
        UiFixture ui;
        QVERIFY(ui.open(path));
        const auto result = ui.window->controller()->result();
        QVERIFY(result);
        QVERIFY(!result->summaries.empty());
        QCOMPARE(ui.window->charts()->rowCount(),
                 static_cast<int>(ui.window->controller()->scenario().lanes.size()));
        QCOMPARE(ui.window->charts()->rowCount(), static_cast<int>(result->summaries.size()));
        QCOMPARE(ui.window->lesson()->summaryModel()->rowCount(),
                 static_cast<int>(result->summaries.size()));
    }

    void plotsEveryLaneOfTheFixture()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        const auto result = ui.window->controller()->result();
        QCOMPARE(ui.window->charts()->rowCount(), 3);
        for (int lane = 0; lane < 3; ++lane) {
            const LaneSummary& s = result->summaries[static_cast<std::size_t>(lane)];
            QCOMPARE(plottedAdmitted(ui.window->charts(), lane),
                     double(s.admitted - s.failedOpen - s.wouldReject));
            QCOMPARE(
                ui.window->charts()->row(lane)->admittedPlottable()->interface1D()->dataCount(),
                100); // 10 s / 100 ms
        }
        // The fixed window lets the boundary attacker through twice: the highlighted burst says so.
        QCOMPARE(ui.window->charts()->row(0)->burstLabel(),
                 QStringLiteral("20 in one window (limit 10)"));
        QCOMPARE(ui.window->charts()->row(1)->burstLabel(),
                 QStringLiteral("at most 10 in any window (limit 10)"));
    }

    void sliderChangeRerunsAndRedraws()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        ChartPanel* charts = ui.window->charts();
        const double before = plottedAdmitted(charts, 1);
        const auto firstResult = ui.window->controller()->result();

        WhatIfSliders* whatIf = ui.window->whatIf();
        QCOMPARE(whatIf->laneSelector()->currentIndex(), 0); // all lanes
        whatIf->spinBox(QStringLiteral("limit"))->setValue(5);
        QVERIFY(ui.waitForResult());
        const auto second = ui.window->controller()->result();
        QVERIFY(second != firstResult);
        for (const LaneSpec& lane : ui.window->controller()->scenario().lanes)
            QCOMPARE(lane.params.limit, 5);
        const double after = plottedAdmitted(charts, 1);
        QVERIFY2(after < before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
        QCOMPARE(after, double(second->summaries[1].admitted));
        QCOMPARE(charts->row(1)->burstLabel(), QStringLiteral("at most 5 in any window (limit 5)"));
        QCOMPARE(charts->row(0)->burstLabel(), QStringLiteral("10 in one window (limit 5)"));

        ui.window->controller()->undoStack()->undo();
        QVERIFY(ui.waitForResult());
        QCOMPARE(ui.window->controller()->scenario().lanes[1].params.limit, 10);
        QCOMPARE(plottedAdmitted(charts, 1), before);
    }

    void sliderDragIsOneUndoStep()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        QUndoStack* undo = ui.window->controller()->undoStack();
        QCOMPARE(undo->count(), 0);
        ui.window->whatIf()->laneSelector()->setCurrentIndex(1); // the fixed-window lane only
        QSlider* slider = ui.window->whatIf()->slider(QStringLiteral("limit"));
        for (int position : {100, 150, 200, 260})
            slider->setValue(position);
        QCOMPARE(undo->count(), 1);
        QVERIFY(ui.waitForResult());
        const qint64 dragged = ui.window->controller()->scenario().lanes[0].params.limit;
        QCOMPARE(dragged,
                 sliderValue(ui.window->whatIf()->sliderScale(QStringLiteral("limit")), 260));
        QCOMPARE(ui.window->controller()->scenario().lanes[1].params.limit,
                 10); // other lanes untouched
        undo->undo();
        QCOMPARE(ui.window->controller()->scenario().lanes[0].params.limit, 10);
    }

    void minimumWidthFitsA1280Screen_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::newRow("default") << ScenarioFiles::findDefault(sourceDir());
        QTest::newRow("distributed-regions")
            << sourceDir() + QStringLiteral("/scenarios/distributed-regions.json");
    }

    void minimumWidthFitsA1280Screen()
    {
        QFETCH(QString, scenario);
        UiFixture ui;
        QVERIFY(ui.open(scenario));
        QCoreApplication::processEvents();
        const int width = ui.window->minimumSizeHint().width();
        QVERIFY2(width <= 1100, qPrintable(QStringLiteral("minimum width %1 px").arg(width)));
    }

    void playDoesNotMoveWhenTheUndoTextChanges()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        auto* tools = ui.window->findChild<QToolBar*>(QStringLiteral("mainToolBar"));
        QVERIFY(tools);
        QWidget* play = tools->widgetForAction(ui.window->findChild<PlaybackBar*>()->playAction());
        QVERIFY(play);
        QCoreApplication::processEvents();
        const QRect before = play->geometry();
        const int toolbarWidth = tools->sizeHint().width();
        Scenario edited = ui.window->controller()->scenario();
        edited.lanes[0].params.limit += 1;
        ui.window->controller()->edit(
            QStringLiteral("a very long command text that would widen any button it names"),
            edited);
        QVERIFY(
            ui.window->controller()->undoStack()->undoText().startsWith(QStringLiteral("a very")));
        QCoreApplication::processEvents();
        QCOMPARE(tools->sizeHint().width(), toolbarWidth);
        QCOMPARE(play->geometry(), before);
    }

    void pinKeepsThePreviousRunAsOverlay()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        const int plottables = ui.window->charts()->plot()->plottableCount();
        ui.window->controller()->setPinned(true);
        QCOMPARE(ui.window->charts()->plot()->plottableCount(),
                 plottables + 3 * 2); // counts + level per lane
        ui.window->whatIf()->spinBox(QStringLiteral("window_ms"))->setValue(2000);
        QVERIFY(ui.waitForResult());
        QVERIFY(ui.window->controller()->pinned() != ui.window->controller()->result());
        QCOMPARE(ui.window->charts()->plot()->plottableCount(), plottables + 3 * 2);
        ui.window->controller()->setPinned(false);
        QCOMPARE(ui.window->charts()->plot()->plottableCount(), plottables);
    }

    void clickingAChartMovesTheCursorToTheEndOfTheBucket()
    {
        // It only listed the bucket's requests; the cursor stayed where it was.
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        const auto result = ui.window->controller()->result();
        const SimTime bucket = fromMillis(result->bucketMs);
        QCOMPARE(ui.window->playback()->cursor(), fromMillis(result->durationMs));
        emit ui.window->charts()->momentClicked(0, 3 * bucket + bucket / 3);
        QCOMPARE(ui.window->playback()->cursor(), 4 * bucket);
        QVERIFY(ui.window->inspector()->listedUntil());
        QCOMPARE(*ui.window->inspector()->listedUntil(), 4 * bucket);
    }

    void noRectangleIsDrawnForAnEmptyBar()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        int rejectedBars = 0;
        for (int i = 0; i < ui.window->charts()->plot()->plottableCount(); ++i) {
            auto* bars = qobject_cast<QCPBars*>(ui.window->charts()->plot()->plottable(i));
            if (!bars || bars->name() != QLatin1String("rejected"))
                continue;
            for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) {
                QVERIFY2(it->value > 0, qPrintable(QString::number(it->key)));
                ++rejectedBars;
            }
        }
        // The fixture rejects in some buckets and not in others: both kinds were there to draw.
        QVERIFY(rejectedBars > 0);
        QVERIFY(
            rejectedBars
            < 3 * static_cast<int>(ui.window->controller()->result()->series[0].buckets.size()));
    }

    void statusMessagesHaveRoomBesideTheRunStatus_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    void statusMessagesHaveRoomBesideTheRunStatus()
    {
        // "Wrote …", "Saved …" and a shared what-if's check are status messages, which the
        // status bar draws only left of its permanent widgets: the run's status must leave room.
        QFETCH(QSize, size);
        UiFixture ui;
        ui.window->resize(size);
        QVERIFY(ui.open(fixtureScenario()));
        QCoreApplication::processEvents();
        QStatusBar* bar = ui.window->statusBar();
        const QString message = QStringLiteral(
            "hw.ratelab-share.json: All 84 figures reproduce (RateLab 0.1.0, model 9).");
        bar->showMessage(message);
        QWidget* permanent = nullptr;
        for (QWidget* child : bar->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly))
            if (child->isVisible() && (!permanent || child->x() < permanent->x()))
                permanent = child;
        QVERIFY(permanent);
        QVERIFY2(permanent->x() - 8 >= bar->fontMetrics().horizontalAdvance(message),
                 qPrintable(QStringLiteral("%1 px left of the run status").arg(permanent->x())));
    }

    void badScenarioFileIsReportedAndKeepsTheCurrentOne()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        const QString bad = ui.dir.filePath(QStringLiteral("bad.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": 1, \"name\": \"x\", \"duration_ms\": \"long\"");
        f.close();
        QVERIFY(!ui.window->openFile(bad));
        QVERIFY2(ui.window->lastError().contains(bad), qPrintable(ui.window->lastError()));
        QCOMPARE(QString::fromStdString(ui.window->controller()->scenario().name),
                 QStringLiteral("Boundary burst"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
