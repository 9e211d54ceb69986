// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The run command's SimObserver: draws a progress bar with an ETA on stderr, but only when
// stderr is a terminal and the run has already taken more than a second (quick runs stay
// silent, and scripts that capture stderr never see control characters); stops the run on
// Ctrl-C. `sweep` feeds it finished runs instead. Lives on the thread that runs the simulation
// (for a sweep, the thread that waits for the workers).
#include "core/sim/kernel/SimObserver.h"

#include <chrono>
#include <cstdint>
#include <cstdio>

namespace ratelab {

class ProgressReporter : public SimObserver {
public:
    ProgressReporter(std::FILE* terminal, bool enabled);
    ~ProgressReporter() override;

    void onProgress(SimTime now, SimTime end) override;
    // `done` of `total` units (a sweep's runs) finished.
    void onCount(std::int64_t done, std::int64_t total, const char* unit);
    [[nodiscard]] bool cancelRequested() const override;

    // Clears the bar, if one was drawn.
    void finish();

private:
    using Clock = std::chrono::steady_clock;
    void draw(double fraction, const char* detail, bool last);

    std::FILE* m_terminal;
    bool m_enabled;
    bool m_drawn = false;
    Clock::time_point m_start;
    Clock::time_point m_lastDraw;
};

} // namespace ratelab
