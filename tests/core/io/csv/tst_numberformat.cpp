// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Deterministic number text: integers plainly, doubles shortest round-trip, exact milliseconds.
#include "core/io/csv/NumberFormat.h"

#include <QTest>

#include <limits>

using namespace ratelab;

class TestNumberFormat : public QObject {
    Q_OBJECT

private slots:
    void integers()
    {
        QCOMPARE(formatInteger(0), std::string("0"));
        QCOMPARE(formatInteger(-42), std::string("-42"));
        QCOMPARE(formatInteger(std::numeric_limits<std::int64_t>::min()),
                 std::string("-9223372036854775808"));
    }

    void doubles()
    {
        QCOMPARE(formatDouble(2.0), std::string("2"));
        QCOMPARE(formatDouble(0.1), std::string("0.1"));
        QCOMPARE(formatDouble(1.1), std::string("1.1"));
        QCOMPARE(formatDouble(1.0 / 3.0), std::string("0.3333333333333333"));
        QCOMPARE(formatDouble(-0.0), std::string("0"));
        QCOMPARE(formatDouble(1e21), std::string("1e+21"));
        QCOMPARE(formatDouble(std::numeric_limits<double>::quiet_NaN()), std::string("nan"));
        QCOMPARE(formatDouble(-std::numeric_limits<double>::infinity()), std::string("-inf"));
    }

    void microsAsMillis()
    {
        QCOMPARE(formatMicrosAsMillis(0), std::string("0"));
        QCOMPARE(formatMicrosAsMillis(2000), std::string("2"));
        QCOMPARE(formatMicrosAsMillis(1500), std::string("1.5"));
        QCOMPARE(formatMicrosAsMillis(1919490), std::string("1919.49"));
        QCOMPARE(formatMicrosAsMillis(1), std::string("0.001"));
        QCOMPARE(formatMicrosAsMillis(-250), std::string("-0.25"));
        QCOMPARE(formatMicrosAsMillis(-1000), std::string("-1"));
    }

    void parsing()
    {
        std::int64_t v = 0;
        QVERIFY(parseInteger("123", v));
        QCOMPARE(v, std::int64_t(123));
        QVERIFY(parseInteger("-7", v));
        QCOMPARE(v, std::int64_t(-7));
        QVERIFY(!parseInteger("", v));
        QVERIFY(!parseInteger("1.5", v));
        QVERIFY(!parseInteger("+1", v));
        QVERIFY(!parseInteger("12a", v));
        QVERIFY(!parseInteger("99999999999999999999", v));
    }
};

QTEST_APPLESS_MAIN(TestNumberFormat)
#include "tst_numberformat.moc"
