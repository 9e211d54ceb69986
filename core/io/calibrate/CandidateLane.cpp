// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/CandidateLane.h"

namespace ratelab {

CandidateLane::CandidateLane(const LaneConfig& config, std::unique_ptr<Algorithm> algorithm,
                             std::int64_t windowMs, std::size_t keys)
    : m_config(config)
    , m_algorithm(std::move(algorithm))
    , m_states(keys)
    , m_throttled(keys, 0)
    , m_throttling(config.trackThrottled ? keys : 0)
    , m_window(keys, fromMillis(windowMs))
{
}

void CandidateLane::reject(std::int32_t key, std::int64_t timeMs, bool legitimate)
{
    ++m_counts.rejected;
    if (legitimate)
        ++m_counts.legitimateRejected;
    else
        ++m_counts.abusiveRejected;
    const auto k = static_cast<std::size_t>(key);
    if (!m_throttled[k]) {
        m_throttled[k] = 1;
        ++m_counts.throttledKeys;
        if (m_config.trackThrottled)
            m_throttling[k].firstThrottledMs = timeMs;
    }
    if (m_config.trackThrottled)
        ++m_throttling[k].rejected;
}

LaneCounts CandidateLane::counts() const
{
    LaneCounts counts = m_counts;
    counts.maxAdmittedAnyWindow = m_window.best();
    return counts;
}

} // namespace ratelab
