#pragma once
// The run command's SimObserver: draws a progress bar on stderr, but only when stderr is a
// terminal and the run has already taken more than a second (quick runs stay silent, and
// scripts that capture stderr never see control characters); stops the run on Ctrl-C.
// Lives on the thread that runs the simulation.
#include "core/sim/kernel/SimObserver.h"

#include <chrono>
#include <cstdio>

namespace ratelab {

class ProgressReporter : public SimObserver {
public:
    ProgressReporter(std::FILE* terminal, bool enabled);
    ~ProgressReporter() override;

    void onProgress(SimTime now, SimTime end) override;
    [[nodiscard]] bool cancelRequested() const override;

    // Clears the bar, if one was drawn.
    void finish();

private:
    using Clock = std::chrono::steady_clock;

    std::FILE* m_terminal;
    bool m_enabled;
    bool m_drawn = false;
    Clock::time_point m_start;
    Clock::time_point m_lastDraw;
};

} // namespace ratelab
