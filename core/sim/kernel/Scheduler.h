// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How the engine's events meet the world outside the simulation, as OMNeT++'s cScheduler: the
// Engine asks its scheduler before it takes each event. Without one (the default) it runs as fast
// as possible; live mode's RealTimeScheduler waits for the scaled wall clock and injects the
// replies of a real store. Owned by whoever runs the engine; called on the engine's thread only.

namespace ratelab {

class Engine;

class Scheduler {
public:
    virtual ~Scheduler() = default;
    // Called before the engine takes its next event, also when its queue is empty. Returns once
    // the earliest event is due, after scheduling (Engine::schedule, at engine.now() or later)
    // whatever arrived from outside meanwhile. Returning with the queue empty ends the run;
    // returning false stops it early, as a cancel does.
    virtual bool beforeNextEvent(Engine& engine) = 0;
};

} // namespace ratelab
