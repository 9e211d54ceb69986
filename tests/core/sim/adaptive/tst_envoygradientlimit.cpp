// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Envoy's GradientController by hand (gradient_controller.cc): the minRTT window pins the limit
// at min_concurrency until request_count samples; sampleRTT every update interval; limit' =
// (uint32)(L x g + sqrt(L x g)), g = clamp(1.25 x minRTT / sampleRTT, 0.5, 2), clamped; five
// windows in a row at the minimum open a minRTT window at once; the next one opens after the
// interval plus random() % ceil(interval x jitter) ms. Percentiles as libcircllhist computes them.
#include "core/sim/adaptive/EnvoyGradientLimit.h"
#include "core/sim/adaptive/LatencyHistogram.h"

#include <QtTest>

using namespace ratelab;

namespace {

EnvoyGradientParams small()
{
    EnvoyGradientParams p;
    p.updateIntervalMs = 100;
    p.minRttIntervalMs = 1000;
    p.requestCount = 5;
    p.jitterPct = 0;
    return p;
}

int feed(EnvoyGradientLimit& e, std::int64_t endUs, std::int64_t rttUs, bool dropped = false)
{
    e.advanceTo(endUs);
    return e.onSample(rttUs, 0, dropped);
}

// The first minRTT window: five 1 ms samples ending at 1..5 ms; all in the bin [1000, 1100), so
// the median interpolates to 1050 us.
void measureMinRtt(EnvoyGradientLimit& e)
{
    for (int i = 1; i <= 5; ++i)
        feed(e, i * 1000, 1000);
}

} // namespace

class TstEnvoyGradientLimit : public QObject {
    Q_OBJECT

private slots:
    void histogramBinsAndQuantiles()
    {
        QCOMPARE(LatencyHistogram::binOf(1230).val, 12);
        QCOMPARE(LatencyHistogram::binOf(1230).exp, 3);
        QCOMPARE(LatencyHistogram::left(LatencyHistogram::binOf(1230)), 1200.0);
        QCOMPARE(LatencyHistogram::width(LatencyHistogram::binOf(1230)), 100.0);
        QCOMPARE(LatencyHistogram::binOf(99).val, 99);
        QCOMPARE(LatencyHistogram::left(LatencyHistogram::binOf(100)), 100.0);
        QCOMPARE(LatencyHistogram::binOf(7).val, 70); // one digit: tenths
        QCOMPARE(LatencyHistogram::binOf(7).exp, 0);

        LatencyHistogram h;
        for (const int v : {1000, 1099, 2000, 3050})
            h.insert(v);
        QCOMPARE(h.count(), std::uint64_t{4});
        QCOMPARE(h.quantile(0.0), 1000.0); // at a bin's lower count: its left edge
        QCOMPARE(h.quantile(0.5), 1100.0); // at its upper count: its right edge
        QCOMPARE(h.quantile(0.75), 2100.0);
        QCOMPARE(h.quantile(0.625), 2050.0); // 2.5 of 4: halfway into [2000, 2100)
        QCOMPARE(h.quantile(1.0), 3100.0);
        h.clear();
        QCOMPARE(h.count(), std::uint64_t{0});
    }

    void startsInAMinRttWindowAtTheMinimum()
    {
        EnvoyGradientLimit e(small(), Random(1));
        QCOMPARE(e.limit(), 3);
        QVERIFY(e.inMinRttWindow());
        for (int i = 1; i <= 4; ++i)
            feed(e, i * 1000, 1000);
        QVERIFY(e.inMinRttWindow());
        feed(e, 5000, 1000);
        QVERIFY(!e.inMinRttWindow());
        QCOMPARE(e.minRttUs(), std::int64_t{1050});
        QCOMPARE(e.limit(), 3); // the limit before the window
    }

