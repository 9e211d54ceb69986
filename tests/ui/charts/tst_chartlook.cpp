// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the lane charts say without words: a palette colour-blind readers can tell apart (and
// refusals hatched), the verdict colour of a lane that failed closed, legends that fit, a hover
// crosshair through every row and clicks that snap to a nearby bucket.
#include "tests/ui/UiFixture.h"

#include "ui/charts/ChartSeries.h"
#include "ui/charts/ColorScheme.h"
#include "ui/charts/HatchedBars.h"
#include "ui/charts/LaneChartRow.h"
#include "ui/charts/LaneChartView.h"
#include "ui/charts/LaneCrosshair.h"
#include "ui/charts/LaneTooltip.h"
#include "ui/charts/LaneVerdict.h"
#include "ui/charts/world/WorldChartView.h"

#include <QMouseEvent>

#include <qcustomplot.h>

#include <cmath>

using namespace ratelab;
using namespace ratelab::test;

namespace {

// sRGB to linear light.
double linear(int c)
{
    const double v = c / 255.0;
    return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

struct Lab {
    double l, a, b;
};

Lab labOfLinear(double r, double g, double b)
{
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

Lab lab(const QColor& c)
{
    return labOfLinear(linear(c.red()), linear(c.green()), linear(c.blue()));
}

// As a deuteranope (no green cones) sees it: Viénot, Brettel & Mollon 1999, in linear RGB.
Lab deuteranopeLab(const QColor& c)
{
    const double r = linear(c.red());
    const double g = linear(c.green());
    const double b = linear(c.blue());
    const double rg = 0.29275 * r + 0.70725 * g;
    return labOfLinear(rg, rg, std::clamp(-0.02234 * r + 0.02234 * g + b, 0.0, 1.0));
}

// CIE76 colour difference: about 2.3 is just noticeable, 25 apart at a glance.
double deltaE(const Lab& x, const Lab& y)
{
    return std::hypot(x.l - y.l, x.a - y.a, x.b - y.b);
}

LaneSummary lane(std::int64_t requests, std::int64_t admitted, std::int64_t maxInWindow)
{
    LaneSummary s;
    s.lane = "lane";
    s.limit = 10;
    s.windowMs = 1000;
    s.requests = requests;
    s.admitted = admitted;
    s.rejected = requests - admitted;
    s.maxAdmittedAnyWindow = maxInWindow;
    return s;
}

void sendMouse(QWidget* w, QEvent::Type type, const QPointF& pos, Qt::MouseButton button)
{
    const Qt::MouseButtons held =
        type == QEvent::MouseButtonPress ? Qt::MouseButtons(button) : Qt::MouseButtons();
    QMouseEvent e(type, pos, w->mapToGlobal(pos), button, held, Qt::NoModifier);
    QApplication::sendEvent(w, &e);
}

// RATELAB_UI_SNAPSHOTS=DIR keeps what a test looked at, to look at it too.
void keepSnapshot(QWidget* window, const QString& what, const QSize& size)
{
    const QString dir = qEnvironmentVariable("RATELAB_UI_SNAPSHOTS");
    if (!dir.isEmpty())
        window->grab().save(QStringLiteral("%1/chartlook-%2-%3x%4.png")
                                .arg(dir, what)
                                .arg(size.width())
                                .arg(size.height()));
}

// Every legend entry inside the legend, the plot's width and above the first chart, and no two
// entries overlapping.
void checkLegendFits(QCustomPlot* plot, const QRect& firstChart)
{
    auto* legend = qobject_cast<QCPLegend*>(plot->plotLayout()->elementAt(0));
    QVERIFY(legend);
    QVERIFY(legend->itemCount() > 3);
    QList<QRect> rects;
    for (int i = 0; i < legend->itemCount(); ++i) {
        QCPAbstractLegendItem* item = legend->item(i);
        if (!item)
            continue;
        const QRect r = item->outerRect();
        const QString name = qobject_cast<QCPPlottableLegendItem*>(item)
                                 ? qobject_cast<QCPPlottableLegendItem*>(item)->plottable()->name()
                                 : QString();
        QVERIFY2(legend->outerRect().contains(r), qPrintable(name));
        QVERIFY2(plot->rect().contains(r), qPrintable(name));
        // The entry's text needs its width: the cell it got is at least its minimum.
        QVERIFY2(r.width() >= item->minimumOuterSizeHint().width(), qPrintable(name));
        QVERIFY2(r.height() >= item->minimumOuterSizeHint().height(), qPrintable(name));
        QVERIFY2(r.bottom() < firstChart.top(), qPrintable(name));
        for (const QRect& other : std::as_const(rects))
            QVERIFY2(!other.intersects(r), qPrintable(name));
        rects << r;
    }
}

} // namespace

class TestChartLook : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_ui.open(fixtureScenario())); }

    void outcomeAndRegionColoursStayApart()
    {
        QList<std::pair<QString, QColor>> palette = {
            {QStringLiteral("admitted"), colors::admitted()},
            {QStringLiteral("rejected"), colors::rejected()},
            {QStringLiteral("failed open"), colors::failedOpen()},
            {QStringLiteral("failed closed"), colors::failedClosed()},
            {QStringLiteral("would reject"), colors::wouldReject()}};
        for (int r = 0; r < 7; ++r)
            palette.append({QStringLiteral("region %1").arg(r), colors::region(r)});
        for (qsizetype i = 0; i < palette.size(); ++i)
            for (qsizetype j = i + 1; j < palette.size(); ++j) {
                const double d = deltaE(lab(palette[i].second), lab(palette[j].second));
                QVERIFY2(d >= 25, qPrintable(QStringLiteral("%1 vs %2: %3")
                                                 .arg(palette[i].first, palette[j].first)
                                                 .arg(d)));
            }
        // Red against green alone fails a deuteranope (the old pair was 21 apart for them).
        QVERIFY(deltaE(deuteranopeLab(colors::admitted()), deuteranopeLab(colors::rejected()))
                >= 40);
    }

    // The backend's answers sit beside the outcome colours (never beside the regions: a backend
    // is refused in a distributed world).
    void backendAnswerColoursStayApart()
    {
        const QList<std::pair<QString, QColor>> palette = {
            {QStringLiteral("admitted / goodput"), colors::admitted()},
            {QStringLiteral("rejected"), colors::rejected()},
            {QStringLiteral("failed open"), colors::failedOpen()},
            {QStringLiteral("failed closed"), colors::failedClosed()},
            {QStringLiteral("would reject"), colors::wouldReject()},
            {QStringLiteral("shed"), colors::shed()},
            {QStringLiteral("timed out"), colors::timedOut()}};
        for (qsizetype i = 0; i < palette.size(); ++i)
            for (qsizetype j = i + 1; j < palette.size(); ++j) {
                const double d = deltaE(lab(palette[i].second), lab(palette[j].second));
                QVERIFY2(d >= 25, qPrintable(QStringLiteral("%1 vs %2: %3")
                                                 .arg(palette[i].first, palette[j].first)
                                                 .arg(d)));
            }
    }

    void refusedBarsAreHatched()
    {
        ChartPanel* charts = m_ui.window->charts();
        QCustomPlot* plot = charts->plot();
        int hatched = 0;
        for (int i = 0; i < plot->plottableCount(); ++i) {
            QCPAbstractPlottable* p = plot->plottable(i);
            if (p->name() == QStringLiteral("rejected")) {
                auto* bars = dynamic_cast<HatchedBars*>(p);
                QVERIFY(bars);
                QVERIFY(bars->brush().style() != Qt::SolidPattern);
                QVERIFY(bars->brush().style() != Qt::NoBrush);
                ++hatched;
            }
            if (p->name() == QStringLiteral("admitted"))
                QCOMPARE(p->brush().style(), Qt::SolidPattern);
        }
        QCOMPARE(hatched, 3);
    }

    void verdictOfAFailClosedLane()
    {
        // Fail closed: 2 of 150 admitted, the rest refused because the store was down. Its
        // busiest window (2) is far below the limit: nothing here is "good".
        LaneSummary closed = lane(150, 2, 2);
        closed.failedClosed = 140;
        const LaneVerdict v = laneVerdict(closed);
        QCOMPARE(v.kind, LaneVerdict::Kind::NeedsAttention);
        QVERIFY(v.color() != colors::good());
        QCOMPARE(v.color(), colors::attention());
        QVERIFY(v.reason.contains(QStringLiteral("2 of 150 admitted")));
        QVERIFY(v.reason.contains(QStringLiteral("140 failed closed")));
        // Starved without a failure, and one store failure alone.
        QCOMPARE(laneVerdict(lane(150, 2, 2)).kind, LaneVerdict::Kind::NeedsAttention);
        LaneSummary open = lane(100, 90, 10);
        open.failedOpen = 1;
        QCOMPARE(laneVerdict(open).kind, LaneVerdict::Kind::NeedsAttention);
        // A flood the limit holds back refuses most, but its window is full: within the limit.
        QCOMPARE(laneVerdict(lane(1000, 100, 10)).kind, LaneVerdict::Kind::WithinLimit);
        QCOMPARE(laneVerdict(lane(1000, 100, 10)).color(), colors::good());
        QCOMPARE(laneVerdict(lane(100, 60, 20)).kind, LaneVerdict::Kind::OverLimit);
        QCOMPARE(laneVerdict(lane(100, 60, 20)).color(), colors::bad());
    }

    void legendsFit_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("default 1400x900") << QSize(1400, 900);
        QTest::newRow("projector 1280x720") << QSize(1280, 720);
        QTest::newRow("monitor 1920x1080") << QSize(1920, 1080);
    }

    void legendsFit()
    {
        QFETCH(QSize, size);
        UiFixture ui;
        ui.window->resize(size);
        QVERIFY(ui.open(fixtureScenario()));
        ChartPanel* charts = ui.window->charts();
        QCoreApplication::processEvents();
        charts->replotNow();
        keepSnapshot(ui.window.get(), QStringLiteral("lanes"), size);
        checkLegendFits(charts->plot(), charts->row(0)->countsRect()->outerRect());
        // The shaded bands and the busiest-window box are named.
        QStringList names;
        auto* legend = qobject_cast<QCPLegend*>(charts->plot()->plotLayout()->elementAt(0));
        for (int i = 0; i < legend->itemCount(); ++i)
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i)))
                names << item->plottable()->name();
        QVERIFY2(names.contains(QStringLiteral("shaded: every other window of 1 s")),
                 qPrintable(names.join(QStringLiteral(", "))));
        QVERIFY(names.contains(QStringLiteral("dotted box: the busiest window (one key)")));
    }

    void worldLegendFits_data() { legendsFit_data(); }

    void worldLegendFits()
    {
        QFETCH(QSize, size);
        UiFixture ui;
        ui.window->resize(size);
        QVERIFY(ui.open(sourcePath(QStringLiteral("scenarios/distributed-regions.json"))));
        ChartPanel* charts = ui.window->charts();
        charts->tabs()->setCurrentIndex(1);
        QCoreApplication::processEvents();
        charts->replotNow();
        keepSnapshot(ui.window.get(), QStringLiteral("world"), size);
        QCustomPlot* plot = charts->world()->plot();
        QVERIFY(plot->isVisible());
        // The first time rect of the world tab: the row under the legend.
        QRect first;
        for (QCPAxisRect* rect : plot->axisRects())
            if (first.isNull() || rect->outerRect().top() < first.top())
                first = rect->outerRect();
        checkLegendFits(plot, first);
    }

    void crosshairThroughEveryRow()
    {
        ChartPanel* charts = m_ui.window->charts();
        charts->replotNow();
        LaneChartView* view = charts->lanes();
        QCustomPlot* plot = charts->plot();
        QCPAxisRect* rect = charts->row(1)->countsRect();
        const double at = 2.05; // inside bucket 20, the second half of mallory's burst
        const QPointF pos(rect->axis(QCPAxis::atBottom)->coordToPixel(at), rect->center().y());
        sendMouse(plot, QEvent::MouseMove, pos, Qt::NoButton);
        QVERIFY(view->hover().has_value());
        const auto result = m_ui.window->controller()->result();
        for (int i = 0; i < charts->rowCount(); ++i) {
            LaneChartRow* row = charts->row(i);
            QVERIFY(row->crosshair().shown());
            QVERIFY(std::abs(row->crosshair().seconds() - at) < 0.01);
            const SeriesBucket& b = result->series[static_cast<std::size_t>(i)].buckets[20];
            QVERIFY(b.admitted + b.rejected > 0);
            QCOMPARE(row->crosshair().text(),
                     QStringLiteral("%1 admitted · %2 rejected").arg(b.admitted).arg(b.rejected));
        }
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(plot, &leave);
        QVERIFY(!charts->row(0)->crosshair().shown());
    }

    void nearestBusyBucketByHand()
    {
        LaneSeries s;
        s.buckets.resize(8);
        s.buckets[2].admitted = 5;
        s.buckets[7].rejected = 3;
        QCOMPARE(chartseries::nearestBusyBucket(s, 1000, 2.5, 0.2), 2); // inside
        QCOMPARE(chartseries::nearestBusyBucket(s, 1000, 1.9, 0.2), 2); // 0.1 s before it
        QCOMPARE(chartseries::nearestBusyBucket(s, 1000, 3.3, 0.2), -1);
        QCOMPARE(chartseries::nearestBusyBucket(s, 1000, 4.5, 0.4), -1);
        QCOMPARE(chartseries::nearestBusyBucket(s, 1000, 6.5, 0.6), 7);
        QCOMPARE(chartseries::nearestBusyBucket(s, 1000, 9.0, 2.0), 7); // past the end
    }

    void aClickSnapsToTheNearbyBucket()
    {
        ChartPanel* charts = m_ui.window->charts();
        charts->replotNow();
        const auto result = m_ui.window->controller()->result();
        const LaneSeries& fixed = result->series[0];
        const auto busy = [&](std::size_t i) {
            return fixed.buckets[i].admitted + fixed.buckets[i].rejected > 0;
        };
        // An empty bucket right before a busy one: a click at its end means the busy one.
        std::size_t empty = 1;
        while (empty + 1 < fixed.buckets.size() && (busy(empty) || !busy(empty + 1)))
            ++empty;
        QVERIFY(empty + 1 < fixed.buckets.size());
        QCPAxisRect* rect = charts->row(0)->countsRect();
        QCPAxis* axis = rect->axis(QCPAxis::atBottom);
        const double clickAt = 0.1 * (static_cast<double>(empty) + 0.95);
        QVERIFY(axis->coordToPixel(0.1 * static_cast<double>(empty + 1))
                    - axis->coordToPixel(clickAt)
                < LaneChartView::kSnapPixels);
        QSignalSpy clicked(charts, &ChartPanel::momentClicked);
        const QPointF pos(axis->coordToPixel(clickAt), rect->center().y());
        sendMouse(charts->plot(), QEvent::MouseButtonPress, pos, Qt::LeftButton);
        sendMouse(charts->plot(), QEvent::MouseButtonRelease, pos, Qt::LeftButton);
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).toInt(), 0);
        // The middle of the busy bucket, in µs.
        QCOMPARE(clicked.at(0).at(1).value<SimTime>(),
                 static_cast<SimTime>(100'000 * empty + 150'000));
    }

private:
    UiFixture m_ui;
};

QTEST_MAIN(TestChartLook)
#include "tst_chartlook.moc"
