// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/sweep/SweepRunner.h"

#include "core/io/run/ParallelRun.h"
#include "core/io/sweep/SweepBatches.h"

#include "core/sim/engine/Simulation.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <mutex>
#include <thread>

namespace ratelab {

namespace {

class StopObserver : public SimObserver {
public:
    explicit StopObserver(const std::atomic<bool>& stop)
        : m_stop(stop)
    {
    }
    [[nodiscard]] bool cancelRequested() const override { return m_stop.load(); }

private:
    const std::atomic<bool>& m_stop;
};

class ControlObserver : public SimObserver {
public:
    explicit ControlObserver(const SweepControl* control)
        : m_control(control)
    {
    }
    [[nodiscard]] bool cancelRequested() const override
    {
        return m_control && m_control->cancelRequested();
    }

private:
    const SweepControl* m_control;
};

// What a sweep keeps of a run: its figures, not its series or request log.
void keepFiguresOnly(RunResult& result)
{
    result.series.clear();
    result.requests.clear();
    result.keyNames.clear();
    result.clientNames.clear();
    result.topology.clear();
}

struct RunFailure {
    qsizetype run = 0;
    std::string message;
};

// The batch's runs (SweepBatches), together; if that fails, one by one, so the message names the
// run that failed. Throws RunFailure.
std::vector<RunResult> runBatch(const SweepPlan& plan, const SweepBatch& batch,
                                SimObserver* observer)
{
    RunEnvironment environment;
    environment.figuresOnly = true;
    if (batch.runs.size() > 1) {
        environment.laneStreams = batch.laneStreams;
        try {
            return SweepBatches::split(
                batch, plan, runScenarioReadingFiles(batch.scenario, observer, environment));
        } catch (const std::exception&) {
            environment.laneStreams.clear(); // the run that fails alone says why, below
        }
    }
    std::vector<RunResult> results;
    for (const qsizetype r : batch.runs) {
        try {
            results.push_back(runScenarioReadingFiles(plan.scenario(r), observer, environment));
        } catch (const std::exception& e) {
            throw RunFailure{r, e.what()};
        }
    }
    return results;
}

std::string failureText(const RunFailure& failure)
{
    return "run " + std::to_string(failure.run) + ": " + failure.message;
}

} // namespace

bool SweepResults::pointComplete(const SweepPlan& plan, qsizetype point) const
{
    const qsizetype first = point * plan.seedCount();
    for (qsizetype r = first; r < first + plan.seedCount(); ++r)
        if (!runs[static_cast<std::size_t>(r)])
            return false;
    return true;
}

// One job runs on the caller's thread and asks the control after every batch, so where a cancel
// lands does not depend on how fast the runs are.
SweepResults SweepRunner::runOnThisThread(const SweepPlan& plan, SweepControl* control)
{
    const qsizetype total = plan.runCount();
    SweepResults results;
    results.runs.resize(static_cast<std::size_t>(total));
    ControlObserver observer(control);
    if (control)
        control->onRunsDone(0, total);
    qsizetype done = 0;
    for (const SweepBatch& batch : SweepBatches::build(plan, 1)) {
        if (control && control->cancelRequested()) {
            results.cancelled = true;
            return results;
        }
        std::vector<RunResult> batchResults;
        try {
            batchResults = runBatch(plan, batch, &observer);
        } catch (const RunFailure& failure) {
            results.failure = failureText(failure);
            return results;
        }
        if (control && control->cancelRequested()) {
            results.cancelled = true; // possibly cut short: not complete runs
            return results;
        }
        for (std::size_t i = 0; i < batch.runs.size(); ++i) {
            const auto r = static_cast<std::size_t>(batch.runs[i]);
            keepFiguresOnly(batchResults[i]);
            results.runs[r] = std::move(batchResults[i]);
            if (control)
                control->onRunFinished(batch.runs[i], *results.runs[r]);
        }
        done += static_cast<qsizetype>(batch.runs.size());
        if (control)
            control->onRunsDone(done, total);
    }
    return results;
}

SweepResults SweepRunner::run(const SweepPlan& plan, int jobs, SweepControl* control)
{
    const qsizetype total = plan.runCount();
    const int threads =
        static_cast<int>(std::clamp<qsizetype>(static_cast<qsizetype>(jobs), 1, total));
    if (threads <= 1)
        return runOnThisThread(plan, control);
    const std::vector<SweepBatch> batches = SweepBatches::build(plan, threads);
    SweepResults results;
    results.runs.resize(static_cast<std::size_t>(total));
    std::atomic<std::size_t> next{0};
    std::atomic<qsizetype> done{0};
    std::atomic<bool> stop{false};
    std::mutex failureMutex;
    // Runs finished since the waiting thread last looked; each slot is written before its index
    // goes in here, under the lock, so the waiting thread may read the slot once it took it out.
    std::mutex finishedMutex;
    std::vector<qsizetype> finished;
    auto reportFinished = [&] {
        std::vector<qsizetype> taken;
        {
            const std::lock_guard lock(finishedMutex);
            taken.swap(finished);
        }
        if (control)
            for (const qsizetype r : taken)
                control->onRunFinished(r, *results.runs[static_cast<std::size_t>(r)]);
    };

    auto work = [&] {
        StopObserver observer(stop);
        for (;;) {
            const std::size_t b = next.fetch_add(1);
            if (b >= batches.size() || stop.load())
                return;
            const SweepBatch& batch = batches[b];
            try {
                std::vector<RunResult> batchResults = runBatch(plan, batch, &observer);
                if (stop.load())
                    return; // possibly cut short: not complete runs
                {
                    const std::lock_guard lock(finishedMutex);
                    for (std::size_t i = 0; i < batch.runs.size(); ++i) {
                        keepFiguresOnly(batchResults[i]);
                        results.runs[static_cast<std::size_t>(batch.runs[i])] =
                            std::move(batchResults[i]);
                        finished.push_back(batch.runs[i]);
                    }
                }
                done.fetch_add(static_cast<qsizetype>(batch.runs.size()));
            } catch (const RunFailure& failure) {
                const std::lock_guard lock(failureMutex);
                if (results.failure.empty())
                    results.failure = failureText(failure);
                stop.store(true);
                return;
            }
        }
    };

    std::vector<std::thread> workers;
    workers.reserve(static_cast<std::size_t>(threads));
    for (int t = 0; t < threads; ++t)
        workers.emplace_back(work);
    qsizetype reported = -1;
    for (;;) {
        const qsizetype now = done.load();
        reportFinished();
        if (control && now != reported) {
            control->onRunsDone(now, total);
            reported = now;
        }
        if (control && !stop.load() && control->cancelRequested()) {
            stop.store(true);
            results.cancelled = true;
        }
        if (now >= total || stop.load())
            break;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    for (std::thread& worker : workers)
        worker.join();
    reportFinished(); // the runs that finished while the workers wound down are kept too
    if (control && !results.cancelled)
        control->onRunsDone(done.load(), total);
    return results;
}

} // namespace ratelab
