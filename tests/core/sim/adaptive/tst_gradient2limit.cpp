// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Gradient2Limit's rule by hand: longRtt the mean of the first 10 round trips, then an
// exponential average with factor 2 / (longWindow + 1), decayed x 0.95 when over twice the sample;
// gradient = clamp(1.5 x longRtt / rtt, 0.5, 1); new = limit x gradient + 4, smoothed 0.2,
// clamped to [min, max]; no change while fewer than half the limit are in flight.
#include "core/sim/adaptive/ExpAvgMeasurement.h"
#include "core/sim/adaptive/Gradient2Limit.h"

#include <QtTest>

using namespace ratelab;

class TstGradient2Limit : public QObject {
    Q_OBJECT

private slots:
    void defaultsAreTheBuilders()
    {
        const Gradient2Params p;
        QCOMPARE(p.initialLimit, 20);
        QCOMPARE(p.minLimit, 20);
        QCOMPARE(p.maxLimit, 200);
        QCOMPARE(p.smoothing, 0.2);
        QCOMPARE(p.queueSize, 4);
        QCOMPARE(p.longWindow, 600);
        QCOMPARE(p.rttTolerance, 1.5);
    }

    void expAvgWarmsUpWithAMeanThenAverages()
    {
        ExpAvgMeasurement m(600, 10);
        for (int i = 1; i <= 10; ++i)
            m.add(i); // mean of 1..i
        QCOMPARE(m.value(), 5.5);
        const double factor = 2.0 / 601;
        QCOMPARE(m.add(100), 5.5 * (1 - factor) + 100 * factor);
        m.scale(0.95);
        QCOMPARE(m.value(), (5.5 * (1 - factor) + 100 * factor) * 0.95);
    }

    void growsByTheQueueWhileLatencyHolds()
    {
        Gradient2Limit g{Gradient2Params{}};
        // gradient min(1, 1.5) = 1: 20 x 0.8 + (20 + 4) x 0.2 = 20.8
        QCOMPARE(g.onSample(10'000, 10, false), 20);
        // 20.8 x 0.8 + 24.8 x 0.2 = 21.6
        QCOMPARE(g.onSample(10'000, 11, false), 21);
        // longRtt = (10 + 10 + 40) / 3 = 20 ms: gradient 1.5 x 20 / 40 = 0.75;
        // 21.6 x 0.8 + (21.6 x 0.75 + 4) x 0.2 = 21.32
        QCOMPARE(g.onSample(40'000, 11, false), 21);
        QCOMPARE(g.longRttNs(), 20'000'000.0);
    }

    void appLimitedSamplesOnlyFeedTheAverage()
    {
        Gradient2Limit g{Gradient2Params{}};
        QCOMPARE(g.onSample(10'000, 9, false), 20); // 9 < 20 / 2
        QCOMPARE(g.onSample(30'000, 9, true), 20);  // drops are not read at all
        QCOMPARE(g.longRttNs(), 20'000'000.0);
    }

    void clampsAtTheMinimumAndTheMaximum()
    {
        // Ten app-limited 10 ms samples make longRtt 10 ms; then 100 ms: longRtt moves by
        // 2 / 601 of the gap only, 1.5 x 10.3 / 100 = 0.154, so the gradient clamps at 0.5:
        // 21 x 0.8 + (21 x 0.5 + 4) x 0.2 = 19.7.
        auto afterOutlier = [](int minLimit) {
            Gradient2Params p;
            p.initialLimit = 21;
            p.minLimit = minLimit;
            Gradient2Limit g(p);
            for (int i = 0; i < 10; ++i)
                g.onSample(10'000, 0, false);
            return g.onSample(100'000, 20, false);
        };
        QCOMPARE(afterOutlier(1), 19);
        QCOMPARE(afterOutlier(20), 20);

        Gradient2Params p;
        p.initialLimit = 200;
        Gradient2Limit high(p);
        QCOMPARE(high.onSample(10'000, 150, false), 200); // 200.8 clamped to 200
    }

    void aLongRttOverTwiceTheSampleDecays()
    {
        Gradient2Limit g{Gradient2Params{}};
        g.onSample(100'000, 0, false);
        // long = (100 + 10) / 2 = 55 ms > 2 x 10: decayed to 55 x 0.95 after this sample
        g.onSample(10'000, 0, false);
        QCOMPARE(g.longRttNs(), 55'000'000.0 * 0.95);
    }
};

QTEST_GUILESS_MAIN(TstGradient2Limit)
#include "tst_gradient2limit.moc"
