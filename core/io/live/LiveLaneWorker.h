#pragma once
// One lane of a live run: a simulated limiter instance with its own thread and its own Redis
// connection. It plays the shared arrivals and its own retries on the scaled wall clock, asks
// the lane's Lua twin for each decision (the virtual time reached as the script's time argument,
// its keys under a per-lane prefix), applies the failure policy when Redis does not answer, and
// counts everything with the engine's LaneMetrics. Built and read on the caller's thread; run()
// on the lane's thread in between (nothing is shared but the stop flag and progress()).
#include "LiveClock.h"
#include "LiveOptions.h"

#include "Random.h"
#include "algorithms/KeyState.h"
#include "engine/ArrivalSchedule.h"
#include "engine/ClientTable.h"
#include "engine/LaneMetrics.h"
#include "redis/LuaScripts.h"
#include "redis/RedisClient.h"

#include <atomic>
#include <memory>
#include <queue>
#include <string>
#include <vector>

namespace ratelab {

class Algorithm;

struct LiveLaneSetup {
    std::int32_t index = 0;
    const LaneSpec* spec = nullptr;
    const ClientTable* clients = nullptr;
    const std::vector<Arrival>* arrivals = nullptr;
    std::vector<std::int32_t> keyOfClient; // key id per client
    const std::vector<std::string>* keyNames = nullptr;
    SimTime end = 0;
    SimTime bucket = 0;
    std::size_t bucketCount = 0;
    std::int64_t logLimit = 0;
    Random jitter{0}; // the lane's retry-jitter stream, as in the engine
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

    // The Redis key prefix of this lane's rate-limit keys, inside the hash tag: "lane0:".
    static std::string keyPrefix(std::int32_t lane);

    // After run(): the summary and series (state bytes = MEMORY USAGE of the lane's keys).
    void fill(LaneSummary& summary, LaneSeries& series);
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
    void closeBucketsUpTo(SimTime time);
    void measureState();

    LiveLaneSetup m_setup;
    const LiveOptions& m_options;
    const LuaScripts& m_scripts;
    std::unique_ptr<Algorithm> m_shadow; // the tracked key's level for the charts
    KeyState m_shadowState;
    RedisClient m_client;
    LaneMetrics m_metrics;
    std::vector<ClientRule> m_rules;
    std::vector<std::string> m_redisKeys; // per key id: the key handed to the twin
    std::vector<std::uint8_t> m_touched;  // per key id
    std::priority_queue<RetryEvent, std::vector<RetryEvent>, std::greater<>> m_retries;
    std::uint64_t m_retrySeq = 0;
    std::uint64_t m_leaseSeq = 0;
    std::int64_t m_nextBucket = 0; // the first bucket not closed yet
    std::int64_t m_softThreshold = 0;
    std::int32_t m_trackedKey = -1;
    bool m_enforced = true;
    std::chrono::steady_clock::time_point m_nextReconnect{};
    std::vector<RequestRecord> m_records;
    LiveLaneReport m_report;
    std::int64_t m_stateBytes = 0;
    std::atomic<SimTime> m_reached{0};
};

} // namespace ratelab
