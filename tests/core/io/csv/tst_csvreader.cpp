// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reading CSV back: quoting, CRLF, blank lines, BOM and syntax errors with FILE:LINE.
#include "core/io/csv/CsvReader.h"
#include "core/io/csv/CsvTokenizer.h"

#include <QTest>

using namespace ratelab;

class TestCsvReader : public QObject {
    Q_OBJECT

private slots:
    void parsesQuotedFieldsAndLineEndings()
    {
        QString error;
        const auto table =
            CsvReader::parse("\xEF\xBB\xBFh1,h2\r\n\r\n\"a,b\",\"say \"\"x\"\"\"\r\n \n"
                             "\"multi\nline\",2\nlast,\n",
                             QStringLiteral("t.csv"), &error);
        QVERIFY2(table, qPrintable(error));
        QCOMPARE(table->header, (QStringList{QStringLiteral("h1"), QStringLiteral("h2")}));
        QCOMPARE(table->rows.size(), 3);
        QCOMPARE(table->rows[0], (QStringList{QStringLiteral("a,b"), QStringLiteral("say \"x\"")}));
        QCOMPARE(table->rows[1], (QStringList{QStringLiteral("multi\nline"), QStringLiteral("2")}));
        QCOMPARE(table->rows[2], (QStringList{QStringLiteral("last"), QString()}));
        QCOMPARE(table->value(1, QStringLiteral("h2")), QStringLiteral("2"));
        QCOMPARE(table->value(1, QStringLiteral("nope")), QString());
    }

    void reportsLineOfTheRecord()
    {
        CsvTokenizer tokenizer("a\n\nb,\"c\nd\"\ne\n");
        QVERIFY(tokenizer.next());
        QCOMPARE(tokenizer.line(), 1);
        QVERIFY(tokenizer.next());
        QCOMPARE(tokenizer.line(), 3);
        QVERIFY(tokenizer.next());
        QCOMPARE(tokenizer.line(), 5);
        QVERIFY(!tokenizer.next());
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray("\n\n")
                               << "t.csv:1: empty file: expected a header line";
        QTest::newRow("unterminated")
            << QByteArray("h\n\"abc\n") << "t.csv:2: unterminated quoted field";
        QTest::newRow("after quote")
            << QByteArray("h\nok\n\"a\"b\n")
            << "t.csv:3: unexpected character after a closing quote (a quote inside a quoted field is written \"\")";
    }

    void errors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!CsvReader::parse(text, QStringLiteral("t.csv"), &error));
        QCOMPARE(error, expected);
    }
};

QTEST_GUILESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
