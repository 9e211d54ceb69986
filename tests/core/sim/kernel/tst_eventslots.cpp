// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Event slots: a queue whose recurring sources wait in slots gives every event in exactly the
// order, and with exactly the sequence number, that one heap of all its events gives; a slot
// holds one event at a time; slots added later keep the events already waiting.
#include "core/sim/Random.h"
#include "core/sim/kernel/Engine.h"
#include "core/sim/kernel/EventQueue.h"

#include "tests/support/TestEvents.h"

#include <QTest>

#include <stdexcept>
#include <tuple>
#include <vector>

using namespace ratelab;

namespace {

using Seen = std::vector<std::tuple<SimTime, std::uint64_t, std::int32_t>>;

// `sources` recurring sources (targets 0..sources-1), each with one event pending, and one-off
// events (targets >= sources) that handling an event may push, many at the same instant. With
// `inSlots`, the sources wait in slots; otherwise everything goes to the heap. The same seed makes
// the same pushes in the same order either way, so the two runs must see the same events.
Seen play(bool inSlots, int sources, std::uint64_t seed)
{
    EventQueue q;
    Random rng(seed);
    const std::uint32_t first = inSlots ? q.addSlots(static_cast<std::uint32_t>(sources)) : 0;
    const auto pushSource = [&](std::int32_t source, SimTime t) {
        if (inSlots)
            q.pushSlot(first + static_cast<std::uint32_t>(source), test::eventAt(t, source));
        else
            q.push(test::eventAt(t, source));
    };
    for (std::int32_t s = 0; s < sources; ++s)
        pushSource(s, rng.uniformInt(0, 5));
    std::int32_t nextOneOff = sources;
    Seen seen;
    while (!q.empty() && seen.size() < 20000) {
        const SimTime peeked = q.top().time;
        const Event e = q.pop();
        if (e.time != peeked)
            return {};
        seen.emplace_back(e.time, e.seq, e.target);
        // Coarse times: ties between sources, and between sources and one-off events, abound.
        for (std::int64_t n = rng.uniformInt(0, 2); n > 0; --n)
            q.push(test::eventAt(e.time + rng.uniformInt(0, 3), nextOneOff++));
        if (e.target < sources && rng.uniformInt(0, 999) > 0)
            pushSource(e.target, e.time + rng.uniformInt(0, 4));
    }
    return seen;
}

struct Recorder final : EventHandler {
    Engine* engine = nullptr;
    std::uint32_t slot = 0;
    std::vector<std::pair<SimTime, std::int32_t>> seen;
    void handle(const Event& e) override
    {
        seen.emplace_back(e.time, e.target);
        if (e.target == 7) // a source refilling its slot: in the past (clamped), then the end
            engine->scheduleSlot(slot, seen.size() < 3 ? e.time - 5 : engine->end(), e.handler,
                                 EventKind::Arrival, 7);
    }
};

} // namespace

class TestEventSlots : public QObject {
    Q_OBJECT
private slots:
    void slotsGiveTheHeapsOrderAndSequence_data()
    {
        QTest::addColumn<int>("sources");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("one source") << 1 << quint64{1};
        QTest::newRow("three sources") << 3 << quint64{2};
        QTest::newRow("a hundred sources") << 100 << quint64{3};
        QTest::newRow("a thousand sources") << 1000 << quint64{4};
    }
    void slotsGiveTheHeapsOrderAndSequence()
    {
        QFETCH(int, sources);
        QFETCH(quint64, seed);
        const Seen heap = play(false, sources, seed);
        const Seen slotted = play(true, sources, seed);
        QVERIFY(heap.size() > 500);
        QCOMPARE(slotted, heap);
    }

    void aSlotHoldsOneEvent()
    {
        EventQueue q;
        const std::uint32_t s = q.addSlots(2);
        q.pushSlot(s, test::eventAt(10, 0));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, q.pushSlot(s, test::eventAt(20, 0)));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, q.pushSlot(s + 2, test::eventAt(20, 0)));
        QCOMPARE(q.size(), std::size_t{1});
        QCOMPARE(q.pop().time, SimTime{10});
        q.pushSlot(s, test::eventAt(30, 0)); // free again once its event left
        q.push(test::eventAt(30, 1));
        QCOMPARE(q.size(), std::size_t{2});
        QCOMPARE(q.pop().target, 0); // pushed first
        QCOMPARE(q.pop().target, 1);
        QVERIFY(q.empty());
        QCOMPARE(q.pushed(), std::uint64_t{3});
    }

    void aSlotLeftEmptyIsNoLongerSeen()
    {
        EventQueue q;
        const std::uint32_t s = q.addSlots(2);
        q.pushSlot(s, test::eventAt(10, 0));
        q.pushSlot(s + 1, test::eventAt(20, 1));
        QCOMPARE(q.pop().target, 0);
        QCOMPARE(q.top().target, 1); // slot s was not refilled
        QCOMPARE(q.size(), std::size_t{1});
        QCOMPARE(q.pop().target, 1);
        QVERIFY(q.empty());
    }

    void slotsAddedLaterKeepTheWaitingEvents()
    {
        EventQueue q;
        const std::uint32_t a = q.addSlots(1);
        q.pushSlot(a, test::eventAt(50, 0));
        const std::uint32_t b = q.addSlots(5); // the tree grows from one leaf to eight
        QCOMPARE(b, a + 1);
        for (std::uint32_t i = 0; i < 5; ++i)
            q.pushSlot(b + i, test::eventAt(40 + 5 * SimTime{i}, static_cast<std::int32_t>(1 + i)));
        std::vector<std::int32_t> order;
        while (!q.empty())
            order.push_back(q.pop().target);
        QCOMPARE(order, (std::vector<std::int32_t>{1, 2, 0, 3, 4, 5})); // 0 and 3 tie: 0 first
    }

    void theEngineClampsAndDropsSlotEventsAsOthers()
    {
        Engine engine(/*end*/ 1000, /*tick*/ 1000);
        Recorder r;
        r.engine = &engine;
        const auto h = engine.addHandler(&r);
        r.slot = engine.addSlots(1);
        engine.scheduleSlot(r.slot, 100, h, EventKind::Arrival, 7);
        engine.schedule(100, h, EventKind::Custom, 1);
        QVERIFY(engine.run(nullptr));
        // The refill at 95 runs at 100, after the event pushed before it; the one at the end never.
        const std::vector<std::pair<SimTime, std::int32_t>> expected{{100, 7}, {100, 1}, {100, 7}};
        QCOMPARE(r.seen, expected);
        QCOMPARE(engine.eventsProcessed(), std::int64_t{3});
    }
};

QTEST_APPLESS_MAIN(TestEventSlots)
#include "tst_eventslots.moc"
