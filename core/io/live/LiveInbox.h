// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a live run's Redis replies wait for the engine: the connections' threads post each reply,
// the RealTimeScheduler (on the engine's thread) sleeps on it until the next event is due or a
// reply arrives, then takes them all. post() may be called from any thread; the rest from the
// engine's thread only. One per run, owned by the run.
#include "core/io/redis/RedisReply.h"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <vector>

namespace ratelab {

class LiveKeyStore;

// One finished call: the store that sent it, the lane's ticket and what Redis said.
struct LiveReply {
    LiveKeyStore* store = nullptr;
    std::int64_t ticket = 0;
    RedisResult result;
};

class LiveInbox {
public:
    void post(LiveReply reply);

    // Waits until a reply is there or the wall clock reaches `until`; returns every reply there.
    std::vector<LiveReply> takeUntil(std::chrono::steady_clock::time_point until);

    // Calls sent and not yet taken back (engine's thread): the run waits for them before it ends.
    void noteSent() { ++m_inFlight; }
    [[nodiscard]] std::int64_t inFlight() const { return m_inFlight; }

private:
    std::mutex m_mutex;
    std::condition_variable m_arrived;
    std::vector<LiveReply> m_replies; // guarded by m_mutex
    std::int64_t m_inFlight = 0;      // engine's thread only
};

} // namespace ratelab
