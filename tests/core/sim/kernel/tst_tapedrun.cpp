// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Engine::runTaped shows a handler the arrivals of a tape exactly as run() shows it the same
// arrivals from the queue: the same times, targets and ticks in between, the same event count
// and end. It refuses a handler that schedules an event of its own, and a tape that ended
// incomplete ends the run without closing its last buckets.
#include "tests/support/MemoryTape.h"

#include "core/sim/kernel/Engine.h"
#include "core/sim/kernel/SimObserver.h"

#include <QTest>

#include <stdexcept>
#include <string>
#include <vector>

using namespace ratelab;
using namespace ratelab::test;

namespace {

constexpr SimTime kEnd = 10'000;
constexpr SimTime kTick = 1'000;

// What a run showed, in order: "a<time>:<target>" per event, "t<index>@<end>" per tick.
struct Witness final : EventHandler, TickListener {
    std::vector<std::string> seen;
    Engine* engine = nullptr;
    bool scheduleOnce = false;

    void handle(const Event& e) override
    {
        seen.push_back("a" + std::to_string(e.time) + ":" + std::to_string(e.target) + " now "
                       + std::to_string(engine->now()));
        if (scheduleOnce) {
            scheduleOnce = false;
            engine->schedule(e.time + 1, 0, EventKind::Retry, e.target);
        }
    }
    void onTick(std::int64_t index, SimTime end) override
    {
        seen.push_back("t" + std::to_string(index) + "@" + std::to_string(end));
    }
};

// Arrivals with ties, gaps over several ticks and one exactly on a tick.
std::vector<TapedArrival> arrivals()
{
    return {{0, 3}, {0, 1}, {250, 2}, {999, 0}, {1000, 4}, {1000, 5}, {4321, 1}, {9999, 2}};
}

struct Stopper final : SimObserver {
    int progressCalls = 0;
    [[nodiscard]] bool cancelRequested() const override { return true; }
    void onProgress(SimTime, SimTime) override { ++progressCalls; }
};

} // namespace

class TestTapedRun : public QObject {
    Q_OBJECT
private slots:
    void showsWhatTheQueueShows()
    {
        Engine queued(kEnd, kTick);
        Witness fromQueue;
        fromQueue.engine = &queued;
        const std::uint16_t h = queued.addHandler(&fromQueue);
        queued.addTickListener(&fromQueue);
        for (const TapedArrival& a : arrivals())
            queued.schedule(a.time, h, EventKind::Arrival, a.client);
        QVERIFY(queued.run(nullptr));

        for (const std::size_t batch : {std::size_t{1}, std::size_t{3}, std::size_t{100}}) {
            Engine taped(kEnd, kTick);
            Witness fromTape;
            fromTape.engine = &taped;
            taped.addTickListener(&fromTape);
            TapePlayer tape(arrivals(), true);
            tape.batch = batch;
            QVERIFY(taped.runTaped(tape, fromTape, nullptr));
            QCOMPARE(fromTape.seen, fromQueue.seen);
            QCOMPARE(taped.eventsProcessed(), queued.eventsProcessed());
            QCOMPARE(taped.now(), kEnd);
        }
        // Ten ticks, the last closing the run.
        QCOMPARE(fromQueue.seen.back(), std::string("t9@10000"));
    }

    void refusesAHandlerThatSchedules()
    {
        Engine engine(kEnd, kTick);
        Witness scheduling;
        scheduling.engine = &engine;
        scheduling.scheduleOnce = true;
        engine.addHandler(&scheduling);
        TapePlayer tape(arrivals(), true);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, engine.runTaped(tape, scheduling, nullptr));
    }

    void incompleteTapeLeavesTheRunOpen()
    {
        Engine engine(kEnd, kTick);
        Witness w;
        w.engine = &engine;
        engine.addTickListener(&w);
        std::vector<TapedArrival> some = arrivals();
        some.resize(5); // up to 1000 us
        TapePlayer tape(some, false);
        QVERIFY(!engine.runTaped(tape, w, nullptr));
        QCOMPARE(engine.eventsProcessed(), std::int64_t{5});
        QCOMPARE(engine.now(), SimTime{1000});
        // Only the first bucket closed, before the arrival at 1000 us.
        QCOMPARE(w.seen.back(), std::string("a1000:4 now 1000"));
        QCOMPARE(std::count(w.seen.begin(), w.seen.end(), std::string("t0@1000")), 1);
        QCOMPARE(w.seen.size(), std::size_t{6});
    }

    void observerStopsIt()
    {
        Engine engine(kEnd * 1000, kTick);
        Witness w;
        w.engine = &engine;
        std::vector<TapedArrival> many;
        for (std::int32_t i = 0; i < 3 * Engine::kProgressEvery; ++i)
            many.push_back({i, 0});
        TapePlayer tape(many, true);
        Stopper stopper;
        QVERIFY(!engine.runTaped(tape, w, &stopper));
        QCOMPARE(stopper.progressCalls, 1);
        QCOMPARE(engine.eventsProcessed(), Engine::kProgressEvery);
    }
};

QTEST_APPLESS_MAIN(TestTapedRun)
#include "tst_tapedrun.moc"
