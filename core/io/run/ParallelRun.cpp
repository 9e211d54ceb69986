// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/run/ParallelRun.h"

#include "core/io/run/ArrivalTapeChannel.h"
#include "core/io/run/PartLogCounts.h"
#include "core/io/run/RequestLogSpool.h"
#include "core/io/trace/TraceFileFeeds.h"

#include "core/sim/engine/LaneRunMerge.h"
#include "core/sim/engine/Simulation.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace ratelab {
namespace {

// A worker's observer: stops when the caller's observer asked to.
class StopFlagObserver : public SimObserver {
public:
    explicit StopFlagObserver(const std::atomic<bool>& stop)
        : m_stop(stop)
    {
    }
    [[nodiscard]] bool cancelRequested() const override { return m_stop.load(); }

private:
    const std::atomic<bool>& m_stop;
};

// The calling thread's part: forwards progress to the caller's observer and spreads its cancel.
class ForwardingObserver : public SimObserver {
public:
    ForwardingObserver(SimObserver* target, std::atomic<bool>& stop)
        : m_target(target)
        , m_stop(stop)
    {
    }
    void onProgress(SimTime now, SimTime end) override
    {
        if (m_target)
            m_target->onProgress(now, end);
    }
    [[nodiscard]] bool cancelRequested() const override
    {
        if (m_target && m_target->cancelRequested())
            m_stop.store(true);
        return m_stop.load();
    }

private:
    SimObserver* m_target;
    std::atomic<bool>& m_stop;
};

} // namespace

int defaultJobs()
{
    return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

namespace {

// The scenario's trace files, read through once (checked, members numbered); null without any.
std::unique_ptr<TraceFileFeeds> feedsOf(const Scenario& scenario)
{
    return TraceFileFeeds::needed(scenario) ? std::make_unique<TraceFileFeeds>(scenario) : nullptr;
}

// Each lane in turn goes to the part with the least work so far, so that neighbouring lanes
// (often the costly variants of one algorithm) spread out. Drawing the traffic costs about a lane
// and a third (the bench scenario's hour: 0.2 s of 1.3 s of CPU over seven lanes), so the part
// that draws it starts with that much. parts <= laneCount.
std::vector<std::vector<std::int32_t>> dealLanes(int laneCount, int parts, std::size_t drawing)
{
    constexpr double kDrawingShare = 1.33;
    std::vector<std::vector<std::int32_t>> sets(static_cast<std::size_t>(parts));
    std::vector<double> work(static_cast<std::size_t>(parts), 0.0);
    work[drawing] = kDrawingShare;
    const auto isEmpty = [](const std::vector<std::int32_t>& set) { return set.empty(); };
    for (int l = 0; l < laneCount; ++l) {
        auto p =
            static_cast<std::size_t>(std::min_element(work.begin(), work.end()) - work.begin());
        // A part without lanes would run them all (RunEnvironment::lanes): the last lanes go to
        // the parts still empty.
        if (laneCount - l == std::count_if(sets.begin(), sets.end(), isEmpty))
            p = static_cast<std::size_t>(std::find_if(sets.begin(), sets.end(), isEmpty)
                                         - sets.begin());
        sets[p].push_back(l);
        work[p] += 1.0;
    }
    return sets;
}

RunResult runParts(const Scenario& scenario, int jobs, SimObserver* observer,
                   RequestLogSink* requestLog)
{
    const auto laneCount = static_cast<int>(scenario.lanes.size());
    const int parts = std::min(jobs, laneCount);
    // Trace files are read through once here (checked, members numbered); each part then reads
    // its own copy as it goes.
    const std::unique_ptr<TraceFileFeeds> feeds = feedsOf(scenario);
    if (parts <= 1) {
        RunEnvironment environment;
        environment.feeds = feeds.get();
        environment.requestLog = requestLog;
        return runScenario(scenario, environment, observer);
    }

    // The last part draws the traffic and records it; the others play the record when their
    // lanes allow (RunEnvironment::tapeIn).
    const auto drawing = static_cast<std::size_t>(parts - 1);
    const std::vector<std::vector<std::int32_t>> laneSets = dealLanes(laneCount, parts, drawing);

    std::vector<RunResult> results(static_cast<std::size_t>(parts));
    std::vector<std::exception_ptr> failures(static_cast<std::size_t>(parts));
    std::atomic<bool> stop{false};
    // Workers still running, under `doneMutex`; the last to finish wakes this thread at once.
    int running = parts - 1;
    std::mutex doneMutex;
    std::condition_variable done;
    ArrivalTapeChannel tape(parts - 1);
    PartLogCounts logCounts(parts, scenario.requestLogLimit);
    auto runPart = [&](std::size_t p, SimObserver* partObserver) {
        try {
            RunEnvironment environment;
            environment.lanes = laneSets[p];
            environment.feeds = feeds.get();
            environment.requestLog = requestLog;
            environment.otherParts = &logCounts.part(static_cast<int>(p));
            if (p == drawing)
                environment.tapeOut = &tape;
            else
                environment.tapeIn = &tape.reader(static_cast<int>(p));
            results[p] = runScenario(scenario, environment, partObserver);
        } catch (...) {
            failures[p] = std::current_exception();
            stop.store(true);
        }
        // Whatever became of the part, nobody waits for it any more.
        if (p == drawing)
            tape.close(false);
        else
            tape.reader(static_cast<int>(p)).leave();
    };
    std::vector<std::thread> workers;
    std::vector<StopFlagObserver> workerObservers(static_cast<std::size_t>(parts),
                                                  StopFlagObserver(stop));
    for (std::size_t p = 1; p < static_cast<std::size_t>(parts); ++p)
        workers.emplace_back([&, p] {
            runPart(p, &workerObservers[p]);
            const std::lock_guard lock(doneMutex);
            if (--running == 0)
                done.notify_one();
        });
    ForwardingObserver forwarding(observer, stop);
    runPart(0, &forwarding);
    // The caller's cancel must still reach the workers once this thread's part is done.
    for (std::unique_lock lock(doneMutex);
         !done.wait_for(lock, std::chrono::milliseconds(10), [&] { return running == 0; });) {
        lock.unlock();
        (void)forwarding.cancelRequested();
        lock.lock();
    }
    for (std::thread& worker : workers)
        worker.join();
    for (const std::exception_ptr& failure : failures)
        if (failure)
            std::rethrow_exception(failure);
    return mergeLaneRuns(std::move(results), laneSets, scenario.requestLogLimit);
}

} // namespace

RunResult runScenarioParallel(const Scenario& scenario, int jobs, SimObserver* observer,
                              RequestLogSpool* spool)
{
    RunResult result = runParts(scenario, jobs, observer, spool);
    if (spool && !(observer && observer->cancelRequested()))
        result.storedRequests = spool->finish(scenario.requestLogLimit, result.requestLogTruncated);
    return result;
}

RunResult runScenarioReadingFiles(const Scenario& scenario, SimObserver* observer,
                                  RunEnvironment environment)
{
    const std::unique_ptr<TraceFileFeeds> feeds = feedsOf(scenario);
    environment.feeds = feeds.get();
    return runScenario(scenario, environment, observer);
}

} // namespace ratelab
