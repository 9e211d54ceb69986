// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/InstanceClock.h"

#include <QTest>

using namespace ratelab;

namespace {

// The first true millisecond at which a fixed window of `windowMs` on this clock reads index k.
SimTime boundaryTrueUs(const InstanceClock& clock, std::int64_t windowMs, std::int64_t k,
                       SimTime fromUs, SimTime toUs)
{
    for (SimTime t = fromUs; t <= toUs; t += 1000)
        if (floorDiv(clock.nowMs(t), windowMs) >= k)
            return t;
    return -1;
}

} // namespace

class TestInstanceClock : public QObject {
    Q_OBJECT
private slots:
    void perfectClockReadsTrueTime()
    {
        const InstanceClock c;
        QCOMPARE(c.localMicros(123'456'789), SimTime{123'456'789});
        QCOMPARE(c.nowMs(123'456'789), Millis{123'456});
    }

    void offsetAndDriftAreExactIntegers()
    {
        const InstanceClock c(1000, 100);
        // 10 s true: + 1 ms offset + 100 ppm of 10 s = 1 ms.
        QCOMPARE(c.localMicros(fromSeconds(10)), SimTime{10'002'000});
        // 100 ppm of 9'999 us is 0.9999 us: floor gives 0.
        QCOMPARE(c.localMicros(9'999), SimTime{9'999 + 1000});
        const InstanceClock slow(0, -100);
        // -100 ppm of 1 us is -0.0001 us: floor gives -1.
        QCOMPARE(slow.localMicros(1), SimTime{0});
        QCOMPARE(slow.localMicros(fromSeconds(3600)), fromSeconds(3600) - 360'000);
    }

    void negativeLocalTimeFloorsToMilliseconds()
    {
        const InstanceClock c(-1500, 0);
        QCOMPARE(c.localMicros(0), SimTime{-1500});
        QCOMPARE(c.nowMs(0), Millis{-2});
    }

    void skewOf50msMovesWindowBoundariesByExactlyTheSkew()
    {
        const InstanceClock ahead(50'000, 0);
        const InstanceClock behind(-50'000, 0);
        const InstanceClock store;
        const std::int64_t w = 1000;
        const SimTime a = boundaryTrueUs(ahead, w, 1, 0, fromSeconds(2));
        const SimTime b = boundaryTrueUs(behind, w, 1, 0, fromSeconds(2));
        const SimTime s = boundaryTrueUs(store, w, 1, 0, fromSeconds(2));
        QCOMPARE(a, SimTime{950'000});
        QCOMPARE(s, SimTime{1'000'000});
        QCOMPARE(b, SimTime{1'050'000});
        // Between 950 ms and 1050 ms of true time the two instances count into different windows.
        QCOMPARE(floorDiv(ahead.nowMs(1'000'000 - 1), w), std::int64_t{1});
        QCOMPARE(floorDiv(behind.nowMs(1'000'000 - 1), w), std::int64_t{0});
        QCOMPARE(floorDiv(behind.nowMs(1'049'999), w), std::int64_t{0});
        QCOMPARE(b - a, SimTime{100'000});
    }

    void backwardStepRepeatsLocalTime()
    {
        InstanceClock c;
        c.addStep({fromSeconds(5), -fromSeconds(2)});
        QCOMPARE(c.localMicros(fromSeconds(5) - 1), fromSeconds(5) - 1);
        QCOMPARE(c.localMicros(fromSeconds(5)), fromSeconds(3));
        QCOMPARE(c.nowMs(fromSeconds(6)), Millis{4000});
        // 3.0 s local is read twice: at true 3 s and at true 5 s.
        QCOMPARE(c.nowMs(fromSeconds(3)), c.nowMs(fromSeconds(5)));
    }

    void stepsApplyInTimeOrderWhateverTheOrderAdded()
    {
        InstanceClock c(0, 0, {{fromSeconds(20), 7}, {fromSeconds(10), 5}});
        c.addStep({fromSeconds(10), -1});
        QCOMPARE(c.localMicros(fromSeconds(10)), fromSeconds(10) + 4);
        QCOMPARE(c.localMicros(fromSeconds(20)), fromSeconds(20) + 11);
        QCOMPARE(c.steps().size(), std::size_t{3});
        QCOMPARE(c.steps()[0].deltaUs, SimTime{5});
        QCOMPARE(c.steps()[1].deltaUs, SimTime{-1});
    }

    void driftAccumulatesWithOffsetAndSteps()
    {
        const InstanceClock c(-20'000, 50, {{fromSeconds(100), 30'000}});
        // 200 s: -20 ms + 50 ppm of 200 s (10 ms) + 30 ms step.
        QCOMPARE(c.localMicros(fromSeconds(200)), fromSeconds(200) + 20'000);
    }
};

QTEST_APPLESS_MAIN(TestInstanceClock)
#include "tst_instanceclock.moc"
