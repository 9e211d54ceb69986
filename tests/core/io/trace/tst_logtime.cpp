// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Access-log times: CLF and ISO 8601 with their zones, epoch milliseconds, and the calendar
// checks. Expected instants are computed by hand in the comments (days since 1970-01-01).
#include "core/io/trace/LogTime.h"

#include <QTest>

using namespace ratelab;

namespace {

// 2000-01-01 is day 10957 (30 years of 365 days and 7 leap days: 1972 ... 1996); 2000-10-10 is
// 283 days later (31+29+31+30+31+30+31+31+30 = 274, plus 9): day 11240, 971136000 s.
constexpr std::int64_t kOct10Of2000Ms = 971'136'000'000;
constexpr std::int64_t kHour = 3'600'000;

std::int64_t clf(const char* text)
{
    std::int64_t ms = -1;
    std::string why;
    if (!parseClfTime(text, ms, why))
        qFatal("%s: %s", text, why.c_str());
    return ms;
}

std::string clfProblem(const char* text)
{
    std::int64_t ms = 0;
    std::string why;
    if (parseClfTime(text, ms, why))
        return "accepted";
    return why;
}

std::int64_t iso(const char* text)
{
    std::int64_t ms = -1;
    std::string why;
    if (!parseEpochOrIsoTime(text, ms, why))
        qFatal("%s: %s", text, why.c_str());
    return ms;
}

} // namespace

