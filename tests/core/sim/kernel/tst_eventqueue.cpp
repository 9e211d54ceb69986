// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The event queue and the engine loop: (time, push order) ordering, dispatch, ticks, the end.
#include "core/sim/kernel/Engine.h"
#include "core/sim/kernel/EventQueue.h"
#include "core/sim/kernel/SimObserver.h"

#include "tests/support/TestEvents.h"

#include <QTest>

#include <utility>
#include <vector>

using namespace ratelab;

namespace {

struct Recorder final : EventHandler, TickListener {
    Engine* engine = nullptr;
    std::vector<std::pair<SimTime, std::int32_t>> seen;
    std::vector<std::pair<std::int64_t, SimTime>> ticks;
    void handle(const Event& e) override
    {
        seen.emplace_back(e.time, e.target);
        // Target 1 schedules a follow-up at the same instant: it must run after those queued.
        if (e.target == 1)
            engine->schedule(e.time, e.handler, EventKind::Custom, 99);
    }
    void onTick(std::int64_t index, SimTime end) override
    {
        ticks.emplace_back(index, end);
        seen.emplace_back(end, -1);
    }
};

struct Canceller final : SimObserver {
    int calls = 0;
    void onProgress(SimTime, SimTime) override { ++calls; }
    bool cancelRequested() const override { return calls >= 1; }
};

struct Counter final : EventHandler {
    Engine* engine = nullptr;
    void handle(const Event& e) override
    {
        engine->schedule(e.time + 1, e.handler, e.kind, e.target);
    }
};

} // namespace

class TestEventQueue : public QObject {
    Q_OBJECT
private slots:
    void ordersByTimeThenPushOrder()
    {
        EventQueue q;
        q.push(test::eventAt(50, 0));
        q.push(test::eventAt(10, 1));
        q.push(test::eventAt(50, 2));
        q.push(test::eventAt(10, 3));
        q.push(test::eventAt(30, 4));
        q.push(test::eventAt(10, 5));
        std::vector<std::int32_t> order;
        std::vector<std::uint64_t> seqs;
        while (!q.empty()) {
            const Event e = q.pop();
            order.push_back(e.target);
            seqs.push_back(e.seq);
        }
        QCOMPARE(order, (std::vector<std::int32_t>{1, 3, 5, 4, 0, 2}));
        QCOMPARE(seqs, (std::vector<std::uint64_t>{1, 3, 5, 4, 0, 2}));
        QCOMPARE(q.pushed(), std::uint64_t{6});
    }

    void manyTiesKeepPushOrder()
    {
        // 1000 events at three instants, pushed interleaved: each instant keeps push order.
        EventQueue q;
        for (int i = 0; i < 1000; ++i)
            q.push(test::eventAt((i * 7919) % 3, i));
        SimTime lastTime = -1;
        std::int32_t lastTarget = -1;
        int popped = 0;
        while (!q.empty()) {
            const Event e = q.pop();
            if (e.time == lastTime)
                QVERIFY(e.target > lastTarget);
            else
                QVERIFY(e.time > lastTime);
            lastTime = e.time;
            lastTarget = e.target;
            ++popped;
        }
        QCOMPARE(popped, 1000);
    }

    void engineDispatchesTicksAndStopsAtTheEnd()
    {
        Engine engine(/*end*/ 2500, /*tick*/ 1000);
        Recorder r;
        r.engine = &engine;
        const auto h = engine.addHandler(&r);
        engine.addTickListener(&r);
        engine.schedule(1000, h, EventKind::Custom, 2); // exactly on a boundary: after tick 0
        engine.schedule(10, h, EventKind::Custom, 1);
        engine.schedule(10, h, EventKind::Custom, 3);
        engine.schedule(2500, h, EventKind::Custom, 4); // at the end: never runs
        engine.schedule(999, h, EventKind::Custom, 5);
        QVERIFY(engine.run(nullptr));
        const std::vector<std::pair<SimTime, std::int32_t>> expected{
            {10, 1}, {10, 3}, {10, 99}, {999, 5}, {1000, -1}, {1000, 2}, {2000, -1}, {2500, -1}};
        QCOMPARE(r.seen, expected);
        QCOMPARE(r.ticks,
                 (std::vector<std::pair<std::int64_t, SimTime>>{{0, 1000}, {1, 2000}, {2, 2500}}));
        QCOMPARE(engine.eventsProcessed(), std::int64_t{5});
    }

    void cancellationStopsAtTheFirstProgressReport()
    {
        Engine engine(1'000'000'000, 1000);
        Counter c;
        c.engine = &engine;
        const auto h = engine.addHandler(&c);
        engine.schedule(0, h, EventKind::Custom, 0);
        Canceller obs;
        QVERIFY(!engine.run(&obs));
        QCOMPARE(engine.eventsProcessed(), Engine::kProgressEvery);
        QCOMPARE(obs.calls, 1);
    }
};

QTEST_APPLESS_MAIN(TestEventQueue)
#include "tst_eventqueue.moc"
