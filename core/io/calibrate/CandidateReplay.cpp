// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/CandidateReplay.h"

#include "core/io/calibrate/RateAnalysis.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

namespace ratelab {

CandidateReplay::CandidateReplay(const RateAnalysis& analysis, const std::vector<char>& legitimate,
                                 AlgorithmKind algorithm, std::int64_t windowMs)
    : m_analysis(analysis)
    , m_legitimate(legitimate)
    , m_algorithm(algorithm)
    , m_windowMs(windowMs)
    , m_lanesByCategory(analysis.categories().size())
{
}

LimitParams CandidateReplay::params(std::int64_t limit, std::int64_t burst) const
{
    const AlgorithmInfo& info = algorithmInfo(m_algorithm);
    LimitParams params;
    params.limit = limit;
    params.windowMs = m_windowMs;
    params.burst = info.usesBurst ? burst : 0;
    params.warmupMs = info.usesWarmup ? m_windowMs : 0;
    return params;
}

void CandidateReplay::addLane(const LaneConfig& config)
{
    m_lanes.push_back(std::make_unique<CandidateLane>(
        config, makeAlgorithm(m_algorithm, params(config.limit, config.burst)), m_windowMs,
        m_analysis.keysInCategory(config.category)));
    m_lanesByCategory[static_cast<std::size_t>(config.category)].push_back(m_lanes.back().get());
}

bool CandidateReplay::add(const LogRecord& record)
{
    const auto key = m_analysis.findKey(record);
    if (!key) {
        m_error = "line " + std::to_string(record.line) + ": identity \"" + record.identity
                  + "\" in category \"" + record.category
                  + "\" was not in the first pass (did the log change while it was read?)";
        return false;
    }
    const std::int64_t earliest = m_started ? m_lastTimeMs : m_analysis.firstTimeMs();
    if (record.timeMs < earliest) {
        m_error = "line " + std::to_string(record.line) + ": time " + std::to_string(record.timeMs)
                  + " ms is earlier than " + std::to_string(earliest)
                  + " ms (records must come in time order, as in the first pass)";
        return false;
    }
    m_started = true;
    m_lastTimeMs = record.timeMs;
    const RateKey& k = m_analysis.keys()[static_cast<std::size_t>(*key)];
    const bool legitimate = m_legitimate[static_cast<std::size_t>(k.identity)] != 0;
    const std::int64_t sinceStart = record.timeMs - m_analysis.firstTimeMs();
    for (CandidateLane* lane : m_lanesByCategory[static_cast<std::size_t>(k.category)])
        lane->decide(k.indexInCategory, record.timeMs, sinceStart, legitimate);
    return true;
}

bool CandidateReplay::run(const RecordSource& source, std::string* error)
{
    const bool ok = source([this](const LogRecord& record) { return add(record); }, error);
    if (!m_error.empty() && error)
        *error = m_error;
    return ok && m_error.empty();
}

} // namespace ratelab
