// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/redis/SimRedis.h"
#include "tests/support/ContractTransitions.h"
#include "tests/support/MiniEventLoop.h"

#include <QTest>

#include <memory>

using namespace ratelab;
using ratelab::test::MiniEventLoop;

namespace {

enum class Mode { Lua, MultiExec, GetThenSet };

constexpr std::int64_t kLimit = 10;
constexpr std::int64_t kWindowMs = 60'000;
constexpr SimTime kOneWay = 1000; // 1 ms each way between instance and store

// One rate-limited request at an instance, driven through the store as the engine will: each
// network hop is an event, each command a submit() at its arrival.
struct Race {
    MiniEventLoop loop;
    SimRedis redis{SimRedisConfig{}, Random(1)};
    RedisScript script = [](KeyState& s, SimTime serverNow) {
        return test::fixedWindow(s, toMillisFloor(serverNow), kLimit, kWindowMs);
    };
    int admitted = 0;
    int rejected = 0;
    int commands = 0;
    // Sequential clients chain their next request through these; owned here, not by the lambdas
    // (a lambda owning itself would never be freed).
    std::vector<std::unique_ptr<std::function<void()>>> chains;
    std::vector<int> remaining;

    void decide(bool allowed, std::function<void()> then)
    {
        (allowed ? admitted : rejected) += 1;
        if (then)
            then();
    }

    void request(Mode mode, SimTime sendAt, std::function<void()> then = {})
    {
        if (mode == Mode::Lua) {
            loop.at(sendAt + kOneWay, [=, this] {
                RedisCommand c;
                c.op = RedisOp::Script;
                c.key = "rl:user:42";
                c.arrival = loop.now();
                c.script = &script;
                ++commands;
                const SimRedisReply r = redis.submit(c);
                loop.at(r.completion + kOneWay, [=, this] { decide(r.decision.allowed, then); });
            });
            return;
        }
        loop.at(sendAt + kOneWay, [=, this] {
            RedisCommand get;
            get.op = RedisOp::Get;
            get.key = "rl:user:42";
            get.arrival = loop.now();
            ++commands;
            const SimRedisReply read = redis.submit(get);
            loop.at(read.completion + kOneWay, [=, this] {
                KeyState state = read.value;
                const Decision d =
                    test::fixedWindow(state, toMillisFloor(loop.now()), kLimit, kWindowMs);
                if (!d.allowed) {
                    decide(false, then);
                    return;
                }
                loop.at(loop.now() + kOneWay, [=, this] {
                    RedisCommand w;
                    w.op = mode == Mode::MultiExec ? RedisOp::Exec : RedisOp::Set;
                    w.key = "rl:user:42";
                    w.arrival = loop.now();
                    w.value = state;
                    w.expectedVersion = read.version;
                    ++commands;
                    const SimRedisReply wrote = redis.submit(w);
                    loop.at(wrote.completion + kOneWay, [=, this] {
                        if (wrote.status == RedisStatus::ExecAborted)
                            request(mode, loop.now(), then); // WATCH failed: start over
                        else
                            decide(true, then);
                    });
                });
            });
        });
    }

    // 5 instances, each sending 10 requests on 10 connections at time 0.
    void fiftyConcurrent(Mode mode)
    {
        for (int i = 0; i < 50; ++i)
            request(mode, 0);
        loop.run();
    }

    // 5 instances with one connection each, instance i starting at i * stagger; each sends its
    // next request as soon as the previous one is decided.
    void fiveSequentialInstances(Mode mode, SimTime stagger = 300)
    {
        remaining.assign(5, 10);
        for (int instance = 0; instance < 5; ++instance) {
            chains.push_back(std::make_unique<std::function<void()>>());
            std::function<void()>* next = chains.back().get();
            *next = [=, this] {
                if (--remaining[static_cast<std::size_t>(instance)] > 0)
                    request(mode, loop.now(), *next);
            };
            request(mode, instance * stagger, *next);
        }
        loop.run();
    }
};

} // namespace

