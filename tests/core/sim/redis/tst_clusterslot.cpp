// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/redis/ClusterSlot.h"

#include <QTest>

#include <string>
#include <vector>

using namespace ratelab;

// Expected slots are CLUSTER KEYSLOT answers of a real redis-server 7.0.15 (cluster-enabled).
class TestClusterSlot : public QObject {
    Q_OBJECT
private slots:
    void crcOfTheCheckString() { QCOMPARE(int(crc16Xmodem("123456789")), 0x31C3); }

    void matchesRedisClusterKeyslot_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("slot");
        QTest::newRow("a") << "a" << 15495;
        QTest::newRow("b") << "b" << 3300;
        QTest::newRow("foo") << "foo" << 12182;
        QTest::newRow("bar") << "bar" << 5061;
        QTest::newRow("digits") << "123456789" << 12739;
        QTest::newRow("tag following") << "{user1000}.following" << 3443;
        QTest::newRow("tag followers") << "{user1000}.followers" << 3443;
        QTest::newRow("rl curr") << "rl:{user:42}:curr" << 15880;
        QTest::newRow("rl prev") << "rl:{user:42}:prev" << 15880;
        QTest::newRow("empty tag then tag") << "foo{}{bar}" << 8363;
        QTest::newRow("nested brace") << "foo{{bar}}zap" << 4015;
        QTest::newRow("first tag wins") << "foo{bar}{zap}" << 5061;
        QTest::newRow("empty braces") << "{}" << 15257;
        QTest::newRow("open only") << "{" << 4092;
        QTest::newRow("close before open") << "}{a}" << 15495;
        QTest::newRow("rl user") << "rl:user:000001" << 5155;
        QTest::newRow("rl endpoint") << "rl:/api:user:alice" << 4485;
        QTest::newRow("space") << "hello world" << 15332;
        QTest::newRow("empty key") << "" << 0;
    }

    void matchesRedisClusterKeyslot()
    {
        QFETCH(QString, key);
        QFETCH(int, slot);
        QCOMPARE(clusterKeySlot(key.toStdString()), slot);
    }

    void multiKeyScriptNeedsAHashTag()
    {
        const std::vector<std::string> untagged{"rl:user:42:curr", "rl:user:42:prev"};
        const std::vector<std::string> tagged{"rl:{user:42}:curr", "rl:{user:42}:prev"};
        QVERIFY(clusterKeySlot(untagged[0]) != clusterKeySlot(untagged[1]));
        QVERIFY(!sameClusterSlot(untagged));
        QVERIFY(sameClusterSlot(tagged));
    }

    void shardsOwnContiguousRanges()
    {
        // 3 masters: 0-5460, 5461-10922, 10923-16383, as redis-cli --cluster create assigns them.
        QCOMPARE(clusterShardOfSlot(0, 3), 0);
        QCOMPARE(clusterShardOfSlot(5460, 3), 0);
        QCOMPARE(clusterShardOfSlot(5461, 3), 1);
        QCOMPARE(clusterShardOfSlot(10922, 3), 1);
        QCOMPARE(clusterShardOfSlot(10923, 3), 2);
        QCOMPARE(clusterShardOfSlot(16383, 3), 2);
        QCOMPARE(clusterShardOfSlot(16383, 1), 0);
    }
};

QTEST_APPLESS_MAIN(TestClusterSlot)
#include "tst_clusterslot.moc"
