// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/kernel/Engine.h"

#include "core/sim/kernel/ArrivalTape.h"
#include "core/sim/kernel/Scheduler.h"
#include "core/sim/kernel/SimObserver.h"

#include <algorithm>
#include <stdexcept>

namespace ratelab {

Engine::Engine(SimTime end, SimTime tickInterval)
    : m_end(end)
    , m_tickInterval(tickInterval)
    , m_nextTick(tickInterval)
{
}

std::uint16_t Engine::addHandler(EventHandler* handler)
{
    if (m_handlers.size() >= 0xFFFF)
        throw std::length_error("too many event handlers");
    m_handlers.push_back(handler);
    return static_cast<std::uint16_t>(m_handlers.size() - 1);
}

void Engine::addTickListener(TickListener* listener)
{
    m_tickListeners.push_back(listener);
}

void Engine::schedule(SimTime time, std::uint16_t handler, EventKind kind, std::int32_t target,
                      std::int64_t arg)
{
    if (time < m_end)
        m_queue.push(eventAt(time, handler, kind, target, arg));
}

void Engine::fireTicksBefore(SimTime time)
{
    while (m_nextTick <= time && m_nextTickIndex * m_tickInterval < m_end) {
        for (TickListener* l : m_tickListeners)
            l->onTick(m_nextTickIndex, std::min(m_nextTick, m_end));
        ++m_nextTickIndex;
        m_nextTick += m_tickInterval;
    }
}

bool Engine::reportProgress(SimObserver* observer, std::int64_t& untilProgress)
{
    untilProgress = kProgressEvery;
    if (!observer)
        return true;
    observer->onProgress(m_now, m_end);
    return !observer->cancelRequested();
}

void Engine::finish(SimObserver* observer)
{
    // The last bucket is possibly shorter than the interval.
    fireTicksBefore(m_end + m_tickInterval);
    m_now = m_end;
    if (observer)
        observer->onProgress(m_end, m_end);
}

bool Engine::run(SimObserver* observer)
{
    std::int64_t untilProgress = kProgressEvery;
    for (;;) {
        // A simulation has no scheduler: this test is all it pays for the real-time one.
        if (m_scheduler && !m_scheduler->beforeNextEvent(*this))
            return false;
        if (m_queue.empty())
            break;
        const Event e = m_queue.pop();
        enter(e.time);
        m_handlers[e.handler]->handle(e);
        if (!keepGoing(observer, untilProgress))
            return false;
    }
    finish(observer);
    return true;
}

bool Engine::runTaped(ArrivalTapeReader& tape, EventHandler& arrivals, SimObserver* observer)
{
    if (m_scheduler)
        throw std::logic_error("a taped run has no scheduler");
    // A batch is a few pages: the tape's lock is taken once per batch, not per arrival.
    std::vector<TapedArrival> batch(4096);
    std::int64_t untilProgress = kProgressEvery;
    Event e;
    e.kind = EventKind::Arrival;
    while (const std::size_t n = tape.read(batch)) {
        for (std::size_t i = 0; i < n; ++i) {
            e.time = batch[i].time;
            e.target = batch[i].client;
            enter(e.time);
            arrivals.handle(e);
            if (!keepGoing(observer, untilProgress))
                return false;
        }
        // Lanes that schedule events of their own would need them ordered among the arrivals
        // by the sequence numbers of the run that drew them, which the tape does not keep.
        if (!m_queue.empty())
            throw std::logic_error("a lane fed from the arrival tape scheduled an event");
    }
    if (!tape.complete())
        return false;
    finish(observer);
    return true;
}

} // namespace ratelab
