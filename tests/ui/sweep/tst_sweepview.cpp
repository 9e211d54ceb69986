// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Sweep view on the three-lane fixture: a 2x2 sweep fills each lane's heatmap with the values
// sweep.csv has for the same grid run by SweepRunner directly, and exports the same bytes;
// cancelling keeps the complete points only; clicking a cell opens that configuration in the
// lane charts as one undoable edit; bad axis text shows the error and starts nothing.
#include "tests/ui/UiFixture.h"

#include "render/SweepHeatmapStyle.h"
#include "ui/sweep/SweepAxisRow.h"
#include "ui/sweep/SweepForm.h"
#include "ui/sweep/SweepFrontierChart.h"
#include "ui/sweep/SweepHeatmap.h"
#include "ui/sweep/SweepLineChart.h"
#include "ui/sweep/SweepView.h"

#include "core/io/scenario/ScenarioOverride.h"
#include "core/io/sweep/SweepCsv.h"
#include "core/io/sweep/SweepFrontier.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QUndoStack>

using namespace ratelab;

namespace {

QJsonObject fixtureJson()
{
    QFile f(test::fixtureScenario());
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the fixture");
    return QJsonDocument::fromJson(f.readAll()).object();
}

// The grid run as ratelab-cli sweep runs it: from the file, on one thread.
struct DirectSweep {
    std::optional<SweepPlan> plan;
    SweepResults results;
    std::string csv;

    explicit DirectSweep(const QStringList& varies)
    {
        QList<SweepAxis> axes;
        for (const QString& v : varies) {
            QString error;
            axes.append(*SweepAxis::parse(v, SweepPlan::kMaxRuns, &error));
        }
        QStringList problems;
        plan = SweepPlan::build(fixtureJson(), QStringLiteral("fixture"), axes, {}, &problems);
        if (!plan)
            qFatal("%s", qPrintable(problems.join('\n')));
        results = SweepRunner::run(*plan, 1);
        csv = SweepCsv::text(*plan, results);
    }

    // The metric's column of sweep.csv, by the row's varied values and lane name.
    [[nodiscard]] double csvValue(const QString& limit, const QString& window, const QString& lane,
                                  const QString& metric) const
    {
        const QStringList rows = QString::fromStdString(csv).split('\n', Qt::SkipEmptyParts);
        const int column = static_cast<int>(rows.front().split(',').indexOf(metric));
        for (const QString& row : rows.mid(1)) {
            const QStringList f = row.split(',');
            if (f[0] == limit && f[1] == window && f[2] == lane)
                return f[column].toDouble();
        }
        qFatal("no row %s,%s,%s", qPrintable(limit), qPrintable(window), qPrintable(lane));
    }
};

} // namespace

class TestSweepView : public QObject {
    Q_OBJECT

    std::unique_ptr<test::UiFixture> m_ui;
    SweepView* m_view = nullptr;

    void setAxes(const QString& first, const QString& second = {})
    {
        SweepForm* form = m_view->form();
        form->firstAxis()->setText(first.section('=', 0, 0), first.section('=', 1));
        form->secondOn()->setChecked(!second.isEmpty());
        if (!second.isEmpty())
            form->secondAxis()->setText(second.section('=', 0, 0), second.section('=', 1));
    }

    // Runs the form's sweep through its Run button until it has finished.
    bool runSweep()
    {
        QSignalSpy finished(m_view, &SweepView::sweepFinished);
        QTest::mouseClick(m_view->form()->runButton(), Qt::LeftButton);
        if (!m_view->isRunning())
            return false;
        return finished.wait(60000) && !finished.front().front().toBool();
    }

private slots:
    void init()
    {
        m_ui = std::make_unique<test::UiFixture>();
        QVERIFY(m_ui->open(test::fixtureScenario()));
        m_ui->window->showSweep();
        m_view = m_ui->window->sweep();
        QVERIFY(QTest::qWaitForWindowExposed(m_ui->window.get()));
    }

    void cleanup() { m_ui.reset(); }

    void offersTheLaneFieldsWithDefaults()
    {
        QComboBox* paths = m_view->form()->firstAxis()->pathBox();
        QVERIFY(paths->findText(QStringLiteral("lanes.*.limit")) >= 0);
        QVERIFY(paths->findText(QStringLiteral("lanes.2.window_ms")) >= 0);
        paths->setCurrentIndex(paths->findText(QStringLiteral("lanes.*.limit")));
        emit paths->activated(paths->currentIndex());
        // The fixture's limit is 10: x0.25 .. x4.
        QCOMPARE(m_view->form()->firstAxis()->text(), QStringLiteral("lanes.*.limit=3,5,10,20,40"));
    }

