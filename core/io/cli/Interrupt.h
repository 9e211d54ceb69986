// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Ctrl-C during a run: while a guard is alive, SIGINT only raises a flag, which the run's
// observer polls to stop the simulation early, so the command can exit without writing
// half-finished files. Main thread only; one guard at a time.
namespace ratelab {

class InterruptGuard {
public:
    InterruptGuard();
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;

    [[nodiscard]] static bool interrupted();
};

} // namespace ratelab
