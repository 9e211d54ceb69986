// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Pareto frontier on hand-made points: dominated points are off it, equal points share
// their fate, a NaN is never on it; and on a real sweep every entry off the frontier has another
// that beats it, every entry on it has none (checked by brute force).
#include "tests/support/TestPaths.h"

#include "core/io/sweep/SweepFrontier.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

#include <cmath>

using namespace ratelab;

namespace {

std::vector<bool> optimal(std::vector<FrontierPoint> points)
{
    return SweepFrontier::optimal(points);
}

bool dominates(const FrontierPoint& a, const FrontierPoint& b)
{
    return a.falsePositiveRate <= b.falsePositiveRate && a.abusiveAdmitted <= b.abusiveAdmitted
           && (a.falsePositiveRate < b.falsePositiveRate || a.abusiveAdmitted < b.abusiveAdmitted);
}

} // namespace

class TestSweepFrontier : public QObject {
    Q_OBJECT
private slots:
    void empty() { QVERIFY(optimal({}).empty()); }

    void dominatedPointsAreOff()
    {
        // (rate, abuse): the staircase 0/10, 0.1/5, 0.3/0 is the frontier; 0.2/6 is beaten by
        // 0.1/5 on both, 0.3/7 by everything.
        const auto best = optimal({{0.0, 10}, {0.1, 5}, {0.2, 6}, {0.3, 0}, {0.3, 7}});
        QCOMPARE(best, (std::vector<bool>{true, true, false, true, false}));
    }

    void equalPointsAreOnTogether()
    {
        // Two identical configurations: neither is better on one, so both stay.
        const auto best = optimal({{0.1, 5}, {0.2, 1}, {0.1, 5}});
        QCOMPARE(best, (std::vector<bool>{true, true, true}));
    }

    void tieOnOneAxisIsBeatenOnTheOther()
    {
        // Same rate, more abuse: off. Same abuse, higher rate: off.
        QCOMPARE(optimal({{0.1, 5}, {0.1, 6}}), (std::vector<bool>{true, false}));
        QCOMPARE(optimal({{0.2, 5}, {0.1, 5}}), (std::vector<bool>{false, true}));
        // Equal pair beaten together by a third.
        QCOMPARE(optimal({{0.2, 5}, {0.2, 5}, {0.1, 4}}), (std::vector<bool>{false, false, true}));
    }

    void nanIsNeverOptimal()
    {
        const auto best = optimal({{std::nan(""), 0}, {0.5, 3}, {0.1, std::nan("")}});
        QCOMPARE(best, (std::vector<bool>{false, true, false}));
    }

    void agreesWithBruteForceOnASweep()
    {
        QFile f(test::sourcePath(QStringLiteral("scenarios/botnet.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString error;
        const auto limit = SweepAxis::parse(QStringLiteral("lanes.*.limit=20:120:20"),
                                            SweepPlan::kMaxRuns, &error);
        QVERIFY2(limit, qPrintable(error));
        QStringList problems;
        const auto plan = SweepPlan::build(QJsonDocument::fromJson(f.readAll()).object(),
                                           QStringLiteral("botnet"), {*limit}, {}, &problems);
        QVERIFY2(plan, qPrintable(problems.join('\n')));
        const auto entries = SweepFrontier::entries(*plan, SweepRunner::run(*plan, 2));
        QCOMPARE(entries.size(), std::size_t(6 * 2)); // 6 points x 2 lanes
        qsizetype onFrontier = 0;
        for (const FrontierEntry& e : entries) {
            bool beaten = false;
            for (const FrontierEntry& other : entries)
                beaten = beaten || dominates(other.at, e.at);
            QCOMPARE(e.optimal, !beaten);
            onFrontier += e.optimal ? 1 : 0;
        }
        QVERIFY(onFrontier >= 1);
    }
};

QTEST_GUILESS_MAIN(TestSweepFrontier)
#include "tst_sweepfrontier.moc"
