// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Replay traces: what is accepted, and every error as an exact FILE:LINE message.
#include "core/io/trace/TraceReader.h"

#include <QTest>

using namespace ratelab;

class TestTraceReader : public QObject {
    Q_OBJECT

private slots:
    void readsRowsAndInternsKeys()
    {
        QString error;
        const auto trace =
            TraceReader::parse("time_ms,key,cost\r\n0,alice,1\r\n\r\n5,\"bob, jr\", 2\r\n"
                               "5,alice,\r\n 7 ,\"say \"\"hi\"\"\",0\r\n",
                               QStringLiteral("t.csv"), &error);
        QVERIFY2(trace, qPrintable(error));
        QCOMPARE(trace->rows.size(), std::size_t(4));
        QCOMPARE(trace->keys, (std::vector<std::string>{"alice", "bob, jr", "say \"hi\""}));
        const std::vector<std::int64_t> times{trace->rows[0].timeMs, trace->rows[1].timeMs,
                                              trace->rows[2].timeMs, trace->rows[3].timeMs};
        QCOMPARE(times, (std::vector<std::int64_t>{0, 5, 5, 7}));
        const std::vector<std::int64_t> costs{trace->rows[0].cost, trace->rows[1].cost,
                                              trace->rows[2].cost, trace->rows[3].cost};
        QCOMPARE(costs, (std::vector<std::int64_t>{1, 2, 1, 0})); // an empty cost cell means 1
        const std::vector<std::uint32_t> keys{trace->rows[0].key, trace->rows[1].key,
                                              trace->rows[2].key, trace->rows[3].key};
        QCOMPARE(keys, (std::vector<std::uint32_t>{0, 1, 0, 2}));
    }

    void quotedKeysAndDefaults()
    {
        QString error;
        const auto trace = TraceReader::parse("time_ms,key\n0,\"a,b\"\n10,c\n10,\"a,b\"\n",
                                              QStringLiteral("t.csv"), &error);
        QVERIFY2(trace, qPrintable(error));
        QCOMPARE(trace->keys, (std::vector<std::string>{"a,b", "c"}));
        QCOMPARE(trace->rows[2].key, 0u);
        QCOMPARE(trace->rows[2].timeMs, std::int64_t(10));
        QCOMPARE(trace->rows[2].cost, std::int64_t(1));
    }

    void extraColumnsAreIgnored()
    {
        // replay's own output reads back as a trace
        QString error;
        const auto trace = TraceReader::parse("time_ms,key,cost,allowed\n3,k,2,1\n4,k\n",
                                              QStringLiteral("t.csv"), &error);
        QVERIFY2(trace, qPrintable(error));
        QCOMPARE(trace->rows[0].cost, std::int64_t(2));
        QCOMPARE(trace->rows[1].cost, std::int64_t(1));
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray(
            "") << "t.csv:1: empty trace: expected the header line time_ms,key[,cost]";
        QTest::newRow("no header")
            << QByteArray("0,alice\n")
            << "t.csv:1: expected the header line time_ms,key[,cost], got \"0,alice\"";
        QTest::newRow("no header, a long first line shown cut at 80 characters")
            << QByteArray("0," + QByteArray(100000, 'k') + "\n")
            << "t.csv:1: expected the header line time_ms,key[,cost], got \"0,"
                   + QString(78, QLatin1Char('k')) + "...\"";
        QTest::newRow("CR-only line endings")
            << QByteArray("time_ms,key\r0,a\r1,b\r")
            << "t.csv:1: a line ends with a carriage return (CR) alone; save the file with LF or "
               "CRLF line endings";
        QTest::newRow("third column")
            << QByteArray("time_ms,key,weight\n")
            << "t.csv:1: expected the third column to be cost, got \"time_ms,key,weight\"";
        QTest::newRow("time not integer")
            << QByteArray("time_ms,key\n0,a\n1.5,a\n")
            << "t.csv:3: time_ms: expected a non-negative integer (milliseconds), got \"1.5\"";
        QTest::newRow("time negative")
            << QByteArray("time_ms,key\n-5,a\n")
            << "t.csv:2: time_ms: expected a non-negative integer (milliseconds), got \"-5\"";
        QTest::newRow("time empty")
            << QByteArray("time_ms,key\n,a\n")
            << "t.csv:2: time_ms: expected a non-negative integer (milliseconds), got \"\"";
        QTest::newRow("time decreasing, blank lines counted")
            << QByteArray("time_ms,key\n1000,a\n\n900,b\n")
            << "t.csv:4: time_ms 900 is before the previous row's 1000 (times must not decrease)";
        QTest::newRow("key empty")
            << QByteArray("time_ms,key\n0,\n") << "t.csv:2: key: expected a non-empty key";
        QTest::newRow("cost negative")
            << QByteArray("time_ms,key,cost\n0,a,-1\n")
            << "t.csv:2: cost: expected a non-negative integer, got \"-1\"";
        QTest::newRow("cost text") << QByteArray("time_ms,key,cost\n0,a,two\n")
                                   << "t.csv:2: cost: expected a non-negative integer, got \"two\"";
        QTest::newRow("too few fields")
            << QByteArray("time_ms,key\n0\n")
            << "t.csv:2: expected at least 2 fields (time_ms,key), got 1";
        QTest::newRow("too many fields")
            << QByteArray("time_ms,key,cost\n0,a,1,9\n")
            << "t.csv:2: expected at most 3 fields (as many as the header), got 4";
        QTest::newRow("cost without a cost column")
            << QByteArray("time_ms,key\r\n0,a,1\r\n")
            << "t.csv:2: expected at most 2 fields (as many as the header), got 3";
        QTest::newRow("unterminated quote")
            << QByteArray("time_ms,key\n0,a\n1,\"b\n2,c\n") << "t.csv:3: unterminated quoted field";
        QTest::newRow("text after quote")
            << QByteArray("time_ms,key\n0,\"a\"x\n")
            << "t.csv:2: unexpected character after a closing quote (a quote inside a quoted field is written \"\")";
    }

    void errors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!TraceReader::parse(
            std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
            QStringLiteral("t.csv"), &error));
        QCOMPARE(error, expected);
    }

    void missingFile()
    {
        QString error;
        QVERIFY(!TraceReader::readFile(QStringLiteral("/nonexistent/t.csv"), &error));
        QCOMPARE(
            error,
            QStringLiteral("/nonexistent/t.csv: cannot open the trace: No such file or directory"));
    }
};

QTEST_GUILESS_MAIN(TestTraceReader)
#include "tst_tracereader.moc"
