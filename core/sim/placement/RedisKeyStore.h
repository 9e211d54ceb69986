// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lane's store in the distributed world: routes each request through its region's load
// balancer to an instance, reads that instance's clock, and decides on the lane's placement —
// local memory per instance, per-region counters with async sync, or simulated Redis servers
// reached over the network (Lua, MULTI/EXEC or GET-then-SET), with a failure policy and circuit
// breaker per instance. Answers Pending for network round trips and completes them through
// StoreReply events to the lane. Owned by its lane (the engine holds a pointer as a handler);
// single-threaded. The flow is docs/distributed.md's "Wiring into the engine".
#include "core/sim/kernel/Engine.h"
#include "core/sim/model/WorldSpec.h"
#include "core/sim/placement/HeadroomSync.h"
#include "core/sim/placement/StoreGuard.h"
#include "core/sim/placement/StorePlacement.h"
#include "core/sim/redis/CacheWorkload.h"
#include "core/sim/redis/SimRedis.h"
#include "core/sim/store/KeyStore.h"
#include "core/sim/store/MemoryStore.h"
#include "core/sim/store/PolicyRules.h"
#include "core/sim/world/LoadBalancer.h"
#include "core/sim/world/WorldContext.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ratelab {

struct RedisKeyStoreSetup {
    const WorldContext* world = nullptr;
    const LaneStoreSpec* spec = nullptr;
    std::string fieldPath; // "lanes[0].store" (unread now)
    const std::vector<std::string>* keyNames = nullptr;
    AlgorithmKind algorithm = AlgorithmKind::FixedWindow;
    std::int64_t windowMs = 1000;
    std::int64_t limit = 1;
    std::size_t bucketCount = 0;
    SimTime bucket = kMicrosPerSecond;
    Random rng{0}; // this lane's world stream
    // A policy lane's rules, decided in the servers (shared-redis or redis-cluster with Lua);
    // none for a lane of one rule. algorithm, windowMs and limit are then the first rule's.
    std::optional<PolicyRules> policy;
};

class RedisKeyStore final : public KeyStore, public EventHandler {
public:
    // The store's fields must have passed validateScenario (their one check); they are asserted.
    RedisKeyStore(RedisKeyStoreSetup setup, Engine& engine);

    // Registers the store's handler, its cache and fault events; `laneHandler` gets StoreReply.
    void attach(std::uint16_t laneHandler);

    StoreAnswer decide(const Algorithm& algorithm, std::int32_t key, const DecideInput& input,
                       std::int64_t ticket) override;
    StoreAnswer decideFor(const Algorithm& algorithm, std::int32_t key, const DecideInput& input,
                          std::int64_t ticket, std::int32_t client) override;
    StoreAnswer collect(std::int64_t ticket) override;
    [[nodiscard]] bool holdsPolicy() const override { return m_setup.policy.has_value(); }
    StoreAnswer decidePolicy(std::int32_t client, const DecideInput& input,
                             std::int64_t ticket) override;
    void handle(const Event& event) override;

    [[nodiscard]] const KeyState* find(std::int32_t key) const override;
    [[nodiscard]] std::int64_t keyCount() const override;
    [[nodiscard]] std::int64_t stateBytes(const Algorithm& algorithm) const override;
    [[nodiscard]] std::int64_t keysWithState() const override;
    [[nodiscard]] StoreGauges gauges(SimTime t) const override;
    bool fillTopology(LaneTopologyTotals& totals) const override;

    [[nodiscard]] const SimRedis& server(int i) const
    {
        return *m_servers[static_cast<std::size_t>(i)];
    }

    enum Kind : std::uint16_t { StoreArrive, StoreDone, CacheWrite, Failover, SyncTick };
    // The engine's kind of one of the store's own events.
    static constexpr EventKind eventKind(Kind k)
    {
        return static_cast<EventKind>(static_cast<std::uint16_t>(EventKind::Custom) + k);
    }

private:
    // One request on its way through the network and the server.
    struct Op {
        std::int64_t laneTicket = 0;
        std::int32_t key = 0;
        std::int32_t instance = 0;
        std::int32_t region = 0;
        std::int32_t server = 0;
        std::int32_t step = 0; // 0: script or read; 1: the write after a read
        std::int32_t retries = 0;
        SimTime sentAt = 0;
        DecideInput input;
        SimRedisReply reply;
        Decision decision;              // decided at the instance after a read
        std::int64_t scriptClockMs = 0; // the clock the script decided with (instance or TIME)
        // A policy's request (RedisKeyStorePolicy.cpp); rule -1 for a lane of one rule.
        std::int32_t client = 0;
        std::int32_t rule = -1; // the rule being decided
        bool atomic = false;    // every rule in one script on one server
        bool dry = false;       // all-or-nothing's first pass: decide on a copy, write nothing
        bool clockRead = false; // the script has read TIME: its later rules decide at that time
        std::int32_t refusedBy = -1;
        const Algorithm* algorithm = nullptr; // the limiter the script runs; null: m_algorithm
        std::vector<Decision> decisions;      // by rule
        std::vector<std::uint8_t> consulted;  // by rule: it decided
        KeyState firstRuleState;              // for the charts, once the first rule decided
        bool firstRuleSeen = false;
    };

