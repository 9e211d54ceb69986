// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The response a client sees: exact headers and 429 body from docs/algorithms.md, the soft-limit
// warning, dry run, second rounding at exact boundaries and negative clocks, and the text form.
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/http/HttpText.h"
#include "core/sim/http/ResponseRenderer.h"

#include <QtTest>

using namespace ratelab;

namespace {

constexpr std::int64_t kEpoch = 1'700'000'000;

LimitParams params(std::int64_t n, std::int64_t w)
{
    LimitParams p;
    p.limit = n;
    p.windowMs = w;
    return p;
}

Decision decision(bool allowed, std::int64_t limit, std::int64_t remaining, std::int64_t reset,
                  std::int64_t retry)
{
    Decision d;
    d.allowed = allowed;
    d.limit = limit;
    d.remaining = remaining;
    d.resetMs = reset;
    d.retryAfterMs = retry;
    return d;
}

std::vector<HttpHeader> headers(std::initializer_list<HttpHeader> list)
{
    return list;
}

} // namespace

class TstResponseRenderer : public QObject {
    Q_OBJECT

private slots:
    void rejectedResponseIsExact()
    {
        const HttpResponse r = renderResponse(decision(false, 100, 0, 61'500, 30'200),
                                              params(100, 60'000), 31'300, kEpoch);
        QCOMPARE(r.status, 429);
        QCOMPARE(r.reason, std::string("Too Many Requests"));
        QCOMPARE(r.headers, headers({{"X-RateLimit-Limit", "100"},
                                     {"X-RateLimit-Remaining", "0"},
                                     {"X-RateLimit-Reset", "1700000062"},
                                     {"RateLimit-Policy", "100;w=60"},
                                     {"RateLimit", "limit=100, remaining=0, reset=31"},
                                     {"Retry-After", "31"},
                                     {"Content-Type", "application/json"}}));
        QCOMPARE(
            r.body,
            std::string(R"({"error":{"code":"RATE_LIMIT_EXCEEDED","message":"Too many requests. )"
                        R"(Retry after 31 seconds.","retry_after":31,"limit":100,"window":"60s",)"
                        R"("resets_at":1700000062}})"));
        QCOMPARE(*r.header("retry-after"), std::string("31"));
        QCOMPARE(r.header("X-RateLimit-Warning"), nullptr);
    }

    void allowedResponseHasNoRetryAfterNorBody()
    {
        const HttpResponse r =
            renderResponse(decision(true, 10, 7, 2000, 0), params(10, 1000), 1000, kEpoch);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.reason, std::string("OK"));
        QCOMPARE(r.headers, headers({{"X-RateLimit-Limit", "10"},
                                     {"X-RateLimit-Remaining", "7"},
                                     {"X-RateLimit-Reset", "1700000002"},
                                     {"RateLimit-Policy", "10;w=1"},
                                     {"RateLimit", "limit=10, remaining=7, reset=1"}}));
        QVERIFY(r.body.empty());
    }

    void secondsRoundUpAtExactBoundaries()
    {
        // reset exactly on a second, retry exactly 1 s, a 1500 ms window.
        const HttpResponse r =
            renderResponse(decision(false, 3, 0, 5000, 1000), params(3, 1500), 4000, kEpoch);
        QCOMPARE(*r.header("X-RateLimit-Reset"), std::string("1700000005"));
        QCOMPARE(*r.header("RateLimit"), std::string("limit=3, remaining=0, reset=1"));
        QCOMPARE(*r.header("RateLimit-Policy"), std::string("3;w=2"));
        QCOMPARE(*r.header("Retry-After"), std::string("1"));
        QVERIFY(r.body.find("Retry after 1 second.") != std::string::npos);
        QVERIFY(r.body.find(R"("window":"2s")") != std::string::npos);
        // One millisecond more is a whole extra second.
        const HttpResponse s =
            renderResponse(decision(false, 3, 0, 5001, 1001), params(3, 1500), 4000, kEpoch);
        QCOMPARE(*s.header("X-RateLimit-Reset"), std::string("1700000006"));
        QCOMPARE(*s.header("RateLimit"), std::string("limit=3, remaining=0, reset=2"));
        QCOMPARE(*s.header("Retry-After"), std::string("2"));
    }

    void negativeClockRoundsTowardsLater()
    {
        const HttpResponse r =
            renderResponse(decision(true, 5, 4, -1500, 0), params(5, 1000), -2000, kEpoch);
        QCOMPARE(*r.header("X-RateLimit-Reset"), std::string("1699999999")); // ceil(-1.5) = -1
        QCOMPARE(*r.header("RateLimit"), std::string("limit=5, remaining=4, reset=1"));
    }

    void softLimitWarning()
    {
        ResponseOptions soft;
        soft.softLimitFraction = 0.8;
        const HttpResponse warned = renderResponse(decision(true, 100, 20, 60'000, 0),
                                                   params(100, 60'000), 0, kEpoch, soft);
        QCOMPARE(warned.headers.back(), (HttpHeader{"X-RateLimit-Warning", "80 of 100 used"}));
        const HttpResponse quiet = renderResponse(decision(true, 100, 21, 60'000, 0),
                                                  params(100, 60'000), 0, kEpoch, soft);
        QCOMPARE(quiet.header("X-RateLimit-Warning"), nullptr);
        const HttpResponse off =
            renderResponse(decision(true, 100, 0, 60'000, 0), params(100, 60'000), 0, kEpoch);
        QCOMPARE(off.header("X-RateLimit-Warning"), nullptr);
        // A 429 is not a warning: the hard limit is already there.
        const HttpResponse rejected = renderResponse(decision(false, 100, 0, 60'000, 5),
                                                     params(100, 60'000), 0, kEpoch, soft);
        QCOMPARE(rejected.header("X-RateLimit-Warning"), nullptr);
    }

    void nginxRefusesWith503()
    {
        ResponseOptions nginx;
        nginx.rejectStatus = algorithmInfo(AlgorithmKind::Nginx).rejectStatus;
        const HttpResponse r =
            renderResponse(decision(false, 5, 0, 2000, 200), params(5, 1000), 1800, kEpoch, nginx);
        QCOMPARE(r.status, 503);
        QCOMPARE(r.reason, std::string("Service Unavailable"));
        QCOMPARE(algorithmInfo(AlgorithmKind::GuavaBursty).rejectStatus, 429);
    }

    // The structured dialect's one item is named by the rule that spoke, else the refusing rule.
    void structuredItemNamesTheSpeaker()
    {
        ResponseOptions o;
        o.dialect = HeaderDialect::Structured;
        const auto line = [&o] {
            const HttpResponse r =
                renderResponse(decision(true, 10, 4, 6000, 0), params(10, 60'000), 1000, kEpoch, o);
            for (const HttpHeader& h : r.headers)
                if (h.name == "RateLimit")
                    return h.value;
            return std::string();
        };
        QCOMPARE(line(), std::string("\"default\";r=4;t=5"));
        o.rule = "per-ip";
        QCOMPARE(line(), std::string("\"per-ip\";r=4;t=5"));
        o.speaker = "per-account";
        QCOMPARE(line(), std::string("\"per-account\";r=4;t=5"));
    }

    void dryRunServesWithAMarker()
    {
        ResponseOptions dry;
        dry.dryRun = true;
        dry.softLimitFraction = 0.5;
        const HttpResponse r =
            renderResponse(decision(false, 4, 0, 3000, 2500), params(4, 3000), 500, kEpoch, dry);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.headers, headers({{"X-RateLimit-Limit", "4"},
                                     {"X-RateLimit-Remaining", "0"},
                                     {"X-RateLimit-Reset", "1700000003"},
                                     {"RateLimit-Policy", "4;w=3"},
                                     {"RateLimit", "limit=4, remaining=0, reset=3"},
                                     {"X-RateLimit-Warning", "4 of 4 used"},
                                     {"X-RateLimit-Dry-Run", "would-reject"}}));
        QVERIFY(r.body.empty());
        const HttpResponse allowed =
            renderResponse(decision(true, 4, 3, 3000, 0), params(4, 3000), 500, kEpoch, dry);
        QCOMPARE(allowed.header("X-RateLimit-Dry-Run"), nullptr);
    }

    void textForm()
    {
        const HttpResponse r =
            renderResponse(decision(false, 2, 0, 1000, 400), params(2, 1000), 600, 0);
        QCOMPARE(
            formatHttpResponse(r),
            std::string(
                "HTTP/1.1 429 Too Many Requests\n"
                "X-RateLimit-Limit: 2\n"
                "X-RateLimit-Remaining: 0\n"
                "X-RateLimit-Reset: 1\n"
                "RateLimit-Policy: 2;w=1\n"
                "RateLimit: limit=2, remaining=0, reset=1\n"
                "Retry-After: 1\n"
                "Content-Type: application/json\n"
                "\n"
                R"({"error":{"code":"RATE_LIMIT_EXCEEDED","message":"Too many requests. )"
                R"(Retry after 1 second.","retry_after":1,"limit":2,"window":"1s","resets_at":1}})"));
        const HttpResponse ok =
            renderResponse(decision(true, 2, 1, 1000, 0), params(2, 1000), 600, 0);
        const std::string wire = formatHttpResponse(ok, "\r\n");
        QVERIFY(wire.starts_with("HTTP/1.1 200 OK\r\nX-RateLimit-Limit: 2\r\n"));
        QVERIFY(wire.ends_with("reset=1\r\n\r\n"));
    }
};

QTEST_APPLESS_MAIN(TstResponseRenderer)
#include "tst_responserenderer.moc"
