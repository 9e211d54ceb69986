#include "core/io/sweep/SweepRunner.h"

#include "core/io/run/ParallelRun.h"

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

} // namespace

bool SweepResults::pointComplete(const SweepPlan& plan, qsizetype point) const
{
    const qsizetype first = point * plan.seedCount();
    for (qsizetype r = first; r < first + plan.seedCount(); ++r)
        if (!runs[static_cast<std::size_t>(r)])
            return false;
    return true;
}

// One job runs on the caller's thread and asks the control after every run, so where a cancel
// lands does not depend on how fast the runs are.
SweepResults SweepRunner::runOnThisThread(const SweepPlan& plan, SweepControl* control)
{
    const qsizetype total = plan.runCount();
    SweepResults results;
    results.runs.resize(static_cast<std::size_t>(total));
    ControlObserver observer(control);
    if (control)
        control->onRunsDone(0, total);
    for (qsizetype r = 0; r < total; ++r) {
        if (control && control->cancelRequested()) {
            results.cancelled = true;
            return results;
        }
        try {
            RunResult result = runScenarioReadingFiles(plan.scenario(r), &observer);
            if (control && control->cancelRequested()) {
                results.cancelled = true; // possibly cut short: not a complete run
                return results;
            }
            keepFiguresOnly(result);
            results.runs[static_cast<std::size_t>(r)] = std::move(result);
        } catch (const std::exception& e) {
            results.failure = "run " + std::to_string(r) + ": " + e.what();
            return results;
        }
        if (control) {
            control->onRunFinished(r, *results.runs[static_cast<std::size_t>(r)]);
            control->onRunsDone(r + 1, total);
        }
    }
    return results;
}

SweepResults SweepRunner::run(const SweepPlan& plan, int jobs, SweepControl* control)
{
    const qsizetype total = plan.runCount();
    SweepResults results;
    results.runs.resize(static_cast<std::size_t>(total));
    std::atomic<qsizetype> next{0};
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
            const qsizetype r = next.fetch_add(1);
            if (r >= total || stop.load())
                return;
            try {
                RunResult result = runScenarioReadingFiles(plan.scenario(r), &observer);
                if (stop.load())
                    return; // possibly cut short: not a complete run
                keepFiguresOnly(result);
                {
                    const std::lock_guard lock(finishedMutex);
                    results.runs[static_cast<std::size_t>(r)] = std::move(result);
                    finished.push_back(r);
                }
                done.fetch_add(1);
            } catch (const std::exception& e) {
                const std::lock_guard lock(failureMutex);
                if (results.failure.empty())
                    results.failure = "run " + std::to_string(r) + ": " + e.what();
                stop.store(true);
                return;
            }
        }
    };

    const int threads =
        static_cast<int>(std::clamp<qsizetype>(static_cast<qsizetype>(jobs), 1, total));
    if (threads == 1)
        return runOnThisThread(plan, control);
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
