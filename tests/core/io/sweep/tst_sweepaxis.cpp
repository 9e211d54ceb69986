// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// --vary's three forms and every way to get one wrong (each message names the --vary).
#include "core/io/sweep/SweepAxis.h"

#include <QTest>

using namespace ratelab;

class TestSweepAxis : public QObject {
    Q_OBJECT
private slots:
    void integerStep()
    {
        QString error;
        const auto axis = SweepAxis::parse(QStringLiteral("lanes.*.limit=50:500:50"), 100, &error);
        QVERIFY2(axis, qPrintable(error));
        QCOMPARE(axis->path, QStringLiteral("lanes.*.limit"));
        QCOMPARE(axis->values.size(), 10);
        QCOMPARE(axis->values.front().toInteger(), 50);
        QCOMPARE(axis->values.back().toInteger(), 500);
        QCOMPARE(axis->overrideAt(2).segments, QStringList({"lanes", "*", "limit"}));
        QCOMPARE(axis->overrideAt(2).value.toInteger(), 150);
    }

    void fractionStepReachesTo()
    {
        QString error;
        const auto axis = SweepAxis::parse(QStringLiteral("x=0.1:0.3:0.1"), 100, &error);
        QVERIFY2(axis, qPrintable(error));
        QCOMPARE(axis->values.size(), 3);
        QCOMPARE(axis->labelAt(0), QStringLiteral("0.1"));
        QCOMPARE(axis->labelAt(1), QStringLiteral("0.2"));
        QCOMPARE(axis->labelAt(2), QStringLiteral("0.3")); // as typed, not 0.30000000000000004
    }

    void fractionStepsKeepTheirWrittenDecimals()
    {
        QString error;
        const auto axis = SweepAxis::parse(QStringLiteral("x=0.05:0.35:0.15"), 100, &error);
        QVERIFY2(axis, qPrintable(error));
        QCOMPARE(axis->values.size(), 3);
        QCOMPARE(axis->labelAt(1), QStringLiteral("0.2"));
        QCOMPARE(axis->labelAt(2), QStringLiteral("0.35"));
        const auto exponent = SweepAxis::parse(QStringLiteral("x=1e-3:3e-3:1e-3"), 100, &error);
        QVERIFY2(exponent, qPrintable(error));
        QCOMPARE(exponent->values.size(), 3);
    }

    void factor()
    {
        QString error;
        const auto axis = SweepAxis::parse(QStringLiteral("lanes[0].limit=10:100:x2"), 100, &error);
        QVERIFY2(axis, qPrintable(error));
        QCOMPARE(axis->values.size(), 4); // 10 20 40 80
        QCOMPARE(axis->values.back().toInteger(), 80);
        const auto rounded = SweepAxis::parse(QStringLiteral("a=10:40:x1.5"), 100, &error);
        QVERIFY2(rounded, qPrintable(error));
        QStringList labels;
        for (qsizetype i = 0; i < rounded->values.size(); ++i)
            labels.append(rounded->labelAt(i));
        QCOMPARE(labels, QStringList({"10", "15", "23", "34"})); // 22.5 and 33.75 rounded
    }

    void list()
    {
        QString error;
        const auto axis =
            SweepAxis::parse(QStringLiteral("lanes.0.algorithm=gcra,sliding-log,5"), 100, &error);
        QVERIFY2(axis, qPrintable(error));
        QCOMPARE(axis->values.size(), 3);
        QCOMPARE(axis->values[0].toString(), QStringLiteral("gcra"));
        QCOMPARE(axis->values[2].toInteger(), 5);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("why");
        QTest::newRow("no =") << "lanes.0.limit"
                              << "expected PATH=";
        QTest::newRow("no path") << "=1:2:1"
                                 << "expected PATH=";
        QTest::newRow("empty segment") << "lanes..limit=1:2:1"
                                       << "dotted field path";
        QTest::newRow("empty range") << "a=10:5:1"
                                     << "empty range";
        QTest::newRow("zero step") << "a=1:5:0"
                                   << "step must be above 0";
        QTest::newRow("negative step") << "a=1:5:-1"
                                       << "step must be above 0";
        QTest::newRow("factor 1") << "a=1:5:x1"
                                  << "factor must be above 1";
        QTest::newRow("factor below 1") << "a=1:5:x0.5"
                                        << "factor must be above 1";
        QTest::newRow("factor from 0") << "a=0:5:x2"
                                       << "start above 0";
        QTest::newRow("not a number") << "a=one:5:1"
                                      << "must be numbers";
        QTest::newRow("two colons") << "a=1:5"
                                    << "FROM:TO:STEP";
        QTest::newRow("empty list item") << "a=1,,2"
                                         << "empty value";
        QTest::newRow("too many") << "a=1:1000:1"
                                  << "more than 100 values";
    }

    void refused()
    {
        QFETCH(QString, text);
        QFETCH(QString, why);
        QString error;
        QVERIFY(!SweepAxis::parse(text, 100, &error));
        QVERIFY2(error.startsWith(QStringLiteral("--vary ") + text + QStringLiteral(": ")),
                 qPrintable(error));
        QVERIFY2(error.contains(why), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestSweepAxis)
#include "tst_sweepaxis.moc"
