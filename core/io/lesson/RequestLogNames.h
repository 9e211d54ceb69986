// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The claim names computed from a run's request log rather than read from its summary
// (docs/lessons.md, "Figures from the request log"):
//   LANE.first_attempts, LANE.retry_traffic               retries / first attempts
//   LANE.client[NAME|I].METRIC                            one client group's requests,
//                                                         first_attempts, retries, admitted,
//                                                         rejected, retry_traffic (from the
//                                                         engine's own counts when the run has
//                                                         them, so a truncated log is no bar);
//                                                         dropped, held, max_wait_ms of its own
//                                                         limiter (engine counts only)
//   LANE.same_arrivals[OTHER], LANE.differs_from[OTHER]   do two lanes see the same first
//                                                         attempts; the share decided differently
//   LANE.estimate_error                                   a sliding counter's mean relative error
//                                                         against the exact count of its window
//   LANE.early_warnings, LANE.early_warning_keys,         windows (keys) past half the limit in
//   LANE.early_warning_legitimate_keys                    the first fifth of the window
//   LANE.p99_legitimate_rate                              99th percentile of a legitimate client's
//                                                         first attempts per window
// Used by RunNames; reads only; the run and scenario must outlive it.
#include "core/io/lesson/ClaimExpression.h"

#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

namespace ratelab {

class RequestLogNames {
public:
    RequestLogNames(const Scenario& scenario, const RunResult& result);

    // Whether `figure` (the name's second segment) is one of the names above.
    static bool knows(const std::string& figure);

    std::optional<ResolvedName> resolve(std::size_t lane, const ClaimName& name,
                                        std::string& problem) const;

private:
    [[nodiscard]] std::vector<RequestRecord> recordsOf(std::size_t lane) const;
    std::optional<std::size_t> laneNamed(const std::string& name, std::string& problem) const;
    // Whether the engine counted every client of the lane (a run read back from CSV did not).
    [[nodiscard]] bool hasClientCounts(std::size_t lane) const
    {
        return m_result.summaries[lane].clients.size() == m_groupOfClient.size();
    }
    std::optional<ResolvedName> clientFigure(std::size_t lane, const ClaimName& name,
                                             std::string& problem) const;
    std::optional<ResolvedName> compare(std::size_t lane, const ClaimName& name,
                                        std::string& problem) const;
    [[nodiscard]] double estimateError(std::size_t lane) const;
    [[nodiscard]] ResolvedName earlyWarnings(std::size_t lane, const std::string& figure) const;
    [[nodiscard]] double p99LegitimateRate(std::size_t lane) const;

    const Scenario& m_scenario;
    const RunResult& m_result;
    std::vector<std::size_t> m_groupOfClient; // scenario.clients index of each run client
};

} // namespace ratelab
