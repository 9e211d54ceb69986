// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartSeries: stacked counts and the dense envelope keep exact figures (no spike is lost).
#include "ui/charts/ChartSeries.h"
#include "ui/charts/LaneHeadingText.h"

#include <QTest>

using namespace ratelab;

class TestChartSeries : public QObject {
    Q_OBJECT
private slots:
    // A lane's title names its rate in the largest whole unit; a policy's says which rule the
    // charts show.
    void laneHeading()
    {
        LaneSummary s;
        s.lane = "fixed";
        s.algorithm = AlgorithmKind::FixedWindow;
        s.limit = 10;
        s.windowMs = 1000;
        s.rules.resize(1);
        QCOMPARE(laneHeadingText(s), QStringLiteral("fixed  ·  Fixed window  ·  10 per 1 s"));
        s.lane = "by plan";
        s.limit = 1000;
        s.windowMs = 86'400'000;
        s.rules.resize(3);
        s.rules[0].rule = "free-daily";
        QCOMPARE(laneHeadingText(s),
                 QStringLiteral("by plan  ·  policy of 3 rules  ·  charts: free-daily, Fixed "
                                "window, 1000 per 1 day"));
        s.rules.resize(1);
        s.windowMs = 2 * 3'600'000;
        QCOMPARE(laneHeadingText(s), QStringLiteral("by plan  ·  Fixed window  ·  1000 per 2 h"));
        // Not "15 per 27400 ms".
        s.limit = 15;
        s.windowMs = 27'400;
        QCOMPARE(laneHeadingText(s), QStringLiteral("by plan  ·  Fixed window  ·  15 per 27.4 s"));
        s.windowMs = 250;
        QCOMPARE(laneHeadingText(s), QStringLiteral("by plan  ·  Fixed window  ·  15 per 250 ms"));
        // A concurrency limit is not a rate (it read "40 per 1 s").
        s.algorithm = AlgorithmKind::Concurrency;
        s.limit = 40;
        s.windowMs = 1000;
        QCOMPARE(laneHeadingText(s),
                 QStringLiteral("by plan  ·  Concurrency limit  ·  40 in flight"));
    }

    void stackedCountsSplitAdmittedAndRejected()
    {
        LaneSeries s;
        SeriesBucket b;
        b.admitted = 7;
        b.failedOpen = 2;
        b.wouldReject = 1;
        b.rejected = 5;
        b.failedClosed = 3;
        s.buckets = {b};
        const auto c = chartseries::stackedCounts(s, 500);
        QCOMPARE(c.keys.front(), 0.25);
        QCOMPARE(c.admitted.front(), 4.0);
        QCOMPARE(c.failedOpen.front(), 2.0);
        QCOMPARE(c.wouldReject.front(), 1.0);
        QCOMPARE(c.rejected.front(), 2.0);
        QCOMPARE(c.failedClosed.front(), 3.0);
        QCOMPARE(c.maxTotal, 12.0);
        QVERIFY(c.anyFailedOpen && c.anyWouldReject && c.anyFailedClosed);
    }

    void levelLineReachesTheLastBucketsEnd()
    {
        LaneSeries s;
        SeriesBucket b;
        for (double level : {3.0, 5.0, 8.0}) {
            b.level = level;
            b.levelMax = level + 1;
            s.buckets.push_back(b);
        }
        const auto c = chartseries::levelCurve(s, 500);
        QCOMPARE(c.keys.size(), c.level.size());
        QCOMPARE(c.keys.front(), 0.0);
        QCOMPARE(c.keys.back(), 1.5); // three 0.5 s buckets end at 1.5 s
        QCOMPARE(c.level.back(), 8.0);
        QCOMPARE(c.peak.back(), 9.0);
        QCOMPARE(chartseries::levelCurve(LaneSeries{}, 500).keys.size(), 0);
    }

    void envelopeKeepsTheLargestBucketOfEachGroup()
    {
        LaneSeries s;
        s.buckets.resize(1'000'000);
        s.buckets[123'457].admitted = 9;
        s.buckets[123'457].rejected = 4;
        s.buckets[999'999].levelMax = 3.5;
        const auto e = chartseries::envelope(s, 1, 0.0, 1000.0, 1000);
        QCOMPARE(e.keys.size(), 1001); // 1000 groups of 1000 buckets plus the closing point
        QCOMPARE(e.keys[123], 123.0);
        QCOMPARE(e.admitted[123], 9.0);
        QCOMPARE(e.total[123], 13.0);
        QCOMPARE(e.admitted[122], 0.0);
        QCOMPARE(e.peak[999], 3.5);
        QCOMPARE(e.keys.back(), 1000.0);
        // Zoomed in to 2 seconds: one point per bucket around the visible range.
        const auto zoomed = chartseries::envelope(s, 1, 123.0, 125.0, 5000);
        QCOMPARE(zoomed.keys.front(), 122.999);
        QCOMPARE(zoomed.keys.size(), 2003);
    }

    void bucketAtBounds()
    {
        LaneSeries s;
        s.buckets.resize(10);
        QCOMPARE(chartseries::bucketAt(s, 100, 0.0), 0);
        QCOMPARE(chartseries::bucketAt(s, 100, 0.999), 9);
        QCOMPARE(chartseries::bucketAt(s, 100, 1.0), -1);
        QCOMPARE(chartseries::bucketAt(s, 100, -0.1), -1);
    }
};

QTEST_APPLESS_MAIN(TestChartSeries)
#include "tst_chartseries.moc"
