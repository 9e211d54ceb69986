// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The discrete-event kernel: owns the event queue and the handler table, runs events in
// (time, sequence) order until the end of the run, fires bucket ticks, and reports progress.
// Knows nothing about rate limiting. Handlers (and a Scheduler, if set) are owned by the caller
// and must outlive run(). Single-threaded.
#include "core/sim/kernel/EventHandler.h"
#include "core/sim/kernel/EventQueue.h"

#include <cstdint>
#include <vector>

namespace ratelab {

class ArrivalTapeReader;
class Scheduler;
class SimObserver;

class Engine {
public:
    // Events at or after `end` are never run; ticks fire every `tickInterval` up to `end`.
    Engine(SimTime end, SimTime tickInterval);

    std::uint16_t addHandler(EventHandler* handler);
    void addTickListener(TickListener* listener);

    void schedule(SimTime time, std::uint16_t handler, EventKind kind, std::int32_t target,
                  std::int64_t arg = 0);
    // Slots for sources that keep exactly one event of their own pending (EventQueue::addSlots):
    // scheduleSlot() behaves as schedule() but waits in the given, currently empty, slot.
    std::uint32_t addSlots(std::uint32_t count) { return m_queue.addSlots(count); }
    void scheduleSlot(std::uint32_t slot, SimTime time, std::uint16_t handler, EventKind kind,
                      std::int32_t target, std::int64_t arg = 0)
    {
        if (time < m_end)
            m_queue.pushSlot(slot, eventAt(time, handler, kind, target, arg));
    }

    // Paces run() against the outside world; nullptr (the default) runs as fast as possible.
    void setScheduler(Scheduler* scheduler) { m_scheduler = scheduler; }

    // Returns false when the observer or the scheduler stopped the run early.
    bool run(SimObserver* observer);
    // Runs the arrivals read from `tape` instead of the queue, each handed to `arrivals` as an
    // Arrival event for its client: for lanes that never schedule an event of their own, which
    // would then see exactly what run() shows them (throws std::logic_error if one does). No
    // scheduler. Returns false when the observer stopped it or the tape ended incomplete.
    bool runTaped(ArrivalTapeReader& tape, EventHandler& arrivals, SimObserver* observer);

    [[nodiscard]] SimTime now() const { return m_now; }
    [[nodiscard]] SimTime end() const { return m_end; }
    [[nodiscard]] std::int64_t eventsProcessed() const { return m_events; }
    [[nodiscard]] const EventQueue& queue() const { return m_queue; }

    static constexpr std::int64_t kProgressEvery = 1 << 16;

private:
    // Beyond the end nothing would observe an event, and the past cannot be scheduled.
    [[nodiscard]] Event eventAt(SimTime time, std::uint16_t handler, EventKind kind,
                                std::int32_t target, std::int64_t arg) const
    {
        Event e;
        e.time = time < m_now ? m_now : time;
        e.arg = arg;
        e.target = target;
        e.handler = handler;
        e.kind = kind;
        return e;
    }
    void fireTicksBefore(SimTime time);
    // An event's bookkeeping before its handler runs.
    void enter(SimTime time)
    {
        if (time >= m_nextTick)
            fireTicksBefore(time);
        m_now = time;
        ++m_events;
    }
    // Every kProgressEvery events: reports progress; false when the observer asks to stop.
    bool keepGoing(SimObserver* observer, std::int64_t& untilProgress)
    {
        return --untilProgress != 0 || reportProgress(observer, untilProgress);
    }
    bool reportProgress(SimObserver* observer, std::int64_t& untilProgress);
    // Closes every bucket up to the end, once the last event ran.
    void finish(SimObserver* observer);

    EventQueue m_queue;
    std::vector<EventHandler*> m_handlers;
    std::vector<TickListener*> m_tickListeners;
    Scheduler* m_scheduler = nullptr;
    SimTime m_end;
    SimTime m_tickInterval;
    SimTime m_nextTick;
    std::int64_t m_nextTickIndex = 0;
    SimTime m_now = 0;
    std::int64_t m_events = 0;
};

} // namespace ratelab
