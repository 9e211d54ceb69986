// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How a live run plays a scenario against a real Redis (LiveRunner), and what it reports beyond
// the RunResult: the server, the speed, the failure policy and the errors met. Plain values.
#include "core/io/redis/RedisClient.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ratelab {

struct LiveOptions {
    std::string host = "127.0.0.1"; // loopback only (RedisClient refuses anything else)
    int port = 6379;
    double speed = 1.0;   // virtual ms per wall ms: 1 = real time, 10 = ten times faster
    bool failOpen = true; // a request Redis cannot answer is admitted (false: rejected)
    RedisTimeouts timeouts{std::chrono::milliseconds(500), std::chrono::milliseconds(500)};
    // While Redis is unreachable each instance's connection retries at most this often (wall
    // time), deciding by the failure policy in between instead of stalling on every request.
    std::chrono::milliseconds reconnectEvery{250};
    // Put before every key ("run7:" gives "{run7:lane0:user:1}..."), so that repeating a run on the
    // same server starts from fresh state instead of the previous run's counters and TATs.
    std::string keyNamespace;
};

// What went wrong on one lane's connections during the run.
struct LiveLaneReport {
    std::string lane;
    std::int64_t errors = 0;       // requests Redis did not answer
    std::int64_t reconnects = 0;   // successful reconnections after a failure
    std::string firstError;        // the first failure's message (names host:port)
    std::int64_t lateRequests = 0; // sent more than one bucket after their scheduled time
    std::int64_t maxLagUs = 0;     // the largest lag of a request behind its schedule (virtual µs)
};

struct LiveReport {
    std::string endpoint; // "127.0.0.1:6379"
    std::vector<LiveLaneReport> lanes;
    bool cancelled = false;
    std::string fatal; // set when the run could not start (no server...); empty otherwise

    [[nodiscard]] std::int64_t errors() const
    {
        std::int64_t n = 0;
        for (const LiveLaneReport& l : lanes)
            n += l.errors;
        return n;
    }
};

} // namespace ratelab
