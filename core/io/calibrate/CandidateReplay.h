// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One replay pass of a calibration: every record of the log goes, in time order, to each
// candidate lane of its endpoint category, so many configurations are judged on one read of the
// log. Keys and categories are the first pass's (RateAnalysis); a record the first pass did not
// see means the log changed between passes, and stops the replay. Single-threaded.
#include "core/io/calibrate/CandidateLane.h"
#include "core/io/calibrate/RecordSource.h"

#include "core/sim/algorithms/AlgorithmKind.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ratelab {

class RateAnalysis;

class CandidateReplay {
public:
    CandidateReplay(const RateAnalysis& analysis, const std::vector<char>& legitimate,
                    AlgorithmKind algorithm, std::int64_t windowMs);

    // The parameters a lane runs with: limit per window, the burst where the algorithm takes
    // one, and a warm-up of one window where it needs one.
    [[nodiscard]] LimitParams params(std::int64_t limit, std::int64_t burst) const;

    void addLane(const LaneConfig& config);
    [[nodiscard]] const std::vector<std::unique_ptr<CandidateLane>>& lanes() const
    {
        return m_lanes;
    }

    // One record; false (error() says why) if its key is unknown to the first pass or it goes
    // back in time.
    bool add(const LogRecord& record);
    // Runs a whole pass from the source.
    bool run(const RecordSource& source, std::string* error);

    [[nodiscard]] const std::string& error() const { return m_error; }

private:
    const RateAnalysis& m_analysis;
    const std::vector<char>& m_legitimate;
    AlgorithmKind m_algorithm;
    std::int64_t m_windowMs;
    std::vector<std::unique_ptr<CandidateLane>> m_lanes;
    std::vector<std::vector<CandidateLane*>> m_lanesByCategory;
    std::int64_t m_lastTimeMs = 0;
    bool m_started = false;
    std::string m_error;
};

} // namespace ratelab
