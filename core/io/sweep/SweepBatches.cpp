// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/sweep/SweepBatches.h"

#include "core/io/scenario/ScenarioWriter.h"

#include "core/sim/model/RunEstimate.h"
#include "core/sim/model/ScenarioLimits.h"

#include <algorithm>
#include <map>
#include <string>

namespace ratelab {
namespace {

// Equal for two runs exactly when they draw the same traffic and intern the same keys: the same
// scenario apart from its lanes, and lanes whose keys are rendered from the same templates.
std::string trafficSignature(const Scenario& scenario)
{
    Scenario withoutLanes = scenario;
    withoutLanes.lanes.clear();
    std::string signature = ScenarioWriter::toJson(withoutLanes).toStdString();
    signature += '\n' + scenario.name + '\n' + scenario.sourceDir;
    for (const LaneSpec& lane : scenario.lanes) {
        signature += "\nlane " + lane.keyTemplate;
        for (const RuleSpec& rule : lane.rules)
            signature += "\nrule " + rule.keyTemplate;
    }
    return signature;
}

} // namespace

std::vector<SweepBatch> SweepBatches::build(const SweepPlan& plan, int jobs)
{
    const qsizetype runs = plan.runCount();
    std::map<std::string, std::vector<qsizetype>> bySignature;
    std::vector<const std::vector<qsizetype>*> order; // signatures in order of their first run
    for (qsizetype r = 0; r < runs; ++r) {
        auto [it, fresh] = bySignature.try_emplace(trafficSignature(plan.scenario(r)));
        it->second.push_back(r);
        if (fresh)
            order.push_back(&it->second);
    }

    std::vector<SweepBatch> batches;
    for (const std::vector<qsizetype>* group : order) {
        const auto lanes = std::max<std::size_t>(1, plan.scenario(group->front()).lanes.size());
        const auto size = static_cast<qsizetype>(group->size());
        const qsizetype threads = std::clamp<qsizetype>(jobs, 1, size);
        const double runBytes =
            estimateRun(plan.scenario(group->front())).bytes - kEstimateBaselineBytes;
        const auto fitting = static_cast<qsizetype>(kMaxBatchBytes / std::max(runBytes, 1.0));
        const qsizetype cap = std::max<qsizetype>(
            1, std::min({qsizetype{kMaxRunsPerBatch}, fitting,
                         static_cast<qsizetype>(static_cast<std::size_t>(kMaxLanes) / lanes)}));
        // As few batches as the cap allows, a multiple of the threads, of sizes that differ by
        // one at most: every thread gets about the same work, and no thread waits for a last
        // large batch.
        qsizetype count = (size + cap - 1) / cap;
        count = (count + threads - 1) / threads * threads;
        count = std::min(count, size);
        qsizetype first = 0;
        for (qsizetype b = 0; b < count; ++b) {
            const qsizetype end = first + size / count + (b < size % count ? 1 : 0);
            SweepBatch batch;
            batch.scenario = plan.scenario((*group)[static_cast<std::size_t>(first)]);
            batch.scenario.lanes.clear();
            for (qsizetype i = first; i < end; ++i) {
                const qsizetype r = (*group)[static_cast<std::size_t>(i)];
                batch.runs.push_back(r);
                const std::vector<LaneSpec>& own = plan.scenario(r).lanes;
                for (std::size_t l = 0; l < own.size(); ++l) {
                    // Lane names are unique in a scenario; split() gives each its own back.
                    batch.scenario.lanes.push_back(own[l]);
                    batch.scenario.lanes.back().name += " [run " + std::to_string(r) + "]";
                    batch.laneStreams.push_back(static_cast<std::int32_t>(l));
                }
            }
            first = end;
            batches.push_back(std::move(batch));
        }
    }
    // Runs in grid order as far as the batches allow: the earliest points finish first.
    std::stable_sort(batches.begin(), batches.end(), [](const SweepBatch& a, const SweepBatch& b) {
        return a.runs.front() < b.runs.front();
    });
    return batches;
}

std::vector<RunResult> SweepBatches::split(const SweepBatch& batch, const SweepPlan& plan,
                                           RunResult&& result)
{
    // What is per lane is cut into the runs' shares; the rest (a sweep's runs keep figures only)
    // is each run's as it is. `events` stays the batch's: the lanes' own events are not told apart.
    const std::vector<LaneSummary> summaries = std::move(result.summaries);
    const std::vector<LaneSeries> series = std::move(result.series);
    const std::vector<LaneTopologyTotals> topology = std::move(result.topology);
    result.summaries.clear();
    result.series.clear();
    result.topology.clear();
    result.keyNames.clear();
    result.clientNames.clear();
    result.requests.clear();
    std::vector<RunResult> out;
    out.reserve(batch.runs.size());
    std::size_t lane = 0;
    for (const qsizetype r : batch.runs) {
        const std::size_t n = plan.scenario(r).lanes.size();
        const auto slice = [&](const auto& all, auto& mine) {
            if (all.size() >= lane + n)
                mine.assign(all.begin() + static_cast<std::ptrdiff_t>(lane),
                            all.begin() + static_cast<std::ptrdiff_t>(lane + n));
        };
        RunResult& one = out.emplace_back(result);
        slice(summaries, one.summaries);
        const std::vector<LaneSpec>& own = plan.scenario(r).lanes;
        for (std::size_t l = 0; l < one.summaries.size(); ++l) {
            LaneSummary& summary = one.summaries[l];
            summary.lane = own[l].name;
            // A one-rule lane's rule is named after the lane.
            if (own[l].rules.empty() && !summary.rules.empty())
                summary.rules.front().rule = own[l].name;
        }
        slice(series, one.series);
        slice(topology, one.topology);
        lane += n;
    }
    return out;
}

} // namespace ratelab
