// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A single-threaded Redis server in virtual time: commands wait their turn (FIFO by arrival) and
// take a service time, so load turns into queueing delay and timeouts; it keeps limiter states in
// a RedisKeyspace (TTL, memory, eviction), can run a replica with replication lag, and suffers
// scheduled faults. Owned by the engine, one per simulated server; single-threaded.
//
// How the engine drives it (event-driven, nothing here schedules events itself):
//   1. An instance sends a command at true time s. The engine draws the one-way delay d1 and
//      schedules "store command arrives" at a = s + d1.
//   2. At that event the engine calls submit() with arrival = a. Calls must come in
//      non-decreasing arrival order, which the event queue guarantees. Because the server is FIFO
//      and nothing can overtake an earlier arrival, the outcome is final at once: the command
//      executes at start = max(a, end of the previous command) and its reply leaves at
//      completion = start + service. The state change happens at `start`.
//   3. The engine draws the return delay d2 and schedules "store reply arrives" at
//      completion + d2, or the client's timeout first. The reply says what happened.
//   Atomicity modes map to commands: Lua = one Script; MULTI/EXEC = Get (WATCH + read), compute
//   at the instance, then Exec with the version read (ExecAborted -> the instance retries);
//   GET-then-SET = Get, compute, then Set one round trip later (racy by construction).
//   failover(t) is an event of its own; active expiry runs inside, every 100 ms of server time.
#include "core/sim/InstanceClock.h"
#include "core/sim/algorithms/Decision.h"
#include "core/sim/redis/RedisFault.h"
#include "core/sim/redis/RedisKeyspace.h"
#include "core/sim/redis/ScriptOomRule.h"

#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace ratelab {

enum class RedisOp : std::uint8_t {
    Get,      // read the state (GET / HMGET / ZRANGE), with WATCH's version
    Set,      // write the state unconditionally (the SET of GET-then-SET)
    Exec,     // MULTI / write / EXEC: writes iff the key's version still equals expectedVersion
    Script,   // EVALSHA: the transition runs on the stored state at `start`, atomically
    CacheSet, // SET of a cache value of valueBytes bytes (the competing workload)
    Del,
};

// A limiter transition as a Lua script: gets the stored state (present == false when absent) and
// the server clock (TIME), updates the state in place. Written back only if it changed.
using RedisScript = std::function<Decision(KeyState& state, SimTime serverNowUs)>;
// Which command the script wrote first, from the state it found and the one it left (for a twin:
// twinFirstWrite). Redis refuses a script under maxmemory only when that command is deny-oom.
using ScriptWriteRule =
    std::function<ScriptFirstWrite(const KeyState& before, const KeyState& after, const Decision&)>;

inline constexpr SimTime kNoDeadline = std::numeric_limits<SimTime>::max();

struct RedisCommand {
    RedisOp op = RedisOp::Get;
    std::string key;
    SimTime arrival = 0;            // true time the command reaches the server
    int fromRegion = 0;             // for partitions
    SimTime serviceUs = -1;         // -1: the server's default for the op
    SimTime deadline = kNoDeadline; // the client stops waiting for a reply leaving after this
    bool fromReplica = false;       // Get only: served by the replica, state as of t - lag
    KeyState value;                 // Set / Exec
    RedisShape shape = RedisShape::StringCounter;
    SimTime ttlUs = 0; // Set / Exec / Script / CacheSet; <= 0: no TTL
    TtlMode ttlMode = TtlMode::RefreshOnWrite;
    std::uint64_t expectedVersion = 0;   // Exec
    std::int64_t valueBytes = 0;         // CacheSet
    const RedisScript* script = nullptr; // Script; only used during submit()
    // Script; null: a script whose first write is deny-oom whenever it changes the state.
    const ScriptWriteRule* firstWrite = nullptr;
    // Script: a later part of one script (a policy's next rule) after an earlier part wrote. A
    // script that has written must finish (SCRIPT_WRITE_DIRTY), so maxmemory refuses nothing more.
    bool scriptWrote = false;
};

enum class RedisStatus : std::uint8_t {
    Ok,
    Oom,               // over maxmemory and nothing evictable: the write was refused
    ExecAborted,       // a WATCHed key changed: EXEC returned nil, nothing written
    ConnectionRefused, // the server is down
    Unreachable,       // partitioned from the client's region: no answer
    Timeout,           // executed, but the reply left after the deadline
    CrossSlot,         // cluster: a script's keys hash to different slots; nothing ran
};