    void eachSampleWindowAppliesTheGradient()
    {
        EnvoyGradientLimit e(small(), Random(1));
        measureMinRtt(e); // at 5 ms; the sample timer is due at 105 ms
        feed(e, 50'000, 1000);
        e.advanceTo(104'999);
        QCOMPARE(e.limit(), 3);
        e.advanceTo(105'000);
        QCOMPARE(e.sampleRttUs(), std::int64_t{1050});
        QCOMPARE(e.limit(), 5); // g = 1312.5 / 1050 = 1.25: 3.75 + 1.94 = 5.69
        feed(e, 150'000, 1000);
        e.advanceTo(205'000);
        QCOMPARE(e.limit(), 8); // 6.25 + 2.5
        feed(e, 250'000, 1000);
        e.advanceTo(305'000);
        QCOMPARE(e.limit(), 13); // 10 + 3.16
        feed(e, 350'000, 100);   // [100, 110): 105 us, raw gradient 12.5, clamped to 2
        e.advanceTo(405'000);
        QCOMPARE(e.limit(), 31);  // 26 + 5.10
        feed(e, 450'000, 10'000); // 10500 us: raw 0.125, clamped to 0.5
        e.advanceTo(505'000);
        QCOMPARE(e.limit(), 19); // 15.5 + 3.94
    }

    void anEmptyWindowChangesNothingAndTheMaximumClamps()
    {
        EnvoyGradientParams p = small();
        p.maxLimit = 6;
        EnvoyGradientLimit e(p, Random(1));
        measureMinRtt(e);
        e.advanceTo(105'000); // no samples: no update, the timer is armed again
        QCOMPARE(e.limit(), 3);
        feed(e, 150'000, 1000);
        e.advanceTo(205'000);
        QCOMPARE(e.limit(), 5);
        feed(e, 250'000, 1000);
        e.advanceTo(305'000);
        QCOMPARE(e.limit(), 6); // 8 clamped to max 6
    }

    void dropsAndEarlierRequestsAreNotSampled()
    {
        EnvoyGradientLimit e(small(), Random(1));
        for (int i = 1; i <= 4; ++i)
            feed(e, i * 1000, 1000);
        feed(e, 4500, 1000, true); // cancelLatencySample
        feed(e, 4600, 5000);       // sent at -400 us, before the window opened
        QVERIFY(e.inMinRttWindow());
        feed(e, 5000, 1000);
        QVERIFY(!e.inMinRttWindow());
    }

    void theSampleTimerLapsesInAMinRttWindow()
    {
        EnvoyGradientLimit e(small(), Random(1));
        e.advanceTo(1'000'000); // the timer due at 100 ms found the window open and lapsed
        for (int i = 1; i <= 5; ++i)
            feed(e, 1'000'000 + i * 1000, 1000);
        QVERIFY(!e.inMinRttWindow());
        feed(e, 1'050'000, 1000);
        e.advanceTo(1'104'999);
        QCOMPARE(e.limit(), 3); // armed again at the end of the window: due at 1105 ms
        e.advanceTo(1'105'000);
        QCOMPARE(e.limit(), 5);
    }

    void fiveWindowsAtTheMinimumMeasureAgain()
    {
        EnvoyGradientLimit e(small(), Random(1));
        measureMinRtt(e);
        // 10 ms samples against a 1.05 ms minRTT: 1.5 + 1.22 = 2.72, clamped to 3, each window.
        for (int w = 0; w < 4; ++w) {
            feed(e, 50'000 + w * 100'000, 10'000);
            e.advanceTo(105'000 + w * 100'000);
            QCOMPARE(e.limit(), 3);
            QVERIFY(!e.inMinRttWindow());
        }
        feed(e, 450'000, 10'000);
        e.advanceTo(505'000); // the fifth: the minRTT timer fires at once, not at 1005 ms
        QVERIFY(e.inMinRttWindow());
    }

    void theNextMinRttWindowOpensAfterTheJitteredInterval()
    {
        EnvoyGradientParams p = small();
        p.jitterPct = 15;
        EnvoyGradientLimit e(p, Random(7));
        measureMinRtt(e);
        feed(e, 50'000, 1000);
        e.advanceTo(105'000);
        QCOMPARE(e.limit(), 5);
        Random expected(7);
        const auto jitterMs =
            static_cast<std::int64_t>(expected.nextU64() % 150); // ceil(1000 x 0.15)
        const std::int64_t due = 5000 + (1000 + jitterMs) * 1000;
        e.advanceTo(due - 1);
        QVERIFY(!e.inMinRttWindow());
        e.advanceTo(due);
        QVERIFY(e.inMinRttWindow());
        QCOMPARE(e.limit(), 3);
        for (int i = 1; i <= 5; ++i)
            feed(e, due + i * 1000, 1000);
        QCOMPARE(e.limit(), 5); // restored

        EnvoyGradientLimit other(p, Random(8));
        measureMinRtt(other);
        other.advanceTo(due);
        Random otherExpected(8);
        QCOMPARE(other.inMinRttWindow(), otherExpected.nextU64() % 150 <= std::uint64_t(jitterMs));
    }
};

QTEST_GUILESS_MAIN(TstEnvoyGradientLimit)
#include "tst_envoygradientlimit.moc"
