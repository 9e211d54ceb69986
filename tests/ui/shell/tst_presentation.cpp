// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode at classroom sizes: at 1280x720 and 1920x1080 every lane's title is shown
// whole (wrapped, never elided), the tick labels of every axis keep clear of each other (measured
// with QFontMetrics at the ticks' pixel positions), rows grow with the fonts, and focusing one
// lane lets its row fill the charts.
#include "tests/ui/UiFixture.h"

#include "ui/charts/LaneChartRow.h"
#include "ui/charts/LaneChartView.h"
#include "ui/lesson/LessonMode.h"
#include "ui/shell/PresentationMode.h"

#include <QFile>
#include <QRegularExpression>

#include <qcustomplot.h>

using namespace ratelab;
using namespace ratelab::test;

namespace {

const QString kLongName = QStringLiteral(
    "sliding log keyed by user on every instance behind the regional load balancer of the eu-west "
    "region during the morning peak, when every student is behind one carrier-grade NAT");

// The three-lane fixture with one lane name far too long for one line.
QByteArray longNamesJson()
{
    QFile file(fixtureScenario());
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(fixtureScenario()));
    QByteArray json = file.readAll();
    json.replace("\"name\": \"sliding log\"", "\"name\": \"" + kLongName.toUtf8() + "\"");
    return json;
}

QStringList words(const QString& text)
{
    return text.split(QRegularExpression(QStringLiteral("[\\s·]+")), Qt::SkipEmptyParts);
}

// Labels of the ticks inside the axis' range, with the pixel position of each.
struct TickLabel {
    double pixel;
    QString text;
};

QList<TickLabel> shownTicks(QCPAxis* axis)
{
    QList<TickLabel> out;
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    for (int i = 0; i < ticks.size() && i < labels.size(); ++i)
        if (axis->range().contains(ticks[i]))
            out << TickLabel{axis->coordToPixel(ticks[i]), labels[i]};
    std::sort(out.begin(), out.end(),
              [](const TickLabel& a, const TickLabel& b) { return a.pixel < b.pixel; });
    return out;
}

// Empty when no two neighbouring labels touch; else what overlaps.
QString overlaps(QCPAxis* axis)
{
    if (!axis->visible() || !axis->tickLabels())
        return {};
    const QFontMetrics fm(axis->tickLabelFont());
    const QList<TickLabel> ticks = shownTicks(axis);
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    for (int i = 1; i < ticks.size(); ++i) {
        const double distance = ticks[i].pixel - ticks[i - 1].pixel;
        // Labels are centred on their ticks: half of each must fit between them, plus a gap.
        const double needed =
            horizontal
                ? (fm.horizontalAdvance(ticks[i].text) + fm.horizontalAdvance(ticks[i - 1].text))
                          / 2.0
                      + 4
                : fm.height();
        if (distance < needed)
            return QStringLiteral("'%1' and '%2' are %3 px apart, need %4")
                .arg(ticks[i - 1].text, ticks[i].text)
                .arg(distance)
                .arg(needed);
    }
    return {};
}

} // namespace

