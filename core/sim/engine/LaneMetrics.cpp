// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/LaneMetrics.h"

#include <algorithm>

namespace ratelab {

LaneMetrics::LaneMetrics(std::size_t keyCount, SimTime window, std::size_t bucketCount,
                         std::size_t clientCount, bool tracksWindow, bool figuresOnly)
    : m_tracksWindow(tracksWindow)
    , m_figuresOnly(figuresOnly)
    , m_window(tracksWindow ? keyCount : 0, window)
    , m_clients(figuresOnly ? 0 : clientCount)
    , m_buckets(figuresOnly ? std::min<std::size_t>(bucketCount, 1) : bucketCount)
    , m_levelSeen(m_buckets.size(), 0)
{
}

void LaneMetrics::recordRare(DecisionFacts f, SeriesBucket& b)
{
    if (f.wouldReject) {
        ++m_wouldReject;
        ++b.wouldReject;
    }
    if (f.failedOpen) {
        ++m_failedOpen;
        ++b.failedOpen;
    }
    if (f.failedClosed) {
        ++m_failedClosed;
        ++b.failedClosed;
    }
    if (f.error) {
        ++m_errors;
        ++b.errors;
    }
    if (f.softWarning)
        ++m_softWarnings;
}

void LaneMetrics::noteLevel(double level)
{
    const std::size_t i = m_current;
    SeriesBucket& b = m_buckets[i];
    b.levelMax = m_levelSeen[i] ? std::max(b.levelMax, level) : level;
    m_levelSeen[i] = 1;
}

void LaneMetrics::closeBucket(std::int64_t index, double level, const StoreGauges& store)
{
    if (index < 0 || static_cast<std::size_t>(index) >= m_buckets.size())
        return;
    const auto i = static_cast<std::size_t>(index);
    SeriesBucket& b = m_buckets[i];
    b.level = level;
    // The level at the end is one of the levels seen in the bucket.
    b.levelMax = m_levelSeen[i] ? std::max(b.levelMax, level) : level;
    m_levelSeen[i] = 1;
    b.storeMemoryBytes = store.memoryBytes;
    b.evictions = store.evictionsTotal - m_evictionsSeen;
    m_evictionsSeen = store.evictionsTotal;
    m_current = std::min(i + 1, m_buckets.size() - 1);
}

void LaneMetrics::fill(LaneSummary& s, LaneSeries& series,
                       const std::vector<std::string>& keyNames) const
{
    s.requests = m_requests;
    s.admitted = m_admitted;
    s.rejected = m_rejected;
    s.failedOpen = m_failedOpen;
    s.failedClosed = m_failedClosed;
    s.errors = m_errors;
    s.wouldReject = m_wouldReject;
    s.softWarnings = m_softWarnings;
    s.retries = m_retries;
    s.rejectedRetries = m_rejectedRetries;
    if (m_tracksWindow)
        fillWindow(s, m_window, keyNames);
    s.legitimateRequests = m_legitimate;
    s.legitimateRejected = m_legitimateRejected;
    s.abusiveAdmitted = m_abusiveAdmitted;
    s.falsePositiveRate = m_legitimate > 0 ? static_cast<double>(m_legitimateRejected)
                                                 / static_cast<double>(m_legitimate)
                                           : 0.0;
    s.p50DelayMs = static_cast<double>(m_delays.percentile(0.50));
    s.p99DelayMs = static_cast<double>(m_delays.percentile(0.99));
    s.clients = m_clients;
    if (!m_figuresOnly)
        series.buckets = m_buckets;
}

void LaneMetrics::fillWindow(LaneSummary& s, const WindowMaxTracker& window,
                             const std::vector<std::string>& keyNames)
{
    s.maxAdmittedAnyWindow = window.best();
    s.maxWindowKey.clear();
    s.maxWindowStart = 0;
    s.maxWindowEnd = 0;
    if (window.bestKey() >= 0) {
        s.maxWindowKey = keyNames[static_cast<std::size_t>(window.bestKey())];
        s.maxWindowStart = window.bestStart();
        s.maxWindowEnd = window.bestEnd();
    }
    s.overAdmissionRatio =
        s.limit > 0 ? static_cast<double>(s.maxAdmittedAnyWindow) / static_cast<double>(s.limit)
                    : 0.0;
}

} // namespace ratelab
