// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One simulated instance's own connection to the live Redis, with a thread of its own, so the
// instances race each other at the server as real ones do while the engine never blocks: the
// engine's thread submits Lua calls, this thread sends whatever is queued in one pipeline, in
// order (reconnecting at most every LiveOptions::reconnectEvery while Redis is gone) and posts
// every reply, or the error, to the run's LiveInbox. Owned by the run's LiveStoreFactory.
// connect(), memoryUsage() and reconnects() on the owner's thread before start() or after stop();
// submit() in between, from the engine's thread.
#include "core/io/live/LiveInbox.h"
#include "core/io/live/LiveOptions.h"

#include "core/io/redis/RedisClient.h"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace ratelab {

class LiveConnection {
public:
    LiveConnection(const LiveOptions& options, LiveInbox& inbox);
    ~LiveConnection();
    LiveConnection(const LiveConnection&) = delete;
    LiveConnection& operator=(const LiveConnection&) = delete;

    RedisError connect();
    void start();
    void submit(LiveKeyStore* store, std::int64_t ticket, ScriptCall call);
    // Drops the calls not sent yet and joins the thread.
    void stop();

    // MEMORY USAGE summed over these Redis keys, pipelined: Redis's view of a lane's state.
    std::int64_t memoryUsage(const std::vector<std::string>& redisKeys);
    // Successful reconnections after a failure.
    [[nodiscard]] std::int64_t reconnects() const { return m_reconnects; }

private:
    struct Job {
        LiveKeyStore* store = nullptr;
        std::int64_t ticket = 0;
        ScriptCall call;
    };
    void loop();
    std::vector<RedisResult> send(const std::vector<ScriptCall>& calls);

    const LiveOptions& m_options;
    LiveInbox& m_inbox;
    RedisClient m_client; // this thread's while it runs, the owner's otherwise
    std::chrono::steady_clock::time_point m_nextReconnect{};
    RedisError m_lastError;
    std::int64_t m_reconnects = 0;

    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<Job> m_jobs;  // guarded by m_mutex
    bool m_stopping = false; // guarded by m_mutex
    std::thread m_thread;
};

} // namespace ratelab
