#pragma once
// One simulated instance of one lane in a live run, with its own thread and its own Redis
// connection. It plays the arrivals routed to it and its own retries on the scaled wall clock,
// asks the lane's Lua twin for each decision (its instance clock's time as the script's time
// argument, its keys under the prefix its placement gives it), applies the failure policy when
// Redis does not answer, and keeps each decision's facts for the lane's LiveLaneTally. Built and
// read on the caller's thread; run() on the instance's thread in between (nothing is shared but
// the stop flag and reached()).
#include "core/io/live/LiveClock.h"
#include "core/io/live/LiveOptions.h"

#include "core/sim/Random.h"
#include "core/sim/world/InstanceClock.h"
#include "core/sim/traffic/ArrivalSchedule.h"
#include "core/sim/traffic/ClientTable.h"
#include "core/sim/engine/LaneMetrics.h"
#include "core/io/redis/LuaScripts.h"
#include "core/io/redis/RedisClient.h"

#include <atomic>
#include <memory>
#include <queue>
#include <string>
#include <vector>

namespace ratelab {

struct LiveLaneSetup {
    std::int32_t index = 0;    // the lane
    std::int32_t instance = 0; // global instance index (0 without a world)
    bool world = false;        // the scenario has a world: request records name the instance
    const LaneSpec* spec = nullptr;
    const ClientTable* clients = nullptr;
    const std::vector<Arrival>* arrivals = nullptr; // the arrivals routed to this instance
    std::string keyPrefix;                          // inside the hash tag, e.g. "lane0:"
    InstanceClock clock;                            // the limiter's clock (offset 0 by default)
    std::vector<std::int32_t> keyOfClient; // key id per client
    const std::vector<std::string>* keyNames = nullptr;
    SimTime end = 0;
    SimTime bucket = 0;
    std::size_t bucketCount = 0;
    std::int64_t logLimit = 0;
    Random jitter{0}; // the lane's retry-jitter stream, as in the engine
};

// One decision an instance made, for the lane's metrics (merged in time order afterwards).
struct LiveDecision {
    DecisionFacts facts;
    DecideInput input; // as decided, on the instance's clock
    bool logged = false; // its RequestRecord is in records()
};

class LiveLaneWorker {
public:
    LiveLaneWorker(LiveLaneSetup setup, const LiveOptions& options, const LuaScripts& scripts);
    ~LiveLaneWorker();
    LiveLaneWorker(const LiveLaneWorker&) = delete;
    LiveLaneWorker& operator=(const LiveLaneWorker&) = delete;

    // Opens the lane's connection (caller's thread, before run()).
    RedisError connect();
    // Plays the lane until the end of the run or until `stop` is raised.
    void run(const LiveClock& clock, const std::atomic<bool>& stop);

    // The Redis key prefix of a lane's shared rate-limit keys, inside the hash tag: "lane0:";
    // an instance with keys of its own (local-memory placement) adds "i<instance>:".
    static std::string keyPrefix(std::int32_t lane);
    static std::string keyPrefix(std::int32_t lane, std::int32_t instance);

    // After run(): what it decided, in its own time order, and the twin keys it wrote.
    [[nodiscard]] const std::vector<LiveDecision>& decisions() const { return m_decisions; }
    [[nodiscard]] std::vector<std::string> touchedRedisKeys() const;
    // MEMORY USAGE summed over the Redis keys of these twin keys (after run(), one thread).
    std::int64_t memoryUsage(const std::vector<std::string>& twinKeys);
    [[nodiscard]] std::vector<RequestRecord>& records() { return m_records; }
    [[nodiscard]] const LiveLaneReport& report() const { return m_report; }
    [[nodiscard]] SimTime reached() const { return m_reached.load(std::memory_order_relaxed); }

private:
    struct RetryEvent {
        SimTime time = 0;
        std::uint64_t seq = 0;
        std::int32_t client = 0;
        std::int32_t attempt = 0;
        bool operator>(const RetryEvent& o) const
        {
            return time != o.time ? time > o.time : seq > o.seq;
        }
    };
    struct ClientRule {
        std::int64_t cost = 1;
        std::int64_t holdMs = 0;
        const RetrySpec* retry = nullptr;
        std::int32_t key = 0;
        bool legitimate = true;
    };

    bool waitUntil(const LiveClock& clock, SimTime due, const std::atomic<bool>& stop);
    void request(SimTime scheduled, SimTime time, std::int32_t client, std::int32_t attempt);
    bool ensureConnected();
    void noteFailure(const std::string& message);

    LiveLaneSetup m_setup;
    const LiveOptions& m_options;
    const LuaScripts& m_scripts;
    RedisClient m_client;
    std::vector<LiveDecision> m_decisions;
    std::vector<ClientRule> m_rules;
    std::vector<std::string> m_redisKeys; // per key id: the key handed to the twin
    std::vector<std::uint8_t> m_touched;  // per key id
    std::priority_queue<RetryEvent, std::vector<RetryEvent>, std::greater<>> m_retries;
    std::uint64_t m_retrySeq = 0;
    std::uint64_t m_leaseSeq = 0;
    std::int64_t m_softThreshold = 0;
    bool m_enforced = true;
    std::chrono::steady_clock::time_point m_nextReconnect{};
    std::vector<RequestRecord> m_records;
    LiveLaneReport m_report;
    std::atomic<SimTime> m_reached{0};
};

} // namespace ratelab
