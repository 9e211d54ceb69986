// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/engine/LaneService.h"

#include "core/sim/adaptive/AdaptiveAlgorithms.h"
#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/model/ScenarioLimits.h"

#include <algorithm>

namespace ratelab {
namespace {

// The retry-after of a refusal at the gate: nothing says when a slot frees, so the header's
// smallest promise.
constexpr std::int64_t kGateRetryAfterMs = 1000;

std::int64_t ceilMillis(SimTime us)
{
    return ceilDiv(std::max<SimTime>(us, 0), kMicrosPerMilli);
}

} // namespace

bool LaneService::needed(const LaneSpec& lane, const BackendSpec& backend)
{
    return backend.enabled() || algorithmInfo(lane.algorithm).adaptive;
}

LaneService::LaneService(LaneServiceSetup setup, Engine& engine, ServiceAnswers& answers)
    : m_setup(std::move(setup))
    , m_answers(answers)
    , m_buckets(m_setup.bucketCount)
{
    const LaneSpec& lane = *m_setup.lane;
    const AlgorithmInfo& info = algorithmInfo(lane.algorithm);
    m_staticLimit = lane.params.limit;
    if (info.adaptive) {
        m_gate = Gate::Adaptive;
        AdaptiveValues values(lane.adaptive.begin(), lane.adaptive.end());
        if (lane.algorithm != AlgorithmKind::EnvoyGradient)
            values["initial-limit"] = static_cast<double>(lane.params.limit);
        m_adaptive =
            makeAdaptiveLimit(*findAdaptiveAlgorithm(info.id), values, m_setup.adaptiveStream);
    } else if (m_setup.backend->enabled() && lane.algorithm == AlgorithmKind::Concurrency
               && !isPolicyLane(lane)) {
        m_gate = Gate::PerKey;
        m_keyInflight.assign(m_setup.keyCount, 0);
    }
    m_limitMin = m_limitMax = limit();
    const BackendSpec* spec = m_setup.backend;
    if (!spec->enabled()) {
        m_ownSpec.workers = kMaxWorkers; // never full: each request takes its client's time
        spec = &m_ownSpec;
    }
    if (!m_setup.backend->enabled() || m_setup.regions <= 0) {
        m_backends.push_back(std::make_unique<Backend>(*spec, engine, m_setup.stream, *this));
        return;
    }
    for (int r = 0; r < m_setup.regions; ++r)
        m_backends.push_back(std::make_unique<Backend>(
            *spec, engine, m_setup.stream.split(static_cast<std::uint64_t>(r)), *this));
}

void LaneService::attach()
{
    for (const std::unique_ptr<Backend>& backend : m_backends)
        backend->attach();
}

std::int64_t LaneService::inService() const
{
    std::int64_t n = 0;
    for (const std::unique_ptr<Backend>& backend : m_backends)
        n += backend->inService();
    return n;
}

std::int64_t LaneService::limit() const
{
    return m_adaptive ? m_adaptive->limit() : m_staticLimit;
}

void LaneService::noteLimit()
{
    const std::int64_t now = limit();
    m_limitMin = std::min(m_limitMin, now);
    m_limitMax = std::max(m_limitMax, now);
}

Decision LaneService::admit(SimTime now, Millis clock, std::int32_t key, std::int64_t cost,
                            bool effectiveWindow)
{
    Decision d;
    std::int64_t used = 0;
    if (m_gate == Gate::Adaptive) {
        m_adaptive->advanceTo(now);
        noteLimit();
        d.limit = limit();
        used = m_inflight;
        // SimpleLimiter: refused once the requests in flight reach the limit, whatever they cost.
        d.allowed = used < d.limit;
        used += d.allowed ? 1 : 0;
    } else {
        d.limit = m_staticLimit;
        used = m_keyInflight[static_cast<std::size_t>(key)];
        d.allowed = cost <= d.limit - used;
        used += d.allowed ? cost : 0;
    }
    d.remaining = std::max<std::int64_t>(0, d.limit - used);
    d.resetMs = clock;
    if (!d.allowed) {
        d.retryAfterMs = kGateRetryAfterMs;
        d.resetMs = clock + kGateRetryAfterMs;
    }
    // The remaining slots taken at once, the next request is refused as above, whatever the
    // limit: the gate cannot foresee a release.
    if (effectiveWindow)
        d.effectiveWindowSeconds = delaySeconds(kGateRetryAfterMs);
    return d;
}

void LaneService::serve(SimTime now, const ServedRequest& request, std::int32_t key,
                        std::int64_t cost, bool critical, SimTime meanUs, std::int32_t region)
{
    Ticket t;
    t.request = request;
    t.admittedAt = now;
    t.cost = cost;
    t.key = key;
    t.region = region >= 0 && static_cast<std::size_t>(region) < m_backends.size() ? region : 0;
    if (m_gate == Gate::PerKey)
        m_keyInflight[static_cast<std::size_t>(key)] += cost;
    else if (m_gate == Gate::Adaptive)
        t.inflightAtStart = ++m_inflight; // AbstractLimiter: inFlight.incrementAndGet()
    std::int64_t ticket = 0;
    if (m_freeTickets.empty()) {
        ticket = static_cast<std::int64_t>(m_tickets.size());
        m_tickets.push_back(t);
    } else {
        ticket = m_freeTickets.back();
        m_freeTickets.pop_back();
        m_tickets[static_cast<std::size_t>(ticket)] = t;
    }
    m_backends[static_cast<std::size_t>(t.region)]->submit(now, ticket, critical, meanUs);
}

void LaneService::release(SimTime now, const Ticket& t, const BackendResult& r)
{
    if (m_gate == Gate::PerKey) {
        m_keyInflight[static_cast<std::size_t>(t.key)] -= t.cost;
    } else if (m_gate == Gate::Adaptive) {
        --m_inflight;
        m_adaptive->advanceTo(now);
        // A 503 or a failed dependency call is the overload signal (onDropped); an answer the
        // client no longer waited for is still a success, with its long round trip.
        const bool dropped = r.outcome != BackendOutcome::Served;
        m_adaptive->onSample(std::max<SimTime>(now - t.admittedAt, 1), t.inflightAtStart, dropped);
        noteLimit();
    }
}

void LaneService::onBackend(const BackendResult& r)
{
    const auto index = static_cast<std::size_t>(r.ticket);
    const Ticket t = m_tickets[index]; // a copy: answering may serve again and grow the table
    if (r.releases) {
        release(r.time, t, r);
        m_freeTickets.push_back(r.ticket);
        if (!r.answers && r.outcome == BackendOutcome::Served)
            ++m_servedLate;
    }
    if (!r.answers)
        return;
    Bucket& b = m_buckets[m_current];
    const auto client = static_cast<std::size_t>(t.request.client);
    if (m_clients.size() <= client)
        m_clients.resize(client + 1);
    ClientCounts& c = m_clients[client];
    switch (r.outcome) {
    case BackendOutcome::Served: {
        ++m_goodput;
        ++b.goodput;
        ++c.goodput;
        const std::int64_t ms = ceilMillis(r.time - t.admittedAt);
        m_latency.add(ms);
        m_bucketLatencies.push_back(ms);
        break;
    }
    case BackendOutcome::Shed:
        ++m_shed;
        ++b.shed;
        ++c.shed;
        break;
    case BackendOutcome::TimedOut:
        ++m_timedOut;
        ++b.timedOut;
        ++c.timedOut;
        break;
    }
    m_answers.answered(r.time, t.request, r.outcome);
}

double LaneService::level(std::int32_t key) const
{
    if (m_gate == Gate::PerKey)
        return key >= 0 ? static_cast<double>(m_keyInflight[static_cast<std::size_t>(key)]) : 0.0;
    return static_cast<double>(m_gate == Gate::Adaptive ? m_inflight : inService());
}

void LaneService::closeBucket(std::int64_t index, SimTime bucketEnd)
{
    if (index < 0 || static_cast<std::size_t>(index) >= m_buckets.size())
        return;
    const auto i = static_cast<std::size_t>(index);
    if (m_adaptive) {
        m_adaptive->advanceTo(bucketEnd);
        noteLimit();
    }
    Bucket& b = m_buckets[i];
    if (!m_bucketLatencies.empty()) {
        // Nearest rank, as DelayHistogram's: the ceil(0.99 n)-th smallest.
        const auto n = static_cast<std::int64_t>(m_bucketLatencies.size());
        const auto rank = static_cast<std::size_t>(std::max<std::int64_t>(1, (99 * n + 99) / 100));
        std::nth_element(m_bucketLatencies.begin(),
                         m_bucketLatencies.begin() + static_cast<std::ptrdiff_t>(rank - 1),
                         m_bucketLatencies.end());
        b.p99LatencyMs = m_bucketLatencies[rank - 1];
        m_bucketLatencies.clear();
    }
    b.limit = limit();
    b.busy = b.waiting = b.workers = 0;
    for (const std::unique_ptr<Backend>& backend : m_backends) {
        b.busy += backend->inService();
        b.waiting += backend->waiting();
        b.workers += m_setup.backend->enabled() ? backend->workers() : 0;
    }
    m_current = std::min(i + 1, m_buckets.size() - 1);
}

void LaneService::fill(LaneSummary& s, LaneSeries& series) const
{
    s.shed = m_shed;
    s.goodput = m_goodput;
    s.timedOut = m_timedOut;
    s.servedLate = m_servedLate;
    s.p50LatencyMs = static_cast<double>(m_latency.percentile(0.50));
    s.p99LatencyMs = static_cast<double>(m_latency.percentile(0.99));
    s.limitMin = m_limitMin;
    s.limitMax = m_limitMax;
    s.limitEnd = limit();
    for (std::size_t c = 0; c < s.clients.size() && c < m_clients.size(); ++c) {
        s.clients[c].shed = m_clients[c].shed;
        s.clients[c].goodput = m_clients[c].goodput;
        s.clients[c].timedOut = m_clients[c].timedOut;
    }
    for (std::size_t i = 0; i < series.buckets.size() && i < m_buckets.size(); ++i) {
        SeriesBucket& out = series.buckets[i];
        const Bucket& b = m_buckets[i];
        out.shed = b.shed;
        out.goodput = b.goodput;
        out.timedOut = b.timedOut;
        out.p99LatencyMs = static_cast<double>(b.p99LatencyMs);
        out.limit = b.limit;
        out.backendBusy = b.busy;
        out.backendWaiting = b.waiting;
        out.backendWorkers = b.workers;
    }
}

} // namespace ratelab
