// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
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
    const double fraction =
        end > 0 ? std::min(1.0, static_cast<double>(now) / static_cast<double>(end)) : 1.0;
    draw(fraction, "", now >= end);
}

void ProgressReporter::onCount(std::int64_t done, std::int64_t total, const char* unit)
{
    const double fraction =
        total > 0 ? std::min(1.0, static_cast<double>(done) / static_cast<double>(total)) : 1.0;
    char detail[64];
    std::snprintf(detail, sizeof detail, "  %lld/%lld %s", static_cast<long long>(done),
                  static_cast<long long>(total), unit);
    draw(fraction, detail, done >= total);
}

void ProgressReporter::draw(double fraction, const char* detail, bool last)
{
    if (!m_enabled)
        return;
    const Clock::time_point wall = Clock::now();
    if (wall - m_start < std::chrono::seconds(1))
        return;
    if (m_drawn && wall - m_lastDraw < std::chrono::milliseconds(100) && !last)
        return;
    m_lastDraw = wall;
    m_drawn = true;
    constexpr int kWidth = 30;
    const int filled = static_cast<int>(fraction * kWidth);
    const double seconds = std::chrono::duration<double>(wall - m_start).count();
    std::string bar(static_cast<std::size_t>(filled), '#');
    bar.append(static_cast<std::size_t>(kWidth - filled), '.');
    // The rate so far, assumed to hold: good enough for a bar, and honest about being a guess.
    char eta[32] = "";
    if (fraction > 0.0 && fraction < 1.0)
        std::snprintf(eta, sizeof eta, ", ETA %.0f s", seconds * (1.0 - fraction) / fraction);
    std::fprintf(m_terminal, "\r[%s] %3d%%%s  %.1f s%s   ", bar.c_str(),
                 static_cast<int>(fraction * 100), detail, seconds, eta);
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
    std::fprintf(m_terminal, "\r%78s\r", "");
    std::fflush(m_terminal);
    m_drawn = false;
}

} // namespace ratelab
