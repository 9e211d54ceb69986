// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The service a lane's admitted requests reach: workers with a waiting line (a Station), an
// optional dependency every request calls while it holds its worker (another Station), clients
// that give up after the backend's timeout, and the scheduled capacity changes. It tells its
// listener, at the instant each happens, when a client hears the outcome of a request and when
// the service is done with it (a request the client gave up on keeps its worker until it is
// done: the wasted work of an overload). Owns its streams; the engine and the listener must
// outlive it. Single-threaded.
#include "core/sim/Random.h"
#include "core/sim/backend/ServiceTime.h"
#include "core/sim/backend/Station.h"
#include "core/sim/kernel/Engine.h"

#include <cstdint>
#include <deque>
#include <vector>

namespace ratelab {

enum class BackendOutcome : std::uint8_t {
    Served,   // the service answered (in time, or after the client gave up when !answers)
    Shed,     // 503: the waiting line was full, or the request waited its longest
    TimedOut, // the client gave up waiting, or the dependency had no connection in time
};

struct BackendResult {
    SimTime time = 0;
    std::int64_t ticket = 0; // the submitter's
    SimTime submitted = 0;   // when the request reached the backend
    SimTime started = -1;    // when a worker took it; -1 if none did
    BackendOutcome outcome = BackendOutcome::Served;
    bool answers = false;  // the client hears `outcome` now (false: it gave up before)
    bool releases = false; // the service is done with the request now
};

class BackendListener {
public:
    virtual ~BackendListener() = default;
    virtual void onBackend(const BackendResult& result) = 0;
};

class Backend final : public EventHandler {
public:
    // The spec must have passed the scenario checks and outlive the backend.
    Backend(const BackendSpec& spec, Engine& engine, const Random& stream,
            BackendListener& listener);

    // Registers the handler and schedules the capacity changes.
    void attach();

    // A request reaches the backend at `now`; `meanUs` is its client's own service time (used
    // when the spec leaves the mean to each client). A critical request goes first and may use
    // the reserved share, when the spec reserves one. The outcome comes through the listener,
    // possibly before this returns (a full line sheds at once).
    void submit(SimTime now, std::int64_t ticket, bool critical, SimTime meanUs);

    void handle(const Event& event) override;

    // Requests in the service now: on a worker, and waiting for one.
    [[nodiscard]] std::int64_t inService() const { return m_front.busy(); }
    [[nodiscard]] std::int64_t waiting() const { return m_front.waiting(); }
    [[nodiscard]] std::int64_t workers() const { return m_front.servers(); }

    enum Kind : std::uint16_t {
        WorkerDone,
        DependencyDone,
        WorkerExpiry,
        DependencyExpiry,
        Deadline,
        Change,
    };
    static constexpr EventKind eventKind(Kind k)
    {
        return static_cast<EventKind>(static_cast<std::uint16_t>(EventKind::Custom) + k);
    }

private:
    struct Job {
        std::int64_t ticket = 0;
        SimTime submitted = 0;
        SimTime started = -1;
        SimTime meanUs = 0;
        std::uint32_t generation = 0;
        bool critical = false;
        bool answered = false;
    };
    struct Due {
        std::int32_t job;
        std::uint32_t generation;
        SimTime deadline;
    };

    std::int32_t newJob();
    void startWorkers(SimTime now);
    void startWorker(SimTime now, std::int32_t job);
    void startDependencyCalls(SimTime now);
    void freeWorker(std::int32_t job);
    void finish(SimTime now, std::int32_t job, BackendOutcome outcome);
    void expireWorkers(SimTime now);
    void expireDependency(SimTime now);
    void passDeadlines(SimTime now);
    void armExpiry(const Station& station, Kind kind, bool& armed);
    void armDeadline();
    void applyChanges(SimTime now);
    void deliver();

    const BackendSpec& m_spec;
    Engine& m_engine;
    BackendListener& m_listener;
    Random m_serviceStream;
    Random m_dependencyStream;
    ServiceTime m_serviceTime;
    ServiceTime m_dependencyTime;
    Station m_front;
    Station m_dependency;
    std::int64_t m_slowPercent = 100;
    std::int64_t m_dependencySlowPercent = 100;
    std::vector<std::size_t> m_changeOrder; // changes by start, then by place in the list
    std::vector<Job> m_jobs;
    std::vector<std::int32_t> m_freeJobs;
    std::deque<Due> m_deadlines;          // jobs in submission order, while the client waits
    std::vector<std::int32_t> m_starting; // jobs a worker takes now
    std::vector<std::int32_t> m_calling;  // jobs a dependency connection takes now
    std::vector<std::int32_t> m_expired;  // jobs whose wait ran out now
    std::vector<BackendResult> m_results; // told to the listener once the state is whole
    bool m_delivering = false;
    bool m_workerExpiryArmed = false;
    bool m_dependencyExpiryArmed = false;
    bool m_deadlineArmed = false;
    std::uint16_t m_handler = 0;
};

} // namespace ratelab
