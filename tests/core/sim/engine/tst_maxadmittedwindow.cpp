// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// max_admitted_any_window: the most cost units one key had admitted in any [t, t + W).
#include "core/sim/engine/Simulation.h"
#include "core/sim/engine/WindowMaxTracker.h"
#include "tests/support/ScenarioBuilder.h"

#include <QTest>

using namespace ratelab;
using namespace ratelab::test;

class TestMaxAdmittedWindow : public QObject {
    Q_OBJECT
private slots:
    void halfOpenInterval()
    {
        // W = 1000 µs: events at s1 <= s2 share an interval iff s2 - s1 < W.
        WindowMaxTracker t(2, 1000);
        t.admit(0, 0, 1);
        t.admit(0, 999, 1);
        QCOMPARE(t.best(), std::int64_t{2});
        t.admit(0, 1999, 1); // 0 has left; 999 and 1999 are exactly W apart: not together
        QCOMPARE(t.best(), std::int64_t{2});
        QCOMPARE(t.bestStart(), SimTime{0});
        QCOMPARE(t.bestEnd(), SimTime{1000});
        t.admit(0, 1999, 1);
        QCOMPARE(t.best(), std::int64_t{2}); // ties keep the first interval
        QCOMPARE(t.bestStart(), SimTime{0});
        t.admit(0, 2500, 1);
        QCOMPARE(t.best(), std::int64_t{3});
        QCOMPARE(t.bestKey(), 0);
        QCOMPARE(t.bestStart(), SimTime{1999});
    }

    void costsAndKeysAreSeparate()
    {
        WindowMaxTracker t(3, 100);
        t.admit(1, 10, 5);
        t.admit(2, 20, 3);
        t.admit(2, 30, 3);
        t.admit(1, 200, 2);
        QCOMPARE(t.best(), std::int64_t{6});
        QCOMPARE(t.bestKey(), 2);
        QCOMPARE(t.bestStart(), SimTime{20});
        // Ring growth keeps order: 1000 admissions of cost 1 inside one window.
        for (int i = 0; i < 1000; ++i)
            t.admit(0, 300 + i / 20, 1);
        QCOMPARE(t.best(), std::int64_t{1000});
        QCOMPARE(t.bestKey(), 0);
        t.admit(0, 400, 1); // 300..349 are all within 100 µs of 400 except exactly 300
        QCOMPARE(t.best(), std::int64_t{1000});
        t.admit(0, 399, 1);
        QCOMPARE(t.best(), std::int64_t{1000});
    }

    void hugeCostsAndLongRuns()
    {
        // Costs above one packed entry are split into several entries at the same time.
        WindowMaxTracker t(1, fromSeconds(60));
        const std::int64_t big = 3 * WindowMaxTracker::kMaxEntryCost + 5;
        t.admit(0, fromSeconds(1), big);
        t.admit(0, fromSeconds(2), 1);
        QCOMPARE(t.best(), big + 1);
        t.admit(0, fromSeconds(61), 7); // the big one has left, the 1 at 2 s has not
        QCOMPARE(t.best(), big + 1);
        t.admit(0, fromSeconds(62), big); // 7 + big; the 1 at 2 s has just left
        QCOMPARE(t.best(), big + 7);
        QCOMPARE(t.bestStart(), fromSeconds(61));
        // Times up to a year still pack exactly.
        const SimTime year = fromMillis(366LL * 24 * 3600 * 1000) - 1;
        t.admit(0, year, 1);
        t.admit(0, year, 1);
        QCOMPARE(t.best(), big + 7);
        t.admit(0, year, big);
        QCOMPARE(t.best(), big + 7); // the window at the end holds big + 2: less
        QCOMPARE(t.bestStart(), fromSeconds(61));
    }