class TestSimRedis : public QObject {
    Q_OBJECT
private slots:
    void commandsQueueInArrivalOrder()
    {
        SimRedisConfig cfg;
        cfg.service.getUs = 100;
        SimRedis redis(cfg, Random(1));
        RedisCommand c;
        c.key = "k";
        const SimTime arrivals[] = {0, 50, 60};
        const SimTime completions[] = {100, 200, 300};
        for (int i = 0; i < 3; ++i) {
            c.arrival = arrivals[i];
            const SimRedisReply r = redis.submit(c);
            QCOMPARE(r.completion, completions[i]);
            QCOMPARE(r.queueAhead, i);
            QCOMPARE(r.status, RedisStatus::Ok);
        }
        c.arrival = 250;
        c.deadline = 350;
        const SimRedisReply late = redis.submit(c);
        QCOMPARE(late.queueAhead, 1);
        QCOMPARE(late.start, SimTime{300});
        QCOMPARE(late.completion, SimTime{400});
        QCOMPARE(late.status, RedisStatus::Timeout);
        QVERIFY(late.executed);
        QCOMPARE(redis.queueLengthAt(350), 1);
        QCOMPARE(redis.stats().maxQueue, 2);
        QCOMPARE(redis.stats().timeouts, std::int64_t{1});
        QCOMPARE(redis.stats().busyUs, std::int64_t{400});
        c.arrival = 100;
        QVERIFY_THROWS_EXCEPTION(std::logic_error, redis.submit(c));
    }

    void luaAdmitsExactlyTheLimit()
    {
        Race race;
        race.fiftyConcurrent(Mode::Lua);
        QCOMPARE(race.admitted, 10);
        QCOMPARE(race.rejected, 40);
        QCOMPARE(race.redis.stats().maxQueue, 49);
        QCOMPARE(race.redis.keyspace().peek("rl:user:42")->state.b, std::int64_t{10});
    }

    void getThenSetLetsEveryConcurrentReaderIn()
    {
        // All 50 GETs reach the server at 1 ms and are served by 1.5 ms; the first SET leaves an
        // instance at 3.01 ms. Every request read an absent key: all 50 are admitted, and the
        // stored count ends at 1.
        Race race;
        race.fiftyConcurrent(Mode::GetThenSet);
        QCOMPARE(race.admitted, 50);
        QCOMPARE(race.redis.keyspace().peek("rl:user:42")->state.b, std::int64_t{1});
    }

    void multiExecRetriesAndAdmitsExactlyTheLimit()
    {
        Race race;
        race.fiftyConcurrent(Mode::MultiExec);
        QCOMPARE(race.admitted, 10);
        QCOMPARE(race.rejected, 40);
        // Each round lets one EXEC through and aborts the rest of that round's writers.
        QCOMPARE(race.redis.stats().execAborts,
                 std::int64_t{49 + 48 + 47 + 46 + 45 + 44 + 43 + 42 + 41 + 40});
    }

    void sequentialInstancesStillRace()
    {
        Race lua;
        lua.fiveSequentialInstances(Mode::Lua);
        QCOMPARE(lua.admitted, 10);
        // A GET-then-SET round takes 4.02 ms and the five instances run 0.3 ms apart: in every
        // round each one reads the count the previous round wrote, so the count climbs by one
        // per round while five requests get in. All 50 are admitted and the count ends at 10.
        Race racy;
        racy.fiveSequentialInstances(Mode::GetThenSet);
        QCOMPARE(racy.admitted, 50);
        QCOMPARE(racy.redis.keyspace().peek("rl:user:42")->state.b, std::int64_t{10});
        // Staggered 1.5 ms apart, the instances partly see each other's writes. No randomness is
        // involved (constant delays): the figure follows from the event order alone.
        Race staggered;
        staggered.fiveSequentialInstances(Mode::GetThenSet, 1500);
        QCOMPARE(staggered.admitted + staggered.rejected, 50);
        QCOMPARE(staggered.admitted, 32);
        Race cas;
        cas.fiveSequentialInstances(Mode::MultiExec);
        QCOMPARE(cas.admitted, 10);
    }

    void scriptsReadTheServerClock()
    {
        SimRedisConfig cfg;
        cfg.clock = InstanceClock(-fromSeconds(5), 0);
        SimRedis redis(cfg, Random(1));
        SimTime seen = 0;
        const RedisScript probe = [&](KeyState&, SimTime now) {
            seen = now;
            return Decision{};
        };
        RedisCommand c;
        c.op = RedisOp::Script;
        c.key = "k";
        c.arrival = fromSeconds(60);
        c.script = &probe;
        const SimRedisReply r = redis.submit(c);
        QCOMPARE(seen, fromSeconds(55));
        QVERIFY(!r.found);
        QCOMPARE(redis.keyspace().keyCount(), std::int64_t{0}); // nothing changed, nothing written
    }
};

QTEST_APPLESS_MAIN(TestSimRedis)
#include "tst_simredis.moc"
