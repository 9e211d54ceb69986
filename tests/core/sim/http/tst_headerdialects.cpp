// Each header dialect's exact lines for hand-checked quotas, and parseRateLimitHeaders reading
// remaining and reset back from what was rendered.
#include "core/sim/http/RateLimitHeaders.h"
#include "core/sim/http/RateLimitReading.h"

#include <QtTest>

using namespace ratelab;

namespace {

constexpr std::int64_t kEpoch = 1'700'000'000;

// now = 10 s; burst resets at 40 s (t=30), daily at 100 s (t=90).
const std::vector<RuleQuota> kQuotas{{"burst", 100, 60'000, 50, 40'000},
                                     {"daily", 1000, 86'400'000, 900, 100'000}};

HttpResponse rendered(HeaderDialect dialect)
{
    HttpResponse r;
    r.headers = rateLimitHeaders(dialect, kQuotas, 10'000, kEpoch);
    return r;
}

} // namespace

class TstHeaderDialects : public QObject {
    Q_OBJECT

private slots:
    void names()
    {
        for (const auto d : {HeaderDialect::XRateLimit, HeaderDialect::Draft06,
                             HeaderDialect::Draft07, HeaderDialect::Structured})
            QCOMPARE(headerDialectFromName(headerDialectName(d)), d);
        QCOMPARE(headerDialectFromName("draft-05"), std::nullopt);
    }

    void exactLines_data()
    {
        QTest::addColumn<int>("dialect");
        QTest::addColumn<QStringList>("lines");
        QTest::newRow("x-ratelimit")
            << int(HeaderDialect::XRateLimit)
            << QStringList{"X-RateLimit-Limit: 100", "X-RateLimit-Remaining: 50",
                           "X-RateLimit-Reset: 1700000040", "RateLimit-Policy: 100;w=60",
                           "RateLimit: limit=100, remaining=50, reset=30"};
        QTest::newRow("draft-06") << int(HeaderDialect::Draft06)
                                  << QStringList{"RateLimit-Limit: 100", "RateLimit-Remaining: 50",
                                                 "RateLimit-Reset: 30",
                                                 "RateLimit-Policy: 100;w=60"};
        QTest::newRow("draft-07") << int(HeaderDialect::Draft07)
                                  << QStringList{"RateLimit-Policy: 100;w=60",
                                                 "RateLimit: limit=100, remaining=50, reset=30"};
        QTest::newRow("structured")
            << int(HeaderDialect::Structured)
            << QStringList{"RateLimit-Policy: \"burst\";q=100;w=60, \"daily\";q=1000;w=86400",
                           "RateLimit: \"burst\";r=50;t=30, \"daily\";r=900;t=90"};
    }

    void exactLines()
    {
        QFETCH(int, dialect);
        QFETCH(QStringList, lines);
        QStringList got;
        for (const HttpHeader& h : rendered(static_cast<HeaderDialect>(dialect)).headers)
            got << QString::fromStdString(h.name + ": " + h.value);
        QCOMPARE(got, lines);
    }

    void roundTrip_data()
    {
        QTest::addColumn<int>("dialect");
        for (const auto d : {HeaderDialect::XRateLimit, HeaderDialect::Draft06,
                             HeaderDialect::Draft07, HeaderDialect::Structured})
            QTest::newRow(headerDialectName(d).data()) << int(d);
    }

    // epochNow is limiter time 10 s, the render's now: every dialect reads the burst rule's limit
    // of 100, 50 left and 30 s to go.
    void roundTrip()
    {
        QFETCH(int, dialect);
        HttpResponse r = rendered(static_cast<HeaderDialect>(dialect));
        r.headers.push_back({"Retry-After", "7"});
        const RateLimitReading reading =
            parseRateLimitHeaders(r, static_cast<HeaderDialect>(dialect), kEpoch + 10);
        QCOMPARE(reading.limit, std::optional<std::int64_t>(100));
        QCOMPARE(reading.remaining, std::optional<std::int64_t>(50));
        QCOMPARE(reading.resetSeconds, std::optional<std::int64_t>(30));
        QCOMPARE(reading.retryAfterSeconds, std::optional<std::int64_t>(7));
    }

    // The tightest item speaks, with the quota of its own policy item, and a quoted name may
    // hold the separators.
    void structuredTightestItem()
    {
        HttpResponse r;
        r.headers = {{"RateLimit-Policy", "\"a,b;c\";q=10;w=1, \"daily\";q=1000;w=86400"},
                     {"RateLimit", "\"a,b;c\";r=5;t=3, \"daily\";r=0;t=86000"}};
        const RateLimitReading reading =
            parseRateLimitHeaders(r, HeaderDialect::Structured, kEpoch);
        QCOMPARE(reading.limit, std::optional<std::int64_t>(1000));
        QCOMPARE(reading.remaining, std::optional<std::int64_t>(0));
        QCOMPARE(reading.resetSeconds, std::optional<std::int64_t>(86000));
        QCOMPARE(reading.retryAfterSeconds, std::nullopt);
    }
};

QTEST_APPLESS_MAIN(TstHeaderDialects)
#include "tst_headerdialects.moc"