    void fixedWindowBoundaryBurstGivesTwiceTheLimit()
    {
        // N = 10, W = 1000: 10 at 990..999 ms and 10 at 1000..1009 ms.
        ScenarioBuilder b;
        b.duration(5000)
            .lane(lane("fixed", AlgorithmKind::FixedWindow, 10, 1000))
            .lane(lane("log", AlgorithmKind::SlidingLog, 10, 1000))
            .lane(lane("counter", AlgorithmKind::SlidingCounter, 10, 1000))
            .client(client("attacker", boundaryAttack(0, 10)));
        const RunResult r = runScenario(b.build());
        const LaneSummary& fixed = r.summaries[0];
        QCOMPARE(fixed.admitted, std::int64_t{20});
        QCOMPARE(fixed.maxAdmittedAnyWindow, std::int64_t{20});
        QCOMPARE(fixed.maxWindowKey, std::string("attacker"));
        QCOMPARE(fixed.maxWindowStart, fromMillis(990));
        QCOMPARE(fixed.maxWindowEnd, fromMillis(1990));
        QCOMPARE(fixed.overAdmissionRatio, 2.0);
        const LaneSummary& log = r.summaries[1];
        QCOMPARE(log.admitted, std::int64_t{10});
        QCOMPARE(log.rejected, std::int64_t{10});
        QCOMPARE(log.maxAdmittedAnyWindow, std::int64_t{10});
        QCOMPARE(log.maxWindowStart, fromMillis(990));
        QCOMPARE(log.overAdmissionRatio, 1.0);
        // The counter's estimate: at 1000 ms the previous 10 weigh floor(10 * 1000 / 1000) = 10
        // (rejected); at 1001 ms floor(10 * 999 / 1000) = 9, so one more gets in: 11.
        QCOMPARE(r.summaries[2].maxAdmittedAnyWindow, std::int64_t{11});
        QCOMPARE(r.summaries[2].maxWindowStart, fromMillis(990));
    }

    void attackAllAtOnce()
    {
        // Spread 0: 10 at the last microsecond of window 0 and 10 at the boundary, 1 µs apart.
        const Scenario s =
            oneLaneScenario(AlgorithmKind::FixedWindow, 10, 1000, boundaryAttack(0, 0), 3000);
        const RunResult r = runScenario(s);
        QCOMPARE(r.summaries[0].maxAdmittedAnyWindow, std::int64_t{20});
        // The window is measured on whole milliseconds, as the limiter sees time.
        QCOMPARE(r.summaries[0].maxWindowStart, fromMillis(999));
        QCOMPARE(r.summaries[0].maxWindowEnd, fromMillis(1999));
        QCOMPARE(r.requests[9].clockMs, std::int64_t{999});
        QCOMPARE(r.requests[10].clockMs, std::int64_t{1000});
    }

    void costUnitsCount()
    {
        ClientSpec heavy = client("heavy", burstArrival(3, 0, 100));
        heavy.cost = 4;
        const Scenario s = ScenarioBuilder()
                               .duration(1000)
                               .lane(lane("fixed", AlgorithmKind::FixedWindow, 10, 1000))
                               .client(heavy)
                               .build();
        const RunResult r = runScenario(s);
        QCOMPARE(r.summaries[0].admitted, std::int64_t{2});
        QCOMPARE(r.summaries[0].maxAdmittedAnyWindow, std::int64_t{8});
        QCOMPARE(r.summaries[0].overAdmissionRatio, 0.8);
        QCOMPARE(r.summaries[0].maxWindowEnd, fromMillis(1000));
    }

    void nothingAdmitted()
    {
        const Scenario s =
            oneLaneScenario(AlgorithmKind::FixedWindow, 10, 1000, traceArrival({}), 1000);
        const RunResult r = runScenario(s);
        QCOMPARE(r.summaries[0].maxAdmittedAnyWindow, std::int64_t{0});
        QCOMPARE(r.summaries[0].maxWindowKey, std::string());
        QCOMPARE(r.summaries[0].overAdmissionRatio, 0.0);
    }
};

QTEST_APPLESS_MAIN(TestMaxAdmittedWindow)
#include "tst_maxadmittedwindow.moc"
