// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each header dialect's exact lines for hand-checked quotas, and parseRateLimitHeaders reading
// remaining and reset back from what was rendered; the structured dialect's `t` as the effective
// window when the decision carries one (the draft after PR #164), and only there.
#include "core/sim/algorithms/IntMath.h"
#include "core/sim/algorithms/token_bucket/TokenBucket.h"
#include "core/sim/http/RateLimitHeaders.h"
#include "core/sim/http/RateLimitReading.h"
#include "core/sim/http/ResponseRenderer.h"

#include <QtTest>

using namespace ratelab;

namespace {

constexpr std::int64_t kEpoch = 1'700'000'000;

// now = 10 s; burst resets at 40 s (t=30), daily at 100 s (t=90).
const std::vector<RuleQuota> kQuotas{{"burst", 100, 60'000, 50, 40'000},
                                     {"daily", 1000, 86'400'000, 900, 100'000}};

HttpResponse rendered(HeaderDialect dialect, const std::vector<RuleQuota>& quotas = kQuotas)
{
    HttpResponse r;
    r.headers = rateLimitHeaders(dialect, quotas, 10'000, kEpoch);
    return r;
}

QStringList lines(const HttpResponse& r)
{
    QStringList got;
    for (const HttpHeader& h : r.headers)
        got << QString::fromStdString(h.name + ": " + h.value);
    return got;
}

// kQuotas with each rule's effective window: burst's next unit in 600 ms, daily's in 59.001 s.
std::vector<RuleQuota> withWindows()
{
    std::vector<RuleQuota> q = kQuotas;
    q[0].effectiveWindowSeconds = delaySeconds(600);
    q[1].effectiveWindowSeconds = delaySeconds(59'001);
    return q;
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
        QCOMPARE(::lines(rendered(static_cast<HeaderDialect>(dialect))), lines);
    }

    // A window in ms is sent as delay-seconds: rounded up, never negative, at most 2^31 - 1.
    void delaySecondsRoundUp()
    {
        QCOMPARE(delaySeconds(0), 0);
        QCOMPARE(delaySeconds(-5), 0);
        QCOMPARE(delaySeconds(1), 1);
        QCOMPARE(delaySeconds(1000), 1);
        QCOMPARE(delaySeconds(1001), 2);
        QCOMPARE(delaySeconds(2'147'483'647'000), 2'147'483'647);
        QCOMPARE(delaySeconds(kInt64Max), 2'147'483'647);
    }

    // A known effective window is the structured `t` (0 stays 0); the other dialects keep their
    // drafts' reset, byte for byte.
    void structuredTIsTheEffectiveWindow()
    {
        std::vector<RuleQuota> q = withWindows();
        QCOMPARE(lines(rendered(HeaderDialect::Structured, q)).last(),
                 QString("RateLimit: \"burst\";r=50;t=1, \"daily\";r=900;t=60"));
        q[0].effectiveWindowSeconds = 0;
        q[1].effectiveWindowSeconds = 2;
        QCOMPARE(lines(rendered(HeaderDialect::Structured, q)).last(),
                 QString("RateLimit: \"burst\";r=50;t=0, \"daily\";r=900;t=2"));
        for (const auto d :
             {HeaderDialect::XRateLimit, HeaderDialect::Draft06, HeaderDialect::Draft07})
            QCOMPARE(lines(rendered(d, withWindows())), lines(rendered(d)));
    }

    // A token bucket of 100 per 60 s with 50 tokens left: the structured `t` is the next token,
    // 600 ms (1 s); draft-07's reset is the full bucket, 30 s. A decision without a window (a
    // run read back from CSV) sends the reset in the structured dialect too.
    void aTokenBucketsResponse()
    {
        const TokenBucket bucket(LimitParams{100, 60'000});
        KeyState s;
        DecideInput in{0, 50, 0};
        in.effectiveWindow = true;
        Decision d = bucket.decideForResponse(s, in);
        const auto rateLimit = [&d](HeaderDialect dialect) {
            ResponseOptions o;
            o.dialect = dialect;
            const HttpResponse r = renderResponse(d, LimitParams{100, 60'000}, 0, kEpoch, o);
            return *r.header("RateLimit");
        };
        QCOMPARE(rateLimit(HeaderDialect::Structured), std::string("\"default\";r=50;t=1"));
        QCOMPARE(rateLimit(HeaderDialect::Draft07),
                 std::string("limit=100, remaining=50, reset=30"));
        QCOMPARE(d.effectiveWindowSeconds, 1);
        d.effectiveWindowSeconds = -1;
        QCOMPARE(rateLimit(HeaderDialect::Structured), std::string("\"default\";r=50;t=30"));
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

    // The reader takes the structured `t` back as it was sent.
    void structuredRoundTripReadsTheEffectiveWindow()
    {
        const RateLimitReading reading = parseRateLimitHeaders(
            rendered(HeaderDialect::Structured, withWindows()), HeaderDialect::Structured, kEpoch);
        QCOMPARE(reading.remaining, std::optional<std::int64_t>(50));
        QCOMPARE(reading.resetSeconds, std::optional<std::int64_t>(1));
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
