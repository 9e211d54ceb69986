// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/world/HashRing.h"
#include "core/sim/world/LoadBalancer.h"

#include <QTest>

#include <string>
#include <vector>

using namespace ratelab;

namespace {

std::string clientKey(int i)
{
    return "client-" + std::to_string(i);
}

} // namespace

class TestLoadBalancer : public QObject {
    Q_OBJECT
private slots:
    void roundRobinCyclesInOrder()
    {
        LoadBalancer lb(BalancerKind::RoundRobin, 3, Random(1));
        std::vector<int> got;
        for (int i = 0; i < 7; ++i)
            got.push_back(lb.route("same-client"));
        QCOMPARE(got, (std::vector<int>{0, 1, 2, 0, 1, 2, 0}));
    }

    void roundRobinSkipsADownInstance()
    {
        LoadBalancer lb(BalancerKind::RoundRobin, 3, Random(1));
        QCOMPARE(lb.route("x"), 0);
        lb.setInstanceUp(1, false);
        std::vector<int> got;
        for (int i = 0; i < 4; ++i)
            got.push_back(lb.route("x"));
        QCOMPARE(got, (std::vector<int>{2, 0, 2, 0}));
        lb.setInstanceUp(0, false);
        lb.setInstanceUp(2, false);
        QCOMPARE(lb.route("x"), -1);
    }

    void randomIsSeededAndCoversAllInstances()
    {
        LoadBalancer a(BalancerKind::Random, 4, Random(42));
        LoadBalancer b(BalancerKind::Random, 4, Random(42));
        std::vector<int> hits(4, 0);
        for (int i = 0; i < 4000; ++i) {
            const int ia = a.route("k");
            QCOMPARE(ia, b.route("k"));
            ++hits[static_cast<std::size_t>(ia)];
        }
        for (int h : hits)
            QVERIFY2(h > 900 && h < 1100, qPrintable(QString::number(h)));
    }

    void consistentHashIsSticky()
    {
        LoadBalancer lb(BalancerKind::ConsistentHash, 5, Random(1));
        for (int i = 0; i < 200; ++i) {
            const int first = lb.route(clientKey(i));
            QVERIFY(first >= 0 && first < 5);
            QCOMPARE(lb.route(clientKey(i)), first);
            QCOMPARE(lb.route(clientKey(i)), first);
        }
    }

    void removingAnInstanceMovesOnlyItsKeys()
    {
        const int keys = 10000;
        LoadBalancer lb(BalancerKind::ConsistentHash, 5, Random(1));
        std::vector<int> before;
        std::vector<int> perInstance(5, 0);
        for (int i = 0; i < keys; ++i) {
            before.push_back(lb.route(clientKey(i)));
            ++perInstance[static_cast<std::size_t>(before.back())];
        }
        lb.setInstanceUp(3, false);
        int moved = 0;
        for (int i = 0; i < keys; ++i) {
            const int after = lb.route(clientKey(i));
            QVERIFY(after != 3);
            if (before[static_cast<std::size_t>(i)] == 3)
                ++moved;
            else
                QCOMPARE(after, before[static_cast<std::size_t>(i)]);
        }
        // Exactly the removed instance's keys move, and with 100 virtual nodes that is about 1/5.
        QCOMPARE(moved, perInstance[3]);
        QCOMPARE(moved, 2001);
        QVERIFY2(moved > keys / 5 - 400 && moved < keys / 5 + 400,
                 qPrintable(QString::number(moved)));
        lb.setInstanceUp(3, true);
        for (int i = 0; i < keys; ++i)
            QCOMPARE(lb.route(clientKey(i)), before[static_cast<std::size_t>(i)]);
    }

    void ringOfOneOwnsEverything()
    {
        HashRing ring(10);
        QCOMPARE(ring.lookup("anything"), -1);
        ring.add(7);
        QCOMPARE(ring.lookup("anything"), 7);
        QVERIFY(ring.contains(7));
        ring.remove(7);
        QVERIFY(ring.empty());
    }
};

QTEST_APPLESS_MAIN(TestLoadBalancer)
#include "tst_loadbalancer.moc"