    void heatmapHoldsTheValuesOfSweepCsv()
    {
        const QString limit = QStringLiteral("lanes.*.limit=5,10");
        const QString window = QStringLiteral("lanes.*.window_ms=500,1000");
        setAxes(limit, window);
        m_view->form()->metricBox()->setCurrentText(QStringLiteral("rejected"));
        QVERIFY(runSweep());
        const DirectSweep direct({limit, window});

        SweepHeatmap* map = m_view->heatmap();
        QVERIFY(map->isVisible());
        QCOMPARE(map->colorScale()->axis()->label(), QStringLiteral("rejected"));
        QCOMPARE(m_view->laneSelector()->count(), 3);
        const QStringList limits{"5", "10"};
        const QStringList windows{"500", "1000"};
        bool differs = false;
        for (int lane = 0; lane < 3; ++lane) {
            m_view->laneSelector()->setCurrentIndex(lane);
            const QString name = m_view->laneSelector()->currentText();
            for (int y = 0; y < 2; ++y) {
                for (int x = 0; x < 2; ++x) {
                    const double cell = map->colorMap()->data()->cell(x, y);
                    QCOMPARE(cell, direct.csvValue(limits[y], windows[x], name,
                                                   QStringLiteral("rejected")));
                    differs = differs || cell != map->colorMap()->data()->cell(0, 0);
                }
            }
        }
        QVERIFY2(differs, "a grid of one value would not show that cells are told apart");

        // Each cell carries its value as text (the last lane's grid is the one shown).
        QStringList labels;
        for (int i = 0; i < map->itemCount(); ++i)
            if (const auto* text = qobject_cast<QCPItemText*>(map->item(i)))
                labels << text->text();
        QCOMPARE(labels.size(), 4);
        for (int y = 0; y < 2; ++y)
            for (int x = 0; x < 2; ++x)
                QVERIFY2(labels.contains(sweepCellLabel(map->colorMap()->data()->cell(x, y))),
                         qPrintable(labels.join(QLatin1Char(' '))));

        // Hovering names both values and the metric.
        m_view->laneSelector()->setCurrentIndex(0);
        const QString tip = map->tooltipFor(1); // limit 5, window 1000
        QVERIFY2(tip.contains(QStringLiteral("lanes.*.limit=5"))
                     && tip.contains(QStringLiteral("lanes.*.window_ms=1000"))
                     && tip.contains(QStringLiteral("rejected (fixed): %1")
                                         .arg(direct.csvValue("5", "1000", "fixed", "rejected"))),
                 qPrintable(tip));

        // The frontier marks what SweepFrontier marks on the direct results.
        const auto expected = SweepFrontier::entries(*direct.plan, direct.results);
        const auto& drawn = m_view->frontier()->entries();
        QCOMPARE(drawn.size(), std::size_t(4 * 3));
        for (std::size_t i = 0; i < drawn.size(); ++i)
            QCOMPARE(drawn[i].optimal, expected[i].optimal);

        // Export writes sweep.csv byte for byte as the CLI's writer does for the same grid.
        const QString out = m_ui->dir.filePath(QStringLiteral("sweep.csv"));
        QString error;
        QVERIFY2(m_view->exportCsv(out, &error), qPrintable(error));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().toStdString(), direct.csv);
    }

    void cancelKeepsCompletePointsOnly()
    {
        // An hour of traffic makes each run long enough for the cancel to land mid-sweep.
        QJsonObject root = fixtureJson();
        QString error;
        QVERIFY(ScenarioOverride::parse(QStringLiteral("duration_ms=3600000"), &error)
                    ->apply(root, &error));
        const QString path = m_ui->dir.filePath(QStringLiteral("long.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(root).toJson());
        file.close();
        QVERIFY(m_ui->open(path));

        setAxes(QStringLiteral("lanes.*.limit=1:80:1"));
        QSignalSpy finished(m_view, &SweepView::sweepFinished);
        QTest::mouseClick(m_view->form()->runButton(), Qt::LeftButton);
        QVERIFY(m_view->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(m_view->results().runs.begin(),
                                             m_view->results().runs.end(),
                                             [](const auto& r) { return r.has_value(); }),
                                 60000);
        QVERIFY(m_view->form()->cancelButton()->isEnabled());
        QTest::mouseClick(m_view->form()->cancelButton(), Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.front().front().toBool(), true);
        QVERIFY(!m_view->isRunning());

        const SweepPlan& plan = *m_view->plan();
        qsizetype complete = 0;
        for (qsizetype p = 0; p < plan.pointCount(); ++p)
            complete += m_view->results().pointComplete(plan, p) ? 1 : 0;
        QVERIFY2(complete >= 1 && complete < plan.pointCount(),
                 qPrintable(QString::number(complete)));
        // The line chart draws exactly the complete points, a line per lane.
        SweepLineChart* chart = m_view->lineChart();
        QVERIFY(chart->isVisible());
        QCOMPARE(chart->graphCount(), 3);
        for (int lane = 0; lane < 3; ++lane)
            QCOMPARE(chart->graph(lane)->data()->size(), static_cast<int>(complete));
        // And the export holds them only: a row per lane, plus the header.
        const QString out = m_ui->dir.filePath(QStringLiteral("partial.csv"));
        QVERIFY2(m_view->exportCsv(out, &error), qPrintable(error));
        QFile csv(out);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QCOMPARE(csv.readAll().count('\n'), complete * 3 + 1);
    }

    void clickingACellOpensItsConfiguration()
    {
        setAxes(QStringLiteral("lanes.*.limit=5,10"), QStringLiteral("lanes.*.window_ms=500,1000"));
        QVERIFY(runSweep());
        SweepHeatmap* map = m_view->heatmap();
        map->replot();             // lays the axes out now, for the pixel below
        const qsizetype point = 0; // limit 5, window 500: both differ from the fixture's
        QCOMPARE(map->pointAt(map->pixelOf(point)), point);

        QSignalSpy result(m_ui->window->controller(), &LabController::resultChanged);
        QTest::mouseClick(map, Qt::LeftButton, {}, map->pixelOf(point));
        QVERIFY(result.wait(20000));
        LabController* controller = m_ui->window->controller();
        for (const LaneSpec& lane : controller->scenario().lanes) {
            QCOMPARE(lane.params.limit, 5);
            QCOMPARE(lane.params.windowMs, 500);
        }
        // Run as usual: the lane charts' run has the figures the sweep had for that point.
        const RunResult& swept = *m_view->results().runs[static_cast<std::size_t>(point)];
        for (std::size_t l = 0; l < 3; ++l)
            QCOMPARE(controller->result()->summaries[l].admitted, swept.summaries[l].admitted);
        // One undoable edit.
        QCOMPARE(controller->undoStack()->count(), 1);
        QVERIFY(controller->undoStack()->undoText().contains(QStringLiteral("lanes.*.limit=5")));
        controller->undoStack()->undo();
        QCOMPARE(controller->scenario().lanes.front().params.limit, 10);
    }

    void badAxisTextShowsTheErrorAndStartsNothing()
    {
        setAxes(QStringLiteral("lanes.*.limit=10:1:1"));
        QTest::mouseClick(m_view->form()->runButton(), Qt::LeftButton);
        QVERIFY(!m_view->isRunning());
        QVERIFY(!m_view->plan());
        QCOMPARE(m_view->form()->error(),
                 QStringLiteral("--vary lanes.*.limit=10:1:1: empty range: TO is below FROM"));
        const auto labels = m_view->form()->findChildren<QLabel*>();
        QVERIFY(std::any_of(labels.begin(), labels.end(), [&](QLabel* l) {
            return l->isVisible() && l->text() == m_view->form()->error();
        }));

        // A value the scenario refuses is caught before anything runs, with its field path.
        setAxes(QStringLiteral("lanes.*.limit=0,10"));
        QTest::mouseClick(m_view->form()->runButton(), Qt::LeftButton);
        QVERIFY(!m_view->isRunning());
        QVERIFY2(m_view->form()->error().contains(QStringLiteral("lanes[0].limit")),
                 qPrintable(m_view->form()->error()));

        // Editing the text clears it.
        QTest::keyClick(m_view->form()->firstAxis()->specEdit(), Qt::Key_Backspace);
        QVERIFY(m_view->form()->error().isEmpty());
    }
};

QTEST_MAIN(TestSweepView)
#include "tst_sweepview.moc"
