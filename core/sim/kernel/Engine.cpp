#include "core/sim/kernel/Engine.h"

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
        if (e.time >= m_nextTick)
            fireTicksBefore(e.time);
        m_now = e.time;
        ++m_events;
        m_handlers[e.handler]->handle(e);
        if (--untilProgress == 0) {
            untilProgress = kProgressEvery;
            if (observer) {
                observer->onProgress(m_now, m_end);
                if (observer->cancelRequested())
                    return false;
            }
        }
    }
    // Close every bucket up to the end, the last one possibly shorter than the interval.
    fireTicksBefore(m_end + m_tickInterval);
    m_now = m_end;
    if (observer)
        observer->onProgress(m_end, m_end);
    return true;
}

} // namespace ratelab
