// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How a running simulation reports outward: progress and cancellation. The CLI draws a progress
// bar with it, the GUI re-emits it as Qt signals from its worker thread, tests ignore it.
// Called on the thread that runs the simulation.
#include "core/sim/SimTime.h"

namespace ratelab {

class SimObserver {
public:
    virtual ~SimObserver() = default;
    // Called every so often with the virtual time reached and the time the run ends at.
    virtual void onProgress(SimTime now, SimTime end)
    {
        (void)now;
        (void)end;
    }
    // Polled with progress; returning true stops the run early (the result is then partial).
    [[nodiscard]] virtual bool cancelRequested() const { return false; }
};

} // namespace ratelab
