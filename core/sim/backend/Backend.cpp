// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/backend/Backend.h"

#include <algorithm>
#include <numeric>

namespace ratelab {
namespace {

StationConfig workerConfig(const BackendSpec& spec)
{
    StationConfig c;
    c.servers = spec.workers;
    c.queueLimit = spec.queueLimit;
    c.maxWait = fromMillis(spec.queueTimeoutMs);
    c.reservedPercent = spec.reservedPercent;
    return c;
}

StationConfig dependencyConfig(const DependencySpec& spec)
{
    StationConfig c;
    c.servers = spec.connections;
    c.maxWait = fromMillis(spec.timeoutMs);
    return c;
}

SimTime slowed(SimTime us, std::int64_t percent)
{
    return percent == 100 ? us : std::max<SimTime>(1, us * percent / 100);
}

} // namespace

Backend::Backend(const BackendSpec& spec, Engine& engine, const Random& stream,
                 BackendListener& listener)
    : m_spec(spec)
    , m_engine(engine)
    , m_listener(listener)
    , m_serviceStream(stream.split(0))
    , m_dependencyStream(stream.split(1))
    , m_serviceTime(spec.service)
    , m_dependencyTime(spec.dependency.service)
    , m_front(workerConfig(spec))
    , m_dependency(dependencyConfig(spec.dependency))
{
    m_changeOrder.resize(spec.changes.size());
    std::iota(m_changeOrder.begin(), m_changeOrder.end(), std::size_t{0});
    std::stable_sort(m_changeOrder.begin(), m_changeOrder.end(), [&](std::size_t a, std::size_t b) {
        return spec.changes[a].startMs < spec.changes[b].startMs;
    });
}

void Backend::attach()
{
    m_handler = m_engine.addHandler(this);
    for (std::size_t i = 0; i < m_spec.changes.size(); ++i) {
        const BackendChangeSpec& c = m_spec.changes[i];
        const auto index = static_cast<std::int32_t>(i);
        m_engine.schedule(fromMillis(c.startMs), m_handler, eventKind(Change), index);
        if (c.durationMs > 0)
            m_engine.schedule(fromMillis(c.startMs + c.durationMs), m_handler, eventKind(Change),
                              index);
    }
}

std::int32_t Backend::newJob()
{
    if (!m_freeJobs.empty()) {
        const std::int32_t job = m_freeJobs.back();
        m_freeJobs.pop_back();
        return job;
    }
    m_jobs.emplace_back();
    return static_cast<std::int32_t>(m_jobs.size() - 1);
}

void Backend::submit(SimTime now, std::int64_t ticket, bool critical, SimTime meanUs)
{
    const std::int32_t id = newJob();
    Job& job = m_jobs[static_cast<std::size_t>(id)];
    job.ticket = ticket;
    job.submitted = now;
    job.started = -1;
    job.meanUs = meanUs;
    // Without a reserved share every request is alike: one line, first in first out.
    job.critical = critical && m_spec.reservedPercent > 0;
    job.answered = false;
    // Before it can finish (and its slot be reused), so a stale entry is recognised.
    if (m_spec.timeoutMs > 0) {
        m_deadlines.push_back({id, job.generation, now + fromMillis(m_spec.timeoutMs)});
        armDeadline();
    }
    switch (m_front.arrive(now, id, job.critical)) {
    case Station::Admit::Start:
        m_starting.push_back(id);
        startWorkers(now);
        break;
    case Station::Admit::Queued:
        armExpiry(m_front, WorkerExpiry, m_workerExpiryArmed);
        break;
    case Station::Admit::Shed:
        finish(now, id, BackendOutcome::Shed);
        break;
    }
    deliver();
}

void Backend::startWorkers(SimTime now)
{
    // Starting a job can free a worker again (its dependency sheds it), which starts more.
    for (std::size_t i = 0; i < m_starting.size(); ++i)
        startWorker(now, m_starting[i]);
    m_starting.clear();
}

void Backend::startWorker(SimTime now, std::int32_t id)
{
    Job& job = m_jobs[static_cast<std::size_t>(id)];
    job.started = now;
    if (!m_spec.dependency.enabled()) {
        const SimTime service =
            slowed(m_serviceTime.draw(m_serviceStream, job.meanUs), m_slowPercent);
        m_engine.schedule(now + service, m_handler, eventKind(WorkerDone), id);
        return;
    }
    switch (m_dependency.arrive(now, id, job.critical)) {
    case Station::Admit::Start:
        m_calling.push_back(id);
        startDependencyCalls(now);
        break;
    case Station::Admit::Queued:
        armExpiry(m_dependency, DependencyExpiry, m_dependencyExpiryArmed);
        break;
    case Station::Admit::Shed:
        freeWorker(id);
        finish(now, id, BackendOutcome::Shed);
        break;
    }
}

void Backend::startDependencyCalls(SimTime now)
{
    for (const std::int32_t id : m_calling) {
        const SimTime call =
            slowed(m_dependencyTime.draw(m_dependencyStream, 0), m_dependencySlowPercent);
        m_engine.schedule(now + call, m_handler, eventKind(DependencyDone), id);
    }
    m_calling.clear();
}

void Backend::freeWorker(std::int32_t id)
{
    m_front.release(m_jobs[static_cast<std::size_t>(id)].critical, m_starting);
}

void Backend::finish(SimTime now, std::int32_t id, BackendOutcome outcome)
{
    Job& job = m_jobs[static_cast<std::size_t>(id)];
    BackendResult r;
    r.time = now;
    r.ticket = job.ticket;
    r.submitted = job.submitted;
    r.started = job.started;
    r.outcome = outcome;
    r.answers = !job.answered;
    r.releases = true;
    m_results.push_back(r);
    ++job.generation; // its place in the deadline line is stale now
    m_freeJobs.push_back(id);
}

void Backend::handle(const Event& event)
{
    const SimTime now = event.time;
    const std::int32_t id = event.target;
    switch (static_cast<Kind>(static_cast<std::uint16_t>(event.kind)
                              - static_cast<std::uint16_t>(EventKind::Custom))) {
    case WorkerDone:
        freeWorker(id);
        finish(now, id, BackendOutcome::Served);
        startWorkers(now);
        break;
    case DependencyDone: {
        const Job& job = m_jobs[static_cast<std::size_t>(id)];
        m_dependency.release(job.critical, m_calling);
        const SimTime service =
            slowed(m_serviceTime.draw(m_serviceStream, job.meanUs), m_slowPercent);
        m_engine.schedule(now + service, m_handler, eventKind(WorkerDone), id);
        startDependencyCalls(now);
        break;
    }
    case WorkerExpiry:
        m_workerExpiryArmed = false;
        expireWorkers(now);
        break;
    case DependencyExpiry:
        m_dependencyExpiryArmed = false;
        expireDependency(now);
        break;
    case Deadline:
        m_deadlineArmed = false;
        passDeadlines(now);
        break;
    case Change:
        applyChanges(now);
        break;
    }
    deliver();
}

void Backend::expireWorkers(SimTime now)
{
    m_front.expire(now, m_expired);
    for (const std::int32_t id : m_expired)
        finish(now, id, BackendOutcome::Shed);
    m_expired.clear();
    armExpiry(m_front, WorkerExpiry, m_workerExpiryArmed);
}

void Backend::expireDependency(SimTime now)
{
    m_dependency.expire(now, m_expired);
    for (const std::int32_t id : m_expired) {
        freeWorker(id);
        finish(now, id, BackendOutcome::TimedOut);
    }
    m_expired.clear();
    startWorkers(now);
    armExpiry(m_dependency, DependencyExpiry, m_dependencyExpiryArmed);
}

void Backend::armExpiry(const Station& station, Kind kind, bool& armed)
{
    // The armed event is never later than any waiting job's expiry: lines are first in, first
    // out with one longest wait, so a later job expires later.
    if (armed)
        return;
    const SimTime next = station.nextExpiry();
    if (next == Station::kNever)
        return;
    armed = true;
    m_engine.schedule(next, m_handler, eventKind(kind), 0);
}

void Backend::passDeadlines(SimTime now)
{
    while (!m_deadlines.empty() && m_deadlines.front().deadline <= now) {
        const Due due = m_deadlines.front();
        m_deadlines.pop_front();
        Job& job = m_jobs[static_cast<std::size_t>(due.job)];
        if (job.generation != due.generation || job.answered)
            continue;
        job.answered = true;
        BackendResult r;
        r.time = now;
        r.ticket = job.ticket;
        r.submitted = job.submitted;
        r.started = job.started;
        r.outcome = BackendOutcome::TimedOut;
        r.answers = true;
        m_results.push_back(r);
    }
    armDeadline();
}

void Backend::armDeadline()
{
    if (m_deadlineArmed)
        return;
    // Skip the requests already answered, so a quiet backend sleeps until a live deadline.
    while (!m_deadlines.empty()) {
        const Due& due = m_deadlines.front();
        if (m_jobs[static_cast<std::size_t>(due.job)].generation == due.generation)
            break;
        m_deadlines.pop_front();
    }
    if (m_deadlines.empty())
        return;
    m_deadlineArmed = true;
    m_engine.schedule(m_deadlines.front().deadline, m_handler, eventKind(Deadline), 0);
}

void Backend::applyChanges(SimTime now)
{
    std::int64_t workers = m_spec.workers;
    std::int64_t connections = m_spec.dependency.connections;
    m_slowPercent = 100;
    m_dependencySlowPercent = 100;
    for (const std::size_t i : m_changeOrder) {
        const BackendChangeSpec& c = m_spec.changes[i];
        const SimTime start = fromMillis(c.startMs);
        if (start > now || (c.durationMs > 0 && fromMillis(c.startMs + c.durationMs) <= now))
            continue;
        if (c.kind == BackendChangeKind::Workers)
            (c.dependency ? connections : workers) = c.workers;
        else
            (c.dependency ? m_dependencySlowPercent : m_slowPercent) = c.slowPercent;
    }
    if (m_spec.dependency.enabled() && connections != m_dependency.servers()) {
        m_dependency.setServers(connections, m_calling);
        startDependencyCalls(now);
    }
    if (workers != m_front.servers()) {
        m_front.setServers(workers, m_starting);
        startWorkers(now);
    }
}

void Backend::deliver()
{
    // A listener may submit again (a client sends its next request): it lands at the end of the
    // list and is told in order.
    if (m_delivering)
        return;
    m_delivering = true;
    for (std::size_t i = 0; i < m_results.size(); ++i) {
        const BackendResult r = m_results[i];
        m_listener.onBackend(r);
    }
    m_results.clear();
    m_delivering = false;
}

} // namespace ratelab
