// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One limiter configuration run against the shared traffic: its algorithm, its key per client,
// its store, its clock, its retries and its metrics. The traffic source hands it every first
// attempt; it schedules its own retries (they depend on its decisions). Owned by the run;
// single-threaded.
#include "core/sim/Random.h"
#include "core/sim/engine/ClientPacer.h"
#include "core/sim/engine/LaneMetrics.h"
#include "core/sim/engine/LaneService.h"
#include "core/sim/engine/LimiterClock.h"
#include "core/sim/engine/PenaltyBox.h"
#include "core/sim/engine/Policy.h"
#include "core/sim/engine/RequestLog.h"
#include "core/sim/engine/RetryBudget.h"
#include "core/sim/engine/SocketClients.h"
#include "core/sim/kernel/Engine.h"
#include "core/sim/store/KeyStore.h"
#include "core/sim/store/MemoryStore.h"
#include "core/sim/traffic/ClientTable.h"

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace ratelab {

struct WorldContext;

struct LaneSetup {
    std::int32_t index = 0;
    const LaneSpec* spec = nullptr;
    const ClientTable* clients = nullptr;
    std::vector<std::int32_t> keyOfClient; // key id per client
    std::size_t keyCount = 0;              // size of the shared key table
    std::size_t bucketCount = 0;
    bool figuresOnly = false; // RunEnvironment::figuresOnly
    Random jitter{0};         // this lane's retry-jitter stream
    // The scenario's backend, its service-time stream (the same for every lane) and this lane's
    // adaptive-limit stream; see LaneService.
    const BackendSpec* backend = nullptr;
    Random backendStream{0};
    Random adaptiveStream{0};
    // The distributed world, null without one: each region has its copy of the backend.
    const WorldContext* world = nullptr;
};

class Lane final : public EventHandler, public TickListener, private ServiceAnswers {
public:
    Lane(LaneSetup setup, std::unique_ptr<Algorithm> algorithm, std::unique_ptr<KeyStore> store,
         Engine& engine, RequestLog& log);

    // Makes the lane a policy of several rules; its own algorithm and store are the first rule's.
    void setPolicy(std::unique_ptr<Policy> policy)
    {
        m_policy = std::move(policy);
        m_plain = m_plain && !m_policy;
        m_plainRequests = m_plainRequests && m_plain;
    }

    // Registers the lane's handler and tick listener with the engine.
    void attach();
    // The handler index a store sends StoreReply events to (valid after attach()).
    [[nodiscard]] std::uint16_t handlerId() const { return m_handler; }
    [[nodiscard]] std::int32_t index() const { return m_setup.index; }
    // Whether the lane never schedules an event of its own (no retry, no backend, no client of
    // its own limiter or connections, an in-process store): it can play an arrival tape.
    [[nodiscard]] bool schedulesNothing() const { return m_plainRequests && !m_retries; }

    // A first attempt of `client` at `time`, made to every lane of `lanes` in turn.
    static void arrive(std::span<Lane* const> lanes, SimTime time, std::int32_t client);

    void handle(const Event& event) override;
    void onTick(std::int64_t bucketIndex, SimTime bucketEnd) override;

    void fill(LaneSummary& summary, LaneSeries& series,
              const std::vector<std::string>& keyNames) const;

    [[nodiscard]] const Algorithm& algorithm() const { return *m_algorithm; }
    [[nodiscard]] const KeyStore& store() const { return *m_store; }

private:
    // A request whose store answered Pending, waiting for its StoreReply; indexed by ticket.
    struct PendingRequest {
        SimTime sentAt = 0;
        Millis clock = 0;
        std::int32_t client = 0;
        std::int32_t attempt = 0;
    };
    void collect(const Event& reply);
    // The attempt as it reaches the limiter.
    void send(SimTime time, std::int32_t client, std::int32_t attempt);
    // One attempt of `client` at true time `time` (attempt 0 = the shared first attempt), a
    // plain lane's decided inline (arrive(), and retries). A client with its own limiter queues
    // it there first (routeRequest).
    [[gnu::always_inline]] void request(SimTime time, std::int32_t client, std::int32_t attempt);
    // A request of a lane that is not m_plainRequests: a connection's message, a paced client's
    // queue, or send().
    void routeRequest(SimTime time, std::int32_t client, std::int32_t attempt);
    // Sends what the client's own limiter lets go at `time`, and wakes it when more can go.
    void pump(SimTime time, std::int32_t client);
    // A request of a paced client that will never be answered.
    void forget(std::int32_t client);
    // The client's limiter reads the response it was given, in the lane's header dialect.
    [[nodiscard]] std::int32_t regionOf(std::int32_t client, std::int32_t instance) const;
    void hear(SimTime time, std::int32_t client, Millis clock, const Decision& decision,
              bool admitted, std::int32_t refusedBy, std::int32_t speaker);

    // A decision the store has answered, turned into service or refusal, metrics and a retry.
    // A policy's answer names the rule that refused and the rule whose decision it is.
    void complete(SimTime time, std::int32_t client, std::int32_t attempt, Millis clock,
                  const StoreAnswer& answer, std::int64_t roundTripMs = 0);
    // Where a decision that completeInline() completes comes from. General: any store, any lane.
    // InProcess: a plain lane's in-process store (m_plain), whose answer is nothing but the
    // decision (`answer` is the constant StoreAnswer::kInProcess, so its fields fold instead of
    // being loaded back after the call) and whose lane has no policy and no penalty box. Bare:
    // that, for a lane without a backend whose clients have neither a limiter of their own nor
    // connections (m_plainRequests).
    enum class Completion { General, InProcess, Bare };
    // complete()'s body, inlined into decidePlain().
    template <Completion kFrom>
    [[gnu::always_inline]] void
    completeInline(SimTime time, std::int32_t client, std::int32_t attempt, Millis clock,
                   const Decision& decision, const StoreAnswer& answer, std::int64_t roundTripMs);
    // The client of a refused or failed attempt tries again later, if its retries and its retry
    // budget allow (LaneServed.cpp, with the backend's side of the lane).
    void retryLater(SimTime time, std::int32_t client, std::int32_t attempt,
                    const Decision& decision);
    void answered(SimTime now, const ServedRequest& request, BackendOutcome outcome) override;
    // The level the charts plot for the tracked key: its store's, or the gate's in flight.
    [[nodiscard]] double trackedLevel(Millis clock) const;
    // The backend's figures, or those of a lane that serves every admitted request at once.
    void fillServed(LaneSummary& summary, LaneSeries& series) const;
    // An arrival of a client with long-lived connections (LaneSockets.cpp): it opens what it
    // lacks (the cap, then the lane's limiter decide each attempt), then sends one message.
    void socketMessage(SimTime time, std::int32_t client);
    // A row of the request log for what the lane's own connection limits did.
    void logSocket(SimTime time, std::int32_t client, std::uint8_t what);

    // What a decision needs about a client, packed so the hot path touches one cache line.
    struct ClientRule {
        std::int64_t cost = 1;
        std::int64_t holdMs = 0;
        const RetrySpec* retry = nullptr;
        std::int32_t key = 0;
        std::int32_t pacer = -1; // index into m_pacers; -1: the client has no limiter of its own
        bool legitimate = true;
        bool critical = false;
    };
    [[nodiscard]] DecideInput inputOf(SimTime time, const ClientRule& rule) const;
    // send() and complete() of a plain lane (m_plain), inlined end to end; kFrom is InProcess or
    // Bare.
    template <Completion kFrom>
    [[gnu::always_inline]] void decidePlain(SimTime time, std::int32_t client, std::int32_t attempt,
                                            const DecideInput& in);
    struct PacedClient {
        ClientPacer pacer;
        std::int64_t wake = 0; // the generation of its one live ClientWake event
    };
    // The own limiter of a client that has one.
    PacedClient& pacerOf(std::int32_t client);

    LaneSetup m_setup;
    std::vector<ClientRule> m_rules; // by client index
    std::vector<PacedClient> m_pacers;
    std::vector<RuleSpec> m_ruleSpecs; // the responses a paced client reads are rendered from them
    bool m_enforced = true;
    bool m_effectiveWindow = false; // its responses speak the structured dialect
    std::unique_ptr<Algorithm> m_algorithm;
    std::unique_ptr<KeyStore> m_store;
    MemoryStore* m_memory = nullptr; // m_store when it is the in-process store: called directly
    // One rule on the in-process store, no penalty, no gate, no policy (setPolicy clears it).
    bool m_plain = false;
    // And no backend, no client of its own limiter or connections: every request goes straight
    // to it.
    bool m_plainRequests = false;
    bool m_retries = false;                   // some client retries what this lane refuses
    std::unique_ptr<Policy> m_policy;         // null: the lane is one rule, its algorithm and store
    std::unique_ptr<PenaltyBox> m_penalty;    // null: the lane has no penalties
    std::unique_ptr<LaneService> m_service;   // null: no backend, and the limit is not adaptive
    std::unique_ptr<SocketClients> m_sockets; // null: no client keeps connections
    RetryBudget m_retryBudget;
    std::int64_t m_penaltyRefused = 0;
    std::int64_t m_penaltyBlocks = 0;
    Engine& m_engine;
    RequestLog& m_log;
    LimiterClock m_clock;
    LaneMetrics m_metrics;
    std::int32_t m_trackedKey = -1;
    std::vector<PendingRequest> m_pending;
    std::vector<std::int64_t> m_freeTickets;
    std::int64_t m_softThreshold = 0; // used units that trigger the warning; 0 = off
    std::uint16_t m_handler = 0;
};

} // namespace ratelab