struct SimRedisReply {
    RedisStatus status = RedisStatus::Ok;
    SimTime start = 0;
    SimTime completion = 0;    // when the reply leaves, or when the client learns of the failure
    int queueAhead = 0;        // commands still queued or running when it arrived
    bool executed = false;     // the effect happened (also on Timeout: Redis runs it anyway)
    bool found = false;        // Get: the key existed
    bool wrote = false;        // Script: it changed the key's state
    KeyState value;            // Get: the state read; Script: the state after
    std::uint64_t version = 0; // Get: pass it to Exec
    Decision decision;         // Script
};

struct RedisServiceTimes {
    SimTime getUs = 10;
    SimTime setUs = 10;
    SimTime execUs = 20;
    SimTime scriptUs = 30;
    SimTime cacheSetUs = 10;
    SimTime delUs = 10;
};

struct SimRedisConfig {
    KeyspaceConfig keyspace;
    RedisServiceTimes service;
    SimTime connectTimeoutUs = 500'000; // how long a refused or unanswered connect takes to fail
    InstanceClock clock;                // the server's own clock, what TIME returns
    bool replica = false;
    SimTime replicationLagUs = 0;
    SimTime queueBucketUs = kMicrosPerSecond; // resolution of the queue-length series
};

struct SimRedisStats {
    std::int64_t commands = 0;
    std::int64_t oomErrors = 0;
    // Scripts that wrote while the server was over maxmemory: their first write was not deny-oom.
    std::int64_t writesPastMaxmemory = 0;
    std::int64_t execAborts = 0;
    std::int64_t refused = 0;
    std::int64_t unreachable = 0;
    std::int64_t timeouts = 0;
    std::int64_t replicaReads = 0;
    std::int64_t lostWrites = 0; // replication entries dropped by a failover
    std::int64_t failovers = 0;
    std::int64_t busyUs = 0; // total service time
    int maxQueue = 0;
    std::vector<int> maxQueueByBucket; // [i]: the longest queue seen by arrivals in bucket i
};

class SimRedis {
public:
    SimRedis(SimRedisConfig config, Random rng);

    SimRedisReply submit(const RedisCommand& command);

    // The replica takes over at t: writes it has not received yet are lost, and a new replica
    // starts as a full copy. The engine usually pairs it with a Down fault for the switch-over.
    void failover(SimTime t);
    void addFault(const RedisFault& fault);

    // Runs the server's cron (active expiry) up to t; submit() does it on its own.
    void advanceTo(SimTime t);

    [[nodiscard]] const RedisKeyspace& keyspace() const { return m_primary; }
    [[nodiscard]] const RedisKeyspace* replica() const { return m_replica ? &*m_replica : nullptr; }
    [[nodiscard]] const SimRedisStats& stats() const { return m_stats; }
    [[nodiscard]] int queueLengthAt(SimTime t) const; // t at or after the last arrival

private:
    struct ReplicationEntry {
        SimTime visibleAt;
        KeyspaceChange change;
    };

    SimTime serviceFor(const RedisCommand& c, SimTime start) const;
    const RedisFault* activeFault(RedisFaultKind kind, SimTime t, int region) const;
    void execute(const RedisCommand& c, SimRedisReply& r);
    SimRedisReply serveFromReplica(const RedisCommand& c);
    void shipChanges(SimTime at);
    void syncReplica(SimTime t);
    void noteQueue(SimTime arrival, int length);
    void recoverFromDataLoss(SimTime t);

    SimRedisConfig m_config;
    Random m_rng;
    RedisKeyspace m_primary;
    std::optional<RedisKeyspace> m_replica;
    std::deque<ReplicationEntry> m_stream;
    std::vector<RedisFault> m_faults;
    std::vector<bool> m_faultFlushed;
    std::deque<SimTime> m_pending; // completion times of commands not finished at the last arrival
    SimTime m_busyUntil = 0;
    SimTime m_replicaBusyUntil = 0;
    SimTime m_lastArrival = std::numeric_limits<SimTime>::min();
    SimTime m_nextCron = 0;
    SimRedisStats m_stats;
};

} // namespace ratelab
