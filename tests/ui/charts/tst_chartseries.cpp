// ChartSeries: stacked counts and the dense envelope keep exact figures (no spike is lost).
#include "ui/charts/ChartSeries.h"

#include <QTest>

using namespace ratelab;

class TestChartSeries : public QObject {
    Q_OBJECT
private slots:
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