    struct Route {
        int region = 0;
        int instance = 0;
    };
    // The instance the client's region balances the key to.
    Route routeOf(std::int32_t client, std::int32_t key);
    StoreAnswer finishLocal(std::int32_t instance, std::int32_t key, const DecideInput& input,
                            StoreAnswer answer);
    StoreAnswer onFailure(std::int32_t instance, std::int32_t key, const DecideInput& input,
                          bool observed);
    void send(std::int64_t op, SimTime now);
    void arrive(std::int64_t op, SimTime now);
    void done(std::int64_t op, SimTime now);
    void reply(std::int64_t op, const StoreAnswer& answer, SimTime now);
    void count(const StoreAnswer& answer);
    void see(std::int32_t key, const KeyState& state);
    std::int64_t newOp();
    // Each of the lane's keys that a server still holds unexpired now (primaries only).
    template <class F>
    void forEachStoredKey(F&& f) const
    {
        const SimTime now = m_engine.now();
        for (const auto& server : m_servers)
            for (const std::string& name : *m_storedNames)
                if (const RedisEntry* e = server->keyspace().peek(name))
                    if (e->expireAt == kNoExpiry || e->expireAt > now)
                        f(*e);
    }
    bool crossSlot(std::int32_t key);
    // A policy's request through the servers (RedisKeyStorePolicy.cpp).
    void setUpPolicy();
    void arrivePolicy(std::int64_t op, SimTime now);
    void donePolicy(std::int64_t op, SimTime now);
    // One rule of the op's request as one script at the op's server; `wrote`: an earlier part of
    // the same script wrote.
    SimRedisReply submitRule(std::int64_t op, std::size_t rule, SimTime now, SimTime deadline,
                             bool wrote);
    // The matching rule after `rule` for the op's client, or -1.
    [[nodiscard]] std::int32_t nextRule(std::int32_t client, std::int32_t rule) const;
    StoreAnswer policyAnswer(const Op& op) const;

    RedisKeyStoreSetup m_setup;
    StorePlacement m_placement;
    Engine& m_engine;
    const Algorithm* m_algorithm = nullptr;
    std::uint16_t m_handler = 0;
    std::uint16_t m_laneHandler = 0;
    Random m_delays;
    std::vector<LoadBalancer> m_balancers; // per region
    std::vector<std::unique_ptr<SimRedis>> m_servers;
    std::vector<std::unique_ptr<MemoryStore>>
        m_local;                      // per instance: the placement or the fallback
    std::vector<StoreGuard> m_guards; // per instance
    std::vector<HeadroomSync> m_sync; // per key: per-region-synced
    std::vector<std::unique_ptr<CacheWorkload>> m_caches;
    std::vector<KeyState> m_seen; // last state each key was seen with, for charts
    std::vector<std::uint8_t> m_known;
    std::int64_t m_keys = 0;
    std::vector<Op> m_ops;
    std::vector<std::int64_t> m_freeOps;
    std::vector<StoreAnswer> m_answers; // by lane ticket
    std::int64_t m_currentOp = -1;      // the op whose script runs inside submit()
    RedisScript m_script;
    ScriptWriteRule m_scriptWrites; // the twin's first write on the op m_currentOp
    SimTime m_syncInterval = 0;
    bool m_checkSlots = false;             // cluster, two keys per decision, no hash tags
    std::vector<std::uint8_t> m_crossSlot; // per key: 0 not checked yet, 1 one slot, 2 two
    std::int64_t m_crossSlotErrors = 0;
    // A policy's stored keys: each rule's key for each client, "{KEY}:RULE" (its identity's hash
    // tag, so one identity's rules share a slot) as policy.lua names them.
    std::vector<std::string> m_policyNames;
    std::vector<std::int32_t> m_policyName;   // [client * rules + rule]: index into m_policyNames
    std::vector<std::uint8_t> m_policyAtomic; // by client: its matching rules share one slot
    std::vector<SimTime> m_ruleTtlUs;
    std::vector<RedisShape> m_ruleShape;
    const std::vector<std::string>* m_storedNames = nullptr; // the names forEachStoredKey reads
    std::vector<std::int64_t> m_perInstance;
    std::vector<std::vector<std::int64_t>> m_perRegionBucket;
};

} // namespace ratelab
