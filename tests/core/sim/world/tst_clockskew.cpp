// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/InstanceClock.h"
#include "core/sim/redis/SimRedis.h"

#include <QTest>

using namespace ratelab;

namespace {

constexpr std::int64_t kLimit = 10;
constexpr std::int64_t kWindowMs = 1000;

// Sliding window log and GCRA of docs/algorithms.md, as the Lua twins run them.
Decision slidingLog(KeyState& s, std::int64_t nowMs)
{
    s.present = true;
    std::erase_if(s.log, [&](const LogEntry& e) { return e.timeMs <= nowMs - kWindowMs; });
    std::int64_t sum = 0;
    for (const LogEntry& e : s.log)
        sum += e.cost;
    Decision d;
    d.allowed = sum + 1 <= kLimit;
    if (d.allowed)
        s.log.push_back({nowMs, 1});
    return d;
}

Decision gcra(KeyState& s, std::int64_t nowMs)
{
    const std::int64_t now = nowMs * kLimit;
    if (!s.present) {
        s.present = true;
        s.a = now;
    }
    const std::int64_t tat = std::max(s.a, now) + kWindowMs;
    Decision d;
    d.allowed = tat - now <= kLimit * kWindowMs;
    if (d.allowed)
        s.a = tat;
    return d;
}

using Transition = Decision (*)(KeyState&, std::int64_t);

// A request through a Lua script at true time t, timed by the instance's clock (passed in as
// an argument, like ARGV[now]) or by the store's TIME.
bool request(SimRedis& redis, Transition f, const InstanceClock& instance, bool storeTime,
             SimTime t)
{
    const RedisScript script = [&](KeyState& s, SimTime serverNow) {
        return f(s, storeTime ? toMillisFloor(serverNow) : instance.nowMs(t));
    };
    RedisCommand c;
    c.op = RedisOp::Script;
    c.key = "rl:user:1";
    c.arrival = t;
    c.shape = RedisShape::SortedSet;
    c.script = &script;
    return redis.submit(c).decision.allowed;
}

struct SkewRun {
    int admittedBefore1s = 0;
    SimTime firstAdmittedOfA = -1;
};

// B (clock 50 ms behind) fills the log with 10 requests at 0..90 ms; A (50 ms ahead) then asks
// every 10 ms from 500 ms.
SkewRun skewedSlidingLog(bool storeTime)
{
    SimRedis redis({}, Random(1));
    const InstanceClock a(50'000, 0);
    const InstanceClock b(-50'000, 0);
    SkewRun run;
    for (int k = 0; k < 10; ++k)
        run.admittedBefore1s +=
            request(redis, slidingLog, b, storeTime, fromMillis(10 * k)) ? 1 : 0;
    for (SimTime t = fromMillis(500); t < fromMillis(1100); t += fromMillis(10)) {
        const bool ok = request(redis, slidingLog, a, storeTime, t);
        if (ok && run.firstAdmittedOfA < 0)
            run.firstAdmittedOfA = t;
        if (ok && t < fromSeconds(1))
            ++run.admittedBefore1s;
    }
    return run;
}

} // namespace

class TestClockSkew : public QObject {
    Q_OBJECT
private slots:
    void skewedInstanceClocksMoveTheWindowByTheSkew()
    {
        // To A, B's entries look 100 ms older than they are, so they leave A's window 100 ms
        // early: one entry per 10 ms from 900 ms, and A gets 10 requests in before 1 s. That is
        // 20 admitted in the true second [0, 1000) against a limit of 10.
        const SkewRun instance = skewedSlidingLog(false);
        QCOMPARE(instance.firstAdmittedOfA, fromMillis(900));
        QCOMPARE(instance.admittedBefore1s, 20);
        // With the store's TIME every entry has one clock: A waits until 1000 ms.
        const SkewRun store = skewedSlidingLog(true);
        QCOMPARE(store.firstAdmittedOfA, fromMillis(1000));
        QCOMPARE(store.admittedBefore1s, 10);
    }

    void backwardStepLeavesGcraTatInTheFuture()
    {
        // One request every 100 ms (exactly the rate) for 10 s; at 5 s the instance clock steps
        // back 2 s. The stored TAT (5000 ms) is now 2 s ahead of the clock, so requests are
        // refused until the clock reads 4100 ms again (tat + T - now <= B * T), i.e. true 6.1 s.
        InstanceClock stepped;
        stepped.addStep({fromSeconds(5), -fromSeconds(2)});
        SimRedis withInstanceClock({}, Random(1));
        SimRedis withStoreTime({}, Random(1));
        int refusedInstance = 0;
        int refusedStore = 0;
        SimTime firstAfterStep = -1;
        for (SimTime t = 0; t <= fromSeconds(10); t += fromMillis(100)) {
            const bool ok = request(withInstanceClock, gcra, stepped, false, t);
            refusedInstance += ok ? 0 : 1;
            if (ok && t >= fromSeconds(5) && firstAfterStep < 0)
                firstAfterStep = t;
            refusedStore += request(withStoreTime, gcra, stepped, true, t) ? 0 : 1;
        }
        QCOMPARE(refusedInstance, 11);
        QCOMPARE(firstAfterStep, fromMillis(6100));
        QCOMPARE(refusedStore, 0);
    }
};

QTEST_APPLESS_MAIN(TestClockSkew)
#include "tst_clockskew.moc"
