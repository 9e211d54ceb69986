// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a lane's admitted requests meet after the limiter: the scenario's backend (each lane has
// its own copy, drawing the same service times from the same stream; in a distributed world one
// copy per region, serving the requests its region's instances admitted) and, for a lane whose
// limit must hold until the answer, the gate that decides instead of the lane's algorithm: a
// concurrency limit in front of a backend counts each key's requests in flight, an adaptive limit
// (aimd, vegas, ...) counts the lane's and is fed every answer's round trip, the in-flight count at
// its start and whether it was dropped, as Netflix's AbstractLimiter feeds it. Counts the outcomes,
// the goodput's latency and the limit over time. Owned by its lane; single-threaded.
#include "core/sim/Random.h"
#include "core/sim/adaptive/AdaptiveLimit.h"
#include "core/sim/algorithms/Decision.h"
#include "core/sim/backend/Backend.h"
#include "core/sim/engine/DelayHistogram.h"
#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

#include <memory>
#include <vector>

namespace ratelab {

// An admitted request as its lane knows it.
struct ServedRequest {
    std::int32_t client = 0;
    std::int32_t attempt = 0;
    std::int64_t logIndex = -1; // its record in the lane's request log, -1 if none
};

// The lane's side: told when a client hears the backend's answer.
class ServiceAnswers {
public:
    virtual ~ServiceAnswers() = default;
    virtual void answered(SimTime now, const ServedRequest& request, BackendOutcome outcome) = 0;
};

struct LaneServiceSetup {
    const LaneSpec* lane = nullptr;
    const BackendSpec* backend = nullptr; // the scenario's; without workers, no backend
    Random stream{0};                     // the backend's service times
    // Regions of the distributed world, 0 without one. With a backend, region r's copy draws from
    // stream.split(r); without a world the one copy draws from `stream` itself.
    int regions = 0;
    Random adaptiveStream{0}; // the adaptive limit's jitter (Vegas, Envoy)
    std::size_t keyCount = 0;
    std::size_t bucketCount = 0;
};

class LaneService final : public BackendListener {
public:
    // Whether a lane needs one: the scenario has a backend, or the lane's limit is adaptive.
    static bool needed(const LaneSpec& lane, const BackendSpec& backend);

    LaneService(LaneServiceSetup setup, Engine& engine, ServiceAnswers& answers);

    void attach();

    // Whether admission is decided here instead of by the lane's algorithm and store.
    [[nodiscard]] bool gates() const { return m_gate != Gate::None; }
    // The gate's decision for a request of `key` (nothing is taken until serve()), with the
    // structured dialect's effective window when `effectiveWindow` asks for it.
    Decision admit(SimTime now, Millis clock, std::int32_t key, std::int64_t cost,
                   bool effectiveWindow);
    // An admitted request goes to the backend (of `region` in a world; 0 otherwise); `meanUs` is
    // its client's own service time.
    void serve(SimTime now, const ServedRequest& request, std::int32_t key, std::int64_t cost,
               bool critical, SimTime meanUs, std::int32_t region = 0);

    void onBackend(const BackendResult& result) override;

    // The gate's requests in flight: the key's for a concurrency limit, the lane's otherwise.
    [[nodiscard]] double level(std::int32_t key) const;
    void closeBucket(std::int64_t index, SimTime bucketEnd);
    void fill(LaneSummary& summary, LaneSeries& series) const;

private:
    enum class Gate : std::uint8_t { None, PerKey, Adaptive };
    struct Ticket {
        ServedRequest request;
        SimTime admittedAt = 0;
        std::int64_t cost = 1;
        std::int32_t key = 0;
        std::int32_t region = 0;
        int inflightAtStart = 0;
    };
    struct Bucket {
        std::int64_t shed = 0;
        std::int64_t goodput = 0;
        std::int64_t timedOut = 0;
        std::int64_t p99LatencyMs = 0;
        std::int64_t limit = 0;
        std::int64_t busy = 0;
        std::int64_t waiting = 0;
        std::int64_t workers = 0;
    };
    [[nodiscard]] std::int64_t limit() const;
    void release(SimTime now, const Ticket& ticket, const BackendResult& result);
    void noteLimit();
    [[nodiscard]] std::int64_t inService() const; // over every copy of the backend

    LaneServiceSetup m_setup;
    BackendSpec m_ownSpec; // an adaptive lane without a backend: every request served at once
    ServiceAnswers& m_answers;
    std::vector<std::unique_ptr<Backend>> m_backends; // one, or one per region of the world
    Gate m_gate = Gate::None;
    std::int64_t m_staticLimit = 0;
    std::unique_ptr<AdaptiveLimit> m_adaptive;
    std::vector<std::int64_t> m_keyInflight; // PerKey
    int m_inflight = 0;                      // Adaptive
    std::vector<Ticket> m_tickets;
    std::vector<std::int64_t> m_freeTickets;
    std::vector<Bucket> m_buckets;
    std::size_t m_current = 0;
    std::vector<std::int64_t> m_bucketLatencies; // ms, of the current bucket's goodput
    std::vector<ClientCounts> m_clients;         // shed, goodput, timedOut by client
    DelayHistogram m_latency;
    std::int64_t m_shed = 0;
    std::int64_t m_goodput = 0;
    std::int64_t m_timedOut = 0;
    std::int64_t m_servedLate = 0;
    std::int64_t m_limitMin = 0;
    std::int64_t m_limitMax = 0;
};

} // namespace ratelab
