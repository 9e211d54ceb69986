// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Everything one lane counts while it runs, under the names DESIGN.md gives them: the summary
// counters, the time-series buckets, the exact max-admitted-in-any-window tracker and the
// added-delay percentiles. Fed one finished decision at a time, in time order. Owned by its
// lane; single-threaded.
#include "core/sim/engine/DelayHistogram.h"
#include "core/sim/engine/WindowMaxTracker.h"
#include "core/sim/model/RunResult.h"
#include "core/sim/store/KeyStore.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace ratelab {

// One finished decision as the metrics see it.
struct DecisionFacts {
    SimTime time = 0;
    Millis timeMs = 0; // `time` floored to ms: windows are measured on it
    std::int32_t key = 0;
    std::int32_t client = 0;
    std::int64_t cost = 1;
    std::int32_t attempt = 0;
    std::int64_t delayMs = 0; // added latency of an admitted request
    bool legitimate = true;
    bool admitted = false;     // the request was served (dry run serves every request)
    bool wouldReject = false;  // dry run: the limiter said no, the request was served anyway
    bool failedOpen = false;   // served because the store failed
    bool failedClosed = false; // refused because the store failed
    bool error = false;        // the store answered with an error
    bool softWarning = false;
    bool allowed = false; // the limiter's own answer
};

class LaneMetrics {
public:
    // tracksWindow false: a policy lane, whose first rule measures the window (Policy), so the
    // lane keeps no tracker of its own and leaves the summary's window figures to its caller.
    // figuresOnly: the summary's figures are all that is wanted, so the per-client counts are not
    // kept and the series' counts all land in one scratch bucket.
    LaneMetrics(std::size_t keyCount, SimTime window, std::size_t bucketCount,
                std::size_t clientCount, bool tracksWindow = true, bool figuresOnly = false);

    // Inline, into the lane's one caller: it runs once per decision, and the facts then stay in
    // registers instead of going through memory.
    [[gnu::always_inline]] void record(const DecisionFacts& facts)
    {
        SeriesBucket& b = m_buckets[m_current];
        ++m_requests;
        if (!m_figuresOnly) {
            ClientCounts& c = m_clients[static_cast<std::size_t>(facts.client)];
            ++c.requests;
            c.firstAttempts += facts.attempt == 0 ? 1 : 0;
            c.allowed += facts.allowed ? 1 : 0;
        }
        if (facts.attempt > 0) {
            ++m_retries;
            ++b.retries;
        }
        if (facts.admitted) {
            ++m_admitted;
            ++b.admitted;
            // Limiters decide on whole milliseconds, so the window is measured on true time
            // floored to the millisecond: otherwise two requests 59,999.2 ms apart that an exact
            // limiter rightly sees as 60,000 ms apart would count as one window's over-admission.
            if (m_tracksWindow)
                m_window.admit(facts.key, fromMillis(facts.timeMs), facts.cost);
            m_delays.add(facts.delayMs);
            if (!facts.legitimate)
                ++m_abusiveAdmitted;
        } else {
            ++m_rejected;
            ++b.rejected;
            if (facts.attempt > 0)
                ++m_rejectedRetries;
        }
        if (facts.wouldReject || facts.failedOpen || facts.failedClosed || facts.error
            || facts.softWarning)
            recordRare(facts, b);
        // A retry is the same request to its user: false positives count first attempts only.
        if (facts.legitimate && facts.attempt == 0) {
            ++m_legitimate;
            // A dry run measures the false positives enforcement would have caused.
            if (!facts.admitted || facts.wouldReject)
                ++m_legitimateRejected;
        }
    }
    void prefetch(std::int32_t key) const
    {
        if (m_tracksWindow)
            m_window.prefetch(key);
    }
    // A store round trip that ended now (in the current bucket), in µs.
    void noteRoundTrip(SimTime us)
    {
        SeriesBucket& b = m_buckets[m_current];
        ++b.storeRoundTrips;
        b.storeRoundTripUsTotal += us;
        b.storeRoundTripUsMax = std::max(b.storeRoundTripUsMax, us);
    }
    // The tracked key's level right after one of its decisions (in the current bucket).
    void noteLevel(double level);
    // The tracked key's level at the end of bucket `index`; later decisions go to index + 1.
    // `store` is what the lane's stores hold then (zero for in-process stores).
    void closeBucket(std::int64_t index, double level, const StoreGauges& store = {});

    // Fills the counters and series; the caller adds names, keys and state bytes.
    void fill(LaneSummary& summary, LaneSeries& series,
              const std::vector<std::string>& keyNames) const;
    // The boundary-burst figures of `window`, against the summary's limit.
    static void fillWindow(LaneSummary& summary, const WindowMaxTracker& window,
                           const std::vector<std::string>& keyNames);

private:
    // By value: a reference would make the caller keep every decision's facts in memory.
    void recordRare(DecisionFacts facts, SeriesBucket& b);

    bool m_tracksWindow;
    bool m_figuresOnly;
    WindowMaxTracker m_window;
    std::vector<ClientCounts> m_clients;
    DelayHistogram m_delays;
    std::vector<SeriesBucket> m_buckets;
    std::vector<std::uint8_t> m_levelSeen; // a decision on the tracked key set levelMax
    std::size_t m_current = 0; // the bucket decisions land in now (advanced by the ticks)
    std::int64_t m_requests = 0;
    std::int64_t m_admitted = 0;
    std::int64_t m_rejected = 0;
    std::int64_t m_failedOpen = 0;
    std::int64_t m_failedClosed = 0;
    std::int64_t m_errors = 0;
    std::int64_t m_wouldReject = 0;
    std::int64_t m_softWarnings = 0;
    std::int64_t m_retries = 0;
    std::int64_t m_rejectedRetries = 0;
    std::int64_t m_legitimate = 0;         // legitimate first attempts
    std::int64_t m_legitimateRejected = 0; // of which rejected (or would be, in a dry run)
    std::int64_t m_abusiveAdmitted = 0;    // admitted decisions of clients not legitimate
    std::int64_t m_evictionsSeen = 0;      // store evictions up to the last closed bucket
};

} // namespace ratelab
