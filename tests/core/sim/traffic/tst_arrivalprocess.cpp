// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Arrival processes: exact times for the deterministic kinds, exact counts for a fixed seed and
// statistical bounds for the random ones.
#include "core/sim/traffic/ArrivalProcess.h"
#include "tests/support/ScenarioBuilder.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace ratelab;
using namespace ratelab::test;

namespace {

std::vector<SimTime> drain(const ArrivalSpec& spec, std::int64_t runMs, std::uint64_t seed = 7,
                           ArrivalDefaults defaults = {10, 1000})
{
    ArrivalProcess p(spec, defaults, fromMillis(runMs), Random(seed));
    std::vector<SimTime> out;
    for (SimTime t = p.next(); t != ArrivalProcess::kNever; t = p.next())
        out.push_back(t);
    // Exhausted processes stay exhausted.
    if (p.next() != ArrivalProcess::kNever)
        out.push_back(-1);
    return out;
}

std::vector<SimTime> ms(std::initializer_list<double> values)
{
    std::vector<SimTime> out;
    for (double v : values)
        out.push_back(static_cast<SimTime>(std::llround(v * 1000.0)));
    return out;
}

std::int64_t countIn(const std::vector<SimTime>& times, SimTime from, SimTime to)
{
    std::int64_t n = 0;
    for (SimTime t : times)
        n += (t >= from && t < to) ? 1 : 0;
    return n;
}

bool sorted(const std::vector<SimTime>& times)
{
    for (std::size_t i = 1; i < times.size(); ++i)
        if (times[i] < times[i - 1])
            return false;
    return true;
}

} // namespace

class TestArrivalProcess : public QObject {
    Q_OBJECT
private slots:
    void constantRate()
    {
        QCOMPARE(drain(constantArrival(10), 1000),
                 ms({0, 100, 200, 300, 400, 500, 600, 700, 800, 900}));
        // Exact to the microsecond without drift: 3/s lands on 1 s exactly.
        QCOMPARE(drain(constantArrival(3), 1001),
                 (std::vector<SimTime>{0, 333'333, 666'666, 1'000'000}));
        QCOMPARE(drain(constantArrival(10, 250, 600), 5000), ms({250, 350, 450, 550}));
        ArrivalSpec phased = constantArrival(2);
        phased.phaseMs = 100;
        QCOMPARE(drain(phased, 2000), ms({100, 600, 1100, 1600}));
    }

    void burst()
    {
        QCOMPARE(drain(burstArrival(5, 100, 10), 10'000), ms({100, 110, 120, 130, 140}));
        QCOMPARE(drain(burstArrival(3, 100, 10, 1000), 2500),
                 ms({100, 110, 120, 1100, 1110, 1120, 2100, 2110, 2120}));
        // Spacing 0 = one instant; count 0 = the first lane's limit (10 here).
        const auto same = drain(burstArrival(0, 500), 10'000);
        QCOMPARE(same, std::vector<SimTime>(10, fromMillis(500)));
    }

    void boundaryAttacker()
    {
        // N = 10, W = 1000: 10 over the last 10 ms of window 0, 10 over the first 10 ms of
        // window 1.
        QCOMPARE(drain(boundaryAttack(0, 10), 60'000),
                 ms({990,  991,  992,  993,  994,  995,  996,  997,  998,  999,
                     1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009}));
        // Explicit count and window, repeating every 2 windows, cut by the end of the run.
        QCOMPARE(drain(boundaryAttack(2, 100, 500, 1000), 2450),
                 ms({400, 450, 500, 550, 1400, 1450, 1500, 1550, 2400}));
        // Spread 0: each half at one instant, the last microsecond before the boundary and at it.
        std::vector<SimTime> atOnce(10, fromMillis(1000) - 1);
        atOnce.insert(atOnce.end(), 10, fromMillis(1000));
        QCOMPARE(drain(boundaryAttack(0, 0), 60'000), atOnce);
        // A start inside the last spread of a window moves the attack to the next boundary.
        ArrivalSpec late = boundaryAttack(1, 10);
        late.startMs = 995;
        QCOMPARE(drain(late, 60'000), ms({1990, 2000}));
    }

    void trace()
    {
        ArrivalSpec t = traceArrival({5, 1, 3, 3, 2000});
        QCOMPARE(drain(t, 1000), ms({1, 3, 3, 5}));
        t.startMs = 3;
        QCOMPARE(drain(t, 10'000), ms({3, 3, 5, 2000}));
    }

    void poissonCountAndMean()
    {
        const auto times = drain(poissonArrival(100), 100'000);
        QVERIFY(sorted(times));
        // Expected 10,000, sd 100: four sd either side.
        QVERIFY2(times.size() >= 9600 && times.size() <= 10'400,
                 qPrintable(QString::number(times.size())));
        QCOMPARE(times.size(), std::size_t{9918}); // what seed 7 produces
        QVERIFY(times.front() > 0);
        // Another seed, other traffic.
        QVERIFY(drain(poissonArrival(100), 100'000, 8) != times);
    }

    void onOffStaysInOnPeriods()
    {
        const auto times = drain(onOffArrival(100, 1000, 1000), 10'000);
        QVERIFY(sorted(times));
        for (SimTime t : times)
            QVERIFY2((t / 1'000'000) % 2 == 0, qPrintable(QString::number(t)));
        // Five on-seconds at 100/s: 500, sd 22.
        QVERIFY(times.size() >= 410 && times.size() <= 590);
        QCOMPARE(times.size(), std::size_t{497});
    }

    void diurnalFollowsTheSine()
    {
        // Rate 10/s at the trough (t = 0) to 100/s at the peak (t = 50 s), period 100 s.
        const auto times = drain(diurnalArrival(10, 100, 100'000), 100'000);
        QVERIFY(sorted(times));
        // Expected 5,500 in all (sd 74), 4,182 in the middle half (sd 65), 1,318 outside (sd 36).
        QVERIFY(times.size() >= 5204 && times.size() <= 5796);
        const auto middle = countIn(times, fromSeconds(25), fromSeconds(75));
        QVERIFY2(middle >= 3922 && middle <= 4442, qPrintable(QString::number(middle)));
        const auto outer = static_cast<std::int64_t>(times.size()) - middle;
        QVERIFY2(outer >= 1174 && outer <= 1462, qPrintable(QString::number(outer)));
        QCOMPARE(times.size(), std::size_t{5546});
    }
};

QTEST_APPLESS_MAIN(TestArrivalProcess)
#include "tst_arrivalprocess.moc"
