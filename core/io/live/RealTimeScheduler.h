// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Live mode's pace for the engine, as OMNeT++'s real-time scheduler: an event at virtual time t
// runs when the scaled wall clock reaches t (LiveClock, started when the engine asks first); while
// it waits, a Redis reply arriving in the LiveInbox wakes it and goes into the engine as a
// StoreReply event at the virtual time reached. The run ends when no event is left and no call is
// in flight. Reports progress and polls cancellation about ten times a second. Owned by runLive;
// the engine's thread only.
#include "core/io/live/LiveClock.h"
#include "core/io/live/LiveInbox.h"

#include "core/sim/kernel/Scheduler.h"
#include "core/sim/kernel/SimObserver.h"

#include <optional>
#include <vector>

namespace ratelab {

class RealTimeScheduler final : public Scheduler {
public:
    RealTimeScheduler(double speed, LiveInbox& inbox, SimObserver* observer);

    bool beforeNextEvent(Engine& engine) override;

    // The virtual time the wall clock has reached (0 before the run starts).
    [[nodiscard]] SimTime now() const { return m_clock ? m_clock->now() : 0; }
    [[nodiscard]] bool cancelled() const { return m_cancelled; }

private:
    bool inject(Engine& engine, std::vector<LiveReply> replies);
    // False when the observer asks to cancel.
    bool reportProgress(LiveClock::Wall::time_point wallNow, SimTime end);

    double m_speed;
    LiveInbox& m_inbox;
    SimObserver* m_observer;
    std::optional<LiveClock> m_clock;
    LiveClock::Wall::time_point m_nextProgress{};
    bool m_cancelled = false;
};

} // namespace ratelab
