// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs every run of a SweepPlan on `jobs` threads, runs that share their traffic together as one
// single-threaded runScenario of their lanes (SweepBatches, figures only), and keeps each run's
// summaries in its grid slot, so the results (and sweep.csv) do not depend on the thread count or
// on which thread finished first. Call from one thread; the control is only
// called on that thread.
#include "core/io/sweep/SweepPlan.h"

#include "core/sim/model/RunResult.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ratelab {

// What the caller sees while a sweep runs.
class SweepControl {
public:
    virtual ~SweepControl() = default;
    virtual void onRunsDone(qsizetype done, qsizetype total)
    {
        (void)done;
        (void)total;
    }
    // Run `run` has finished (its figures only, as SweepResults keeps them), in the order runs
    // finish: a view draws partial results from it. Called on the caller's thread.
    virtual void onRunFinished(qsizetype run, const RunResult& result)
    {
        (void)run;
        (void)result;
    }
    // Polled about every 20 ms; true stops the sweep (finished runs are kept).
    [[nodiscard]] virtual bool cancelRequested() const { return false; }
};

struct SweepResults {
    // By run (point-major, then seed); a run that did not finish is empty. Only the summaries
    // and versions are kept.
    std::vector<std::optional<RunResult>> runs;
    std::string failure; // the first run that threw, with its message; empty if none
    bool cancelled = false;

    // Every seed of the point finished.
    [[nodiscard]] bool pointComplete(const SweepPlan& plan, qsizetype point) const;
};

class SweepRunner {
public:
    static SweepResults run(const SweepPlan& plan, int jobs, SweepControl* control = nullptr);

private:
    static SweepResults runOnThisThread(const SweepPlan& plan, SweepControl* control);
};

} // namespace ratelab
