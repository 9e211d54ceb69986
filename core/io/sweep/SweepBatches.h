// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs of a sweep that differ only in their lanes' settings meet the same traffic, so they run as
// the lanes of one run: the traffic is drawn once for all of them, each lane draws its own run's
// random streams (RunEnvironment::laneStreams), and the result is split back into one per run,
// the figures each run alone gives, bit for bit. Built on one thread; read-only afterwards.
#include "core/io/sweep/SweepPlan.h"

#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

#include <cstdint>
#include <vector>

namespace ratelab {

struct SweepBatch {
    std::vector<qsizetype> runs; // the plan's runs, ascending
    Scenario scenario;           // the runs' lanes one after another, the first run's otherwise
    std::vector<std::int32_t> laneStreams;
};

class SweepBatches {
public:
    // At most this many runs share one run: with more, their lanes stop fitting in the caches and
    // each run costs more than the traffic it saves (measured in the note of issue 12).
    static constexpr int kMaxRunsPerBatch = 4;
    // Nor more runs than fit in this much memory together (estimateRun, less the process's own):
    // a sweep's memory check counts one run per thread, which a batch of small runs stays near.
    static constexpr double kMaxBatchBytes = 256.0 * 1024 * 1024;

    // The plan's runs in batches, in run order, each of runs that share their traffic; at least
    // `jobs` batches where the runs allow, so every thread has work.
    static std::vector<SweepBatch> build(const SweepPlan& plan, int jobs);
    // The batch's run results, in its runs' order, out of the result of its scenario.
    static std::vector<RunResult> split(const SweepBatch& batch, const SweepPlan& plan,
                                        RunResult&& result);
};

} // namespace ratelab
