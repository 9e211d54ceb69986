// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// nginx limit_req: every expected number below is worked by hand from
// ngx_http_limit_req_lookup / ngx_http_limit_req_account (excess in thousandths,
// excess = max(0, excess - rate * ms / 1000 + 1000), reject when excess > burst * 1000,
// delay = (excess - delay * 1000) * 1000 / rate ms).
#include "core/sim/algorithms/nginx/NginxLimitReq.h"
#include "tests/core/sim/algorithms/AlgorithmTestKit.h"

#include <QtTest>

using namespace ratelab;
using namespace ratelab::test;

namespace {

LimitParams nginx(std::int64_t n, std::int64_t w, std::int64_t burst, std::int64_t delay = 0,
                  bool nodelay = false)
{
    LimitParams p = limitParams(n, w, burst);
    p.delay = delay;
    p.nodelay = nodelay;
    return p;
}

} // namespace

class TstNginxLimitReq : public QObject {
    Q_OBJECT

private slots:
    void rateInMilliRequests()
    {
        QCOMPARE(NginxLimitReq::milliRate(nginx(1, 1000, 0)), 1000);  // rate=1r/s
        QCOMPARE(NginxLimitReq::milliRate(nginx(10, 60000, 0)), 166); // rate=10r/m: 10000 / 60
        QCOMPARE(NginxLimitReq::milliRate(nginx(3, 7, 0)), 428571);   // floor(3e6 / 7)
    }

    void firstRequestOfAKeyHasExcessZero()
    {
        // A new node is accounted with excess 0: the second request in the same ms is the one
        // that finds excess 1000, which burst=0 refuses.
        const NginxLimitReq alg(nginx(1, 1000, 0));
        KeyState s;
        const Decision first = step(alg, s, 5000);
        QVERIFY(first.allowed);
        QCOMPARE(first.delayMs, 0);
        QCOMPARE(s.a, 0);
        QCOMPARE(s.b, 5000);
        const Decision second = step(alg, s, 5000);
        QVERIFY(!second.allowed);
        QCOMPARE(second.retryAfterMs, 1000);
        QCOMPARE(second.remaining, 0);
    }

    void rejectedRequestsChangeNothing()
    {
        const NginxLimitReq alg(nginx(1, 1000, 0));
        KeyState s;
        step(alg, s, 0);
        const KeyState before = s;
        for (std::int64_t t : {0, 1, 500, 999}) {
            QVERIFY(!step(alg, s, t).allowed); // 999: excess 0 - 999 + 1000 = 1 > 0
            QCOMPARE(s.a, before.a);
            QCOMPARE(s.b, before.b);
        }
        const Decision d = step(alg, s, 1000); // exactly one interval: excess 0
        QVERIFY(d.allowed);
        QCOMPARE(s.a, 0);
        QCOMPARE(s.b, 1000);
    }

    void tenPerMinuteNeedsMoreThanSixSeconds()
    {
        // rate=10r/m is 166 milli-r/s: after 6000 ms only 996 thousandths have drained.
        const NginxLimitReq alg(nginx(10, 60000, 0));
        KeyState s;
        QVERIFY(step(alg, s, 0).allowed);
        const Decision at6000 = step(alg, s, 6000);
        QVERIFY(!at6000.allowed);
        QCOMPARE(at6000.retryAfterMs, 25);    // ceil(1000 * 1000 / 166) = 6025
        QVERIFY(!step(alg, s, 6024).allowed); // 166 * 6024 / 1000 = 999
        QVERIFY(step(alg, s, 6025).allowed);  // 166 * 6025 / 1000 = 1000
    }

    void burstIsDelayedByDefault()
    {
        // burst=5, no nodelay, no delay=: nginx's default delay is 0, so every excess request
        // waits (excess - 0) * 1000 / rate ms; the seventh at once exceeds the burst.
        const NginxLimitReq alg(nginx(1, 1000, 5));
        KeyState s;
        const std::int64_t expected[] = {0, 1000, 2000, 3000, 4000, 5000};
        for (std::int64_t delay : expected) {
            const Decision d = step(alg, s, 0);
            QVERIFY(d.allowed);
            QCOMPARE(d.delayMs, delay);
            QCOMPARE(d.remaining, (5000 - delay) / 1000);
        }
        const Decision d = step(alg, s, 0);
        QVERIFY(!d.allowed);
        QCOMPARE(d.retryAfterMs, 1000);
        QCOMPARE(s.a, 5000);
        // Half a second later 500 thousandths have drained: 5000 - 500 + 1000 = 5500 > 5000.
        QVERIFY(!step(alg, s, 500).allowed);
        const Decision later = step(alg, s, 1000);
        QVERIFY(later.allowed);
        QCOMPARE(later.delayMs, 5000);
    }

    void nodelayPassesTheBurstAtOnce()
    {
        const NginxLimitReq alg(nginx(1, 1000, 5, 0, true));
        KeyState s;
        for (int i = 0; i < 6; ++i) {
            const Decision d = step(alg, s, 0);
            QVERIFY(d.allowed);
            QCOMPARE(d.delayMs, 0);
        }
        QVERIFY(!step(alg, s, 0).allowed);
    }

