// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/traffic/ArrivalProcess.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ratelab {
namespace {

__extension__ typedef __int128 Int128; // exact products of large counts and times

} // namespace

SimTime ArrivalProcess::floorTime(double us)
{
    const double capped = std::min(us, 9.0e18);
    return static_cast<SimTime>(std::floor(capped));
}

ArrivalDefaults arrivalDefaults(const Scenario& scenario)
{
    ArrivalDefaults d;
    if (!scenario.lanes.empty()) {
        d.limit = scenario.lanes.front().params.limit;
        d.windowMs = scenario.lanes.front().params.windowMs;
    }
    return d;
}

ArrivalProcess::ArrivalProcess(const ArrivalSpec& spec, const ArrivalDefaults& defaults,
                               SimTime runEnd, Random rng)
    : m_spec(&spec)
    , m_rng(rng)
    , m_from(fromMillis(spec.startMs))
    , m_until(spec.endMs >= 0 ? std::min(runEnd, fromMillis(spec.endMs)) : runEnd)
{
    switch (spec.kind) {
    case ArrivalKind::Constant:
        m_rateMilli = std::llround(spec.ratePerSec * 1000.0);
        m_done = m_rateMilli <= 0;
        break;
    case ArrivalKind::Poisson:
    case ArrivalKind::OnOff:
        m_meanGapUs = 1e6 / spec.ratePerSec;
        m_poisson = spec.kind == ArrivalKind::Poisson;
        break;
    case ArrivalKind::Diurnal:
        m_meanGapUs = 1e6 / std::max(spec.ratePerSec, spec.peakRatePerSec);
        break;
    case ArrivalKind::Burst:
        m_count = spec.count > 0 ? spec.count : defaults.limit;
        m_repeat = fromMillis(spec.repeatEveryMs);
        break;
    case ArrivalKind::BoundaryAttacker: {
        m_count = spec.count > 0 ? spec.count : defaults.limit;
        m_window = fromMillis(spec.windowMs > 0 ? spec.windowMs : defaults.windowMs);
        m_spread = fromMillis(spec.spreadMs);
        // Attacks land on window boundaries, so the period is rounded up to whole windows.
        m_repeat = spec.repeatEveryMs > 0
                       ? ceilDiv(fromMillis(spec.repeatEveryMs), m_window) * m_window
                       : 0;
        // Spread 0 fires the first half all at the last microsecond before the boundary.
        m_firstBoundary = ceilDiv(m_from + std::max<SimTime>(m_spread, 1), m_window) * m_window;
        break;
    }
    case ArrivalKind::Trace:
        m_trace = spec.timesMs;
        std::sort(m_trace.begin(), m_trace.end());
        break;
    case ArrivalKind::TraceFile: // fed by the TrafficSource from the file instead
        m_done = true;
        break;
    }
}

SimTime ArrivalProcess::candidate()
{
    const ArrivalSpec& s = *m_spec;
    switch (s.kind) {
    case ArrivalKind::Constant: {
        const auto offset =
            static_cast<SimTime>(static_cast<Int128>(m_k) * 1'000'000'000 / m_rateMilli);
        ++m_k;
        return m_from + fromMillis(s.phaseMs) + offset;
    }
    case ArrivalKind::Poisson:
        return poisson();
    case ArrivalKind::OnOff: {
        // Draw in "on" time only, then lay the on-periods out on the real time line.
        m_u += m_rng.exponential(m_meanGapUs);
        const double on = static_cast<double>(fromMillis(s.onMs));
        const double cycle = static_cast<double>(fromMillis(s.onMs + s.offMs));
        const double periods = std::floor(m_u / on);
        const double real = periods * cycle + (m_u - periods * on);
        return m_from + floorNonNegative(real);
    }
    case ArrivalKind::Diurnal: {
        // Thinning: candidates at the peak rate, each kept with probability rate(t) / peak.
        const double peak = std::max(s.ratePerSec, s.peakRatePerSec);
        const double period = static_cast<double>(fromMillis(s.periodMs));
        for (;;) {
            m_u += m_rng.exponential(m_meanGapUs);
            const SimTime t = m_from + floorNonNegative(m_u);
            if (t >= m_until)
                return t;
            const double phase = 2.0 * std::numbers::pi * static_cast<double>(t) / period;
            const double rate =
                s.ratePerSec + (s.peakRatePerSec - s.ratePerSec) * (1.0 - std::cos(phase)) / 2.0;
            if (m_rng.uniform01() * peak < rate)
                return t;
        }
    }
    case ArrivalKind::Burst: {
        const std::int64_t burst = m_k / m_count;
        const std::int64_t member = m_k % m_count;
        if (burst > 0 && m_repeat == 0)
            return kNever;
        ++m_k;
        return m_from + burst * m_repeat + member * fromMillis(s.spacingMs);
    }
    case ArrivalKind::BoundaryAttacker: {
        const std::int64_t attack = m_k / (2 * m_count);
        const std::int64_t member = m_k % (2 * m_count);
        if (attack > 0 && m_repeat == 0)
            return kNever;
        ++m_k;
        const SimTime boundary = m_firstBoundary + attack * m_repeat;
        // Spread each half evenly; 128-bit so that huge counts times long spreads stay exact.
        const auto step = [this](std::int64_t i) {
            return static_cast<SimTime>(static_cast<Int128>(i) * m_spread / m_count);
        };
        if (member < m_count)
            return m_spread > 0 ? boundary - m_spread + step(member) : boundary - 1;
        return boundary + step(member - m_count);
    }
    case ArrivalKind::Trace:
        while (m_k < static_cast<std::int64_t>(m_trace.size())) {
            const SimTime t = fromMillis(m_trace[static_cast<std::size_t>(m_k++)]);
            if (t >= m_from)
                return t;
        }
        return kNever;
    case ArrivalKind::TraceFile:
        return kNever;
    }
    return kNever;
}

SimTime ArrivalProcess::nextOther()
{
    if (m_done)
        return kNever;
    return kept(candidate());
}

} // namespace ratelab