class TestPresentation : public QObject {
    Q_OBJECT

private slots:
    void readableFromTheBackOfTheRoom_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("sevenLanes"); // the shipped boundary-burst lesson, else long names
        QTest::newRow("1280x720") << QSize(1280, 720) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("1280x720 seven lanes") << QSize(1280, 720) << true;
        QTest::newRow("1920x1080 seven lanes") << QSize(1920, 1080) << true;
    }

    void readableFromTheBackOfTheRoom()
    {
        QFETCH(QSize, size);
        QFETCH(bool, sevenLanes);
        UiFixture ui;
        QSignalSpy result(ui.window->controller(), &LabController::resultChanged);
        if (sevenLanes)
            QVERIFY(ui.window->openFile(QStringLiteral(":/scenarios/boundary-burst.json")));
        else
            ui.window->openJson(longNamesJson(), QStringLiteral("long-names.json"));
        QVERIFY(result.count() > 0 || result.wait(20000));
        // Every lane, not the one a lesson step focuses: opening a lesson starts lesson mode.
        ui.window->lessonMode()->setActive(false);
        const int lanes = sevenLanes ? 7 : 3;
        const double normalPoints = ui.window->charts()
                                        ->row(0)
                                        ->levelRect()
                                        ->axis(QCPAxis::atLeft)
                                        ->tickLabelFont()
                                        .pointSizeF();
        ui.window->presentation()->setActive(true);
        // Offscreen has no screen of this size: the window is given it as full screen would.
        ui.window->showNormal();
        ui.window->resize(size);
        QTest::qWait(100);
        ChartPanel* charts = ui.window->charts();
        charts->replotNow();
        QCOMPARE(charts->rowCount(), lanes);
        // The plot is no wider than the panel: a title that does not fit is not drawn off-screen.
        QVERIFY2(charts->plot()->width() <= charts->width(),
                 qPrintable(QStringLiteral("plot %1 px in a %2 px panel")
                                .arg(charts->plot()->width())
                                .arg(charts->width())));
        bool wrapped = false;
        for (int i = 0; i < charts->rowCount(); ++i) {
            LaneChartRow* row = charts->row(i);
            const QString shown = row->shownTitle();
            QVERIFY2(!shown.contains(QChar(0x2026)), qPrintable(shown));
            QCOMPARE(words(shown), words(row->title()));
            QVERIFY2(row->titleTextRect().right() < charts->plot()->width(),
                     qPrintable(QStringLiteral("%1: %2 px in a %3 px plot")
                                    .arg(shown)
                                    .arg(row->titleTextRect().right())
                                    .arg(charts->plot()->width())));
            QVERIFY(!row->titleTextRect().intersects(row->badgeTextRect()));
            wrapped = wrapped || shown.contains(QLatin1Char('\n'));
            for (QCPAxisRect* rect : {row->countsRect(), row->levelRect()}) {
                QVERIFY(rect->axis(QCPAxis::atLeft)->tickLabelFont().pointSizeF()
                        > normalPoints * 1.3);
                for (QCPAxis* axis : {rect->axis(QCPAxis::atLeft), rect->axis(QCPAxis::atBottom)}) {
                    const QString problem = overlaps(axis);
                    QVERIFY2(problem.isEmpty(),
                             qPrintable(QStringLiteral("lane %1: %2").arg(i).arg(problem)));
                }
            }
            // Nor do the counts' lowest label and the level's highest, where the rects meet.
            const QList<TickLabel> counts = shownTicks(row->countsRect()->axis(QCPAxis::atLeft));
            const QList<TickLabel> level = shownTicks(row->levelRect()->axis(QCPAxis::atLeft));
            if (!counts.isEmpty() && !level.isEmpty()) {
                const int line =
                    QFontMetrics(row->levelRect()->axis(QCPAxis::atLeft)->tickLabelFont()).height();
                QVERIFY2(level.front().pixel - counts.back().pixel >= line,
                         qPrintable(QStringLiteral("lane %1: '%2' at %3 and '%4' at %5")
                                        .arg(i)
                                        .arg(counts.back().text)
                                        .arg(counts.back().pixel)
                                        .arg(level.front().text)
                                        .arg(level.front().pixel)));
            }
        }
        QVERIFY2(wrapped || sevenLanes, "the long lane name should have needed a second line");
        // The plot grew with the fonts: no row is squeezed under its scaled minimum (the charts
        // scroll instead).
        QVERIFY2(charts->plot()->height() >= lanes
                                                 * static_cast<int>(LaneChartRow::kMinimumHeight
                                                                    * PresentationMode::kFontScale),
                 qPrintable(QString::number(charts->plot()->height())));
        // The time axis has labels at all.
        QVERIFY(shownTicks(charts->row(lanes - 1)->levelRect()->axis(QCPAxis::atBottom)).size()
                >= 2);
        ui.window->presentation()->setActive(false);
    }

    void theLegendTakesTheColumnsItsEntriesFit()
    {
        // On a projector the large legend must not eat the charts' height: its entries go side
        // by side as far as their own widths allow (one column of six rows before, at 1280x720).
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        ui.window->presentation()->setActive(true);
        ui.window->showNormal();
        ui.window->resize(1280, 720);
        QTest::qWait(100);
        ChartPanel* charts = ui.window->charts();
        charts->replotNow();
        QCustomPlot* plot = charts->plot();
        auto* legend = qobject_cast<QCPLegend*>(plot->plotLayout()->elementAt(0));
        QVERIFY(legend);
        QCOMPARE(legend->itemCount(), 6);
        QVERIFY2(legend->rowCount() <= 3, qPrintable(QString::number(legend->rowCount())));
        QList<QRect> seen;
        for (int i = 0; i < legend->elementCount(); ++i) {
            QCPLayoutElement* item = legend->elementAt(i);
            if (!item)
                continue;
            const QRect r = item->outerRect();
            QVERIFY(plot->rect().contains(r));
            QVERIFY(r.width() >= item->minimumOuterSizeHint().width());
            for (const QRect& other : std::as_const(seen))
                QVERIFY(!other.intersects(r));
            seen << r;
        }
        ui.window->presentation()->setActive(false);
    }

    void oneLaneFillsTheCharts()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        ChartPanel* charts = ui.window->charts();
        charts->replotNow();
        QCOMPARE(charts->rowCount(), 3);
        const int before = charts->row(2)->countsRect()->rect().height();
        charts->setFocusLane(2);
        charts->replotNow();
        QCOMPARE(charts->focusLane(), 2);
        QCOMPARE(charts->rowCount(), 1);
        QVERIFY(charts->row(0)->title().startsWith(QStringLiteral("token bucket")));
        QVERIFY2(charts->row(0)->countsRect()->rect().height() > 2 * before,
                 qPrintable(QStringLiteral("%1 -> %2")
                                .arg(before)
                                .arg(charts->row(0)->countsRect()->rect().height())));
        // A re-run keeps the focus and draws the focused lane's figures.
        QVERIFY(charts->row(0)->admittedPlottable());
        QSignalSpy rerun(ui.window->controller(), &LabController::resultChanged);
        ui.window->controller()->runNow();
        QVERIFY(rerun.count() > 0 || rerun.wait(20000));
        QCOMPARE(charts->rowCount(), 1);
        QVERIFY(charts->row(0)->title().startsWith(QStringLiteral("token bucket")));
        // To look at it: RATELAB_UI_SNAPSHOTS=DIR.
        const QString keep = qEnvironmentVariable("RATELAB_UI_SNAPSHOTS");
        if (!keep.isEmpty()) {
            ui.window->presentation()->setActive(true);
            ui.window->showNormal();
            ui.window->resize(1920, 1080);
            QTest::qWait(100);
            charts->replotNow();
            ui.window->grab().save(keep + QStringLiteral("/focus-lane-1920x1080.png"));
            ui.window->presentation()->setActive(false);
        }
        charts->setFocusLane(-1);
        QCOMPARE(charts->rowCount(), 3);
        QVERIFY(charts->row(1)->title().startsWith(QStringLiteral("sliding log")));
        // A lane the run does not have shows every lane.
        charts->setFocusLane(7);
        QCOMPARE(charts->rowCount(), 3);
    }
};

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