    void delayNPassesTheFirstNAtOnce()
    {
        // delay=2: excess 1000 and 2000 pass, 3000 waits (3000 - 2000) * 1000 / 1000.
        const NginxLimitReq alg(nginx(1, 1000, 5, 2));
        KeyState s;
        const std::int64_t expected[] = {0, 0, 0, 1000, 2000, 3000};
        for (std::int64_t delay : expected)
            QCOMPARE(step(alg, s, 0).delayMs, delay);
        QVERIFY(!step(alg, s, 0).allowed);
    }

    void delayRoundsDownToWholeMs()
    {
        // 3 per 7 ms: rate 428571; burst 2: excess 1000 waits 1000 * 1000 / 428571 = 2 ms.
        const NginxLimitReq alg(nginx(3, 7, 2));
        KeyState s;
        QCOMPARE(step(alg, s, 0).delayMs, 0);
        QCOMPARE(step(alg, s, 0).delayMs, 2);
        QCOMPARE(step(alg, s, 0).delayMs, 4); // 2000 * 1000 / 428571 = 4.67
    }

    void idleLongerThanRefillDrainsToZero()
    {
        const NginxLimitReq alg(nginx(1, 1000, 3));
        KeyState s;
        for (int i = 0; i < 4; ++i)
            QVERIFY(step(alg, s, 0).allowed);
        QCOMPARE(s.a, 3000);
        const Decision d = step(alg, s, 3'600'000); // excess floored at 0, not negative
        QVERIFY(d.allowed);
        QCOMPARE(s.a, 0);
        QCOMPARE(d.delayMs, 0);
        QCOMPARE(step(alg, s, 3'600'000).delayMs, 1000);
    }

    void sameMsKeepsLast()
    {
        // ms == 0 leaves lr->last as it was, and a clock behind last counts as ms = 0.
        const NginxLimitReq alg(nginx(1, 1000, 10, 0, true));
        KeyState s;
        step(alg, s, 10'000);
        step(alg, s, 10'000);
        QCOMPARE(s.b, 10'000);
        QVERIFY(step(alg, s, 9'000).allowed); // ms < 0 -> 0: excess 2000, last unchanged
        QCOMPARE(s.a, 2000);
        QCOMPARE(s.b, 10'000);
        QVERIFY(step(alg, s, 10'000 - 60'001).allowed); // ms < -60000 -> 1, and last = now
        QCOMPARE(s.a, 2999);
        QCOMPARE(s.b, 10'000 - 60'001);
    }

    void retryAfterIsTheFirstAdmittedMs()
    {
        const NginxLimitReq alg(nginx(7, 3000, 2)); // rate 2333
        KeyState s;
        std::mt19937_64 rng(11);
        std::int64_t t = 0;
        int rejects = 0;
        for (int i = 0; i < 2000; ++i) {
            t += static_cast<std::int64_t>(rng() % 700);
            const KeyState before = s;
            const Decision d = step(alg, s, t);
            if (d.allowed)
                continue;
            ++rejects;
            KeyState probe = before;
            QVERIFY2(!step(alg, probe, t + d.retryAfterMs - 1).allowed, qPrintable(describe(d)));
            probe = before;
            QVERIFY2(step(alg, probe, t + d.retryAfterMs).allowed, qPrintable(describe(d)));
        }
        QVERIFY(rejects > 100);
    }

    // The structured dialect's `t`: the remaining burst used as that many requests at this
    // instant (nginx has no cost), the next one waits until the excess has drained 1000. 10 r/s,
    // burst 5: three at 0 (the first is free) leave excess 2000 and 3 in the burst; used, the
    // excess is 5000 and the next waits 100 ms, where reset (excess 0) is 300 ms away. At 50 ms
    // the excess is 2500 after one more; 2 left, used 4500, the next fits 50 ms later.
    void effectiveWindowAfterTheBurstIsUsed()
    {
        const NginxLimitReq alg(nginx(10, 1000, 5));
        KeyState s;
        step(alg, s, 0);
        step(alg, s, 0);
        Reported d = stepReported(alg, s, 0);
        QCOMPARE(d.remaining, 3);
        QCOMPARE(d.effectiveWindowMs, 100);
        QCOMPARE(d.resetMs, 300);
        d = stepReported(alg, s, 50);
        QCOMPARE(d.remaining, 2);
        QCOMPARE(d.effectiveWindowMs, 50);
        QCOMPARE(d.resetMs, 400);

        // Without a burst the next request waits one interval; a burst of a billion is used up
        // at once all the same.
        const NginxLimitReq none(nginx(10, 1000, 0));
        KeyState n;
        QCOMPARE(stepReported(none, n, 0).effectiveWindowMs, 100);
        const NginxLimitReq huge(nginx(10, 1000, 1'000'000'000));
        KeyState h;
        d = stepReported(huge, h, 0);
        QCOMPARE(d.remaining, 1'000'000'000);
        QCOMPARE(d.effectiveWindowMs, 100);
    }
};

QTEST_APPLESS_MAIN(TstNginxLimitReq)
#include "tst_nginxlimitreq.moc"
