// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The names a claim can read from one run of one scenario (docs/lessons.md):
//   LANE.METRIC               summary.csv's figures (RunMetrics), the world's totals, or the
//                             lane's scenario fields as parameters (LANE.burst, LANE.window_ms)
//   LANE.bucket[I].METRIC     one bucket of the series (timeseries.csv's figures and more)
//   LANE.region[R].admitted   a region's admissions (by name or index), LANE.instance[I].admitted
//   LANE.rule[R].METRIC       one rule of the lane's policy (by name or index): rules.csv's figures
//   LANE.max_level            the highest level the tracked key reached
//   lane[I].METRIC            the same by the lane's position, from 0
//   *.METRIC                  every lane's value, for min(), max(), sum(), all(), any()
//   scenario.FIELD            a top-level scenario field (scenario.duration_ms)
//   client[NAME|I].FIELD      a client's field (client[0].arrival.rate_per_sec)
// LANE is a lane's name, bare when it is letters, digits, '-' and '_' (fixed-window), else in
// brackets ([token bucket B=12]). Reads only; the run and scenario must outlive it.
#include "core/io/lesson/ClaimExpression.h"

#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

namespace ratelab {

class RunNames final : public NameResolver {
public:
    RunNames(const Scenario& scenario, const RunResult& result);

    std::optional<ResolvedName> resolve(const ClaimName& name, std::string& problem) const override;

private:
    std::optional<ResolvedName> laneName(std::size_t lane, const ClaimName& name,
                                         std::string& problem) const;
    std::optional<ResolvedName> bucketName(std::size_t lane, const ClaimName& name,
                                           std::string& problem) const;
    std::optional<ResolvedName> placeName(std::size_t lane, const ClaimName& name,
                                          std::string& problem) const;
    std::optional<ResolvedName> clientName(const ClaimName& name, std::string& problem) const;
    [[nodiscard]] std::string laneList() const;

    const Scenario& m_scenario;
    const RunResult& m_result;
};

} // namespace ratelab
