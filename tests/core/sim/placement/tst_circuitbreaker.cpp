// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/placement/StoreGuard.h"
#include "core/sim/redis/SimRedis.h"
#include "tests/support/ContractTransitions.h"
#include "tests/support/MiniEventLoop.h"

#include <QTest>

using namespace ratelab;
using ratelab::test::MiniEventLoop;

namespace {

struct OutageRun {
    int admitted = 0;
    int rejected = 0;
    FailureCounts counts;
    int timesOpened = 0;
};

// One instance, 20 requests/s for 60 s (at k * 50 ms) against a fixed window of 10 per second
// held in Redis (Lua), which is down from 10 s to 40 s; a refused connect is known 100 ms after
// it was tried. A breaker opens after 5 failures and probes after 5 s.
OutageRun outage(FailurePolicy policy)
{
    SimRedisConfig cfg;
    cfg.connectTimeoutUs = fromMillis(100);
    SimRedis redis(cfg, Random(1));
    redis.addFault({RedisFaultKind::Down, fromSeconds(10), fromSeconds(40)});
    StoreGuard guard(policy, CircuitBreakerConfig{5, fromSeconds(5)});
    const RedisScript script = [](KeyState& s, SimTime now) {
        return test::fixedWindow(s, toMillisFloor(now), 10, 1000);
    };
    KeyState local; // the instance's own state for the local fallback
    MiniEventLoop loop;
    OutageRun run;
    const auto decideLocally = [&] {
        const bool ok = test::fixedWindow(local, toMillisFloor(loop.now()), 10, 1000).allowed;
        (ok ? run.admitted : run.rejected) += 1;
    };
    const auto apply = [&](FailureVerdict v) {
        if (v.useLocal)
            decideLocally();
        else
            (v.allowed ? run.admitted : run.rejected) += 1;
    };
    for (int k = 0; k < 1200; ++k) {
        loop.at(fromMillis(50 * k), [&] {
            if (!guard.shouldCallStore(loop.now())) {
                apply(guard.verdictWithoutStore());
                return;
            }
            RedisCommand c;
            c.op = RedisOp::Script;
            c.key = "rl:user:1";
            c.arrival = loop.now();
            c.script = &script;
            const SimRedisReply r = redis.submit(c);
            loop.at(r.completion, [&, r] {
                if (r.status == RedisStatus::Ok) {
                    guard.onStoreSuccess(loop.now());
                    (r.decision.allowed ? run.admitted : run.rejected) += 1;
                } else {
                    apply(guard.onStoreFailure(loop.now()));
                }
            });
        });
    }
    loop.run();
    run.counts = guard.counts();
    run.timesOpened = guard.breaker()->timesOpened();
    return run;
}

} // namespace

class TestCircuitBreaker : public QObject {
    Q_OBJECT
private slots:
    void opensAfterKConsecutiveFailures()
    {
        CircuitBreaker b({3, 1000});
        b.recordFailure(0);
        b.recordFailure(1);
        b.recordSuccess(2); // resets the run
        b.recordFailure(3);
        b.recordFailure(4);
        QCOMPARE(b.state(), BreakerState::Closed);
        QVERIFY(b.allowRequest(5));
        b.recordFailure(5);
        QCOMPARE(b.state(), BreakerState::Open);
        QCOMPARE(b.openedAt(), SimTime{5});
        QVERIFY(!b.allowRequest(1004));
    }

    void halfOpenLetsOneProbeThrough()
    {
        CircuitBreaker b({1, 1000});
        b.recordFailure(0);
        QVERIFY(!b.allowRequest(999));
        QVERIFY(b.allowRequest(1000));
        QCOMPARE(b.state(), BreakerState::HalfOpen);
        QVERIFY(!b.allowRequest(1001)); // the probe is still out
        b.recordFailure(1500);
        QCOMPARE(b.state(), BreakerState::Open);
        QVERIFY(!b.allowRequest(2499));
        QVERIFY(b.allowRequest(2500));
        b.recordSuccess(2600);
        QCOMPARE(b.state(), BreakerState::Closed);
        QVERIFY(b.allowRequest(2601));
        QCOMPARE(b.timesOpened(), 2);
    }

    void policiesCountSeparately()
    {
        StoreGuard open(FailurePolicy::FailOpen);
        QVERIFY(open.onStoreFailure(0).allowed);
        StoreGuard closed(FailurePolicy::FailClosed);
        QVERIFY(!closed.onStoreFailure(0).allowed);
        StoreGuard local(FailurePolicy::LocalFallback);
        QVERIFY(local.onStoreFailure(0).useLocal);
        QCOMPARE(open.counts().failedOpen, std::int64_t{1});
        QCOMPARE(closed.counts().failedClosed, std::int64_t{1});
        QCOMPARE(local.counts().fallbackDecisions, std::int64_t{1});
        QCOMPARE(open.counts().errors + closed.counts().errors + local.counts().errors,
                 std::int64_t{3});
        QCOMPARE(*failurePolicyFromName("local-fallback"), FailurePolicy::LocalFallback);
        QVERIFY(!failurePolicyFromName("fail-sideways"));
    }

    // The timeline all three runs share. Requests at 10.00..10.30 s reach the dead store (7
    // errors); the 5th failure, known at 10.30, opens the breaker (the request sent at that same
    // instant went first). Probes at 15.30, 20.40, 25.50, 30.60, 35.70 fail 100 ms later and
    // reopen it (5 errors, opened 6 times); the probe at 40.80 finds the store back and closes
    // it. The 16 requests of 40.00..40.75 are still kept away by the open breaker: 604 requests
    // are short-circuited, 616 decided by the policy. Healthy store: 100 admitted before 10 s,
    // 4 in 40.80..40.95, 190 in 41..59 s: 294.
    void outageOf30sFailOpen()
    {
        const OutageRun run = outage(FailurePolicy::FailOpen);
        QCOMPARE(run.admitted + run.rejected, 1200);
        QCOMPARE(run.counts.errors, std::int64_t{12});
        QCOMPARE(run.counts.shortCircuited, std::int64_t{604});
        QCOMPARE(run.timesOpened, 6);
        QCOMPARE(run.counts.failedOpen, std::int64_t{616});
        QCOMPARE(run.counts.failedClosed, std::int64_t{0});
        QCOMPARE(run.admitted, 294 + 616);
    }

    void outageOf30sFailClosed()
    {
        const OutageRun run = outage(FailurePolicy::FailClosed);
        QCOMPARE(run.counts.failedClosed, std::int64_t{616});
        QCOMPARE(run.counts.failedOpen, std::int64_t{0});
        QCOMPARE(run.admitted, 294);
    }

    void outageOf30sLocalFallback()
    {
        const OutageRun run = outage(FailurePolicy::LocalFallback);
        QCOMPARE(run.counts.fallbackDecisions, std::int64_t{616});
        // The local limiter admits 10 in each second from 10 s to 40 s (31 seconds: 310); in
        // second 40 the store, back at 40.80, starts its own count and lets 4 more in: the
        // handover over-admits because the two states know nothing of each other.
        QCOMPARE(run.admitted, 294 + 310);
    }
};

QTEST_APPLESS_MAIN(TestCircuitBreaker)
#include "tst_circuitbreaker.moc"
