// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/live/RealTimeScheduler.h"

#include "core/io/live/LiveKeyStore.h"

#include "core/sim/kernel/Engine.h"

#include <algorithm>
#include <utility>

namespace ratelab {

namespace {

constexpr std::chrono::milliseconds kProgressEvery{100};

} // namespace

RealTimeScheduler::RealTimeScheduler(double speed, LiveInbox& inbox, SimObserver* observer)
    : m_speed(speed)
    , m_inbox(inbox)
    , m_observer(observer)
{
}

bool RealTimeScheduler::beforeNextEvent(Engine& engine)
{
    auto wallNow = LiveClock::Wall::now();
    if (!m_clock) {
        m_clock.emplace(wallNow, m_speed);
        m_nextProgress = wallNow + kProgressEvery;
    }
    // The first look at the inbox does not wait: replies that came while events ran go first.
    auto until = wallNow;
    for (;;) {
        if (!reportProgress(wallNow, engine.end()))
            return false;
        if (inject(engine, m_inbox.takeUntil(until)))
            return true;
        wallNow = LiveClock::Wall::now();
        if (engine.queue().empty()) {
            if (m_inbox.inFlight() == 0)
                return true;
            until = m_nextProgress;
        } else {
            const auto due = m_clock->wallAt(engine.queue().top().time);
            if (due <= wallNow)
                return true;
            until = std::min(due, m_nextProgress);
        }
    }
}

bool RealTimeScheduler::inject(Engine& engine, std::vector<LiveReply> replies)
{
    if (replies.empty())
        return false;
    // At the virtual time reached, never before the engine's now, and inside the run so that
    // every request sent is decided (a reply later than the end is counted in the last bucket).
    const SimTime at = std::clamp(m_clock->now(), engine.now(), engine.end() - 1);
    for (LiveReply& reply : replies) {
        const std::uint16_t handler = reply.store->accept(reply.ticket, std::move(reply.result));
        engine.schedule(at, handler, EventKind::StoreReply, 0, reply.ticket);
    }
    return true;
}

bool RealTimeScheduler::reportProgress(LiveClock::Wall::time_point wallNow, SimTime end)
{
    if (wallNow < m_nextProgress)
        return true;
    m_nextProgress = wallNow + kProgressEvery;
    if (!m_observer)
        return true;
    m_observer->onProgress(std::clamp<SimTime>(m_clock->toVirtual(wallNow), 0, end), end);
    if (m_observer->cancelRequested())
        m_cancelled = true;
    return !m_cancelled;
}

} // namespace ratelab
