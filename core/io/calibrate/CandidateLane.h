// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One candidate configuration of a calibration replay: an algorithm at one limit and burst,
// applied per (identity, endpoint category) key of one category, in the log's own time. It
// counts what the summary and the suggestions report: admitted and rejected requests, the
// legitimate ones rejected (false positives), the abusive ones admitted and rejected (requests
// saved), the boundary-burst measure and, when asked, who was throttled first when and how often.
// Fed by CandidateReplay in time order; single-threaded.
#include "core/sim/algorithms/Algorithm.h"
#include "core/sim/engine/WindowMaxTracker.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace ratelab {

struct LaneConfig {
    std::int32_t category = 0;
    std::int64_t limit = 1;
    std::int64_t burst = 1;
    bool trackThrottled = false; // keep per-key first_throttled_ms and rejected
};

struct LaneCounts {
    std::int64_t admitted = 0;
    std::int64_t rejected = 0;
    std::int64_t legitimateRequests = 0;
    std::int64_t legitimateRejected = 0;
    std::int64_t abusiveAdmitted = 0;
    std::int64_t abusiveRejected = 0; // requests saved from abusive identities
    std::int64_t maxAdmittedAnyWindow = 0;
    std::int64_t throttledKeys = 0; // keys with at least one rejected request

    // legitimate rejected / legitimate requests; 0 when the lane saw no legitimate request.
    [[nodiscard]] double falsePositiveRate() const
    {
        return legitimateRequests == 0 ? 0.0
                                       : static_cast<double>(legitimateRejected)
                                             / static_cast<double>(legitimateRequests);
    }
};

struct KeyThrottling {
    std::int64_t firstThrottledMs = 0; // log time of the first rejected request
    std::int64_t rejected = 0;
};

class CandidateLane {
public:
    // `window` is the algorithm's and the boundary-burst measure's W in ms.
    CandidateLane(const LaneConfig& config, std::unique_ptr<Algorithm> algorithm,
                  std::int64_t windowMs, std::size_t keys);

    // timeMs is the log's time (the limiter clock); sinceStart the same relative to the log's
    // first record, which the window measure needs to fit its packed entries.
    void decide(std::int32_t key, std::int64_t timeMs, std::int64_t sinceStartMs, bool legitimate)
    {
        DecideInput in;
        in.nowMs = timeMs;
        const bool allowed =
            m_algorithm->decide(m_states[static_cast<std::size_t>(key)], in).allowed;
        if (legitimate)
            ++m_counts.legitimateRequests;
        if (allowed) {
            ++m_counts.admitted;
            if (!legitimate)
                ++m_counts.abusiveAdmitted;
            m_window.admit(key, fromMillis(sinceStartMs), 1);
            return;
        }
        reject(key, timeMs, legitimate);
    }

    [[nodiscard]] const LaneConfig& config() const { return m_config; }
    // The counts so far (the window measure included).
    [[nodiscard]] LaneCounts counts() const;
    // Per key of the category (indexInCategory); empty unless trackThrottled.
    [[nodiscard]] const std::vector<KeyThrottling>& throttling() const { return m_throttling; }

private:
    void reject(std::int32_t key, std::int64_t timeMs, bool legitimate);

    LaneConfig m_config;
    std::unique_ptr<Algorithm> m_algorithm;
    std::vector<KeyState> m_states;
    std::vector<char> m_throttled; // per key: rejected at least once
    std::vector<KeyThrottling> m_throttling;
    WindowMaxTracker m_window;
    LaneCounts m_counts;
};

} // namespace ratelab
