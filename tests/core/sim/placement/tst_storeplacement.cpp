// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/placement/StorePlacement.h"
#include "core/sim/redis/ClusterSlot.h"

#include <QTest>

#include <string>
#include <vector>

using namespace ratelab;

class TestStorePlacement : public QObject {
    Q_OBJECT
private slots:
    void storesPerPlacement()
    {
        StorePlacement p;
        p.kind = PlacementKind::LocalMemory;
        QCOMPARE(p.storeCount(3, 12), 12);
        QCOMPARE(p.storeFor(1, 7, "k"), 7);
        p.kind = PlacementKind::SharedRedis;
        p.primaryRegion = 2;
        QCOMPARE(p.storeCount(3, 12), 1);
        QCOMPARE(p.storeFor(1, 7, "k"), 0);
        QCOMPARE(p.regionOfStore(0, 3), 2);
        p.kind = PlacementKind::PerRegionRedis;
        QCOMPARE(p.storeCount(3, 12), 3);
        QCOMPARE(p.storeFor(1, 7, "k"), 1);
        QCOMPARE(p.regionOfStore(1, 3), 1);
    }

    void clusterRoutesBySlot()
    {
        StorePlacement p;
        p.kind = PlacementKind::RedisCluster;
        p.clusterShards = 3;
        QCOMPARE(p.storeFor(0, 0, "foo"), 2);               // slot 12182
        QCOMPARE(p.storeFor(0, 0, "b"), 0);                 // slot 3300
        QCOMPARE(p.storeFor(0, 0, "rl:{user:42}:curr"), 2); // slot 15880
        QCOMPARE(p.storeFor(0, 0, "rl:user:000001"), 0);    // slot 5155
        QCOMPARE(p.storeFor(0, 0, "foo{bar}"), 0);          // slot 5061
    }

    // The placement rules themselves are the scenario check's (tst_scenariovalidator); what is
    // left here is the cluster's slot rule a multi-key script must keep.
    void clusterSlotsOfOneRequest()
    {
        const std::vector<std::string> untagged{"rl:user:42:curr", "rl:user:42:prev"};
        const std::vector<std::string> tagged{"rl:{user:42}:curr", "rl:{user:42}:prev"};
        QVERIFY(!sameClusterSlot(untagged));
        QVERIFY(sameClusterSlot(tagged));
    }

    void ttlDefaultsToTwoWindows()
    {
        StorePlacement p;
        QCOMPARE(p.ttlFor(60'000), fromSeconds(120));
        p.ttlUs = fromSeconds(60);
        QCOMPARE(p.ttlFor(60'000), fromSeconds(60));
    }

    void namesRoundTrip()
    {
        for (auto k :
             {PlacementKind::LocalMemory, PlacementKind::SharedRedis, PlacementKind::PerRegionRedis,
              PlacementKind::PerRegionSynced, PlacementKind::ReplicaReads,
              PlacementKind::RedisCluster, PlacementKind::SqlDatabase, PlacementKind::Memcached})
            QCOMPARE(*placementFromName(placementName(k)), k);
        QCOMPARE(*atomicityFromName("get-then-set"), AtomicityMode::GetThenSet);
        QVERIFY(!placementFromName("etcd"));
    }
};

QTEST_APPLESS_MAIN(TestStorePlacement)
#include "tst_storeplacement.moc"