class TestLogTime : public QObject {
    Q_OBJECT

private slots:
    void apacheDocumentationExample()
    {
        // 13:55:36 at -0700 is 20:55:36 UTC: 971136000 + 75336 s, the 971211336 Apache's
        // documentation example is known by.
        QCOMPARE(clf("10/Oct/2000:13:55:36 -0700"), std::int64_t(971'211'336'000));
    }

    void zonesGiveOneInstant()
    {
        const std::int64_t utc = kOct10Of2000Ms + (13 * 3600 + 55 * 60 + 36) * 1000LL;
        QCOMPARE(clf("10/Oct/2000:13:55:36 +0000"), utc);
        QCOMPARE(clf("10/Oct/2000:15:55:36 +0200"), utc);
        QCOMPARE(clf("10/Oct/2000:09:55:36 -0400"), utc);
        QCOMPARE(clf("10/Oct/2000:19:25:36 +0530"), utc);
        // Across midnight and the year: 01:30 at +0200 is 23:30 UTC the day before
        // (2001-01-01 is day 11323, 978307200 s).
        QCOMPARE(clf("01/Jan/2001:01:30:00 +0200"), std::int64_t(978'307'200'000) - kHour / 2);
        QCOMPARE(clf("01/jan/2001:00:00:00 +0000"), std::int64_t(978'307'200'000));
    }

    void calendarChecks()
    {
        QCOMPARE(clf("29/Feb/2000:00:00:00 +0000"), kOct10Of2000Ms - 224 * 24 * kHour);
        QCOMPARE(clfProblem("29/Feb/2004:12:00:00 +0000"), std::string("accepted"));
        QCOMPARE(clfProblem("29/Feb/1900:12:00:00 +0000"),
                 std::string("day 29 is not in month 2 of 1900 (it has 28 days)"));
        QCOMPARE(clfProblem("29/Feb/2001:12:00:00 +0000"),
                 std::string("day 29 is not in month 2 of 2001 (it has 28 days)"));
        QCOMPARE(clfProblem("31/Apr/2000:12:00:00 +0000"),
                 std::string("day 31 is not in month 4 of 2000 (it has 30 days)"));
        QCOMPARE(clfProblem("00/Jan/2000:12:00:00 +0000"),
                 std::string("day 0 is not in month 1 of 2000 (it has 31 days)"));
        QCOMPARE(clfProblem("10/Okt/2000:12:00:00 +0000"),
                 std::string("\"Okt\" is not a month name (Jan..Dec)"));
        QCOMPARE(clfProblem("10/Oct/2000:24:00:00 +0000"),
                 std::string("time of day 24:00:00 is out of range (00:00:00..23:59:59)"));
        QCOMPARE(clfProblem("10/Oct/2000:12:60:00 +0000"),
                 std::string("time of day 12:60:00 is out of range (00:00:00..23:59:59)"));
        QCOMPARE(
            clfProblem("10/Oct/2000:12:00:00 +02:00"),
            std::string(
                "expected a time like 10/Oct/2000:13:55:36 -0700, got \"10/Oct/2000:12:00:00 +02:00\""));
        QCOMPARE(clfProblem("10/Oct/2000:12:00:00 *0200"),
                 std::string("expected a time zone offset like -0700, got \"*0200\""));
        QCOMPARE(clfProblem("10/Oct/2000:12:00:00 +2400"),
                 std::string("time zone offset \"+2400\" is out of range"));
        QCOMPARE(clfProblem("10/0c7/2000:12:00:00 +0000"),
                 std::string("\"0c7\" is not a month name (Jan..Dec)"));
        QCOMPARE(
            clfProblem("1/Oct/2000:12:00:00 +0000"),
            std::string(
                "expected a time like 10/Oct/2000:13:55:36 -0700, got \"1/Oct/2000:12:00:00 +0000\""));
    }

    void isoAndEpoch()
    {
        const std::int64_t utc = kOct10Of2000Ms + (13 * 3600 + 55 * 60 + 36) * 1000LL;
        QCOMPARE(iso("2000-10-10T13:55:36.250Z"), utc + 250);
        QCOMPARE(iso("2000-10-10T15:55:36.250+02:00"), utc + 250);
        QCOMPARE(iso("2000-10-10T09:55:36.25-0400"), utc + 250);
        QCOMPARE(iso("2000-10-10T09:55:36.2509-04"), utc + 250); // beyond ms is cut, not rounded
        QCOMPARE(iso("2000-10-10 13:55:36"), utc);               // no zone: UTC
        QCOMPARE(iso("971186136000"), utc);
        QCOMPARE(iso("0"), std::int64_t(0));
        QCOMPARE(iso("-1000"), std::int64_t(-1000));
        std::int64_t ms = 0;
        std::string why;
        QVERIFY(!parseEpochOrIsoTime("2001-02-29T00:00:00Z", ms, why));
        QCOMPARE(why, std::string("day 29 is not in month 2 of 2001 (it has 28 days)"));
        QVERIFY(!parseEpochOrIsoTime("2000-13-01T00:00:00Z", ms, why));
        QCOMPARE(why, std::string("month 13 is not 1..12"));
        QVERIFY(!parseEpochOrIsoTime("12.5", ms, why));
        QCOMPARE(why, std::string("expected an ISO 8601 time like 2000-10-10T13:55:36.250Z or "
                                  "epoch milliseconds, got \"12.5\""));
        QVERIFY(!parseEpochOrIsoTime("2000-10-10T13:55:36.Z", ms, why));
        QVERIFY(!parseEpochOrIsoTime("2000-10-10T13:55:36+2:00", ms, why));
        QCOMPARE(why, std::string("expected a time zone offset like +02:00, got \"+2:00\""));
    }

    void formatsBack()
    {
        QCOMPARE(formatIsoTimeUtc(971'211'336'000), std::string("2000-10-10T20:55:36Z"));
        QCOMPARE(formatIsoTimeUtc(971'211'336'250), std::string("2000-10-10T20:55:36.250Z"));
        QCOMPARE(formatIsoTimeUtc(-1), std::string("1969-12-31T23:59:59.999Z"));
        std::string out;
        appendClfTime(out, 971'211'336'000, -7 * 60);
        QCOMPARE(out, std::string("10/Oct/2000:13:55:36 -0700"));
        out.clear();
        appendClfTime(out, 978'307'200'000 - kHour / 2, 120);
        QCOMPARE(out, std::string("01/Jan/2001:01:30:00 +0200"));
    }
};

QTEST_APPLESS_MAIN(TestLogTime)
#include "tst_logtime.moc"
