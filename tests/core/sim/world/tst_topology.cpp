// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/world/LatencyModel.h"
#include "core/sim/world/Topology.h"

#include <QTest>

using namespace ratelab;

namespace {

Topology threeRegions()
{
    Topology t;
    for (const char* name : {"us-east", "eu-west", "ap-south"}) {
        RegionSpec r;
        r.name = name;
        r.instances = 4;
        r.instanceToStore = LatencyModel::constant(1000);
        t.regions.push_back(r);
    }
    t.defaultCrossRegion = LatencyModel::constant(80'000);
    t.placements = {{"alice", "eu-west"}, {"bob", "ap-south"}};
    return t;
}

} // namespace

class TestTopology : public QObject {
    Q_OBJECT
private slots:
    void constantAndUniform()
    {
        Random rng(3);
        QCOMPARE(LatencyModel::constant(750).draw(rng), SimTime{750});
        const LatencyModel u = LatencyModel::uniform(40'000, 150'000);
        SimTime lo = 1'000'000, hi = 0;
        for (int i = 0; i < 5000; ++i) {
            const SimTime d = u.draw(rng);
            QVERIFY(d >= 40'000 && d <= 150'000);
            lo = std::min(lo, d);
            hi = std::max(hi, d);
        }
        QVERIFY(lo < 41'000 && hi > 149'000);
    }

    void normalAndLogNormalAreClipped()
    {
        Random rng(5);
        const LatencyModel n = LatencyModel::normal(1000, 2000, 200, 3000);
        const LatencyModel ln = LatencyModel::logNormal(1000, 1.5, 100, 20'000);
        bool sawMin = false, sawMax = false;
        for (int i = 0; i < 2000; ++i) {
            const SimTime a = n.draw(rng);
            QVERIFY(a >= 200 && a <= 3000);
            sawMin = sawMin || a == 200;
            sawMax = sawMax || a == 3000;
            const SimTime b = ln.draw(rng);
            QVERIFY(b >= 100 && b <= 20'000);
        }
        QVERIFY(sawMin && sawMax);
    }

    void sameSeedSameDelays()
    {
        const LatencyModel ln = LatencyModel::logNormal(5000, 0.5, 0, 1'000'000);
        Random a(11), b(11);
        for (int i = 0; i < 100; ++i)
            QCOMPARE(ln.draw(a), ln.draw(b));
    }

    void instancesAreNumberedRegionByRegion()
    {
        const Topology t = threeRegions();
        QVERIFY(t.validate().empty());
        QCOMPARE(t.instanceCount(), 12);
        QCOMPARE(t.globalInstance(1, 2), 6);
        QCOMPARE(t.regionOfInstance(6), 1);
        QCOMPARE(t.regionOfInstance(11), 2);
        QCOMPARE(t.regionOfInstance(12), -1);
        QCOMPARE(t.regionOfClient("alice"), 1);
        QCOMPARE(t.regionOfClient("bob"), 2);
        QCOMPARE(t.regionOfClient("carol"), 0);
    }

    void crossRegionStoreDelayAddsTheRegionHop()
    {
        Topology t = threeRegions();
        Random rng(1);
        QCOMPARE(t.drawStoreDelay(0, 0, rng), SimTime{1000});
        QCOMPARE(t.drawStoreDelay(1, 0, rng), SimTime{81'000});
        t.crossRegion.assign(3, std::vector<LatencyModel>(3, LatencyModel::constant(40'000)));
        t.crossRegion[2][0] = LatencyModel::constant(150'000);
        QCOMPARE(t.drawStoreDelay(2, 0, rng), SimTime{151'000});
        QCOMPARE(t.drawStoreDelay(0, 2, rng), SimTime{41'000});
    }

    void validationNamesTheField()
    {
        Topology t = threeRegions();
        t.regions[1].instances = 0;
        QCOMPARE(QString::fromStdString(t.validate()),
                 QString("topology.regions[1].instances: must be at least 1"));
        t = threeRegions();
        t.placements.push_back({"dave", "mars"});
        QCOMPARE(QString::fromStdString(t.validate()),
                 QString("topology.placements[2].region: unknown region \"mars\""));
        t = threeRegions();
        t.regions[2].name = "us-east";
        QCOMPARE(QString::fromStdString(t.validate()),
                 QString("topology.regions[2].name: \"us-east\" is used twice"));
    }
};

QTEST_APPLESS_MAIN(TestTopology)
#include "tst_topology.moc"
