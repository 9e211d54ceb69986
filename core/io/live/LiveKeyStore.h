// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One lane's store in a live run: the same KeyStore the engine's Lane uses in a simulation, but
// every decision is the lane's Lua twin run by a real Redis. Per request it picks the instance as
// the simulated world does (the region's LoadBalancer on the lane's world stream; one instance per
// lane without a world), reads that instance's clock when the lane's store.clock is "instance",
// sends the call on that instance's own LiveConnection and answers Pending; the reply comes back
// through the RealTimeScheduler as a StoreReply event and collect() turns it into the decision, or
// applies the failure policy (LiveOptions::failOpen) when Redis did not answer. Keys live under
// "rl:{<namespace>lane<i>:<key>}" for every placement but local-memory, where each instance has
// its own ("lane<i>:i<n>:"). A shadow copy of each key's state, fed the decisions Redis made, gives
// the charts their levels. Owned by its Lane; the engine's thread only.
#include "core/io/live/LiveConnection.h"
#include "core/io/live/LiveOptions.h"

#include "core/io/redis/LuaScripts.h"
#include "core/sim/engine/LaneStoreFactory.h"
#include "core/sim/store/KeyStore.h"
#include "core/sim/world/LoadBalancer.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ratelab {

class RealTimeScheduler;

// What a lane's live store leaves for the LiveReport and the memory count; outlives the store.
struct LiveLaneTrace {
    LiveLaneReport report;
    std::vector<std::string> prefixes;              // by key slot: one, or one per instance
    std::vector<std::vector<std::uint8_t>> touched; // [slot][key id]: sent to Redis at least once
};

struct LiveKeyStoreSetup {
    LaneStoreContext lane;
    const LiveOptions* options = nullptr;
    const LuaScripts* scripts = nullptr;
    const RealTimeScheduler* scheduler = nullptr; // the wall clock, to measure how late a call is
    LiveInbox* inbox = nullptr;
    std::vector<LiveConnection*> connections; // by global instance; one without a world
    LiveLaneTrace* trace = nullptr;
    SimTime bucket = 0;
    std::size_t bucketCount = 0;
};

class LiveKeyStore final : public KeyStore {
public:
    explicit LiveKeyStore(LiveKeyStoreSetup setup);

    // The Redis key prefix of a lane's shared rate-limit keys, inside the hash tag: "lane0:";
    // an instance with keys of its own (local-memory placement) adds "i<instance>:".
    static std::string keyPrefix(std::int32_t lane);
    static std::string keyPrefix(std::int32_t lane, std::int32_t instance);

    void setLaneHandler(std::uint16_t handler) { m_laneHandler = handler; }
    // A reply for `ticket` is in: keeps it for collect() and says which handler to tell.
    std::uint16_t accept(std::int64_t ticket, RedisResult result);

    StoreAnswer decide(const Algorithm& algorithm, std::int32_t key, const DecideInput& input,
                       std::int64_t ticket) override;
    StoreAnswer decideFor(const Algorithm& algorithm, std::int32_t key, const DecideInput& input,
                          std::int64_t ticket, std::int32_t client) override;
    StoreAnswer collect(std::int64_t ticket) override;
    bool fillTopology(LaneTopologyTotals& totals) const override;

    [[nodiscard]] const KeyState* find(std::int32_t key) const override;
    [[nodiscard]] std::int64_t keyCount() const override { return m_keys; }
    // Redis's own figure comes from MEMORY USAGE after the run (runLive), not from here.
    [[nodiscard]] std::int64_t stateBytes(const Algorithm& algorithm) const override;

private:
    struct InFlight {
        DecideInput input; // as sent, on the deciding instance's clock
        std::int32_t key = 0;
        std::int32_t instance = 0;
        RedisResult reply;
    };
    int route(std::int32_t key, std::int32_t client);
    Decision failureDecision(Millis nowMs) const;
    void noteFailure(const std::string& message);

    LiveKeyStoreSetup m_setup;
    const LaneSpec& m_spec;
    const Algorithm* m_algorithm = nullptr;
    std::vector<LoadBalancer> m_balancers; // by region, as the simulated world's
    bool m_ownKeys = false;                // local memory: a key slot per instance
    bool m_instanceClocks = false;
    std::vector<std::vector<std::string>> m_redisKeys; // [slot][key id]: the key the twin gets
    std::vector<std::uint64_t> m_leases;               // by instance: concurrency lease sequence
    std::vector<InFlight> m_inFlight;                  // by ticket
    std::vector<KeyState> m_shadow;                    // by key id
    std::vector<std::uint8_t> m_known;                 // by key id
    std::int64_t m_keys = 0;
    std::vector<std::int64_t> m_perInstance;
    std::vector<std::vector<std::int64_t>> m_perRegionBucket;
    std::int64_t m_storeErrors = 0;
    std::uint16_t m_laneHandler = 0;
};

} // namespace ratelab
