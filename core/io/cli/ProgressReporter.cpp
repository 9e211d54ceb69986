#include "core/io/cli/ProgressReporter.h"

#include "core/io/cli/Interrupt.h"

#include <algorithm>
#include <string>

namespace ratelab {

ProgressReporter::ProgressReporter(std::FILE* terminal, bool enabled)
    : m_terminal(terminal)
    , m_enabled(enabled && terminal)
    , m_start(Clock::now())
{
}

ProgressReporter::~ProgressReporter()
{
    finish();
}

void ProgressReporter::onProgress(SimTime now, SimTime end)
{
    if (!m_enabled)
        return;
    const Clock::time_point wall = Clock::now();
    if (wall - m_start < std::chrono::seconds(1))
        return;
    if (m_drawn && wall - m_lastDraw < std::chrono::milliseconds(100) && now < end)
        return;
    m_lastDraw = wall;
    m_drawn = true;
    constexpr int kWidth = 30;
    const double fraction =
        end > 0 ? std::min(1.0, static_cast<double>(now) / static_cast<double>(end)) : 1.0;
    const int filled = static_cast<int>(fraction * kWidth);
    const double seconds = std::chrono::duration<double>(wall - m_start).count();
    std::string bar(static_cast<std::size_t>(filled), '#');
    bar.append(static_cast<std::size_t>(kWidth - filled), '.');
    std::fprintf(m_terminal, "\r[%s] %3d%%  %.1f s", bar.c_str(), static_cast<int>(fraction * 100),
                 seconds);
    std::fflush(m_terminal);
}

bool ProgressReporter::cancelRequested() const
{
    return InterruptGuard::interrupted();
}

void ProgressReporter::finish()
{
    if (!m_drawn)
        return;
    std::fprintf(m_terminal, "\r%60s\r", "");
    std::fflush(m_terminal);
    m_drawn = false;
}

} // namespace ratelab
