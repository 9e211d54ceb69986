// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Something in the simulated world that reacts to its own events: the traffic source, a lane,
// later a simulated store, a clock, a fault injector. Registered with the Engine, which
// dispatches every event to handler[event.handler]. Single-threaded.
#include "core/sim/kernel/Event.h"

namespace ratelab {

class EventHandler {
public:
    virtual ~EventHandler() = default;
    virtual void handle(const Event& event) = 0;
};

// Told when true time crosses a sampling boundary, before any event at or after that boundary
// runs: the state it sees is the state at the end of the bucket that closed.
class TickListener {
public:
    virtual ~TickListener() = default;
    virtual void onTick(std::int64_t bucketIndex, SimTime bucketEnd) = 0;
};

} // namespace ratelab
