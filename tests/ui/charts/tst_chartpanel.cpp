// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel: a ChartView added with addView() gets every call the built-in views get, a tab
// only while it has something to draw, the time range others report, and its replots coalesced
// with theirs in one 40 ms pass; exports take its plot while its tab is shown.
#include "ui/charts/ChartPanel.h"
#include "ui/charts/LaneChartRow.h"

#include <QSignalSpy>
#include <QTabBar>
#include <QTest>

#include <qcustomplot.h>

using namespace ratelab;

namespace {

// Records what the panel asks of it; draws when the run has more than one lane.
class FakeView : public QWidget, public ChartView {
public:
    FakeView() { m_plot = new QCustomPlot(this); }

    [[nodiscard]] QString tabTitle() const override { return QStringLiteral("Fake"); }
    [[nodiscard]] QString tabToolTip() const override { return QStringLiteral("a test view"); }
    [[nodiscard]] QWidget* widget() override { return this; }
    [[nodiscard]] QCustomPlot* plot() const override { return m_plot; }
    [[nodiscard]] bool hasContent() const override
    {
        return result && result->summaries.size() > 1;
    }

    void setResult(std::shared_ptr<const RunResult> r, const Scenario& scenario) override
    {
        result = std::move(r);
        scenarioName = scenario.name;
    }
    void setOverlay(std::shared_ptr<const RunResult> o, const QString& label) override
    {
        overlay = std::move(o);
        overlayLabel = label;
    }
    void setCursorTime(SimTime t) override
    {
        cursor = t;
        requestReplot();
    }
    void setTimeRange(double lowerSec, double upperSec) override { range = {lowerSec, upperSec}; }
    void setFontScale(double scale) override { fontScale = scale; }
    [[nodiscard]] std::optional<SimTime> latestShownTime() const override { return std::nullopt; }
    // As a view does when the user drags its axis.
    void userDrags(double lowerSec, double upperSec) { reportTimeRange(lowerSec, upperSec); }

    std::shared_ptr<const RunResult> result;
    std::string scenarioName;
    std::shared_ptr<const RunResult> overlay;
    QString overlayLabel;
    SimTime cursor = -1;
    std::pair<double, double> range{0, 0};
    double fontScale = 1.0;

private:
    QCustomPlot* m_plot;
};

std::shared_ptr<const RunResult> run(int lanes)
{
    auto r = std::make_shared<RunResult>();
    r->durationMs = 10'000;
    r->bucketMs = 1'000;
    for (int i = 0; i < lanes; ++i) {
        LaneSummary s;
        s.lane = "lane " + std::to_string(i);
        s.limit = 10;
        s.windowMs = 1'000;
        r->summaries.push_back(s);
        LaneSeries series;
        series.buckets.resize(10);
        r->series.push_back(series);
    }
    return r;
}

} // namespace

class TestChartPanel : public QObject {
    Q_OBJECT
private slots:
    void anAddedViewGetsEveryCall()
    {
        ChartPanel panel;
        auto* fake = new FakeView;
        panel.addView(fake);
        QVERIFY(fake->parentWidget());      // the panel owns it
        QCOMPARE(panel.tabs()->count(), 4); // lanes, world, backend, the fake
        Scenario scenario;
        scenario.name = "two lanes";
        const auto result = run(2);
        panel.setResult(result, scenario);
        QCOMPARE(fake->result, result);
        QCOMPARE(fake->scenarioName, std::string("two lanes"));
        QCOMPARE(panel.rowCount(), 2);
        panel.setOverlay(result, QStringLiteral("pinned run"));
        QCOMPARE(fake->overlay, result);
        QCOMPARE(fake->overlayLabel, QStringLiteral("pinned run"));
        panel.setCursorTime(fromMillis(2'000));
        QCOMPARE(fake->cursor, fromMillis(2'000));
        panel.setFontScale(1.5);
        QCOMPARE(fake->fontScale, 1.5);
        panel.setTimeRange(2, 4);
        QCOMPARE(fake->range, (std::pair<double, double>{2, 4}));
        QCOMPARE(panel.row(0)->timeAxis()->range().lower, 2.0);
    }

    void aViewsTimeRangeMovesTheOthers()
    {
        ChartPanel panel;
        auto* fake = new FakeView;
        panel.addView(fake);
        panel.setResult(run(2), Scenario{});
        fake->userDrags(3, 5);
        QCOMPARE(panel.row(1)->timeAxis()->range().upper, 5.0);
        // Dragging the lane charts moves the added view, and reset zoom shows the whole run.
        panel.row(0)->timeAxis()->setRange(1, 2);
        QCOMPARE(fake->range, (std::pair<double, double>{1, 2}));
        panel.resetZoom();
        QVERIFY(qFuzzyCompare(fake->range.first, -0.05));
        QVERIFY(qFuzzyCompare(fake->range.second, 10.05));
    }

    void aTabOnlyWhileItHasContentAndExportsTakeIt()
    {
        ChartPanel panel;
        auto* fake = new FakeView;
        panel.addView(fake);
        panel.setResult(run(1), Scenario{});
        QVERIFY(panel.tabs()->isHidden());
        QCOMPARE(panel.currentPlot(), panel.plot());
        panel.setResult(run(2), Scenario{});
        QVERIFY(!panel.tabs()->isHidden());
        QVERIFY(panel.tabs()->isTabVisible(3));
        QVERIFY(!panel.tabs()->isTabVisible(1)); // no world in this run
        QVERIFY(!panel.tabs()->isTabVisible(2)); // nor a backend
        panel.tabs()->setCurrentIndex(3);
        QCOMPARE(panel.currentPlot(), fake->plot());
        // When its content goes, its tab goes and the lanes are on screen again.
        panel.setResult(run(1), Scenario{});
        QVERIFY(panel.tabs()->isHidden());
        QCOMPARE(panel.tabs()->currentIndex(), 0);
        QCOMPARE(panel.currentPlot(), panel.plot());
    }

    void replotsAreCoalescedAcrossViews()
    {
        ChartPanel panel;
        auto* fake = new FakeView;
        panel.addView(fake);
        panel.setResult(run(2), Scenario{});
        QSignalSpy replotted(&panel, &ChartPanel::replotted);
        for (int i = 0; i < 20; ++i)
            panel.setCursorTime(fromMillis(100 * i)); // every view asks for a replot each time
        QCOMPARE(replotted.count(), 0);
        QVERIFY(replotted.wait(1000));
        QTest::qWait(100);
        QCOMPARE(replotted.count(), 1);
    }
};

QTEST_MAIN(TestChartPanel)
#include "tst_chartpanel.moc"
